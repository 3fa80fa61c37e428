import { InstalmentsMessage, OrderSummary } from '@vitrine/ui';
import { useStoreContext } from '../../../../app/store-context.js';
import type { SummaryAmounts } from '../payment-amounts.js';

export interface PaymentSummaryProps {
  amounts: SummaryAmounts;
  /** The French store's 3-instalment card offer under the total, from 100 € (spec 2.5). */
  instalments?: boolean | undefined;
}

/** The order's amounts: subtotal, discount, shipping fees, overseas premium, total. */
export function PaymentSummary({ amounts, instalments = false }: PaymentSummaryProps) {
  const { config } = useStoreContext();
  return (
    <OrderSummary {...amounts}>
      {instalments && config.features.instalmentsMessage ? (
        <InstalmentsMessage amount={amounts.total} />
      ) : undefined}
    </OrderSummary>
  );
}
