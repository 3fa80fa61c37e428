import type { PaymentMethod } from '@vitrine/api-client/contract';
import { and, desc, eq, ne, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { customers, orders, payments } from '../db/schema.js';
import { restoreBasket } from '../cart/restore-basket.js';
import { cancelOrder, markOrderPaid } from '../orders/order-lifecycle.js';
import type { Store } from '../stores.js';
import { settleRepayment } from './personal-account.js';

/**
 * A payment's life at its sandbox provider: `pending` until the shopper decides there (a card
 * submitted, PayPal or Oney approved…), `challenge` while a card's 3-D Secure waits for the
 * shopper, then `authorised`, `declined` by the provider, or `cancelled` by the shopper.
 */
export type PaymentStatus = 'pending' | 'challenge' | 'authorised' | 'declined' | 'cancelled';

export async function createPayment(
  tx: Db,
  payment: (
    { orderId: number; personalAccountId?: never } | { personalAccountId: number; orderId?: never }
  ) & {
    method: PaymentMethod;
    amount: string;
    status: PaymentStatus;
    cardLast4?: string;
  },
): Promise<string> {
  const [row] = await tx.insert(payments).values(payment).returning({ id: payments.id });
  if (!row) throw new Error('The payment was not inserted');
  return row.id;
}

/** The latest payment of an order (its id makes its provider page's address). */
export async function readOrderPayment(db: Db, orderId: number) {
  const [payment] = await db
    .select({ id: payments.id, method: payments.method })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment ?? null;
}
export type OrderPayment = NonNullable<Awaited<ReturnType<typeof readOrderPayment>>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A payment of this store made at a provider (card, PayPal, Apple Pay, Oney); null when unknown.
 * It pays an order (`orderId`, `orderNumber`) or, by card, a personal account repayment
 * (`personalAccountId`, the customer's id; `orderNumber` '').
 */
export async function readProviderPayment(db: Db, store: Store, paymentId: string) {
  if (!UUID.test(paymentId)) return null;
  const [row] = await db
    .select({
      id: payments.id,
      method: payments.method,
      status: payments.status,
      amount: payments.amount,
      instalments: orders.paymentInstalments,
      createdAt: payments.createdAt,
      orderId: payments.orderId,
      orderNumber: orders.orderNumber,
      personalAccountId: payments.personalAccountId,
    })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(customers, eq(customers.id, payments.personalAccountId))
    .where(
      and(
        eq(payments.id, paymentId),
        ne(payments.method, 'personalAccount'),
        or(eq(orders.store, store.segment), eq(customers.store, store.segment)),
      ),
    );
  return row
    ? {
        ...row,
        method: row.method as PaymentMethod,
        orderNumber: row.orderNumber ?? '',
        status: row.status as PaymentStatus,
      }
    : null;
}
export type ProviderPayment = NonNullable<Awaited<ReturnType<typeof readProviderPayment>>>;

/**
 * Moves a payment from `from` to `to`, once: of two submissions racing, the second finds the
 * status changed and does nothing. An outcome settles the order: authorised, it is paid;
 * declined or cancelled, it is cancelled, its stock released and the shopper's basket given back. An
 * authorised repayment lowers the personal account's balance and writes its statement line, in
 * the same transaction; a declined one changes nothing else.
 */
export function settlePayment(
  db: Db,
  store: Store,
  payment: ProviderPayment,
  from: PaymentStatus,
  to: PaymentStatus,
  cardLast4?: string,
): Promise<void> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(payments)
      .set({ status: to, updatedAt: new Date(), ...(cardLast4 ? { cardLast4 } : {}) })
      .where(and(eq(payments.id, payment.id), eq(payments.status, from)))
      .returning({ id: payments.id });
    if (!moved.length) return;
    if (payment.personalAccountId !== null) {
      if (to === 'authorised') await settleRepayment(tx, payment.personalAccountId, payment);
      return;
    }
    if (payment.orderId === null) return;
    if (to === 'authorised') await markOrderPaid(tx, payment.orderId);
    if (to === 'declined' || to === 'cancelled') {
      await cancelOrder(tx, store, payment.orderId, `payment-${to}`);
      await restoreBasket(tx, store, payment.orderId);
    }
  });
}
