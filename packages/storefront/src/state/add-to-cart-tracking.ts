import { pageTypeFromPath, type PageType } from '@vitrine/analytics';

/**
 * Spec 4, add-to-cart tracking, kept in localStorage under this key: a JSON array with one entry
 * per SKU added to the basket on this device, read when the order is tracked.
 * - `sku`: the SKU added (SKUReelle);
 * - `entryType`: the page type it was added from ('product_sheet' on the product page);
 * - `access`: how the shopper reached that page: the page type they came from in the store
 *   ('list', 'search', 'product_sheet', 'home'…), or 'direct' from outside the store.
 * Adding a SKU again replaces its entry; the basket removes it when the line is deleted
 * (`forgetAddToCart`).
 */
export const ADD_TO_CART_TRACKING_KEY = 'vitrine.addToCartTracking';

export type EntryAccess = PageType | 'direct';

export interface AddToCartEntry {
  sku: string;
  entryType: PageType;
  access: EntryAccess;
}

export type EntryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isEntry = (value: unknown): value is AddToCartEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const { sku, entryType, access } = value as Partial<Record<keyof AddToCartEntry, unknown>>;
  return typeof sku === 'string' && typeof entryType === 'string' && typeof access === 'string';
};

/** The stored entries; anything unreadable (another format, hand edits) counts as none. */
export function readEntries(raw: string | null): AddToCartEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** The entries with this SKU's entry added, or replacing the one it had. */
export const withEntry = (
  entries: readonly AddToCartEntry[],
  entry: AddToCartEntry,
): AddToCartEntry[] => [...entries.filter((e) => e.sku !== entry.sku), entry];

export const withoutEntry = (entries: readonly AddToCartEntry[], sku: string): AddToCartEntry[] =>
  entries.filter((entry) => entry.sku !== sku);

function write(storage: EntryStorage, entries: readonly AddToCartEntry[]): void {
  if (entries.length === 0) storage.removeItem(ADD_TO_CART_TRACKING_KEY);
  else storage.setItem(ADD_TO_CART_TRACKING_KEY, JSON.stringify(entries));
}

/**
 * Notes a SKU added to the basket. Storage may be full or refused (private browsing): tracking
 * then goes without, it never stops a purchase.
 */
export function recordAddToCart(storage: EntryStorage, entry: AddToCartEntry): void {
  try {
    write(storage, withEntry(readEntries(storage.getItem(ADD_TO_CART_TRACKING_KEY)), entry));
  } catch (error) {
    console.warn('Add-to-cart tracking not saved', error);
  }
}

/** Forgets a SKU's entry: the basket calls it when the shopper deletes the line. */
export function forgetAddToCart(storage: EntryStorage, sku: string): void {
  try {
    write(storage, withoutEntry(readEntries(storage.getItem(ADD_TO_CART_TRACKING_KEY)), sku));
  } catch (error) {
    console.warn('Add-to-cart tracking not updated', error);
  }
}

/**
 * How the shopper reached a product page, read while it loads: during an in-store navigation the
 * address bar still shows the page they were on; on a first load (or reload) it already shows
 * the product, and the referrer tells whether they came from this site.
 */
export function arrivalAccess(
  addressBarPath: string,
  productPath: string,
  referrer: string,
  origin: string,
): EntryAccess {
  if (!addressBarPath.endsWith(productPath)) return pageTypeFromPath(addressBarPath);
  try {
    const from = new URL(referrer);
    return from.origin === origin ? pageTypeFromPath(from.pathname) : 'direct';
  } catch {
    return 'direct';
  }
}
