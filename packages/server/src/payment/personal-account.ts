import type { PersonalAccount, StatementLine } from '@vitrine/api-client/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orders, payments, personalAccountStatement, personalAccounts } from '../db/schema.js';
import { fromCents, toCents } from '../money.js';
import type { Store } from '../stores.js';

/** Decision 014: under £100 of available credit, the account page shows the low-credit message. */
const LOW_CREDIT_THRESHOLD_CENTS = 100_00;

/** Spec 5 and 9: one payment into the account is at most £1,000 (and at most what is owed). */
const PAYMENT_MAX_CENTS = 1000_00;

/** The statement lines the account page shows: the latest, newest first. */
const STATEMENT_LINES = 20;

const LABELS = {
  'fr-FR': { charge: (order: string) => `Commande ${order}`, payment: 'Paiement par carte' },
  'en-GB': { charge: (order: string) => `Order ${order}`, payment: 'Card payment' },
} satisfies Record<Store['locale'], unknown>;

/** The customer's personal account row; null when they have none. */
async function readAccountRow(db: Db, customerId: number) {
  const [account] = await db
    .select()
    .from(personalAccounts)
    .where(eq(personalAccounts.customerId, customerId));
  return account ?? null;
}

/** The credit left on the customer's personal account (limit − balance), in cents; null if none. */
export async function availableCredit(db: Db, customerId: number): Promise<number | null> {
  const account = await readAccountRow(db, customerId);
  return account ? toCents(account.creditLimit) - toCents(account.balance) : null;
}

/** The latest statement lines of the customer's account, newest first, labelled in the store's language. */
async function readStatement(db: Db, store: Store, customerId: number): Promise<StatementLine[]> {
  const rows = await db
    .select({
      at: personalAccountStatement.at,
      kind: personalAccountStatement.kind,
      amount: personalAccountStatement.amount,
      orderNumber: orders.orderNumber,
    })
    .from(personalAccountStatement)
    .leftJoin(orders, eq(orders.id, personalAccountStatement.orderId))
    .where(eq(personalAccountStatement.customerId, customerId))
    .orderBy(desc(personalAccountStatement.at), desc(personalAccountStatement.id))
    .limit(STATEMENT_LINES);
  const labels = LABELS[store.locale];
  return rows.map((row) => {
    const kind = row.kind === 'charge' ? 'charge' : 'payment';
    const orderNumber = kind === 'charge' ? (row.orderNumber ?? '') : '';
    return {
      date: row.at.toISOString(),
      kind,
      orderNumber,
      label: kind === 'charge' ? labels.charge(orderNumber) : labels.payment,
      amount: fromCents(toCents(row.amount)),
    };
  });
}

/** The account page's view of the customer's personal account; null when they have none. */
export async function readPersonalAccount(
  db: Db,
  store: Store,
  customerId: number,
): Promise<PersonalAccount | null> {
  const account = await readAccountRow(db, customerId);
  if (!account) return null;
  const limitCents = toCents(account.creditLimit);
  const balanceCents = toCents(account.balance);
  const availableCents = Math.max(0, limitCents - balanceCents);
  return {
    creditLimit: fromCents(limitCents),
    balance: fromCents(balanceCents),
    availableCredit: fromCents(availableCents),
    lowCreditThreshold: fromCents(LOW_CREDIT_THRESHOLD_CENTS),
    lowCredit: availableCents < LOW_CREDIT_THRESHOLD_CENTS,
    paymentMax: fromCents(Math.min(balanceCents, PAYMENT_MAX_CENTS)),
    statement: await readStatement(db, store, customerId),
  };
}

/**
 * Charges an order to the personal account: the balance grows by the amount, only if the credit
 * left covers it (a guarded update, so two orders cannot overdraw it together), and the
 * statement gets the order's line. Answers whether it was charged. Call it in the order's
 * transaction.
 */
export async function chargePersonalAccount(
  tx: Db,
  customerId: number,
  amountCents: number,
  orderId: number,
  at: Date = new Date(),
): Promise<boolean> {
  const amount = fromCents(amountCents);
  const charged = await tx
    .update(personalAccounts)
    .set({ balance: sql`${personalAccounts.balance} + ${amount}::numeric` })
    .where(
      and(
        eq(personalAccounts.customerId, customerId),
        sql`${personalAccounts.creditLimit} - ${personalAccounts.balance} >= ${amount}::numeric`,
      ),
    )
    .returning({ customerId: personalAccounts.customerId });
  if (!charged.length) return false;
  await tx
    .insert(personalAccountStatement)
    .values({ customerId, kind: 'charge', amount, orderId, at });
  return true;
}

/**
 * An authorised card repayment, inside the transaction that moved its payment to `authorised`:
 * the balance falls by the amount (guarded: never below zero) and the statement gets the
 * payment's line. Should the balance have fallen under the amount since the payment was asked
 * (another payment got there first), nothing is taken: the payment is recorded declined.
 */
export async function settleRepayment(
  tx: Db,
  customerId: number,
  payment: { id: string; amount: string },
): Promise<void> {
  const amount = fromCents(toCents(payment.amount));
  const paid = await tx
    .update(personalAccounts)
    .set({ balance: sql`${personalAccounts.balance} - ${amount}::numeric` })
    .where(
      and(
        eq(personalAccounts.customerId, customerId),
        sql`${personalAccounts.balance} >= ${amount}::numeric`,
      ),
    )
    .returning({ customerId: personalAccounts.customerId });
  if (!paid.length) {
    await tx
      .update(payments)
      .set({ status: 'declined', updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    return;
  }
  await tx
    .insert(personalAccountStatement)
    .values({ customerId, kind: 'payment', amount, paymentId: payment.id });
}
