import { normalizePhone } from '@vitrine/validation';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { newsletterSubscribers } from '../db/schema.js';
import { sendMail } from '../mail/outbox.js';
import type { Store } from '../stores.js';
import { mailTexts, storeLink } from './customer-mail.js';
import { accountOfFormEmail, findCustomerByEmail, updateCustomer } from './customer-store.js';

// Newsletter subscriptions (spec 4, footer box and subscriber page). An account's subscription is
// its mail option; e-mails without an account are kept in newsletter_subscribers.

export interface Subscription {
  email: string;
  smsOption: boolean;
  partnerOption: boolean;
  cellPhone: string;
}

/** Subscribes an e-mail and mails a confirmation; an account's e-mail needs its owner logged in. */
export async function subscribeToNewsletter(
  db: Db,
  store: Store,
  publicUrl: string,
  subscription: Subscription,
  signedInCustomerId: number | null,
): Promise<void> {
  const email = subscription.email.toLowerCase();
  const account = await accountOfFormEmail(db, store.segment, email, signedInCustomerId);
  if (account) await updateCustomer(db, account.id, { mailOption: true });
  else {
    const { smsOption, partnerOption, cellPhone } = subscription;
    const choices = {
      mailOption: true,
      smsOption,
      partnerOption,
      cellPhone: normalizePhone(cellPhone),
    };
    await db
      .insert(newsletterSubscribers)
      .values({ store: store.segment, email, ...choices })
      .onConflictDoUpdate({
        target: [newsletterSubscribers.store, newsletterSubscribers.email],
        set: { ...choices, subscribedAt: new Date(), unsubscribedAt: null },
      });
  }
  const unsubscribeLink = storeLink(publicUrl, store, '/newsletter/subscriber/unsubscribe');
  await sendMail(db, {
    store: store.segment,
    recipient: email,
    kind: 'newsletter',
    ...mailTexts(store).newsletter(unsubscribeLink),
  });
}

/** Stops the newsletter for an e-mail, with or without an account (a known e-mail or not). */
export async function unsubscribeFromNewsletter(
  db: Db,
  store: Store,
  email: string,
): Promise<void> {
  const address = email.toLowerCase();
  await db
    .update(newsletterSubscribers)
    .set({ mailOption: false, unsubscribedAt: new Date() })
    .where(
      and(eq(newsletterSubscribers.store, store.segment), eq(newsletterSubscribers.email, address)),
    );
  const account = await findCustomerByEmail(db, store.segment, address);
  if (account) await updateCustomer(db, account.id, { mailOption: false });
}
