import { SORTS } from '@vitrine/api-client/contract';
import { describe, expect, it } from 'vitest';
import {
  applyFacetSelection,
  currentPage,
  currentSort,
  facetSelection,
  filtersBesidesPrice,
  hasFilters,
  listingSearch,
  parseListingSearch,
  rebaseSelection,
  priceSelectionValue,
  SORT_OPTIONS,
  withoutFilters,
  withPage,
  withSort,
} from './listing-query.js';

describe('parseListingSearch', () => {
  it('reads every filter, the sort and the page', () => {
    expect(
      parseListingSearch(
        '?size=38,40&colour=009&brand=Atelier%20Sauge,Bois%20Joli&priceMin=25&priceMax=50&inStock=1&sort=price-asc&page=2',
      ),
    ).toEqual({
      size: '38,40',
      colour: '009',
      brand: 'Atelier Sauge,Bois Joli',
      priceMin: 25,
      priceMax: 50,
      inStock: true,
      sort: 'price-asc',
      page: 2,
    });
  });

  it('gives the plain listing for an empty or foreign query', () => {
    expect(parseListingSearch('')).toEqual({});
    expect(parseListingSearch('?utm_source=mail&forceRefreshCounter=1')).toEqual({});
  });

  it('tidies lists: blanks, spaces and repeats go', () => {
    expect(parseListingSearch('?size=%2038,,40,38,&colour=,')).toEqual({ size: '38,40' });
  });

  it('drops lists longer than the API accepts', () => {
    const long = Array.from({ length: 100 }, (_, i) => `b${String(i)}`).join(',');
    expect(parseListingSearch(`?size=${long}`)).toEqual({});
    expect(parseListingSearch(`?brand=${long}`)).toEqual({ brand: long });
  });

  it('keeps amounts only when they are amounts', () => {
    expect(parseListingSearch('?priceMin=12.5&priceMax=99.99')).toEqual({
      priceMin: 12.5,
      priceMax: 99.99,
    });
    for (const bad of ['-5', 'abc', '1e3', '', '12.345', 'Infinity', '99999999'])
      expect(parseListingSearch(`?priceMin=${bad}`), bad).toEqual({});
  });

  it('drops an upside-down price span whole', () => {
    expect(parseListingSearch('?priceMin=50&priceMax=20')).toEqual({});
    expect(parseListingSearch('?priceMin=20&priceMax=20')).toEqual({ priceMin: 20, priceMax: 20 });
  });

  it('reads inStock as 1 or true only', () => {
    expect(parseListingSearch('?inStock=true')).toEqual({ inStock: true });
    expect(parseListingSearch('?inStock=0')).toEqual({});
    expect(parseListingSearch('?inStock=yes')).toEqual({});
  });

  it('knows the five sorts and leaves out the default one', () => {
    expect(parseListingSearch('?sort=discount')).toEqual({ sort: 'discount' });
    expect(parseListingSearch('?sort=relevance')).toEqual({});
    expect(parseListingSearch('?sort=cheapest')).toEqual({});
  });

  it('keeps pages 2 to 10000 only', () => {
    expect(parseListingSearch('?page=10000')).toEqual({ page: 10_000 });
    for (const bad of ['1', '0', '-2', '2.5', '10001', 'two', '00003x'])
      expect(parseListingSearch(`?page=${bad}`), bad).toEqual({});
    expect(parseListingSearch('?page=03')).toEqual({ page: 3 });
  });

  it('reads the first of repeated parameters', () => {
    expect(parseListingSearch('?sort=newest&sort=discount&page=2&page=5')).toEqual({
      sort: 'newest',
      page: 2,
    });
  });
});

describe('listingSearch', () => {
  it('writes filters in a fixed order with readable commas', () => {
    expect(
      listingSearch({
        page: 3,
        sort: 'newest',
        inStock: true,
        priceMax: 50,
        priceMin: 25,
        brand: 'Jardin d’Iris,Bois Joli',
        colour: '009,011',
        size: '38,40',
      }),
    ).toBe(
      '?size=38,40&colour=009,011&brand=Jardin%20d%E2%80%99Iris,Bois%20Joli&priceMin=25&priceMax=50&inStock=1&sort=newest&page=3',
    );
  });

  it('writes nothing for the plain listing, the default sort or page 1', () => {
    expect(listingSearch({})).toBe('');
    expect(listingSearch({ sort: 'relevance', page: 1, inStock: false })).toBe('');
  });

  it('round-trips with parseListingSearch', () => {
    const filters = {
      size: 'XL,38',
      brand: 'A&B,C=D',
      priceMin: 0,
      priceMax: 19.99,
      inStock: true,
      sort: 'discount' as const,
      page: 4,
    };
    expect(parseListingSearch(listingSearch(filters))).toEqual(filters);
  });
});

