import { describe, expect, it } from 'vitest';
import { pageTypeFromPath, type PageType } from './page-type.js';

const cases: [string, PageType][] = [
  ['/', 'home'],
  ['', 'home'],
  ['/P-AB12CD34-robe-fleurie', 'product_sheet'],
  ['/P-AB12CD34XY-floral-dress/reviews', 'product_sheet'],
  ['/C-11001-robes', 'list'],
  ['/C-11001-dresses?sort=price-asc', 'list'],
  ['/Recherche/robe%20rouge', 'search'],
  ['/Search/red%20dress', 'search'],
  ['/checkout/cart', 'cart'],
  ['/checkout/account/login', 'identification'],
  ['/checkout/account/create', 'identification'],
  ['/customer/account/login', 'identification'],
  ['/customer/account/create', 'identification'],
  ['/customer/account/forgotpassword', 'identification'],
  ['/customer/account/forgotcustomernumber', 'identification'],
  ['/customer/account/forgotpasswordverification', 'identification'],
  ['/checkout/shipping', 'delivery'],
  ['/checkout/payment', 'payment'],
  ['/checkout/confirmation', 'order_confirmation'],
  ['/direct_order', 'direct_order'],
  ['/commande_directe', 'direct_order'],
  ['/customer/account/order/history', 'account'],
  ['/customer/account/informations/edit', 'account'],
  ['/aide', 'other'],
  ['/help', 'other'],
  ['/C-1234-not-five-digits', 'other'],
];

describe('pageTypeFromPath', () => {
  it.each(cases)('%s is %s, in both stores', (path, type) => {
    expect(pageTypeFromPath(path)).toBe(type);
    expect(pageTypeFromPath(`/fr${path}`)).toBe(type);
    expect(pageTypeFromPath(`/uk${path}`)).toBe(type);
  });

  it('calls any page an error page when the app says so', () => {
    expect(pageTypeFromPath('/P-AB12CD34-gone', { isError: true })).toBe('error');
  });

  it('does not take a path that merely starts like a segment for one', () => {
    expect(pageTypeFromPath('/frais-de-port')).toBe('other');
  });
});
