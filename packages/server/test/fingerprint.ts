import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.js';
import { queryRows } from '../src/db/query.js';

/**
 * Tables a request can change. `rate_limits` is left out on purpose: counting a refused
 * attempt is the point of a rate limit.
 */
export const MUTABLE_TABLES = [
  'customers',
  'addresses',
  'personal_accounts',
  'personal_account_statement',
  'sessions',
  'password_reset_tokens',
  'newsletter_subscribers',
  'catalog_requests',
  'contact_messages',
  'mail_outbox',
  'carts',
  'cart_lines',
  'orders',
  'order_lines',
  'order_status_history',
  'order_packages',
  'payments',
  'stock_movements',
  'error_reports',
] as const;

/** A digest of every row of every table requests can change, plus the variants' stock. */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const table of [...MUTABLE_TABLES, 'variants']) {
    const rows = await queryRows<{ digest: string }>(
      db,
      table === 'variants'
        ? sql`SELECT md5(string_agg(store || sku || ':' || stock, ',' ORDER BY store, sku)) AS digest FROM variants`
        : sql`SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS digest FROM ${sql.identifier(table)} t`,
    );
    fingerprint[table] = rows[0]?.digest ?? '';
  }
  return fingerprint;
}
