import type { Cart, Delivery } from '@vitrine/api-client';
import { OrderSummary } from '@vitrine/ui';
import { useAppSelector } from '../../../../app/hooks.js';
import { useStoreContext } from '../../../../app/store-context.js';
import { selectCartItemCount } from '../../../../state/cart-slice.js';
import { summaryAmounts } from '../delivery-options.js';

export interface DeliverySummaryProps {
  cart: Cart;
  delivery: Delivery;
  /** A choice is being sent: the amounts are about to change. */
  busy: boolean;
  className?: string | undefined;
}

/** The order's amounts as the delivery chosen prices them, following each choice. */
export function DeliverySummary({ cart, delivery, busy, className }: DeliverySummaryProps) {
  const { config } = useStoreContext();
  const itemCount = useAppSelector(selectCartItemCount);
  const amounts = summaryAmounts(config.segment, cart, delivery);
  return (
    <OrderSummary
      className={className}
      itemCount={itemCount}
      subtotal={amounts.subtotal / 100}
      discount={amounts.discount / 100}
      privilegeCode={cart.currentPrivilegeCode || undefined}
      shippingFees={amounts.shippingFees / 100}
      overseasPremium={amounts.overseasPremium / 100}
      total={amounts.total / 100}
      busy={busy}
    />
  );
}
