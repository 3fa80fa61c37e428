import type { StoreSegment } from '@vitrine/api-client/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { mailOutbox } from '../db/schema.js';

type MailKind =
  | 'password-reset'
  | 'customer-number'
  | 'welcome'
  | 'order-confirmation'
  | 'catalog-request'
  | 'newsletter'
  | 'contact';

export interface Mail {
  store: StoreSegment;
  recipient: string;
  kind: MailKind;
  subject: string;
  /** Plain text; links written out in full so they can be followed from the dev mailbox. */
  body: string;
}

/** Mail is written to the outbox table in the caller's transaction; a sender process would relay it. */
export async function sendMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values({ ...mail, recipient: mail.recipient.toLowerCase() });
}

/** The newest mail first, optionally for one recipient (dev mailbox, tests). */
export function readMailbox(db: Db, store: StoreSegment, recipient?: string, limit = 50) {
  return db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.store, store),
        recipient ? eq(mailOutbox.recipient, recipient.toLowerCase()) : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
