import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { passwordResetTokens } from '../db/schema.js';
import { sendMail } from '../mail/outbox.js';
import type { Store } from '../stores.js';
import { mailTexts, storeLink } from './customer-mail.js';
import { endSessions, updateCustomer, type CustomerRow } from './customer-store.js';

// Password reset links (spec 4): single use, valid an hour. The table keeps the token's SHA-256
// only, so reading it gives no working link.

const RESET_LINK_LIFETIME_MS = 3600 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Mails the customer a new reset link to the app's reset page. */
export async function sendPasswordResetLink(
  db: Db,
  store: Store,
  publicUrl: string,
  customer: CustomerRow,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    customerId: customer.id,
    expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
  });
  const link = storeLink(
    publicUrl,
    store,
    `/customer/account/forgotpasswordverification?token=${token}`,
  );
  await sendMail(db, {
    store: store.segment,
    recipient: customer.email,
    kind: 'password-reset',
    ...mailTexts(store).passwordReset(customer.firstName, link),
  });
}

/**
 * Sets the new password (already hashed) of the token's customer; false when the token is
 * unknown, used or expired. The customer's other links stop working and their sessions end.
 */
export function resetPassword(db: Db, token: string, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [redeemed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ customerId: passwordResetTokens.customerId });
    if (!redeemed) return false;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.customerId, redeemed.customerId),
          isNull(passwordResetTokens.usedAt),
        ),
      );
    await updateCustomer(tx, redeemed.customerId, { passwordHash });
    await endSessions(tx, redeemed.customerId);
    return true;
  });
}
