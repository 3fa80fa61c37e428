import type {
  Facets,
  Listing,
  ListingQuery,
  ListingSort,
  SearchListing,
  StoreSegment,
} from '@vitrine/api-client/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { queryRows } from '../db/query.js';
import {
  FactColumnsBuilder,
  type CodeSets,
  type FactColumns,
  type ScopeFacts,
} from './fact-columns.js';
import { readCardTexts, type CardText } from './products.js';

/** A listing whose cards are JSON texts, as the routes send them (products.ts's `CardText`). */
export type CardListing<L extends Listing = Listing> = Omit<L, 'products'> & {
  products: CardText[];
};

/** `value` as JSON text with `key` added last, its value already JSON text (`value` has a key). */
export const withJsonMember = (value: object, key: string, json: string): string =>
  `${JSON.stringify(value).slice(0, -1)},${JSON.stringify(key)}:${json}}`;

/** A listing as JSON text: the cards' texts go in as read, the rest is serialised. */
export function listingJson({ products, ...rest }: CardListing<Listing | SearchListing>): string {
  return withJsonMember(rest, 'products', `[${products.map((card) => card.json).join(',')}]`);
}

export interface ScopeLabels {
  sizes: Map<string, string>;
  colours: Map<string, { label: string; hex: string }>;
}

/** What the listing engine needs to know about the products of a scope (a category or a search). */
export interface Scope {
  facts: FactColumns;
  /** The scope's products: their positions in `facts`. */
  members: Int32Array;
  /** By position: the full-text rank for searches, 0 for categories. */
  rank: Uint16Array;
  /** By position: 1 for a product sold out now. */
  soldOut: Uint8Array;
  labels: ScopeLabels;
}

/** A scope with no product (a search that found nothing). */
export const emptyScope = (): Scope => ({
  facts: new FactColumnsBuilder().build(),
  members: new Int32Array(0),
  rank: new Uint16Array(0),
  soldOut: new Uint8Array(0),
  labels: { sizes: new Map(), colours: new Map() },
});

/** Joins a row's arrays into one text: the driver splits text far faster than it parses arrays. */
const SEPARATOR = '\u001f';
export const joined = (column: SQL) => sql`array_to_string(${column}, chr(31))`;
export const split = (text: string) => (text === '' ? [] : text.split(SEPARATOR));

/** The columns of `products p` that `toFacts` reads. */
export const FACT_COLUMNS = sql`p.id, p.brand, p.price_min::float8 AS price, p.discount,
  p.released_on::text AS released_on, p.popularity, ${joined(sql`p.size_codes`)} AS size_codes,
  ${joined(sql`p.size_labels`)} AS size_labels, ${joined(sql`p.colour_codes`)} AS colour_codes`;

export interface FactRow {
  id: string;
  brand: string;
  price: number;
  discount: number;
  released_on: string;
  popularity: number;
  size_codes: string;
  size_labels: string;
  colour_codes: string;
}

export const toFacts = (p: FactRow): ScopeFacts => ({
  id: p.id,
  brand: p.brand,
  price: p.price,
  discount: p.discount,
  releasedOn: p.released_on,
  popularity: p.popularity,
  sizes: split(p.size_codes),
  sizeLabels: split(p.size_labels),
  colours: split(p.colour_codes),
});

/** The store's colours, labelled. */
export async function readColours(db: Db, store: StoreSegment): Promise<ScopeLabels['colours']> {
  const rows = await queryRows<{ code: string; label: string; hex: string }>(
    db,
    sql`SELECT code, label, hex FROM colours WHERE store = ${store}`,
  );
  return new Map(rows.map((c) => [c.code, { label: c.label, hex: c.hex }]));
}

/** Each size code's label among the products: one a code, the smallest, as SQL's min(). */
function sizeLabelsOf(products: readonly ScopeFacts[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const p of products)
    p.sizes.forEach((code, i) => {
      const label = p.sizeLabels[i] ?? code;
      const known = labels.get(code);
      if (known === undefined || label < known) labels.set(code, label);
    });
  return labels;
}

