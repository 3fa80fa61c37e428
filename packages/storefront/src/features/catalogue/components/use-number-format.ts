import { useMemo } from 'react';
import { useStoreContext } from '../../../app/store-context.js';

/** Whole numbers in the store's locale ('1 234' in French, '1,234' in English). */
export function useNumberFormat(): (value: number) => string {
  const { config } = useStoreContext();
  return useMemo(() => {
    const format = new Intl.NumberFormat(config.locale);
    return (value: number) => format.format(value);
  }, [config.locale]);
}
