import type { Cart } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import { basketAmounts, missingForOffer, toCents, visibleExtras } from './basket-amounts.js';

const example = contractExamples.checkout.cart.response.valid[0] as Cart;
const line = example.products[0] ?? expect.unreachable('the example cart has a line');

/** A cart with two lines, 3 × 19.99 and 1 × 45.50 (105.47 of products), priced as given. */
const cart = (priced: Partial<Cart>): Cart => ({
  ...example,
  products: [
    { ...line, line: 1, sku: 'A', price: '19.99', quantity: 3 },
    { ...line, line: 2, sku: 'B', price: '45.50', quantity: 1 },
  ],
  selectedOfferedGifts: [],
  selectedSpecialOffers: [],
  ...priced,
});

const hiddenOffer = (price: string) => ({
  offerId: 'REDUC15',
  sku: 'REDUC15',
  label: '15 % de remise',
  image: '',
  quantity: 1,
  price,
  attributes: { isInvisible: 'O' as const },
});

describe('basketAmounts (decision 006: total = products − reduction + shipping fees)', () => {
  it('adds the lines to the cent, with the shipping fees of the cart', () => {
    expect(basketAmounts(cart({ total: '110.42', shippingFees: '4.95' }))).toEqual({
      itemCount: 4,
      subtotal: 105.47,
      discount: 0,
      shippingFees: 4.95,
      total: 110.42,
    });
  });

  it('reads a 15 % code’s reduction between the subtotal and the total (half-up cents)', () => {
    // 15 % of 105.47 is 15.8205: 15.82 off, then 4.95 of shipping.
    const amounts = basketAmounts(
      cart({ total: '94.60', shippingFees: '4.95', selectedSpecialOffers: [hiddenOffer('15.82')] }),
    );
    expect(amounts).toMatchObject({ subtotal: 105.47, discount: 15.82, total: 94.6 });
    expect(Math.round((amounts.subtotal - amounts.discount + amounts.shippingFees) * 100)).toBe(
      9460,
    );
  });

  it('does not count a waived shipping fee as a discount (free-shipping code)', () => {
    // The hidden offer is worth the 4.95 waived, which the fees already leave out.
    const amounts = basketAmounts(
      cart({ total: '105.47', shippingFees: '0', selectedSpecialOffers: [hiddenOffer('4.95')] }),
    );
    expect(amounts).toMatchObject({ discount: 0, shippingFees: 0, total: 105.47 });
  });

  it('counts the visible gifts in the item count, not the hidden offers', () => {
    const gift = {
      ...hiddenOffer('0'),
      offerId: 'GIFT-CANDLE',
      attributes: { isInvisible: 'N' as const },
    };
    const amounts = basketAmounts(
      cart({
        total: '105.47',
        shippingFees: '0',
        selectedOfferedGifts: [gift],
        selectedSpecialOffers: [hiddenOffer('4.95')],
      }),
    );
    expect(amounts.itemCount).toBe(5);
  });

  it('is all zero for an empty cart', () => {
    expect(
      basketAmounts({
        ...example,
        products: [],
        selectedOfferedGifts: [],
        total: '0',
        shippingFees: '0',
      }),
    ).toEqual({ itemCount: 0, subtotal: 0, discount: 0, shippingFees: 0, total: 0 });
  });
});

describe('visibleExtras (spec 3)', () => {
  it('leaves out the gifts and offers marked hidden', () => {
    const gift = { ...hiddenOffer('0'), attributes: { isInvisible: 'N' as const } };
    expect(
      visibleExtras(
        cart({ selectedOfferedGifts: [gift], selectedSpecialOffers: [hiddenOffer('1')] }),
      ),
    ).toEqual([gift]);
  });
});

describe('missingForOffer', () => {
  it('is what the products lack to reach the threshold, before any reduction', () => {
    expect(missingForOffer(cart({}), '150.00')).toBe(44.53);
    expect(missingForOffer(cart({}), '60.00')).toBe(0);
  });
});

describe('toCents', () => {
  it.each([
    ['29.99', 2999],
    ['30', 3000],
    ['0', 0],
    ['', 0],
    ['0.1', 10],
  ])('%j → %i', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });
});
