import type { Carrier } from '@vitrine/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { queryRows } from '../db/query.js';

/** Order numbers: digits only (spec 5), from a sequence, never reused (migration 0005). */
export const nextOrderNumberSql = sql<string>`nextval('order_numbers')::text`;

/** The next order number, for an order whose number is needed before it is written. */
export async function nextOrderNumber(db: Db): Promise<string> {
  const [row] = await queryRows<{ number: string }>(
    db,
    sql`SELECT ${nextOrderNumberSql} AS number`,
  );
  if (!row) throw new Error('order_numbers gave no value');
  return row.number;
}

/** The n-th package of an order (n from 1). */
export const packageNumber = (orderNumber: string, n: number): string =>
  `${orderNumber}-${String(n)}`;

/** The number a shopper quotes to send an order back for free, once it has shipped. */
export const easyReturnNumber = (orderNumber: string): string => `ER${orderNumber}`;

/**
 * A tracking number in the carrier's format, made from the package number (the seeded
 * orders; a carrier would give it): La Poste's 2 letters and 11 digits, Mondial Relay's 8 digits,
 * the warehouse's delivery booking reference.
 */
export function trackingNumberFor(carrier: Carrier, orderNumber: string, n: number): string {
  const digits = `${orderNumber}${String(n).padStart(2, '0')}`;
  switch (carrier) {
    case 'colissimo':
      return `6A${digits.slice(-11).padStart(11, '0')}`;
    case 'colieco':
      return `6C${digits.slice(-11).padStart(11, '0')}`;
    case 'mondialRelay':
      return digits.slice(-8).padStart(8, '0');
    case 'warehouse':
      return `LDF${digits}`;
  }
}
