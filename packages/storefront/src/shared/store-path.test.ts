import { describe, expect, it } from 'vitest';
import { addressInStore, storePathOf } from './store-path.js';

describe('addressInStore', () => {
  it("puts the store's segment before a store path, as the address bar shows it", () => {
    expect(addressInStore('/checkout/cart', 'fr')).toBe('/fr/checkout/cart');
    expect(addressInStore('/', 'uk')).toBe('/uk/');
  });

  it('leaves other addresses as they are', () => {
    expect(addressInStore('https://www.facebook.com/vitrine', 'fr')).toBe(
      'https://www.facebook.com/vitrine',
    );
    expect(addressInStore('//cdn.example/x', 'fr')).toBe('//cdn.example/x');
    expect(addressInStore('returns', 'fr')).toBe('returns');
  });
});

describe('storePathOf', () => {
  it("takes the store's segment off a link of server content", () => {
    expect(storePathOf('/fr/C-11000-hauts', 'fr')).toBe('/C-11000-hauts');
    expect(storePathOf('/fr', 'fr')).toBe('/');
    expect(storePathOf('/uk/help', 'fr')).toBe('/uk/help');
  });
});
