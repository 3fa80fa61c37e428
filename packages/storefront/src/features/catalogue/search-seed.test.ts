import type { SearchListing } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE } from './listing-query.js';
import { searchSeed } from './search-seed.js';

const firstPage: SearchListing = {
  title: 'robe',
  term: 'robe',
  breadcrumb: [],
  total: 568,
  page: 1,
  pageSize: LISTING_PAGE_SIZE,
  pageCount: 12,
  sort: 'relevance',
  products: [],
  facets: { sizes: [], colours: [], brands: [], price: { min: 0, max: 0 }, inStock: 0 },
};

describe('searchSeed', () => {
  it('takes the header search’s first page for the same term', () => {
    expect(searchSeed({ search: firstPage }, 'robe')).toBe(firstPage);
  });

  it('ignores anything else', () => {
    for (const state of [
      undefined,
      null,
      'robe',
      {},
      { search: null },
      { search: { ...firstPage, products: 'none' } },
      { search: { ...firstPage, facets: undefined } },
      { search: { ...firstPage, page: 2 } },
      { search: { ...firstPage, pageSize: 12 } },
      { search: { ...firstPage, sort: 'newest' } },
      { search: { ...firstPage, total: '568' } },
    ])
      expect(searchSeed(state, 'robe')).toBeUndefined();
    expect(searchSeed({ search: firstPage }, 'jupe')).toBeUndefined();
  });
});