describe('facet selection', () => {
  it('is the filters as the kit wants them', () => {
    expect(
      facetSelection({ size: '38,40', brand: 'Bois Joli', priceMin: 25, inStock: true, page: 2 }),
    ).toEqual({ size: ['38', '40'], brand: ['Bois Joli'], price: ['25-'], inStock: ['1'] });
    expect(facetSelection({ sort: 'newest' })).toEqual({});
  });

  it('names the price span as a range value', () => {
    expect(priceSelectionValue({ priceMin: 25, priceMax: 50 })).toBe('25-50');
    expect(priceSelectionValue({ priceMax: 25 })).toBe('-25');
    expect(priceSelectionValue({})).toBeUndefined();
  });

  it('becomes filters again, on page 1 with the sort kept', () => {
    const filters = { size: '38', sort: 'price-desc' as const, page: 3 };
    const previous = facetSelection(filters);
    expect(
      applyFacetSelection(filters, previous, {
        size: ['38', '40'],
        colour: ['009'],
        inStock: ['1'],
      }),
    ).toEqual({ size: '38,40', colour: '009', inStock: true, sort: 'price-desc' });
  });

  it('keeps one price range: a new one replaces the chosen one', () => {
    const filters = { priceMax: 25 };
    const previous = facetSelection(filters);
    expect(applyFacetSelection(filters, previous, { price: ['-25', '50-75'] })).toEqual({
      priceMin: 50,
      priceMax: 75,
    });
    expect(applyFacetSelection(filters, previous, { price: ['-25'] })).toEqual({ priceMax: 25 });
    expect(applyFacetSelection(filters, previous, {})).toEqual({});
  });

  it('ignores price values that are not ranges', () => {
    expect(applyFacetSelection({}, {}, { price: ['cheap'] })).toEqual({});
  });

  it('drops a list grown past the API limit', () => {
    const sizes = Array.from({ length: 100 }, (_, i) => `s${String(i)}`);
    expect(applyFacetSelection({}, {}, { size: sizes })).toEqual({});
  });
});

describe('moves', () => {
  const filters = { size: '38', priceMin: 10, sort: 'newest' as const, page: 4 };

  it('sorting keeps the filters and goes back to page 1', () => {
    expect(withSort(filters, 'discount')).toEqual({ size: '38', priceMin: 10, sort: 'discount' });
    expect(withSort(filters, 'relevance')).toEqual({ size: '38', priceMin: 10 });
  });

  it('paging keeps the rest', () => {
    expect(withPage(filters, 5)).toEqual({ ...filters, page: 5 });
    expect(withPage(filters, 1)).toEqual({ size: '38', priceMin: 10, sort: 'newest' });
  });

  it('clearing keeps the sort only', () => {
    expect(withoutFilters(filters)).toEqual({ sort: 'newest' });
    expect(withoutFilters({ size: '38' })).toEqual({});
  });

  it('price counts take every filter but the price', () => {
    expect(filtersBesidesPrice({ ...filters, priceMax: 50, inStock: true })).toEqual({
      size: '38',
      inStock: true,
    });
  });

  it('tells filters from sort and page', () => {
    expect(hasFilters({ sort: 'newest', page: 2 })).toBe(false);
    expect(hasFilters({ inStock: true })).toBe(true);
    expect(currentPage({})).toBe(1);
    expect(currentSort({})).toBe('relevance');
  });
});

describe('rebaseSelection', () => {
  it('makes the change shown on screen on the selection still loading', () => {
    // Size 40 ticked and loading; on the page still showing none, size 42 is ticked.
    expect(rebaseSelection({}, { size: ['42'] }, { size: ['40'] })).toEqual({
      size: ['40', '42'],
    });
    // Unticking on screen removes it from the loading selection too.
    expect(rebaseSelection({ colour: ['rouge'] }, {}, { colour: ['rouge'], size: ['40'] })).toEqual(
      { size: ['40'] },
    );
  });

  it('is the change itself when nothing is loading', () => {
    const shown = { size: ['40'] };
    const next = { size: ['40', '42'], colour: ['noir'] };
    expect(rebaseSelection(shown, next, shown)).toEqual(next);
  });
});

describe('SORT_OPTIONS', () => {
  it('are the contract’s sorts in its order', () => {
    expect(SORT_OPTIONS).toEqual(SORTS);
  });
});
