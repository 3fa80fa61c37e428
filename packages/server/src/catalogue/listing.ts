import type {
  Facets,
  Listing,
  ListingQuery,
  ListingSort,
  StoreSegment,
} from '@vitrine/api-client/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { queryRows } from '../db/query.js';
import { readCards } from './products.js';

/** What the listing engine needs to know about each product of a scope (a category or a search). */
interface ScopeProduct {
  id: string;
  brand: string;
  price: number;
  discount: number;
  releasedOn: string;
  popularity: number;
  /** Full-text rank for searches, 0 for categories. */
  rank: number;
  sizes: string[];
  colours: string[];
  inStock: boolean;
}

interface ScopeLabels {
  sizes: Map<string, string>;
  colours: Map<string, { label: string; hex: string }>;
}

export interface Scope {
  products: ScopeProduct[];
  labels: ScopeLabels;
}

/**
 * Reads a scope's products with what filters and facets need. Filtering, facet counts, sorting
 * and paging then run in memory on that small set (a category or a search rarely exceeds a few
 * hundred products), and only the shown page's cards are read back.
 */
export async function readScope(
  db: Db,
  store: StoreSegment,
  where: SQL,
  rank: SQL = sql`0`,
): Promise<Scope> {
  const [rows, colours] = await Promise.all([
    queryRows<{
      id: string;
      brand: string;
      price: string | number;
      discount: number;
      released_on: string;
      popularity: number;
      rank: number;
      size_codes: string[];
      size_labels: string[];
      colour_codes: string[];
      in_stock: boolean;
    }>(
      db,
      sql`
      SELECT p.id, p.brand, p.price_min AS price, p.discount, p.released_on::text AS released_on,
             p.popularity, (${rank})::float8 AS rank, p.size_codes, p.size_labels, p.colour_codes,
             p.stock_total > 0 AS in_stock
      FROM products p
      WHERE p.store = ${store} AND ${where}`,
    ),
    queryRows<{ code: string; label: string; hex: string }>(
      db,
      sql`SELECT code, label, hex FROM colours WHERE store = ${store}`,
    ),
  ]);
  const labels: ScopeLabels = {
    sizes: new Map(
      rows.flatMap((p) => p.size_codes.map((code, i) => [code, p.size_labels[i] ?? code])),
    ),
    colours: new Map(colours.map((c) => [c.code, { label: c.label, hex: c.hex }])),
  };
  const products = rows.map((p) => ({
    id: p.id,
    brand: p.brand,
    price: Number(p.price),
    discount: p.discount,
    releasedOn: p.released_on,
    popularity: p.popularity,
    rank: p.rank,
    sizes: p.size_codes,
    colours: p.colour_codes,
    inStock: p.in_stock,
  }));
  return { products, labels };
}

const DEFAULT_PAGE_SIZE = 48;

const list = (value: string | undefined): Set<string> =>
  new Set(
    (value ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  );

interface Filters {
  sizes: Set<string>;
  colours: Set<string>;
  brands: Set<string>;
  priceMin: number | undefined;
  priceMax: number | undefined;
  inStock: boolean;
}

type FilterName = 'sizes' | 'colours' | 'brands' | 'price' | 'inStock';

const tests: Record<FilterName, (p: ScopeProduct, f: Filters) => boolean> = {
  sizes: (p, f) => !f.sizes.size || p.sizes.some((s) => f.sizes.has(s)),
  colours: (p, f) => !f.colours.size || p.colours.some((c) => f.colours.has(c)),
  brands: (p, f) => !f.brands.size || f.brands.has(p.brand),
  price: (p, f) =>
    (f.priceMin === undefined || p.price >= f.priceMin) &&
    (f.priceMax === undefined || p.price <= f.priceMax),
  inStock: (p, f) => !f.inStock || p.inStock,
};

/** Passes every filter except `except`: facet counts show what choosing another value would give. */
const passes = (p: ScopeProduct, f: Filters, except?: FilterName) =>
  (Object.keys(tests) as FilterName[]).every((name) => name === except || tests[name](p, f));

const numeric = new Intl.Collator('en', { numeric: true });

function countBy(
  products: ScopeProduct[],
  values: (p: ScopeProduct) => string[],
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of products) for (const v of values(p)) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

function facets(scope: Scope, f: Filters): Facets {
  const others = (except: FilterName) => scope.products.filter((p) => passes(p, f, except));
  const sizes = countBy(others('sizes'), (p) => p.sizes);
  const colours = countBy(others('colours'), (p) => p.colours);
  const brands = countBy(others('brands'), (p) => [p.brand]);
  const prices = scope.products.map((p) => p.price);
  return {
    sizes: [...sizes]
      .map(([code, count]) => ({
        code,
        label: scope.labels.sizes.get(code) ?? code,
        count,
        selected: f.sizes.has(code),
      }))
      .sort((a, b) => numeric.compare(a.code, b.code)),
    colours: [...colours]
      .map(([code, count]) => {
        const colour = scope.labels.colours.get(code);
        return {
          code,
          label: colour?.label ?? code,
          hex: colour?.hex ?? '',
          count,
          selected: f.colours.has(code),
        };
      })
      .sort((a, b) => a.label.localeCompare(b.label)),
    brands: [...brands]
      .map(([code, count]) => ({ code, label: code, count, selected: f.brands.has(code) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    price: {
      min: prices.length ? Math.min(...prices) : 0,
      max: prices.length ? Math.max(...prices) : 0,
    },
    inStock: others('inStock').filter((p) => p.inStock).length,
  };
}

const byPopularity = (a: ScopeProduct, b: ScopeProduct) =>
  b.popularity - a.popularity || a.id.localeCompare(b.id);

const SORTERS: Record<ListingSort, (a: ScopeProduct, b: ScopeProduct) => number> = {
  relevance: (a, b) => b.rank - a.rank || byPopularity(a, b),
  'price-asc': (a, b) => a.price - b.price || byPopularity(a, b),
  'price-desc': (a, b) => b.price - a.price || byPopularity(a, b),
  newest: (a, b) => b.releasedOn.localeCompare(a.releasedOn) || byPopularity(a, b),
  discount: (a, b) => b.discount - a.discount || byPopularity(a, b),
};

/** One page of a scope, filtered and sorted, with facet counts. */
export async function listScope(
  db: Db,
  store: StoreSegment,
  scope: Scope,
  query: ListingQuery,
  heading: Pick<Listing, 'title' | 'breadcrumb'>,
): Promise<Listing> {
  const filters: Filters = {
    sizes: list(query.size),
    colours: list(query.colour),
    brands: list(query.brand),
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    inStock: query.inStock ?? false,
  };
  const sort = query.sort ?? 'relevance';
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const matching = scope.products.filter((p) => passes(p, filters)).sort(SORTERS[sort]);
  const shown = matching.slice((page - 1) * pageSize, page * pageSize);
  return {
    ...heading,
    total: matching.length,
    page,
    pageSize,
    pageCount: Math.ceil(matching.length / pageSize),
    sort,
    products: await readCards(
      db,
      store,
      shown.map((p) => p.id),
    ),
    facets: facets(scope, filters),
  };
}
