import type { Facets } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { listingFacets, type FacetLabels, type PriceFacetInput } from './facets.js';

const labels: FacetLabels = {
  size: 'Taille',
  colour: 'Couleur',
  price: 'Prix',
  brand: 'Marque',
  availability: 'Disponibilité',
  inStockOnly: 'En stock uniquement',
};

const facets: Facets = {
  sizes: [
    { code: '38', label: '38', count: 14, selected: false },
    { code: '40', label: '40', count: 0, selected: false },
  ],
  colours: [
    { code: '009', label: 'Marine', hex: '#1f2a44', count: 5, selected: false },
    { code: '099', label: 'Imprimé', hex: '', count: 1, selected: false },
  ],
  brands: [{ code: 'Bois Joli', label: 'Bois Joli', count: 3, selected: false }],
  price: { min: 5.99, max: 89.99 },
  inStock: 27,
};

const price: PriceFacetInput = {
  ranges: [{ max: 25 }, { min: 25, max: 50 }, { min: 50 }],
  counts: [10, 15, 6],
  total: 31,
};

describe('listingFacets', () => {
  it('gives size, colour, price, brand and availability groups, in that order', () => {
    const groups = listingFacets(facets, {}, labels, price);
    expect(groups.map((group) => [group.id, group.label, group.kind])).toEqual([
      ['size', 'Taille', 'size'],
      ['colour', 'Couleur', 'colour'],
      ['price', 'Prix', 'price'],
      ['brand', 'Marque', undefined],
      ['inStock', 'Disponibilité', undefined],
    ]);
  });

  it('maps values with their counts, swatches and ranges', () => {
    const [size, colour, prices, brand, stock] = listingFacets(facets, {}, labels, price);
    expect(size?.options).toEqual([
      { value: '38', label: '38', count: 14 },
      { value: '40', label: '40', count: 0 },
    ]);
    expect(colour?.options).toEqual([
      { value: '009', label: 'Marine', count: 5, swatch: '#1f2a44' },
      { value: '099', label: 'Imprimé', count: 1 },
    ]);
    expect(prices?.options).toEqual([
      { value: '-25', count: 10, range: { max: 25 } },
      { value: '25-50', count: 15, range: { min: 25, max: 50 } },
      { value: '50-', count: 6, range: { min: 50 } },
    ]);
    expect(brand?.options).toEqual([{ value: 'Bois Joli', label: 'Bois Joli', count: 3 }]);
    expect(stock?.options).toEqual([{ value: '1', label: 'En stock uniquement', count: 27 }]);
  });

  it('leaves the price group out until its counts are known', () => {
    const groups = listingFacets(facets, {}, labels, { ...price, counts: undefined });
    expect(groups.map((group) => group.id)).not.toContain('price');
  });

  it('lists a chosen price span that is not one of the ranges, with the listing’s total', () => {
    const prices = listingFacets(facets, { price: ['30-'] }, labels, price)[2];
    expect(prices?.options[0]).toEqual({ value: '30-', count: 31, range: { min: 30 } });
    expect(prices?.options).toHaveLength(4);
    const chosenRange = listingFacets(facets, { price: ['25-50'] }, labels, price)[2];
    expect(chosenRange?.options).toHaveLength(3);
  });

  it('keeps chosen values the listing no longer has, so they can be unticked', () => {
    const [size] = listingFacets(facets, { size: ['38', '60'] }, labels, price);
    expect(size?.options.at(-1)).toEqual({ value: '60', count: 0 });
  });

  it('leaves out groups with nothing to offer and nothing chosen', () => {
    const empty: Facets = {
      sizes: [],
      colours: [],
      brands: [],
      price: { min: 0, max: 0 },
      inStock: 0,
    };
    const none = { ranges: [], counts: undefined, total: 0 };
    expect(listingFacets(empty, {}, labels, none)).toEqual([]);
    expect(listingFacets(empty, { inStock: ['1'] }, labels, none).map((g) => g.id)).toEqual([
      'inStock',
    ]);
  });
});
