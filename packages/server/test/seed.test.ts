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

  it('seeds CATALOGUE_PRODUCTS products per store, stock totals and stored facets included, and keeps stock totals after', async () => {
    const sized = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      await sized.migrate();
      expect(await seedIfEmpty(sized.db, TEST_SEED, 1000)).toEqual({
        seeded: true,
        products: 1000,
      });
      const [row] = await queryRows<{ products: number; ranked: number; wrongTotals: number }>(
        sized.db,
        sql`SELECT count(*)::int AS products, count(label_vector)::int AS ranked,
              count(*) FILTER (WHERE stock_total <> (SELECT coalesce(sum(v.stock), 0) FROM variants v
                WHERE v.store = p.store AND v.product_id = p.id))::int AS "wrongTotals"
            FROM products p`,
      );
      expect(row).toEqual({ products: 2000, ranked: 2000, wrongTotals: 0 });
      // A universe's stored size counts are its products' sizes counted one by one.
      const [facets] = await queryRows<{ stored: number; counted: number }>(
        sized.db,
        sql`SELECT (SELECT sum(products)::int FROM category_facets
                    WHERE store = 'fr' AND category_id = '10000' AND facet = 'size') AS stored,
                   (SELECT sum(cardinality(size_codes))::int FROM products
                    WHERE store = 'fr' AND category_path LIKE '10000/%') AS counted`,
      );
      expect(facets?.stored).toBe(facets?.counted);
      // The trigger set aside while seeding keeps totals again: an order's stock change shows.
      await sized.db.execute(
        sql`UPDATE variants SET stock = stock + 7 WHERE store = 'fr' AND sku = (SELECT min(sku) FROM variants WHERE store = 'fr')`,
      );
      const [after] = await queryRows<{ wrongTotals: number }>(
        sized.db,
        sql`SELECT count(*)::int AS "wrongTotals" FROM products p
            WHERE stock_total <> (SELECT coalesce(sum(v.stock), 0) FROM variants v
              WHERE v.store = p.store AND v.product_id = p.id)`,
      );
      expect(after?.wrongTotals).toBe(0);
    } finally {
      await sized.close();
    }
    // A whole seed on a machine the browser suites share: 20 s alone, three times that when busy.
  }, 240_000);
});
