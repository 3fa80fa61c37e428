import { formatNumber } from '@vitrine/ui';
import { useCallback } from 'react';
import { useStoreContext } from '../../../app/store-context.js';

/** Whole numbers in the store's locale ('1 234' in French, '1,234' in English). */
export function useNumberFormat(): (value: number) => string {
  const { config } = useStoreContext();
  return useCallback((value: number) => formatNumber(value, config.locale), [config.locale]);
}
