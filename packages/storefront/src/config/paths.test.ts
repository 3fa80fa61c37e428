import { describe, expect, it } from 'vitest';
import { FRENCH_SLUGS } from './store-fixtures.test-support.js';
import {
  accountPaths,
  catalogueBasePath,
  catchAllKind,
  checkoutPaths,
  isPersonalPath,
  safeReturnPath,
  sitePaths,
} from './paths.js';

describe('catchAllKind (spec 2.1, 9)', () => {
  it('tells products, category listings and content pages apart', () => {
    expect(catchAllKind('/P-GW8QZ6G7-t-shirt-ecossais')).toBe('product');
    expect(catchAllKind('/P-4PCFBG07T-robe/avis')).toBe('product');
    expect(catchAllKind('/C-11001-t-shirts-et-tops')).toBe('category');
    expect(catchAllKind('/C-1100-x')).toBe('content');
    expect(catchAllKind('/P-abc-x')).toBe('content');
    expect(catchAllKind('/livraison-et-retours')).toBe('content');
  });

  it('reduces a product or category path to what the catalogue API knows', () => {
    expect(catalogueBasePath('/P-GW8QZ6G7-t-shirt-ecossais/avis')).toBe(
      '/P-GW8QZ6G7-t-shirt-ecossais',
    );
  });
});

describe('paths', () => {
  it('use the store’s own form of two-form routes', () => {
    const fr = sitePaths(FRENCH_SLUGS);
    expect(fr.help).toBe('/aide');
    expect(fr.search('robe rouge/été')).toBe('/Recherche/robe%20rouge%2F%C3%A9t%C3%A9');
  });

  it('only return to paths inside the store after login', () => {
    expect(safeReturnPath('/checkout/shipping?x=1')).toBe('/checkout/shipping?x=1');
    for (const unsafe of ['https://evil.example', '//evil.example', '/\\evil', '', null, undefined])
      expect(safeReturnPath(unsafe)).toBeUndefined();
  });
});

describe('isPersonalPath (issue 18, point 3)', () => {
  it('is true for the basket, the checkout, the customer area and the newsletter pages', () => {
    for (const path of [
      '/checkout',
      '/checkout/',
      '/customer/account',
      '/customer/account/',
      '/newsletter',
      ...Object.values(checkoutPaths),
      accountPaths.login,
      accountPaths.orderHistory,
      accountPaths.orderDetails('A/1 2'),
      accountPaths.personalAccount,
      sitePaths(FRENCH_SLUGS).newsletterSubscribe,
      sitePaths(FRENCH_SLUGS).newsletterUnsubscribe,
    ])
      expect(isPersonalPath(path), path).toBe(true);
  });

  it('is false for every public page, and for paths that only look like personal ones', () => {
    const fr = sitePaths(FRENCH_SLUGS);
    for (const path of [
      '/',
      '',
      '/P-GW8QZ6G7-t-shirt-ecossais',
      '/C-11001-t-shirts-et-tops',
      '/Recherche/x',
      fr.search('checkout'),
      fr.help,
      fr.catalogueRequest,
      fr.contact,
      '/checkoutx',
      '/checkout-conditions',
      '/newsletters',
      '/customer',
      '/customer/accounts',
      '/customer/accountx/login',
      '/aide/checkout',
      '/P-AB12CD34-newsletter',
      'checkout/cart',
      '/fr/checkout/cart',
    ])
      expect(isPersonalPath(path), path).toBe(false);
  });
});
