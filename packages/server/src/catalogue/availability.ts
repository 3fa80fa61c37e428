import type { Availability } from '@vitrine/api-client/contract';
import { sql, type SQL } from 'drizzle-orm';

/** At most this many items left across sizes and colours: 'low-stock'. */
const LOW_STOCK = 3;

export function availabilityOf(stock: number): Availability {
  if (stock <= 0) return 'out-of-stock';
  return stock <= LOW_STOCK ? 'low-stock' : 'in-stock';
}

/** SQL for a product's availability from its stock total (`p` is the products row). */
export const productAvailabilitySql: SQL = sql`(CASE
  WHEN p.stock_total <= 0 THEN 'out-of-stock'
  WHEN p.stock_total <= ${sql.raw(String(LOW_STOCK))} THEN 'low-stock'
  ELSE 'in-stock' END)`;

/** Percentage off a crossed-out price, rounded; 0 when nothing is crossed out. */
export const discountPercent = (price: number, crossedOut: number | null): number =>
  crossedOut ? Math.round((1 - price / crossedOut) * 100) : 0;
