import type { RetargetingProfile } from '@vitrine/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sessions } from '../db/schema.js';
import { readCustomer, readOrderStats } from './customer-store.js';

// Retargeting (spec 4): the retargeting cookie's identifier is kept on the session, and the
// analytics read the signed-in customer's profile.

/**
 * Keeps `retarg` on the session and answers its OCTIPASS id: the same while the session sends the
 * same identifier, a new random UUID when the identifier changes.
 */
export async function octipassFor(db: Db, sessionIdHash: string, retarg: string): Promise<string> {
  const [row] = await db
    .update(sessions)
    .set({
      retarg,
      octipass: sql`CASE WHEN ${sessions.retarg} = ${retarg} AND ${sessions.octipass} IS NOT NULL
        THEN ${sessions.octipass} ELSE gen_random_uuid() END`,
    })
    .where(eq(sessions.idHash, sessionIdHash))
    .returning({ octipass: sessions.octipass });
  if (!row?.octipass) throw new Error('The session to update is gone');
  return row.octipass;
}

/** What a visitor gets: any code but '0' means no profile, the other fields empty. */
const NO_PROFILE: RetargetingProfile = {
  CODE_RETOUR: '1',
  NBCDE: 0,
  OPTIONMAIL: 'N',
  DATEDERNCDE: '',
  CATEGORIE: '',
};

export async function retargetingProfile(
  db: Db,
  customerId: number | null,
): Promise<RetargetingProfile> {
  if (customerId === null) return NO_PROFILE;
  const [customer, stats] = await Promise.all([
    readCustomer(db, customerId),
    readOrderStats(db, customerId),
  ]);
  return {
    CODE_RETOUR: '0',
    NBCDE: stats.count,
    OPTIONMAIL: customer.mailOption ? 'O' : 'N',
    DATEDERNCDE: stats.lastOrderAt?.toISOString().slice(0, 10) ?? '',
    CATEGORIE: customer.category,
  };
}
