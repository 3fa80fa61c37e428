import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { SIGNED_IN_IDLE_SECONDS } from '../src/http/session.js';
import { RETENTION_DAYS, purgeExpired } from '../src/maintenance/retention.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.app.close());

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
const old = RETENTION_DAYS.visitorBaskets + 10;

describe('purgeExpired', () => {
  it('deletes expired sessions, unreachable old visitor baskets and old error reports, and keeps the rest', async () => {
    const db = t.database.db;
    await db.execute(sql`INSERT INTO sessions (id_hash, store, expires_at) VALUES
      ('retention-expired', 'fr', now() - interval '1 hour'),
      ('retention-live', 'fr', now() + interval '1 day')`);
    const [customer] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM customers ORDER BY id LIMIT 1`,
    );
    if (!customer) throw new Error('The seed has no customer');
    await db.execute(sql`DELETE FROM carts WHERE customer_id = ${customer.id}`);
    await db.execute(sql`INSERT INTO carts (store, session_hash, customer_id, updated_at, privilege_code) VALUES
      ('fr', 'retention-expired', NULL, ${daysAgo(old)}, 'GONE'),
      ('fr', 'retention-never', NULL, ${daysAgo(old)}, 'GONE-TOO'),
      ('fr', 'retention-live', NULL, ${daysAgo(old)}, 'LIVE-SESSION'),
      ('fr', 'retention-recent', NULL, ${daysAgo(2)}, 'RECENT'),
      ('fr', NULL, ${customer.id}, ${daysAgo(old)}, 'CUSTOMER')`);
    await db.execute(sql`INSERT INTO error_reports (store, report, received_at) VALUES
      ('fr', '{"errFrom":"retention-old"}', ${daysAgo(RETENTION_DAYS.errorReports + 1)}),
      ('fr', '{"errFrom":"retention-new"}', ${daysAgo(1)})`);

    await purgeExpired(db);

    const sessions = await queryRows<{ id_hash: string }>(
      db,
      sql`SELECT id_hash FROM sessions WHERE id_hash LIKE 'retention-%' ORDER BY id_hash`,
    );
    expect(sessions.map((row) => row.id_hash)).toEqual(['retention-live']);
    const baskets = await queryRows<{ privilege_code: string }>(
      db,
      sql`SELECT privilege_code FROM carts
          WHERE session_hash LIKE 'retention-%' OR customer_id = ${customer.id}
          ORDER BY privilege_code`,
    );
    expect(baskets.map((row) => row.privilege_code)).toEqual([
      'CUSTOMER',
      'LIVE-SESSION',
      'RECENT',
    ]);
    const reports = await queryRows<{ from: string }>(
      db,
      sql`SELECT report->>'errFrom' AS "from" FROM error_reports
          WHERE report->>'errFrom' LIKE 'retention-%'`,
    );
    expect(reports).toEqual([{ from: 'retention-new' }]);
  });

  it('deletes lapsed signed-in sessions and idle visitor sessions without a basket', async () => {
    const db = t.database.db;
    const [customer] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM customers ORDER BY id LIMIT 1`,
    );
    if (!customer) throw new Error('The seed has no customer');
    const lapsed = sql`now() - make_interval(secs => ${SIGNED_IN_IDLE_SECONDS + 60})`;
    const idleVisitor = daysAgo(RETENTION_DAYS.emptyVisitorSessions + 1);
    await db.execute(sql`INSERT INTO sessions (id_hash, store, customer_id, expires_at, last_seen_at) VALUES
      ('idle-customer-lapsed', 'fr', ${customer.id}, now() + interval '20 days', ${lapsed}),
      ('idle-customer-active', 'fr', ${customer.id}, now() + interval '20 days', now() - interval '5 minutes'),
      ('idle-visitor-empty', 'fr', NULL, now() + interval '20 days', ${idleVisitor}),
      ('idle-visitor-basket', 'fr', NULL, now() + interval '20 days', ${idleVisitor}),
      ('idle-visitor-recent', 'fr', NULL, now() + interval '20 days', now() - interval '1 hour')`);
    await db.execute(
      sql`INSERT INTO carts (store, session_hash) VALUES ('fr', 'idle-visitor-basket')`,
    );

    await purgeExpired(db);

    const sessions = await queryRows<{ id_hash: string }>(
      db,
      sql`SELECT id_hash FROM sessions WHERE id_hash LIKE 'idle-%' ORDER BY id_hash`,
    );
    expect(sessions.map((row) => row.id_hash)).toEqual([
      'idle-customer-active',
      'idle-visitor-basket',
      'idle-visitor-recent',
    ]);
  });
});
