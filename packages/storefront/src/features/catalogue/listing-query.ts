import type { ListingQuery, ListingSort } from '@vitrine/api-client';
import type { FacetSelection } from '@vitrine/ui';
import { parsePriceRangeValue, priceQuery, priceRangeValue } from './price-ranges.js';

/**
 * A listing's state in its URL (`?size=38,40&colour=009&brand=…&priceMin=25&priceMax=50&inStock=1
 * &sort=price-asc&page=2`), so that an address can be shared and the back button undoes a filter.
 * Parsing never fails: a value the API would refuse is left out.
 */
export type ListingFilters = Omit<ListingQuery, 'pageSize'>;

/** Products a page: the API's default, so the first page a header search brings is our page 1. */
export const LISTING_PAGE_SIZE = 48;

/** The sort select's choices, in order (the contract's SORTS; a test keeps them equal). */
export const SORT_OPTIONS = [
  'relevance',
  'price-asc',
  'price-desc',
  'newest',
  'discount',
] as const satisfies readonly ListingSort[];

const DEFAULT_SORT: ListingSort = 'relevance';
/** The contract's bounds (ListingQuery): longer lists or further pages are refused. */
const LIST_LIMITS = { size: 256, colour: 256, brand: 512 } as const;
const MAX_PAGE = 10_000;

type ListKey = keyof typeof LIST_LIMITS;
const LIST_KEYS = Object.keys(LIST_LIMITS) as ListKey[];

/** The kit's facet ids: the list filters keep their URL names. */
export const PRICE_FACET = 'price';
export const IN_STOCK_FACET = 'inStock';
export const IN_STOCK_VALUE = '1';

/** 'a, b,,a' → 'a,b'; undefined when empty or over the contract's length. */
function normaliseList(values: readonly string[], key: ListKey): string | undefined {
  const joined = [...new Set(values.map((value) => value.trim()).filter(Boolean))].join(',');
  return joined && joined.length <= LIST_LIMITS[key] ? joined : undefined;
}

const AMOUNT = /^\d{1,7}(?:\.\d{1,2})?$/;
const amount = (raw: string | null) => (raw !== null && AMOUNT.test(raw) ? Number(raw) : undefined);

function parsePage(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,5}$/.test(raw)) return undefined;
  const page = Number(raw);
  return page > 1 && page <= MAX_PAGE ? page : undefined;
}

function isSort(value: string | null): value is ListingSort {
  return SORT_OPTIONS.some((sort) => sort === value);
}

/** The listing state an address holds (`location.search`), in its shortest form. */
export function parseListingSearch(search: string): ListingFilters {
  const params = new URLSearchParams(search);
  const filters: ListingFilters = {};
  for (const key of LIST_KEYS) {
    const raw = params.get(key);
    const list = raw === null ? undefined : normaliseList(raw.split(','), key);
    if (list !== undefined) filters[key] = list;
  }
  const priceMin = amount(params.get('priceMin'));
  const priceMax = amount(params.get('priceMax'));
  // An upside-down span matches nothing: it is dropped whole rather than guessed at.
  if (priceMin === undefined || priceMax === undefined || priceMin <= priceMax) {
    if (priceMin !== undefined) filters.priceMin = priceMin;
    if (priceMax !== undefined) filters.priceMax = priceMax;
  }
  const inStock = params.get('inStock');
  if (inStock === '1' || inStock === 'true') filters.inStock = true;
  const sort = params.get('sort');
  if (isSort(sort) && sort !== DEFAULT_SORT) filters.sort = sort;
  const page = parsePage(params.get('page'));
  if (page !== undefined) filters.page = page;
  return filters;
}

/** The address query of a listing state ('' for the plain listing), keys in a fixed order. */
export function listingSearch(filters: ListingFilters): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => {
    parts.push(`${key}=${value}`);
  };
  for (const key of LIST_KEYS) {
    const list = filters[key];
    // Commas stay readable between values; each value is encoded on its own.
    if (list) add(key, list.split(',').map(encodeURIComponent).join(','));
  }
  if (filters.priceMin !== undefined) add('priceMin', String(filters.priceMin));
  if (filters.priceMax !== undefined) add('priceMax', String(filters.priceMax));
  if (filters.inStock) add('inStock', IN_STOCK_VALUE);
  if (filters.sort && filters.sort !== DEFAULT_SORT) add('sort', filters.sort);
  if (filters.page !== undefined && filters.page > 1) add('page', String(filters.page));
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The filters alone: no sort, no page. */
function filtersOnly(filters: ListingFilters): ListingFilters {
  const result = { ...filters };
  delete result.sort;
  delete result.page;
  return result;
}

