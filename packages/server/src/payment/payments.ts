import type { PaymentMethod } from '@vitrine/api-client/contract';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { customers, orders, payments } from '../db/schema.js';
import { restoreBasket } from '../cart/restore-basket.js';
import { cancelOrder, markOrderPaid } from '../orders/order-lifecycle.js';
import type { Store } from '../stores.js';
import { settleRepayment } from './personal-account.js';

/**
 * A payment's life at the sandbox provider: `pending` until the shopper submits a card,
 * `challenge` while 3-D Secure waits for the shopper, then `authorised` or `declined`.
 */
export type PaymentStatus = 'pending' | 'challenge' | 'authorised' | 'declined';

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

/** The latest payment of an order (a card payment's id makes its hosted page address). */
export async function readOrderPayment(db: Db, orderId: number) {
  const [payment] = await db
    .select({ id: payments.id, method: payments.method })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A card payment of this store; null when unknown. It pays an order (`orderId`, `orderNumber`)
 * or a personal account repayment (`personalAccountId`, the customer's id; `orderNumber` '').
 */
export async function readCardPayment(db: Db, store: Store, paymentId: string) {
  if (!UUID.test(paymentId)) return null;
  const [row] = await db
    .select({
      id: payments.id,
      status: payments.status,
      amount: payments.amount,
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
        eq(payments.method, 'card'),
        or(eq(orders.store, store.segment), eq(customers.store, store.segment)),
      ),
    );
  return row
    ? { ...row, orderNumber: row.orderNumber ?? '', status: row.status as PaymentStatus }
    : null;
}
export type CardPayment = NonNullable<Awaited<ReturnType<typeof readCardPayment>>>;

/**
 * Moves a payment from `from` to `to`, once: of two submissions racing, the second finds the
 * status changed and does nothing. An outcome settles the order: authorised, it is paid;
 * declined, it is cancelled, its stock released and the shopper's basket given back. An
 * authorised repayment lowers the personal account's balance and writes its statement line, in
 * the same transaction; a declined one changes nothing else.
 */
export function settlePayment(
  db: Db,
  store: Store,
  payment: CardPayment,
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
    if (to === 'declined') {
      await cancelOrder(tx, store, payment.orderId, 'payment-declined');
      await restoreBasket(tx, store, payment.orderId);
    }
  });
}
