import type { OrderDetails } from '@vitrine/api-client';
import { splitVat } from '@vitrine/validation';
import { amount, cents, type AnalyticsStore } from './money.js';

export type UserStatus = 'client' | 'prospect';

/** An order as the data layer describes it (spec 3, order tracking fields). */
export interface TrackingOrder {
  order_id: string;
  /** What the customer paid, tax included. */
  order_revenue: number;
  /** The tax part of the revenue, derived from it at the stores' VAT rate (splitVat). */
  order_tax: number;
  order_shipping: number;
  order_payment_method: string;
  order_shipping_method: string;
  order_discount_ati: number;
  /** Revenue without shipping fees, tax-free. */
  revenue_tf_without_sf: number;
  order_coupon: string;
  /** 'standard', or 'event' for event orders (spec 7.1). */
  order_type: 'standard' | 'event';
  order_status: string;
  customer_status: UserStatus;
}

export function trackOrder(
  store: AnalyticsStore,
  order: OrderDetails,
  context: { type?: 'standard' | 'event'; customerStatus: UserStatus },
): TrackingOrder {
  const total = cents(order.total) ?? 0;
  const shipping = cents(order.shippingFees) ?? 0;
  return {
    order_id: order.orderNumber,
    order_revenue: amount(total),
    order_tax: amount(splitVat(total).vat),
    order_shipping: amount(shipping),
    order_payment_method: order.paymentMethod,
    order_shipping_method: order.shippingMethod,
    order_discount_ati: amount(cents(order.discount) ?? 0),
    revenue_tf_without_sf: amount(splitVat(total - shipping).taxFree),
    order_coupon: order.privilegeCode,
    order_type: context.type ?? 'standard',
    order_status: order.status,
    customer_status: context.customerStatus,
  };
}
