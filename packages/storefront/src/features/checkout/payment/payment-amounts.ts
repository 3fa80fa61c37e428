import type { CheckoutOrder, OrderDetails } from '@vitrine/api-client';
import type { OrderSummaryProps } from '@vitrine/ui';
import { basketAmounts, toCents } from '../basket/basket-amounts.js';

/** What the kit's OrderSummary shows of an order: its amounts, in the store's currency. */
export type SummaryAmounts = Pick<
  OrderSummaryProps,
  'itemCount' | 'subtotal' | 'discount' | 'privilegeCode' | 'shippingFees' | 'overseasPremium'
> & { total: number };

/**
 * The payment step's summary: the basket's amounts, with the overseas premium (included in the
 * server's shipping fees) on its own line, so that the lines still add up to the total.
 */
export function paymentStepAmounts(order: CheckoutOrder): SummaryAmounts {
  const basket = basketAmounts(order.cart);
  const premium = toCents(order.overseasPremium);
  return {
    itemCount: basket.itemCount,
    subtotal: basket.subtotal,
    discount: basket.discount,
    privilegeCode: order.cart.currentPrivilegeCode,
    shippingFees: (Math.round(basket.shippingFees * 100) - premium) / 100,
    overseasPremium: premium / 100,
    total: basket.total,
  };
}

/** An order's summary as it was placed (its shipping fees include any overseas premium). */
export function placedOrderAmounts(order: OrderDetails): SummaryAmounts {
  return {
    itemCount: order.items.reduce((count, item) => count + item.quantity, 0),
    subtotal: toCents(order.subtotal) / 100,
    discount: toCents(order.discount) / 100,
    privilegeCode: order.privilegeCode,
    shippingFees: toCents(order.shippingFees) / 100,
    total: toCents(order.total) / 100,
  };
}
