import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.js';

/** Rows per statement: a few megabytes of JSON at most (a product row carries its sheet). */
const ROWS_PER_STATEMENT = 2000;

/**
 * Inserts many rows, a statement per batch, the batch travelling as one JSON parameter that
 * PostgreSQL turns back into rows (`jsonb_populate_recordset`). Seeding a large catalogue is
 * millions of rows: one bound parameter per value, as a multi-row VALUES takes, costs several
 * times as much on both drivers. Rows hold the table's property names, as Drizzle's insert takes;
 * columns no row sets keep their defaults.
 */
export async function bulkInsert(db: Db, table: PgTable, rows: readonly object[]): Promise<void> {
  const values = rows as readonly Record<string, unknown>[];
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    values.some((row) => row[key] !== undefined),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = values
      .slice(start, start + ROWS_PER_STATEMENT)
      .map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, row[key]])));
    await db.execute(sql`
      INSERT INTO ${table} (${names})
      SELECT ${names} FROM jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(batch)}::jsonb)`);
  }
}
