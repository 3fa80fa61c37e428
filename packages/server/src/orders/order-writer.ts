import type {
  Address,
  Carrier,
  InstalmentCount,
  OrderStatus,
  PaymentMethod,
  ShippingMethodCode,
} from '@vitrine/api-client/contract';
import { splitVat } from '@vitrine/validation';
import type { Db } from '../db/database.js';
import { orderLines, orderPackages, orderStatusHistory, orders } from '../db/schema.js';
import type { PricedLine } from '../cart/cart-service.js';
import { fromCents } from '../money.js';
import type { Store } from '../stores.js';
import { nextOrderNumberSql, packageNumber } from './order-numbers.js';
import type { OrderRecord } from './order-store.js';

export type OrderLineDraft = Omit<PricedLine, 'line' | 'isLdf' | 'shippingMethod'>;

/** An order to record: placed at checkout, or seeded with its past. */
export interface OrderDraft {
  /** From `nextOrderNumber`; absent, the sequence's next, taken by the order's insert. */
  orderNumber?: string;
  store: Store;
  customerId: number;
  idempotencyKey: string;
  isEvent?: boolean;
  paymentMethod: PaymentMethod;
  /** Oney's number of instalments; none for the other methods. */
  paymentInstalments?: InstalmentCount | null;
  shippingMethod: ShippingMethodCode;
  deliveryAddress: Address;
  relayPointName: string;
  privilegeCode: string;
  lines: readonly OrderLineDraft[];
  discountCents: number;
  /** Postage and packing, overseas premium included. */
  shippingFeesCents: number;
  /** The statuses it went through, oldest first; the last one is its status. */
  history: readonly { status: OrderStatus; at: Date }[];
  invoicedAt?: Date | null;
  easyReturnNumber?: string;
  /** Packages handed to carriers ('' tracking number: not yet). */
  packages?: readonly { carrier: Carrier; trackingNumber: string }[];
}

export const subtotalCentsOf = (lines: readonly OrderLineDraft[]): number =>
  lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);

/**
 * Writes an order with its lines, history and packages, and answers it as written. Amounts are
 * derived here, so they always add up: total = subtotal − discount + shipping, VAT included.
 */
export async function insertOrder(
  tx: Db,
  draft: OrderDraft,
): Promise<{ id: number; totalCents: number; record: OrderRecord }> {
  const [first] = draft.history;
  const current = draft.history.at(-1);
  if (!first || !current) throw new Error('An order has at least one status');
  const subtotalCents = subtotalCentsOf(draft.lines);
  const totalCents = subtotalCents - draft.discountCents + draft.shippingFeesCents;
  const [order] = await tx
    .insert(orders)
    .values({
      store: draft.store.segment,
      orderNumber: draft.orderNumber ?? nextOrderNumberSql,
      customerId: draft.customerId,
      idempotencyKey: draft.idempotencyKey,
      isEvent: draft.isEvent ?? false,
      status: current.status,
      paymentMethod: draft.paymentMethod,
      paymentInstalments: draft.paymentInstalments ?? null,
      shippingMethod: draft.shippingMethod,
      deliveryAddress: draft.deliveryAddress,
      relayPointName: draft.relayPointName,
      subtotal: fromCents(subtotalCents),
      discount: fromCents(draft.discountCents),
      shippingFees: fromCents(draft.shippingFeesCents),
      tax: fromCents(splitVat(totalCents).vat),
      total: fromCents(totalCents),
      privilegeCode: draft.privilegeCode,
      easyReturnNumber: draft.easyReturnNumber ?? '',
      invoicedAt: draft.invoicedAt ?? null,
      createdAt: first.at,
    })
    .returning();
  if (!order) throw new Error('The order was not inserted');
  const lines = await tx
    .insert(orderLines)
    .values(
      // A draft line has the columns' fields, its price in cents aside.
      draft.lines.map(({ unitPriceCents, ...fields }, i) => ({
        ...fields,
        orderId: order.id,
        line: i + 1,
        price: fromCents(unitPriceCents),
      })),
    )
    .returning();
  await tx
    .insert(orderStatusHistory)
    .values(draft.history.map(({ status, at }) => ({ orderId: order.id, status, at })));
  const packages = draft.packages?.length
    ? await tx
        .insert(orderPackages)
        .values(
          draft.packages.map((pkg, i) => ({
            orderId: order.id,
            packageNumber: packageNumber(order.orderNumber, i + 1),
            carrier: pkg.carrier,
            trackingNumber: pkg.trackingNumber,
          })),
        )
        .returning()
    : [];
  // In the order an order's lines and packages are read back (order-store.ts).
  lines.sort((a, b) => a.line - b.line);
  packages.sort((a, b) => (a.packageNumber < b.packageNumber ? -1 : 1));
  return { id: order.id, totalCents, record: { order, lines, packages } };
}
