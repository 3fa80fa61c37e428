import type { ListingQuery, ProductCard, StoreSegment } from '@vitrine/api-client/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryListing } from '../src/catalogue/categories.js';
import { searchListing } from '../src/catalogue/search.js';
import { queryRows } from '../src/db/query.js';
import { StoreSearchIndex, type SearchIndexSource } from '../src/catalogue/store-search-index.js';
import type { Database } from '../src/db/database.js';
import { openTestDatabase } from './test-app.js';

// The in-memory index (decision 024) and PostgreSQL answer a search the same: ids, order, facets.
let database: Database;
const indexes = {} as Record<StoreSegment, StoreSearchIndex>;
/** Counts the searches the index answered, to know the memory path ran. */
let answered = 0;
const inMemory = (store: StoreSegment): SearchIndexSource => ({
  get loaded() {
    return indexes[store].loaded;
  },
  current(run) {
    const index = indexes[store].current(run);
    if (index) answered += 1;
    return index;
  },
});
const inSql: SearchIndexSource = { loaded: false, current: () => null };

beforeAll(async () => {
  database = await openTestDatabase();
  for (const store of ['fr', 'uk'] as const) {
    indexes[store] = new StoreSearchIndex(database.db, store, (error) => {
      throw error;
    });
    await indexes[store].load();
  }
});
afterAll(() => database.close());

/** A search, its cards parsed, as a client reads them. */
const search = async (
  source: SearchIndexSource,
  store: StoreSegment,
  term: string,
  query: ListingQuery,
) => {
  const listing = await searchListing(database.db, store, source, term, query);
  return {
    ...listing,
    products: listing.products.map((card) => JSON.parse(card.json) as ProductCard),
  };
};

const TERMS: Record<StoreSegment, string[]> = {
  fr: [
    'robe',
    'pantalon',
    'lin',
    'robes fleuries',
    'robe or pantalon',
    'robe -fleurie',
    '-robe',
    'garde-robe',
    '"robe longue"',
    'été',
    'ETE',
    'robbe',
    'pantalom',
    'xqzwvk',
    'le la',
  ],
  uk: ['dress', 'shirt', 'cushion', 'floral dress', 'shirt or jumper', 'dress -floral', 'trousres'],
};

describe('search in memory and in PostgreSQL', () => {
  it('give the same products in the same order with the same facets, for every sort and with filters', async () => {
    for (const store of ['fr', 'uk'] as const) {
      for (const term of TERMS[store]) {
        const all = await search(inSql, store, term, {});
        const brand = all.facets.brands[0]?.code;
        const size = all.facets.sizes[1]?.code;
        const queries: ListingQuery[] = [
          {},
          { sort: 'price-asc', page: 2, pageSize: 24 },
          { sort: 'price-desc' },
          { sort: 'newest' },
          { sort: 'discount' },
          { inStock: true, ...(brand ? { brand } : {}), ...(size ? { size } : {}) },
          { priceMin: 20, priceMax: 60, sort: 'relevance', pageSize: 96 },
        ];
        for (const query of queries) {
          const label = `${store} ${term} ${JSON.stringify(query)}`;
          expect(await search(inMemory(store), store, term, query), label).toEqual(
            await search(inSql, store, term, query),
          );
        }
      }
    }
    // Every term went through the index (phrases with their matches read from PostgreSQL), except
    // those of stop words only.
    expect(answered).toBeGreaterThan(150);
  });

  it('shows a stock change in the next search', async () => {
    const before = await search(inMemory('fr'), 'fr', 'robe', { pageSize: 96 });
    const card = before.products.find((p) => p.attributes.disponibilite !== 'out-of-stock');
    if (!card) throw new Error('no robe in stock');
    await database.db.execute(
      sql`UPDATE variants SET stock = 0 WHERE store = 'fr' AND product_id = ${card.id}`,
    );
    const after = await search(inMemory('fr'), 'fr', 'robe', { pageSize: 96 });
    expect(after.facets.inStock).toBe(before.facets.inStock - 1);
    expect(after.products.find((p) => p.id === card.id)?.attributes.disponibilite).toBe(
      'out-of-stock',
    );
    const inStock = await search(inMemory('fr'), 'fr', 'robe', { inStock: true, pageSize: 96 });
    expect(inStock.products.map((p) => p.id)).not.toContain(card.id);
    expect(after).toEqual(await search(inSql, 'fr', 'robe', { pageSize: 96 }));

    await database.db.execute(
      sql`UPDATE variants SET stock = 5 WHERE store = 'fr' AND product_id = ${card.id}`,
    );
    const restocked = await search(inMemory('fr'), 'fr', 'robe', { inStock: true, pageSize: 96 });
    expect(restocked.products.map((p) => p.id)).toContain(card.id);
    expect(restocked.facets.inStock).toBe(before.facets.inStock);
  });

  it('lists a phrase from the index, its matches read once and its stock live', async () => {
    const phrase = '"robe longue"';
    const before = await search(inMemory('fr'), 'fr', phrase, { pageSize: 96 });
    const card = before.products.find((p) => p.attributes.disponibilite !== 'out-of-stock');
    if (!card) throw new Error('no long dress in stock');
    await database.db.execute(
      sql`UPDATE variants SET stock = 0 WHERE store = 'fr' AND product_id = ${card.id}`,
    );
    const after = await search(inMemory('fr'), 'fr', phrase, { pageSize: 96 });
    expect(after.total).toBe(before.total);
    expect(after.facets.inStock).toBe(before.facets.inStock - 1);
    expect(after).toEqual(await search(inSql, 'fr', phrase, { pageSize: 96 }));
  });

  it('reads the sold-out list again only when a stock crosses zero (migration 0014)', async () => {
    const version = async () => {
      const [row] = await queryRows<{ version: string | null }>(
        database.db,
        sql`SELECT (SELECT version FROM sold_out_versions WHERE store = 'uk') AS version`,
      );
      return Number(row?.version ?? 0);
    };
    const [variant] = await queryRows<{ sku: string; product: string }>(
      database.db,
      sql`SELECT v.sku, v.product_id AS product FROM variants v
          WHERE v.store = 'uk' AND v.stock > 0 ORDER BY v.sku LIMIT 1`,
    );
    if (!variant) throw new Error('no variant in stock');
    const setStock = (stock: number) =>
      database.db.execute(sql`
        UPDATE variants SET stock = CASE WHEN sku = ${variant.sku} THEN ${stock} ELSE 0 END
        WHERE store = 'uk' AND product_id = ${variant.product}`);
    await setStock(4);
    const start = await version();
    await setStock(2);
    expect(await version()).toBe(start);
    await setStock(0);
    expect(await version()).toBe(start + 1);
    await setStock(0);
    expect(await version()).toBe(start + 1);
    await setStock(3);
    expect(await version()).toBe(start + 2);
  });
});

