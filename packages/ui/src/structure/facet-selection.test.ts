import { describe, expect, it } from 'vitest';
import {
  priceRangeText,
  selectedCount,
  selectedFilters,
  toggleFacetValue,
} from './facet-selection.js';
import type { Facet } from './facet-selection.js';

const facets: Facet[] = [
  {
    id: 'size',
    label: 'Taille',
    kind: 'size',
    options: [
      { value: '38', count: 4 },
      { value: '40', count: 9 },
      { value: '42', count: 0 },
    ],
  },
  {
    id: 'colour',
    label: 'Couleur',
    kind: 'colour',
    options: [
      { value: 'red', label: 'Rouge', count: 3, swatch: '#b3122e' },
      { value: 'navy', label: 'Marine', count: 8, swatch: '#1f2a44' },
    ],
  },
];

describe('toggleFacetValue', () => {
  it('adds a value without touching the original selection', () => {
    const before = { colour: ['navy'] };
    const after = toggleFacetValue(before, 'size', '40', true);
    expect(after).toEqual({ colour: ['navy'], size: ['40'] });
    expect(before).toEqual({ colour: ['navy'] });
  });

  it('removes a value and drops a facet left empty', () => {
    expect(toggleFacetValue({ size: ['38', '40'] }, 'size', '38', false)).toEqual({
      size: ['40'],
    });
    expect(toggleFacetValue({ size: ['40'], colour: ['red'] }, 'size', '40', false)).toEqual({
      colour: ['red'],
    });
  });

  it('gives the same selection back when nothing changes', () => {
    const selection = { size: ['40'] };
    expect(toggleFacetValue(selection, 'size', '40', true)).toBe(selection);
    expect(toggleFacetValue(selection, 'size', '38', false)).toBe(selection);
  });
});

describe('selectedCount', () => {
  it('counts the values across facets', () => {
    expect(selectedCount({})).toBe(0);
    expect(selectedCount({ size: ['38', '40'], colour: ['red'] })).toBe(3);
  });
});

describe('selectedFilters', () => {
  it('lists the chosen values in facet then option order', () => {
    const filters = selectedFilters(facets, { colour: ['navy', 'red'], size: ['40', '38'] });
    expect(filters.map((filter) => `${filter.facetId}:${filter.value}`)).toEqual([
      'size:38',
      'size:40',
      'colour:red',
      'colour:navy',
    ]);
    expect(filters[2]).toMatchObject({ facetLabel: 'Couleur', option: { label: 'Rouge' } });
  });

  it('keeps values the facets no longer list, last, and ignores unknown facets', () => {
    const filters = selectedFilters(facets, { size: ['56', '38'], brand: ['x'] });
    expect(filters.map((filter) => filter.value)).toEqual(['38', '56']);
    expect(filters[1]?.option).toBeUndefined();
  });
});

describe('priceRangeText', () => {
  it('names a range by its bounds', () => {
    expect(priceRangeText({ max: 20 })).toEqual({ key: 'LABEL_PRICE_RANGE_UNDER', max: 20 });
    expect(priceRangeText({ min: 0, max: 20 })).toEqual({
      key: 'LABEL_PRICE_RANGE_UNDER',
      max: 20,
    });
    expect(priceRangeText({ min: 20, max: 50 })).toEqual({
      key: 'LABEL_PRICE_RANGE_BETWEEN',
      min: 20,
      max: 50,
    });
    expect(priceRangeText({ min: 100 })).toEqual({ key: 'LABEL_PRICE_RANGE_OVER', min: 100 });
    expect(priceRangeText({})).toBeNull();
  });
});
