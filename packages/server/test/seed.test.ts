import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { queryRows } from '../src/db/query.js';
import { isSeeded, seedIfEmpty } from '../src/seed/seed-database.js';
import { TEST_SEED } from './test-seed.js';

// Seeding from scratch, as the first start of an empty database does (the other suites start from
// a copy of a seeded database; on PostgreSQL, global-setup.ts seeds the template the same way).
describe.runIf(process.env.TEST_DATABASE === 'pglite')('seeding an empty database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('migrates, seeds both stores once, and leaves a seeded database alone', async () => {
    await database.migrate();
    expect(await isSeeded(database.db)).toBe(false);
    const first = await seedIfEmpty(database.db, TEST_SEED);
    expect(first.seeded).toBe(true);
    expect(first.products).toBeGreaterThanOrEqual(2000);
    expect(await seedIfEmpty(database.db, TEST_SEED)).toEqual({ seeded: false });
    const counts = await queryRows<{ store: string; products: number; indexed: number }>(
      database.db,
      sql`SELECT store, count(*)::int AS products, count(search_vector)::int AS indexed
          FROM products GROUP BY store ORDER BY store`,
    );
    expect(counts).toEqual([
      { store: 'fr', products: first.products, indexed: first.products },
      { store: 'uk', products: first.products, indexed: first.products },
    ]);
    await database.migrate(); // a second start applies nothing
  });
});
