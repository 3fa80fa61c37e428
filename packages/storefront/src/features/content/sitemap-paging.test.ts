import { describe, expect, it } from 'vitest';
import { sitemapPage, sitemapPageHref } from './sitemap-paging.js';

describe('sitemapPage', () => {
  it('reads the page number of the address', () => {
    expect(sitemapPage('2')).toBe(2);
    expect(sitemapPage('10000')).toBe(10_000);
  });

  it('falls back to the first page for a missing or unusable number', () => {
    for (const value of [null, '', '0', '-1', '2.5', 'deux', '10001', '999999'])
      expect(sitemapPage(value), String(value)).toBe(1);
  });
});

describe('sitemapPageHref', () => {
  it('gives the first page the bare address and the others ?page=', () => {
    expect(sitemapPageHref('/plan-de-site-produits.html', 1)).toBe('/plan-de-site-produits.html');
    expect(sitemapPageHref('/site-plan-products.html', 3)).toBe('/site-plan-products.html?page=3');
  });
});