/**
 * Reads a scope's products with what filters and facets need. Filtering, facet counts, sorting
 * and paging then run in memory on that set (a universe of a large catalogue is some 15,000
 * products: a few milliseconds), and only the shown page's cards are read back.
 */
export async function readScope(
  db: Db,
  store: StoreSegment,
  where: SQL,
  rank: SQL = sql`0`,
): Promise<Scope> {
  const [rows, colours] = await Promise.all([
    queryRows<FactRow & { rank: number; in_stock: boolean }>(
      db,
      sql`
      SELECT ${FACT_COLUMNS}, (${rank})::float8 AS rank, p.stock_total > 0 AS in_stock
      FROM products p
      WHERE p.store = ${store} AND ${where}`,
    ),
    readColours(db, store),
  ]);
  const facts = rows.map(toFacts);
  const columns = new FactColumnsBuilder();
  for (const product of facts) columns.add(product);
  return {
    facts: columns.build(),
    members: Int32Array.from(rows.keys()),
    rank: Uint16Array.from(rows, (p) => p.rank),
    soldOut: Uint8Array.from(rows, (p) => (p.in_stock ? 0 : 1)),
    labels: { sizes: sizeLabelsOf(facts), colours },
  };
}

export const DEFAULT_PAGE_SIZE = 48;

