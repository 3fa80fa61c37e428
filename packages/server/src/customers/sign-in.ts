import { randomBytes } from 'node:crypto';
import type { LoginBody } from '@vitrine/api-client/contract';
import { mergeVisitorCart } from '../cart/merge.js';
import type { Db } from '../db/database.js';
import type { SessionAccess } from '../http/session.js';
import type { Store } from '../stores.js';
import { foldText } from '../text.js';
import { findCustomerByEmail, findCustomerByNumber } from './customer-store.js';
import { hashPassword, verifyPassword, type PasswordHashing } from './passwords.js';

const dummyHashes = new Map<string, Promise<string>>();

/** A hash of a random password at the given cost, made once: what unknown accounts are checked against. */
function dummyHash(cost: PasswordHashing): Promise<string> {
  const key = JSON.stringify(cost);
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('base64url'), cost);
    dummyHashes.set(key, hash);
  }
  return hash;
}

/**
 * The customer the credentials prove, or null: by e-mail, or by customer number with the surname
 * (compared without case or accents). An unknown account still costs one password check, so the
 * answer takes as long whether the account exists or not.
 */
export async function authenticate(
  db: Db,
  store: Store,
  cost: PasswordHashing,
  credentials: LoginBody,
): Promise<number | null> {
  const customer =
    'email' in credentials
      ? await findCustomerByEmail(db, store.segment, credentials.email)
      : await findCustomerByNumber(db, store.segment, credentials.nClient);
  const passwordMatches = await verifyPassword(
    credentials.password,
    customer?.passwordHash ?? (await dummyHash(cost)),
  );
  const surnameMatches =
    !('surname' in credentials) ||
    foldText(customer?.lastName ?? '') === foldText(credentials.surname);
  return customer && passwordMatches && surnameMatches ? customer.id : null;
}

/**
 * Logs the customer in on a new session id and merges the visitor's basket into the account's
 * (spec 4); answers whether a basket was merged.
 */
export async function startCustomerSession(
  db: Db,
  session: SessionAccess,
  customerId: number,
): Promise<boolean> {
  const { previous } = await session.login(customerId);
  return previous ? mergeVisitorCart(db, previous.idHash, customerId) : false;
}
