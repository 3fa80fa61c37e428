import { describe, expect, it } from 'vitest';
import { fr, frenchDress, frenchDressCard, uk, ukTowels } from './fixtures.test-support.js';
import { stickerLabel, trackCartLine, trackCatalogueProduct, trackProductCard } from './product.js';

describe('trackCatalogueProduct', () => {
  it('describes a reduced French dress in euros, with and without VAT', () => {
    expect(
      trackCatalogueProduct(fr, frenchDress, { sku: '100234', size: '40', quantity: 2, stock: 5 }),
    ).toEqual({
      sku: '100234',
      name: 'Robe fleurie en lin',
      brand: 'Maison Lune',
      colour: 'Rouge',
      size: '40',
      category_1: 'Femme',
      category_2: 'Vêtements',
      category_3: 'Robes',
      price_ati: 39.99,
      price_tf: 33.33,
      price_before_discount_ati: 49.99,
      price_before_discount_tf: 41.66,
      quantity: 2,
      sticker: 'Nouveauté',
      stock: 5,
    });
  });

  it('uses the price as the price before discount when nothing is crossed out, and omits an absent price', () => {
    const plain = trackCatalogueProduct(
      uk,
      { ...frenchDress, prix: '12.50', prixBarre: '0' },
      { sku: '1' },
    );
    expect(plain).toMatchObject({
      price_ati: 12.5,
      price_before_discount_ati: 12.5,
      price_tf: 10.42,
      quantity: 1,
      size: '',
    });
    expect(plain).not.toHaveProperty('stock');
    const unpriced = trackCatalogueProduct(
      uk,
      { ...frenchDress, prix: '', prixBarre: '' },
      { sku: '1' },
    );
    expect(Object.keys(unpriced).filter((key) => key.startsWith('price'))).toEqual([]);
  });

  it('leaves the category levels empty when the attributes have none', () => {
    const { libelle, metaMarque, couleur, prix, prixBarre, stickerPrincipal } = frenchDress;
    const card = { libelle, metaMarque, couleur, prix, prixBarre, stickerPrincipal };
    expect(trackCatalogueProduct(fr, card, { sku: '1' })).toMatchObject({
      category_1: '',
      category_2: '',
      category_3: '',
    });
  });
});

describe('trackProductCard', () => {
  it('describes a card with its product id, its three category levels, all its sizes and its stock', () => {
    expect(trackProductCard(fr, frenchDressCard)).toEqual({
      sku: 'P-ABCDEFGH',
      name: 'Robe fleurie en lin',
      brand: 'Maison Lune',
      colour: 'Rouge',
      size: '38|40|42',
      category_1: 'Femme',
      category_2: 'Vêtements',
      category_3: 'Robes',
      price_ati: 39.99,
      price_tf: 33.33,
      price_before_discount_ati: 49.99,
      price_before_discount_tf: 41.66,
      quantity: 1,
      sticker: 'Nouveauté',
      stock: 17,
    });
  });

  it('keeps a sold-out card at stock 0 and a one-size card at its one size', () => {
    const card = {
      ...frenchDressCard,
      attributes: { ...frenchDressCard.attributes, libellesTailles: ['TU'], stock: 0 },
    };
    expect(trackProductCard(uk, card)).toMatchObject({ size: 'TU', stock: 0 });
  });
});

describe('trackCartLine', () => {
  it('describes a UK basket line in pounds', () => {
    expect(trackCartLine(uk, ukTowels)).toEqual({
      sku: '104233',
      name: 'Soft cotton bath towels',
      brand: 'Linen & Co',
      colour: 'White',
      size: '50x100',
      category_1: '',
      category_2: '',
      category_3: '',
      price_ati: 17.99,
      price_tf: 14.99,
      price_before_discount_ati: 17.99,
      price_before_discount_tf: 14.99,
      quantity: 3,
      sticker: '',
      stock: 12,
    });
  });
});

describe('stickerLabel', () => {
  it('keeps the label of a sticker string', () => {
    expect(stickerLabel('Black Friday|#c8102e|#ffffff|')).toBe('Black Friday');
    expect(stickerLabel('')).toBe('');
    expect(stickerLabel(undefined)).toBe('');
  });
});
