import type { SQL } from 'drizzle-orm';
import type { Db } from './database.js';

/**
 * Runs raw SQL and returns its rows. Both drivers (PGlite and node-postgres) answer `{ rows }`,
 * which Drizzle's driver-neutral type does not say.
 */
export async function queryRows<T extends object>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
