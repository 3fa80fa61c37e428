import type { Link, ListingQuery, Sitemap, StoreSegment } from '@vitrine/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { queryRows } from '../db/query.js';
import {
  filtersNothing,
  filtersOf,
  listScope,
  readScope,
  type CardListing,
  type Scope,
} from './listing.js';
import { scopeOf, subtreePositions } from './search-index.js';
import { readStockNow, soldOutFlags, type SearchIndexSource } from './store-search-index.js';
import { inSubtree } from './subtree.js';
import { listWholeCategory, storedFacets } from './whole-category.js';

interface CategoryRow {
  id: string;
  path: string;
  label: string;
  url: string;
}

async function readCategory(db: Db, store: StoreSegment, id: string) {
  const result = await queryRows<CategoryRow>(
    db,
    sql`SELECT id, path, label, url FROM categories WHERE store = ${store} AND id = ${id}`,
  );
  return result[0] ?? null;
}

async function breadcrumb(db: Db, store: StoreSegment, path: string): Promise<Link[]> {
  const ids = path.split('/');
  const result = await queryRows<CategoryRow>(
    db,
    sql`
    SELECT id, path, label, url FROM categories
    WHERE store = ${store} AND id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(result.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ label: row.label, url: row.url }] : [];
  });
}

/**
 * From this many products a category page without filters reads its stored facets and an index
 * (whole-category.ts); below it, reading and counting its products costs less than the extra
 * queries (on PGlite, one connection, each query counts).
 */
const STORED_FACETS_FROM = 500;

/**
 * A category's products (its sub-categories' too) as a listing scope: from the store's in-memory
 * index while it holds the latest seeding, with the stock read now, else read from PostgreSQL.
 * Either way every product is counted; the index spares reading a universe's rows on each call.
 */
async function readCategoryScope(
  db: Db,
  store: StoreSegment,
  index: SearchIndexSource,
  path: string,
): Promise<Scope> {
  if (index.loaded) {
    const stock = await readStockNow(db, store);
    const memory = index.current(stock.run);
    if (memory) {
      const soldOut = await soldOutFlags(db, store, memory, stock.soldOutVersion);
      return scopeOf(memory, subtreePositions(memory, path), [], soldOut);
    }
  }
  return readScope(db, store, inSubtree(path));
}

/** A category page: its products and those of its sub-categories. Null for an unknown id. */
export async function categoryListing(
  db: Db,
  store: StoreSegment,
  index: SearchIndexSource,
  id: string,
  query: ListingQuery,
): Promise<CardListing | null> {
  const category = await readCategory(db, store, id);
  if (!category) return null;
  const [stored, trail] = await Promise.all([
    filtersNothing(filtersOf(query)) ? storedFacets(db, store, category.id) : null,
    breadcrumb(db, store, category.path),
  ]);
  const heading = { title: category.label, breadcrumb: trail };
  if (stored && stored.products >= STORED_FACETS_FROM)
    return listWholeCategory(db, store, category, stored, query, heading);
  const scope = await readCategoryScope(db, store, index, category.path);
  return listScope(db, store, scope, query, heading);
}

const SITEMAP_PAGE_SIZE = { products: 500, categories: 200 } as const;

/** One page of the product or category site plan, alphabetical. */
export async function sitemap(
  db: Db,
  store: StoreSegment,
  kind: 'products' | 'categories',
  page: number,
): Promise<Sitemap> {
  const size = SITEMAP_PAGE_SIZE[kind];
  const table = sql.raw(kind);
  const [total, items] = await Promise.all([
    queryRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM ${table} WHERE store = ${store}`,
    ),
    queryRows<Link>(
      db,
      sql`
      SELECT label, url FROM ${table} WHERE store = ${store}
      ORDER BY label, url LIMIT ${size} OFFSET ${(page - 1) * size}`,
    ),
  ]);
  const count = total[0]?.total ?? 0;
  return { page, pageCount: Math.ceil(count / size), total: count, items };
}
