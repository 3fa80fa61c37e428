import type {
  Listing,
  ListingQuery,
  ListingSort,
  StoreSegment,
} from '@vitrine/api-client/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { queryRows } from '../db/query.js';
import {
  DEFAULT_PAGE_SIZE,
  filtersOf,
  presentFacets,
  readColours,
  type CardListing,
  type FacetCounts,
} from './listing.js';
import { readCardTexts } from './products.js';
import { inSubtree } from './subtree.js';

/**
 * The order of each sort in SQL, as listing.ts's SORTERS give it in memory (a test holds the two
 * to the same pages). Ids compare byte by byte, as there.
 */
const SQL_ORDER: Record<ListingSort, SQL> = {
  relevance: sql`p.popularity DESC, p.id COLLATE "C"`,
  'price-asc': sql`p.price_min, p.popularity DESC, p.id COLLATE "C"`,
  'price-desc': sql`p.price_min DESC, p.popularity DESC, p.id COLLATE "C"`,
  newest: sql`p.released_on DESC, p.popularity DESC, p.id COLLATE "C"`,
  discount: sql`p.discount DESC, p.popularity DESC, p.id COLLATE "C"`,
};

/** A category's size, colour and brand counts over its whole subtree, as stored (migration 0012). */
export async function storedFacets(db: Db, store: StoreSegment, categoryId: string) {
  const rows = await queryRows<{
    facet: 'size' | 'colour' | 'brand';
    code: string;
    label: string;
    products: number;
  }>(
    db,
    sql`
    SELECT facet, code, label, products FROM category_facets
    WHERE store = ${store} AND category_id = ${categoryId}`,
  );
  const of = (facet: string) =>
    new Map(rows.filter((row) => row.facet === facet).map((row) => [row.code, row.products]));
  const sizeLabels = new Map(
    rows.filter((row) => row.facet === 'size').map((row) => [row.code, row.label]),
  );
  const brands = of('brand');
  // Every product has one brand: the brands' counts add up to the category's products.
  const products = [...brands.values()].reduce((sum, count) => sum + count, 0);
  return { sizes: of('size'), colours: of('colour'), brands, sizeLabels, products };
}

/**
 * A category page without filters, the way most shoppers see one: its facets are the category's
 * stored counts, and the database sorts and counts its products from an index, so a universe of
 * 15,000 products costs what a small category does. What changes with stock (the in-stock count,
 * the cards' availability) is read live; the counts change only when the catalogue does, and are
 * refreshed then (seeding).
 */
export async function listWholeCategory(
  db: Db,
  store: StoreSegment,
  category: { id: string; path: string },
  stored: Awaited<ReturnType<typeof storedFacets>>,
  query: ListingQuery,
  heading: Pick<Listing, 'title' | 'breadcrumb'>,
): Promise<CardListing> {
  const sort = query.sort ?? 'relevance';
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const offset = (page - 1) * pageSize;
  const scope = sql`p.store = ${store} AND ${inSubtree(category.path)}`;
  const [[summary], shown, colours] = await Promise.all([
    queryRows<{ total: number; in_stock: number; min: number | null; max: number | null }>(
      db,
      sql`
      SELECT count(*)::int AS total, (count(*) FILTER (WHERE p.stock_total > 0))::int AS in_stock,
             min(p.price_min)::float8 AS min, max(p.price_min)::float8 AS max
      FROM products p WHERE ${scope}`,
    ),
    // A page past the last shows nothing: no need to sort the whole category to learn that.
    offset < stored.products
      ? queryRows<{ id: string }>(
          db,
          sql`
          SELECT p.id FROM products p WHERE ${scope}
          ORDER BY ${SQL_ORDER[sort]} LIMIT ${pageSize} OFFSET ${offset}`,
        )
      : [],
    readColours(db, store),
  ]);
  const total = summary?.total ?? 0;
  const counts: FacetCounts = {
    sizes: stored.sizes,
    colours: stored.colours,
    brands: stored.brands,
    inStock: summary?.in_stock ?? 0,
    price: { min: summary?.min ?? 0, max: summary?.max ?? 0 },
  };
  const labels = { sizes: stored.sizeLabels, colours };
  return {
    ...heading,
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
    sort,
    products: await readCardTexts(
      db,
      store,
      shown.map((p) => p.id),
    ),
    facets: presentFacets(counts, labels, filtersOf(query)),
  };
}
