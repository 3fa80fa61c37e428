import { describe, expect, it } from 'vitest';
import { warehouseCategorySlugs } from '../delivery/warehouse-goods.js';
import { categorySlug } from './catalogue-categories.js';

describe('categorySlug', () => {
  it('names a leaf category by its key, in each store', () => {
    expect(categorySlug('home-rugs', 'fr')).toBe('tapis');
    expect(categorySlug('home-rugs', 'uk')).toBe('rugs');
    expect(warehouseCategorySlugs('uk')).toEqual(['rugs', 'lamps-and-lighting']);
    expect(() => categorySlug('furniture', 'fr')).toThrow(/furniture/);
  });

  it('refuses a category whose slug another shares', () => {
    expect(() => categorySlug('women-dresses', 'fr')).toThrow(/shares its \/fr slug 'robes'/);
  });
});
