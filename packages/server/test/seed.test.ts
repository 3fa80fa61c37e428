import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { queryRows } from '../src/db/query.js';
import { isSeeded, seedIfEmpty } from '../src/seed/seed-database.js';
import { TEST_SEED } from './test-seed.js';

// Seeding from scratch, as the first start of an empty database does: global-setup.ts migrates an
// empty PGlite database and seeds it with seedIfEmpty once per run (every other suite starts from
// a copy of it); this checks what that first start answered and left.
describe.runIf(process.env.TEST_DATABASE === 'pglite')('seeding an empty database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({
      kind: 'pglite',
      dataDir: 'memory://',
      loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]),
    });
  });
  afterAll(() => database.close());

  it('migrates, seeds both stores once, and leaves a seeded database alone', async () => {
    const first = inject('pgliteFirstSeed');
    expect(first.seeded).toBe(true);
    expect(first.products).toBeGreaterThanOrEqual(2000);
    expect(await isSeeded(database.db)).toBe(true);
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
