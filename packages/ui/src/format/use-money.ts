import { formatMoney } from '@vitrine/validation';
import { useCallback } from 'react';
import { useUi } from '../core/ui-context.js';
import { formatDiscount } from './money.js';

/** Formats amounts in the current store's locale and currency. */
export function useMoney() {
  const { locale, currency } = useUi();
  const money = useCallback(
    (amount: number) => formatMoney(amount, locale, currency),
    [locale, currency],
  );
  const discount = useCallback((percent: number) => formatDiscount(percent, locale), [locale]);
  return { money, discount };
}
