import { STORES, type Look, type LookList } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import {
  addedPieces,
  cartItemsOf,
  lookCardPieces,
  refusedPieces,
  trackedPieces,
} from './look-pieces.js';

/** The contract's example look: a bra (90B; 95C sold out) and its knickers (M, reduced). */
const [LOOK] = (contractExamples.catalogue.looks.response.valid[0] as LookList).looks as [Look];
const [bra, knickers] = lookCardPieces(LOOK);

describe('a look for the kit’s LookCard', () => {
  it('has its pieces with their sizes: SKU, label, stock and prices as numbers', () => {
    expect(bra).toEqual({
      id: 'P-AB12CD34',
      name: 'Soutien-gorge en dentelle',
      brand: 'Douce Heure',
      colour: 'Noir',
      productUrl: '/P-AB12CD34-soutien-gorge-dentelle',
      image: 'https://img.example/sg-face.jpg',
      sizes: [
        { value: '100101', label: '90B', stock: 12, price: 29.99, crossedOutPrice: undefined },
        { value: '100102', label: '95C', stock: 0, price: 32.99, crossedOutPrice: undefined },
      ],
    });
    expect(knickers?.sizes).toEqual([
      { value: '100201', label: 'M (40-42)', stock: 2, price: 12.99, crossedOutPrice: 15.99 },
    ]);
  });
});

describe('what the card chose', () => {
  if (!bra || !knickers) throw new Error('two pieces expected');
  const chosen = addedPieces(LOOK, [
    { piece: knickers, size: knickers.sizes[0] ?? { value: '', label: '', stock: 0, price: 0 } },
    { piece: bra, size: { value: '100101', label: '90B', stock: 12, price: 29.99 } },
    { piece: { ...bra, id: 'P-GONE0000' }, size: { value: '1', label: '', stock: 1, price: 1 } },
  ]);

  it('is found in the look by product id and SKU, in the card’s order; anything else is dropped', () => {
    expect(chosen.map(({ piece, size }) => [piece.id, size.SKUReelle])).toEqual([
      ['P-CD34EF56', '100201'],
      ['P-AB12CD34', '100101'],
    ]);
  });

  it('goes to the basket as one cart/add item per piece', () => {
    expect(cartItemsOf(chosen)).toEqual([
      { sku: '100201', quantity: 1, isLSProduct: false },
      { sku: '100101', quantity: 1, isLSProduct: false },
    ]);
  });

  it('is tracked as one product per piece, at its size’s price and stock', () => {
    expect(trackedPieces(STORES.fr, chosen)[0]).toEqual({
      sku: '100201',
      name: 'Culotte en dentelle',
      brand: 'Douce Heure',
      colour: 'Noir',
      size: 'M (40-42)',
      category_1: 'Lingerie',
      category_2: 'Dessous',
      category_3: 'Culottes et slips',
      price_ati: 12.99,
      price_tf: 10.83,
      price_before_discount_ati: 15.99,
      price_before_discount_tf: 13.33,
      quantity: 1,
      sticker: '',
      stock: 2,
    });
  });

  it('names the pieces a refusal names, by the order the items were sent', () => {
    expect(
      refusedPieces(
        { 'items.1.sku': 'BASKET_STOCK_LIMIT', 'items.7.sku': 'BASKET_STOCK_LIMIT', email: 'X' },
        chosen,
      ),
    ).toEqual({ 'P-AB12CD34': 'BASKET_STOCK_LIMIT' });
    expect(refusedPieces(undefined, chosen)).toEqual({});
  });
});
