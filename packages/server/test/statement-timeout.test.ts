import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { errorMessage } from '../src/http/error-messages.js';
import { withDatabase } from './global-setup.js';
import { openTestDatabase, startTestApp, type TestApp } from './test-app.js';
import { errorReport } from './error-report-fixture.js';

/** Short enough for a test, long enough for a busy machine's ordinary statements. */
const TIMEOUT_MS = 300;

const report = errorReport('https://shop.example/uk/');

// PostgreSQL only: PGlite accepts statement_timeout but never cancels a statement, and the server
// sets none on it (docs/server.md, Deployment).
describe.runIf(process.env.TEST_DATABASE === 'postgres')('statement timeouts', () => {
  let t: TestApp;
  /** Another session on the same database, without the timeout: it holds the locks. */
  let other: pg.Client;
  beforeAll(async () => {
    t = await startTestApp(
      undefined,
      {},
      await openTestDatabase({ statementTimeoutMs: TIMEOUT_MS }),
    );
    const [row] = await queryRows<{ name: string }>(
      t.database.db,
      sql`SELECT current_database() AS name`,
    );
    other = new pg.Client({
      connectionString: withDatabase(process.env.TEST_DATABASE_URL ?? '', row?.name ?? ''),
    });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await t.app.close();
  });

  const sendReport = () =>
    t.call({ method: 'POST', url: '/uk/api/v1/log/browserDebug', payload: report });

  it('answer 503 server.unavailable with Retry-After, without details, and the next call goes through', async () => {
    // The report's INSERT waits for the table's lock until its statement times out.
    await other.query('BEGIN');
    await other.query('LOCK TABLE error_reports IN ACCESS EXCLUSIVE MODE');
    const refused = await sendReport();
    await other.query('ROLLBACK');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      code: 'server.unavailable',
      message: errorMessage('server.unavailable', 'en'),
    });
    expect((await sendReport()).statusCode).toBe(200);
  });

  it('end a transaction left idle past the timeout without taking the process down', async () => {
    const idle = t.database.db.transaction(async (tx) => {
      const [row] = await queryRows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
      // Idle in the transaction until PostgreSQL ends the session (its client then emits 'error',
      // which would end the process if nobody listened).
      await vi.waitFor(
        async () => {
          const { rowCount } = await other.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [
            row?.pid,
          ]);
          expect(rowCount).toBe(0);
        },
        { timeout: 10_000, interval: 50 },
      );
      await tx.execute(sql`SELECT 1`);
    });
    await expect(idle).rejects.toThrow();
    expect((await t.call({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
