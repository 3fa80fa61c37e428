import {
  apiRoutes,
  type Address,
  type Carrier,
  type OrderDetails,
  type OrderStatus,
  type OrderSummary,
  type PaymentMethod,
  type ShippingMethodCode,
} from '@vitrine/api-client/contract';
import { fromCents, toCents } from '../money.js';
import type { Store } from '../stores.js';
import { trackingUrl } from './carriers.js';
import type { OrderRecord } from './order-store.js';

/** The invoice route of an order, relative to the store root. */
const invoiceUrl = (orderNumber: string): string =>
  apiRoutes.customer.invoice.path.replace(':id', orderNumber);

export function toOrderSummary(row: {
  orderNumber: string;
  createdAt: Date;
  status: string;
  total: string;
  nbProducts: number;
}): OrderSummary {
  return {
    orderNumber: row.orderNumber,
    date: row.createdAt.toISOString(),
    status: row.status as OrderStatus,
    nbProducts: row.nbProducts,
    total: row.total,
  };
}

/** The order as the account pages and the confirmation show it. Columns hold contract values. */
export function toOrderDetails(
  store: Store,
  { order, lines, packages }: OrderRecord,
): OrderDetails {
  const items = lines.map((line) => ({
    sku: line.sku,
    productId: line.productId,
    label: line.label,
    size: line.size,
    color: line.color,
    quantity: line.quantity,
    price: line.price,
    total: fromCents(toCents(line.price) * line.quantity),
    image: line.image,
    url: line.url,
  }));
  return {
    ...toOrderSummary({
      ...order,
      nbProducts: lines.reduce((sum, line) => sum + line.quantity, 0),
    }),
    shippingMethod: order.shippingMethod as ShippingMethodCode,
    paymentMethod: order.paymentMethod as PaymentMethod,
    paymentInstalments: order.paymentInstalments as OrderDetails['paymentInstalments'],
    items,
    subtotal: order.subtotal,
    discount: order.discount,
    shippingFees: order.shippingFees,
    tax: order.tax,
    privilegeCode: order.privilegeCode,
    deliveryAddress: order.deliveryAddress as Address,
    relayPointName: order.relayPointName,
    packages: packages.map((pkg) => ({
      packageNumber: pkg.packageNumber,
      carrier: pkg.carrier as Carrier,
      trackingNumber: pkg.trackingNumber,
      trackingUrl: trackingUrl(store.segment, pkg.carrier as Carrier, pkg.trackingNumber),
    })),
    easyReturnNumber: order.easyReturnNumber,
    invoiceUrl: order.invoicedAt ? invoiceUrl(order.orderNumber) : null,
  };
}
