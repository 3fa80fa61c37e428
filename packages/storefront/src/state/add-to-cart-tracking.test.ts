import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADD_TO_CART_TRACKING_KEY,
  arrivalAccess,
  forgetAddToCart,
  readEntries,
  recordAddToCart,
  withEntry,
  withoutEntry,
  type AddToCartEntry,
  type EntryStorage,
} from './add-to-cart-tracking.js';

/** localStorage as a Map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: EntryStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
  return { storage, items };
}

const entry = (sku: string, access: AddToCartEntry['access'] = 'list'): AddToCartEntry => ({
  sku,
  entryType: 'product_sheet',
  access,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('add-to-cart entries', () => {
  it('adds an entry, and replaces the one a SKU had', () => {
    const entries = withEntry([entry('1'), entry('2')], entry('1', 'search'));
    expect(entries).toEqual([entry('2'), entry('1', 'search')]);
    expect(withoutEntry(entries, '2')).toEqual([entry('1', 'search')]);
  });

  it('reads only well-formed entries', () => {
    expect(readEntries(null)).toEqual([]);
    expect(readEntries('not json')).toEqual([]);
    expect(readEntries('{"sku":"1"}')).toEqual([]);
    expect(readEntries(JSON.stringify([entry('1'), { sku: 2 }, null]))).toEqual([entry('1')]);
  });
});

describe('recordAddToCart and forgetAddToCart', () => {
  it('keep the entries under their key and remove the key once empty', () => {
    const { storage, items } = memoryStorage();
    recordAddToCart(storage, entry('100194'));
    recordAddToCart(storage, entry('100195', 'direct'));
    recordAddToCart(storage, entry('100194', 'search'));
    expect(JSON.parse(items.get(ADD_TO_CART_TRACKING_KEY) ?? '')).toEqual([
      entry('100195', 'direct'),
      entry('100194', 'search'),
    ]);
    forgetAddToCart(storage, '100195');
    forgetAddToCart(storage, '100194');
    expect(items.has(ADD_TO_CART_TRACKING_KEY)).toBe(false);
  });

  it('replace an unreadable value', () => {
    const { storage, items } = memoryStorage({ [ADD_TO_CART_TRACKING_KEY]: '{broken' });
    recordAddToCart(storage, entry('1'));
    expect(JSON.parse(items.get(ADD_TO_CART_TRACKING_KEY) ?? '')).toEqual([entry('1')]);
  });

  it('never throw when the storage refuses', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing: EntryStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => {
      recordAddToCart(refusing, entry('1'));
    }).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('arrivalAccess', () => {
  const product = '/P-GW8QZ6G7-t-shirt-ecossais';
  const origin = 'https://shop.example';

  it('reads the page the shopper navigated from in the store', () => {
    expect(arrivalAccess('/fr/C-11001-t-shirts-et-tops', product, '', origin)).toBe('list');
    expect(arrivalAccess('/fr/Recherche/robe', product, '', origin)).toBe('search');
    expect(arrivalAccess('/uk/P-F7G6MGWY-top', product, '', origin)).toBe('product_sheet');
    expect(arrivalAccess('/fr/', product, '', origin)).toBe('home');
  });

  it('reads the referrer on a first load', () => {
    const here = `/fr${product}`;
    expect(arrivalAccess(here, product, `${origin}/fr/Search/dress`, origin)).toBe('search');
    expect(arrivalAccess(here, product, 'https://www.google.com/', origin)).toBe('direct');
    expect(arrivalAccess(here, product, '', origin)).toBe('direct');
  });
});
