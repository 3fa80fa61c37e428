import type { Address, AddressKey, StoreSegment } from '@vitrine/api-client/contract';
import { normalizePhone } from '@vitrine/validation';
import { and, count, eq, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { addresses, customers, orders, sessions } from '../db/schema.js';
import { hasSqlState, SQL_STATE } from '../db/sql-state.js';
import { HttpError } from '../http/http-error.js';

// Reads and writes of customer accounts. E-mails are stored and looked up lower-case; phones are
// stored digits only, as normalizePhone gives them ('06 12 34 56 78' → '0612345678').

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerChanges = Partial<Omit<typeof customers.$inferInsert, 'id' | 'store'>>;
export type NewCustomer = Omit<typeof customers.$inferInsert, 'id' | 'customerNumber'>;

export async function findCustomerByEmail(
  db: Db,
  store: StoreSegment,
  email: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.store, store), eq(customers.email, email.toLowerCase())));
  return row;
}

export async function findCustomerByNumber(
  db: Db,
  store: StoreSegment,
  customerNumber: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.store, store), eq(customers.customerNumber, customerNumber)));
  return row;
}

/**
 * The account of an e-mail given in a visitor's form (newsletter, catalogue request), if any. Only
 * its owner, logged in, may use an account's e-mail there: anyone else must log in first (409).
 */
export async function accountOfFormEmail(
  db: Db,
  store: StoreSegment,
  email: string,
  signedInCustomerId: number | null,
): Promise<CustomerRow | undefined> {
  const account = await findCustomerByEmail(db, store, email);
  if (account && account.id !== signedInCustomerId)
    throw new HttpError(409, 'account.log_in_first');
  return account;
}

/** A customer whose id comes from a live session (the row exists: sessions cascade with it). */
export async function readCustomer(db: Db, id: number): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new Error(`No customer ${String(id)}`);
  return row;
}

export const readAddresses = (db: Db, customerId: number) =>
  db.select().from(addresses).where(eq(addresses.customerId, customerId));

/** How many orders the customer placed, and when the last one was (analytics, retargeting). */
export async function readOrderStats(
  db: Db,
  customerId: number,
): Promise<{ count: number; lastOrderAt: Date | null }> {
  const [row] = await db
    .select({ count: count(), lastOrderAt: max(orders.createdAt) })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  return { count: row?.count ?? 0, lastOrderAt: row?.lastOrderAt ?? null };
}

/** The phones of a change as stored: normalised when given, left out when not. */
const withStoredPhones = <
  T extends { cellPhone?: string | undefined; landline?: string | undefined },
>(
  changes: T,
): T => ({
  ...changes,
  ...(changes.cellPhone !== undefined && { cellPhone: normalizePhone(changes.cellPhone) }),
  ...(changes.landline !== undefined && { landline: normalizePhone(changes.landline) }),
});

/** Inserts an account with the next customer number (migration 0005's sequence). */
export async function insertCustomer(db: Db, customer: NewCustomer): Promise<CustomerRow> {
  const [row] = await db
    .insert(customers)
    .values({
      ...withStoredPhones(customer),
      email: customer.email.toLowerCase(),
      customerNumber: sql`nextval('customer_numbers')::text`,
    })
    .returning();
  if (!row) throw new Error('The customer was not inserted');
  return row;
}

export async function updateCustomer(db: Db, id: number, changes: CustomerChanges): Promise<void> {
  const stored = withStoredPhones(changes);
  await db
    .update(customers)
    .set(stored.email ? { ...stored, email: stored.email.toLowerCase() } : stored)
    .where(eq(customers.id, id));
}

/** Writes the main (P) or alternative (S) address: one of each at most. */
export async function saveAddress(
  db: Db,
  customerId: number,
  kind: AddressKey,
  address: Address,
): Promise<void> {
  const { street, complement, locality, postalCode, city, country } = address;
  const fields = { street, complement, locality, postalCode, city, country };
  await db
    .insert(addresses)
    .values({ customerId, kind, ...fields })
    .onConflictDoUpdate({ target: [addresses.customerId, addresses.kind], set: fields });
}

/** Removes the customer's address of that kind, if there is one. */
export async function deleteAddress(db: Db, customerId: number, kind: AddressKey): Promise<void> {
  await db
    .delete(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.kind, kind)));
}

/** Logs the customer out everywhere, except in the session `keep` when given. */
export async function endSessions(db: Db, customerId: number, keep?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.customerId, customerId), keep ? ne(sessions.idHash, keep) : undefined));
}

/**
 * Runs a write that gives a customer an e-mail; the unique index answering that the store
 * already has an account with it becomes the spec's 409 (no race between a check and the write).
 */
export async function unlessEmailTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (hasSqlState(error, SQL_STATE.uniqueViolation))
      throw new HttpError(409, 'account.email_taken');
    throw error;
  }
}