const list = (value: string | undefined): Set<string> =>
  new Set(
    (value ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  );

export interface Filters {
  sizes: Set<string>;
  colours: Set<string>;
  brands: Set<string>;
  priceMin: number | undefined;
  priceMax: number | undefined;
  inStock: boolean;
}

/** The filters a listing query asks for. */
export const filtersOf = (query: ListingQuery): Filters => ({
  sizes: list(query.size),
  colours: list(query.colour),
  brands: list(query.brand),
  priceMin: query.priceMin,
  priceMax: query.priceMax,
  inStock: query.inStock ?? false,
});

/** Whether a query filters nothing: a whole category then reads its stored facets, a scope skips the masks. */
export const filtersNothing = (f: Filters): boolean =>
  !f.sizes.size &&
  !f.colours.size &&
  !f.brands.size &&
  f.priceMin === undefined &&
  f.priceMax === undefined &&
  !f.inStock;

const BIT = { sizes: 1, colours: 2, brands: 4, price: 8, inStock: 16 } as const;

/** The codes a filter keeps, as flags by code number; null when the filter keeps every one. */
function chosen(dictionary: readonly string[], values: Set<string>): Uint8Array | null {
  return values.size ? Uint8Array.from(dictionary, (value) => (values.has(value) ? 1 : 0)) : null;
}

/** The sets holding one of the codes a filter keeps, as flags by set number; null as `chosen`. */
function chosenSets(sets: CodeSets, dictionary: readonly string[], values: Set<string>) {
  const codes = chosen(dictionary, values);
  if (!codes) return null;
  const flags = new Uint8Array(sets.count);
  for (let set = 0; set < sets.count; set++)
    for (let k = sets.start[set] ?? 0; k < (sets.start[set + 1] ?? 0); k++)
      if (codes[sets.codes[k] ?? -1]) flags[set] = 1;
  return flags;
}

/** The filters a product fails, one bit each (BIT): 0 when it passes them all. */
function failuresOf(scope: Scope, f: Filters): (position: number) => number {
  const { facts, soldOut } = scope;
  const sizes = chosenSets(facts.sizeSets, facts.sizes, f.sizes);
  const colours = chosenSets(facts.colourSets, facts.colours, f.colours);
  const brands = chosen(facts.brands, f.brands);
  const [min, max] = [f.priceMin ?? -Infinity, f.priceMax ?? Infinity];
  return (p) => {
    let mask = 0;
    if (sizes && !sizes[facts.sizeSet[p] ?? -1]) mask |= BIT.sizes;
    if (colours && !colours[facts.colourSet[p] ?? -1]) mask |= BIT.colours;
    if (brands && !brands[facts.brand[p] ?? -1]) mask |= BIT.brands;
    const price = facts.price[p] ?? 0;
    if (price < min || price > max) mask |= BIT.price;
    if (f.inStock && soldOut[p]) mask |= BIT.inStock;
    return mask;
  };
}

/** Each member's failed filters (masks, in `members`' order) and the positions of those passing all. */
function filterScope(scope: Scope, filters: Filters): { masks: Uint8Array; matching: Int32Array } {
  const { members } = scope;
  const masks = new Uint8Array(members.length);
  if (filtersNothing(filters)) return { masks, matching: members };
  const failures = failuresOf(scope, filters);
  const matching = new Int32Array(members.length);
  let count = 0;
  for (let i = 0; i < members.length; i++) {
    const p = members[i] ?? 0;
    masks[i] = failures(p);
    if (masks[i] === 0) matching[count++] = p;
  }
  return { masks, matching: matching.subarray(0, count) };
}

const numeric = new Intl.Collator('en', { numeric: true });

/** What a listing's facets say before they are labelled and ordered. */
export interface FacetCounts {
  sizes: Map<string, number>;
  colours: Map<string, number>;
  brands: Map<string, number>;
  inStock: number;
  price: { min: number; max: number };
}

/** Each code's count: the sum of the counts of the sets holding it. */
function codeCounts(sets: CodeSets, setCounts: Int32Array, codeCount: number): Int32Array {
  const counts = new Int32Array(codeCount);
  for (let set = 0; set < sets.count; set++) {
    const count = setCounts[set] ?? 0;
    if (count)
      for (let k = sets.start[set] ?? 0; k < (sets.start[set + 1] ?? 0); k++) {
        const code = sets.codes[k] ?? 0;
        counts[code] = (counts[code] ?? 0) + count;
      }
  }
  return counts;
}

/** The counted codes of a dictionary, by value. */
function countsByValue(dictionary: readonly string[], counts: Int32Array): Map<string, number> {
  const byValue = new Map<string, number>();
  counts.forEach((count, number) => {
    if (count) byValue.set(dictionary[number] ?? '', count);
  });
  return byValue;
}

/**
 * Facet counts show what choosing another value would give: each facet counts the products that
 * pass every filter but its own. One pass: a product failing no filter counts in every facet, one
 * failing a single filter counts in that filter's facet only.
 */
function countFacets(scope: Scope, masks: Uint8Array): FacetCounts {
  const { facts, members, soldOut } = scope;
  const { price, brand, sizeSet, colourSet, sizeSets, colourSets } = facts;
  const sizeSetCounts = new Int32Array(sizeSets.count);
  const colourSetCounts = new Int32Array(colourSets.count);
  const brands = new Int32Array(facts.brands.length);
  let inStock = 0;
  let [min, max] = [Infinity, -Infinity];
  // A plain loop over columns held in locals: this runs over every member of a scope (tens of
  // thousands for a broad term). Sizes and colours are counted by set, then by code.
  for (let i = 0; i < members.length; i++) {
    const p = members[i] ?? 0;
    const cost = price[p] ?? 0;
    if (cost < min) min = cost;
    if (cost > max) max = cost;
    const mask = masks[i] ?? 0;
    if ((mask & ~BIT.sizes) === 0) {
      const set = sizeSet[p] ?? 0;
      sizeSetCounts[set] = (sizeSetCounts[set] ?? 0) + 1;
    }
    if ((mask & ~BIT.colours) === 0) {
      const set = colourSet[p] ?? 0;
      colourSetCounts[set] = (colourSetCounts[set] ?? 0) + 1;
    }
    if ((mask & ~BIT.brands) === 0) {
      const code = brand[p] ?? 0;
      brands[code] = (brands[code] ?? 0) + 1;
    }
    if ((mask & ~BIT.inStock) === 0 && !soldOut[p]) inStock += 1;
  }
  const sizes = codeCounts(sizeSets, sizeSetCounts, facts.sizes.length);
  const colours = codeCounts(colourSets, colourSetCounts, facts.colours.length);
  return {
    sizes: countsByValue(facts.sizes, sizes),
    colours: countsByValue(facts.colours, colours),
    brands: countsByValue(facts.brands, brands),
    inStock,
    price: members.length ? { min, max } : { min: 0, max: 0 },
  };
}

/** The facets as the contract gives them: labelled, in the order a shopper reads them. */
export function presentFacets(counts: FacetCounts, labels: ScopeLabels, f: Filters): Facets {
  return {
    sizes: [...counts.sizes]
      .map(([code, count]) => ({
        code,
        label: labels.sizes.get(code) ?? code,
        count,
        selected: f.sizes.has(code),
      }))
      .sort((a, b) => numeric.compare(a.code, b.code)),
    colours: [...counts.colours]
      .map(([code, count]) => {
        const colour = labels.colours.get(code);
        return {
          code,
          label: colour?.label ?? code,
          hex: colour?.hex ?? '',
          count,
          selected: f.colours.has(code),
        };
      })
      .sort((a, b) => a.label.localeCompare(b.label)),
    brands: [...counts.brands]
      .map(([code, count]) => ({ code, label: code, count, selected: f.brands.has(code) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    price: counts.price,
    inStock: counts.inStock,
  };
}

/** Two products' order, by their positions. */
type Order = (a: number, b: number) => number;

/** Each sort's order over a scope's facts; ties go to the most popular, then the smallest id. */
function orderOf(scope: Scope, sort: ListingSort): Order {
  const { price, discount, released, popularityPlace } = scope.facts;
  // The column each sort orders by first, and its direction (-1: highest first).
  const firstBy: Record<ListingSort, [ArrayLike<number>, number]> = {
    relevance: [scope.rank, -1],
    'price-asc': [price, 1],
    'price-desc': [price, -1],
    newest: [released, -1],
    discount: [discount, -1],
  };
  const [column, direction] = firstBy[sort];
  return (a, b) =>
    direction * ((column[a] ?? 0) - (column[b] ?? 0)) ||
    (popularityPlace[a] ?? 0) - (popularityPlace[b] ?? 0);
}

/**
 * The first `count` positions in `order`, sorted. A page of 48 among 15,000 products needs no
 * full sort: each product is placed into the kept few by binary search, or passed over.
 */
function firstSorted(items: Int32Array, count: number, order: Order): number[] {
  if (count * 8 >= items.length) return Array.from(items.slice().sort(order).subarray(0, count));
  const kept: number[] = [];
  for (const item of items) {
    const last = kept.at(-1);
    if (kept.length === count && last !== undefined && order(item, last) >= 0) continue;
    let [low, high] = [0, kept.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (order(kept[middle] ?? 0, item) <= 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

/** One page of a scope, filtered and sorted, with facet counts. */
export async function listScope(
  db: Db,
  store: StoreSegment,
  scope: Scope,
  query: ListingQuery,
  heading: Pick<Listing, 'title' | 'breadcrumb'>,
): Promise<CardListing> {
  const filters = filtersOf(query);
  const sort = query.sort ?? 'relevance';
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const { masks, matching } = filterScope(scope, filters);
  const order = orderOf(scope, sort);
  const shown = firstSorted(matching, page * pageSize, order).slice((page - 1) * pageSize);
  return {
    ...heading,
    total: matching.length,
    page,
    pageSize,
    pageCount: Math.ceil(matching.length / pageSize),
    sort,
    products: await readCardTexts(
      db,
      store,
      shown.map((p) => scope.facts.ids[p] ?? ''),
    ),
    facets: presentFacets(countFacets(scope, masks), scope.labels, filters),
  };
}