describe('category listings in memory and in PostgreSQL', () => {
  it('give the same products in the same order with the same facets, filtered or not', async () => {
    const before = answered;
    for (const store of ['fr', 'uk'] as const) {
      // Universes, their children, and a leaf of each child: subtrees of every size.
      const rows = await queryRows<{ id: string }>(
        database.db,
        sql`SELECT id FROM categories c WHERE store = ${store} AND (level <= 2 OR NOT EXISTS (
              SELECT 1 FROM categories s WHERE s.store = c.store AND s.parent_id = c.id))
            ORDER BY path`,
      );
      const list = (source: SearchIndexSource, id: string, query: ListingQuery) =>
        categoryListing(database.db, store, source, id, query);
      for (const [i, { id }] of rows.entries()) {
        if (i % 3 !== 0) continue;
        const all = await list(inSql, id, {});
        if (!all) throw new Error(`no category ${id}`);
        const brand = all.facets.brands[0]?.code;
        const size = all.facets.sizes[1]?.code;
        const colour = all.facets.colours[0]?.code;
        const queries: ListingQuery[] = [
          { sort: 'price-asc', page: 2, pageSize: 24 },
          { inStock: true, ...(brand ? { brand } : {}), ...(size ? { size } : {}) },
          { ...(colour ? { colour } : {}), priceMin: 20, priceMax: 80, sort: 'discount' },
          { sort: 'newest', inStock: true, page: 3 },
        ];
        for (const query of queries) {
          const label = `${store} ${id} ${JSON.stringify(query)}`;
          expect(await list(inMemory(store), id, query), label).toEqual(
            await list(inSql, id, query),
          );
        }
      }
    }
    expect(answered - before).toBeGreaterThan(20);
  });

  it('show a stock change in the next listing', async () => {
    const [product] = await queryRows<{ id: string; category: string }>(
      database.db,
      sql`SELECT id, category_id AS category FROM products
          WHERE store = 'uk' AND stock_total > 0 ORDER BY id LIMIT 1`,
    );
    if (!product) throw new Error('no product in stock');
    const list = (source: SearchIndexSource) =>
      categoryListing(database.db, 'uk', source, product.category, { inStock: true });
    const before = await list(inMemory('uk'));
    await database.db.execute(
      sql`UPDATE variants SET stock = 0 WHERE store = 'uk' AND product_id = ${product.id}`,
    );
    const after = await list(inMemory('uk'));
    expect(after?.total).toBe((before?.total ?? 0) - 1);
    expect(after?.facets.inStock).toBe((before?.facets.inStock ?? 0) - 1);
    expect(after).toEqual(await list(inSql));
  });
});