/** The filters a price range's count is taken with: all but the price (no sort, no page). */
export function filtersBesidesPrice(filters: ListingFilters): ListingFilters {
  const result = filtersOnly(filters);
  delete result.priceMin;
  delete result.priceMax;
  return result;
}

/** Whether the shopper narrowed the listing (sort and page aside). */
export function hasFilters(filters: ListingFilters): boolean {
  return Object.keys(filtersOnly(filters)).length > 0;
}

/** The same listing without its filters: sort kept, back to page 1. */
export function withoutFilters(filters: ListingFilters): ListingFilters {
  return filters.sort ? { sort: filters.sort } : {};
}

/** The value of the price filter in the kit's selection ('25-50'), if any. */
export function priceSelectionValue(filters: ListingFilters): string | undefined {
  const { priceMin: min, priceMax: max } = filters;
  if (min === undefined && max === undefined) return undefined;
  return priceRangeValue({
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  });
}

/** The kit's facet selection for a listing state. */
export function facetSelection(filters: ListingFilters): FacetSelection {
  const selection: Record<string, string[]> = {};
  for (const key of LIST_KEYS) {
    const list = filters[key];
    if (list) selection[key] = list.split(',');
  }
  const price = priceSelectionValue(filters);
  if (price !== undefined) selection[PRICE_FACET] = [price];
  if (filters.inStock) selection[IN_STOCK_FACET] = [IN_STOCK_VALUE];
  return selection;
}

/**
 * The shopper's change, from the selection on screen to `next`, made on `latest` instead: the
 * selection of an address still loading, which the screen does not show yet. What was ticked is
 * added and what was unticked removed; the rest of `latest` stays.
 */
export function rebaseSelection(
  shown: FacetSelection,
  next: FacetSelection,
  latest: FacetSelection,
): FacetSelection {
  const result: Record<string, string[]> = {};
  for (const key of new Set([
    ...Object.keys(latest),
    ...Object.keys(next),
    ...Object.keys(shown),
  ])) {
    const before = shown[key] ?? [];
    const after = next[key] ?? [];
    const kept = (latest[key] ?? []).filter(
      (value) => !before.includes(value) || after.includes(value),
    );
    const values = [...new Set([...kept, ...after.filter((value) => !before.includes(value))])];
    if (values.length) result[key] = values;
  }
  return result;
}

/**
 * The listing state once the shopper changed the filters: sort kept, back to page 1. The API
 * filters on one price span, so the price facet holds one range: ticking another replaces it.
 */
export function applyFacetSelection(
  filters: ListingFilters,
  previous: FacetSelection,
  next: FacetSelection,
): ListingFilters {
  const result: ListingFilters = filters.sort ? { sort: filters.sort } : {};
  for (const key of LIST_KEYS) {
    const list = normaliseList(next[key] ?? [], key);
    if (list !== undefined) result[key] = list;
  }
  const before = previous[PRICE_FACET] ?? [];
  const after = next[PRICE_FACET] ?? [];
  const price = after.find((value) => !before.includes(value)) ?? after[0];
  const range = price === undefined ? null : parsePriceRangeValue(price);
  if (range) Object.assign(result, priceQuery(range));
  if (next[IN_STOCK_FACET]?.includes(IN_STOCK_VALUE)) result.inStock = true;
  return result;
}

/** The listing state in another order: filters kept, back to page 1. */
export function withSort(filters: ListingFilters, sort: ListingSort): ListingFilters {
  const result = filtersOnly(filters);
  return sort === DEFAULT_SORT ? result : { ...result, sort };
}

/** The listing state on another page. */
export function withPage(filters: ListingFilters, page: number): ListingFilters {
  const result = { ...filters };
  delete result.page;
  return page > 1 ? { ...result, page } : result;
}

/** The current page, from 1. */
export const currentPage = (filters: ListingFilters): number => filters.page ?? 1;

/** The sort in use. */
export const currentSort = (filters: ListingFilters): ListingSort => filters.sort ?? DEFAULT_SORT;

/**
 * A listing's canonical address: its page number kept (each page lists other products), its
 * filters and sort left out (the same products in another selection or order).
 */
export function listingCanonicalPath(path: string, filters: ListingFilters): string {
  const page = currentPage(filters);
  return page > 1 ? `${path}${listingSearch({ page })}` : path;
}
