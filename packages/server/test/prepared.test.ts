import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Db } from '../src/db/database.js';
import { preparedPerDb } from '../src/db/prepared.js';
import { queryRows } from '../src/db/query.js';
import { openTestDatabase } from './test-app.js';

const onPostgres = process.env.TEST_DATABASE === 'postgres';

describe('statements prepared per connection', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** A statement answering the backend it ran on, counting how often it is built. */
  const statementBuilt = () => {
    const build = vi.fn((db: Db) =>
      db
        .select({ pid: sql<number>`pg_backend_pid()` })
        .from(sql`(SELECT 1) AS one`)
        .prepare('test_backend_pid'),
    );
    return { build, backendPid: preparedPerDb(build) };
  };
  const backendOf = async (tx: Db) =>
    (await queryRows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`))[0]?.pid;

  it('run inside a transaction on its connection, whichever transaction built them', async () => {
    const { build, backendPid } = statementBuilt();
    /** Where the statement ran, and the transaction's own backend. */
    const runInTransaction = () =>
      database.db.transaction(async (tx) => {
        const [row] = await backendPid(tx).execute();
        return { ran: row?.pid, own: await backendOf(tx) };
      });
    // Four at once: each holds a connection of its own (PGlite queues them).
    const runs = await Promise.all([1, 2, 3, 4].map(runInTransaction));
    for (const { ran, own } of runs) expect(ran).toBe(own);
    // One after the other, transactions get the same pooled connection again.
    const again = await runInTransaction();
    expect(again.ran).toBe(again.own);
    if (onPostgres) {
      const connections = new Set(runs.map((run) => run.own)).size;
      expect(build).toHaveBeenCalledTimes(connections);
    } else {
      // PGlite: a new handle and client for each transaction.
      expect(build).toHaveBeenCalledTimes(5);
    }
  });

  it('are built once for the database’s own handle', async () => {
    const { build, backendPid } = statementBuilt();
    for (let i = 0; i < 3; i++) await backendPid(database.db).execute();
    expect(build).toHaveBeenCalledTimes(1);
  });
});
