import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { personalAccounts } from '../db/schema.js';
import { fromCents, toCents } from '../money.js';

/** Spec 8, low credit balance (text not shown): the order is refused, another method may do. */
export const CREDIT_TOO_LOW =
  'The credit available on your personal account does not cover this order. Please choose another payment method or contact customer service.';

/** The credit left on the customer's personal account (limit − balance), in cents; null if none. */
export async function availableCredit(db: Db, customerId: number): Promise<number | null> {
  const [account] = await db
    .select()
    .from(personalAccounts)
    .where(eq(personalAccounts.customerId, customerId));
  return account ? toCents(account.creditLimit) - toCents(account.balance) : null;
}

/**
 * Charges an order to the personal account: the balance grows by the amount, only if the credit
 * left covers it (a guarded update, so two orders cannot overdraw it together). Answers whether
 * it was charged.
 */
export async function chargePersonalAccount(
  tx: Db,
  customerId: number,
  amountCents: number,
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
  return charged.length > 0;
}
