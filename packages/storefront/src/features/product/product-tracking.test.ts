import { ga4Events } from '@vitrine/analytics';
import { STORES } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { offersBySku, sizeChoices } from './product-offer.js';
import { largeRange, product, standardRange } from './product-fixtures.test-support.js';
import { addedProduct, viewedProduct } from './product-tracking.js';

const fr = STORES.fr;

describe('viewedProduct', () => {
  it('describes the product sheet by its id, with all its sizes and no size chosen', () => {
    expect(viewedProduct(fr, product())).toEqual({
      sku: 'P-TEST1234',
      name: 'Top en lin',
      brand: 'Maison Lune',
      colour: 'Rouge',
      size: '40|42|46',
      category_1: 'Femme',
      category_2: 'Hauts',
      category_3: 'Tops',
      price_ati: 25.99,
      price_tf: 21.66,
      price_before_discount_ati: 32.99,
      price_before_discount_tf: 27.49,
      quantity: 1,
      sticker: 'Nouveauté',
    });
  });
});

describe('addedProduct', () => {
  const choices = sizeChoices(product(), '001', offersBySku([standardRange, largeRange]));

  it('describes the SKU added at its own price and stock', () => {
    const [, , large] = choices;
    if (!large) throw new Error('fixture');
    const added = addedProduct(fr, product(), 'Rouge', large);
    expect(added).toMatchObject({
      sku: '100003',
      size: '46',
      colour: 'Rouge',
      price_ati: 29.99,
      price_before_discount_ati: 29.99,
      stock: 3,
      quantity: 1,
    });
    const event = ga4Events(fr).addToCart(added);
    expect(event.event).toBe('add_to_cart');
    expect(event.ecommerce.value).toBe(29.99);
    expect(event.ecommerce.items[0]?.item_variant).toBe('Rouge / 46');
  });

  it('falls back to the product sheet’s price when the stock was not known', () => {
    const [first] = sizeChoices(product(), '002', null);
    if (!first) throw new Error('fixture');
    const added = addedProduct(fr, product(), 'Bleu', first);
    expect(added).toMatchObject({ sku: '100004', colour: 'Bleu', price_ati: 25.99 });
    expect(added).not.toHaveProperty('stock');
  });
});
