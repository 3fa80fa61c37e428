import type { Cart } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import { cartItemCount } from './cart-slice.js';

const example = contractExamples.checkout.cart.response.valid[0] as Cart;

describe('cartItemCount (spec 3)', () => {
  const line = example.products[0] ?? expect.unreachable('the example cart has a line');
  const extra = (isInvisible: 'O' | 'N') => ({
    offerId: 'OF1',
    sku: 'GIFT1',
    label: 'Trousse',
    image: '/x.svg',
    quantity: 1,
    price: '0',
    attributes: { isInvisible },
  });

  it('adds product quantities and the visible gifts and offers, not the hidden ones', () => {
    const cart = {
      ...example,
      products: [
        { ...line, quantity: 2 },
        { ...line, line: 2, quantity: 3 },
      ],
      selectedOfferedGifts: [extra('N'), extra('O')],
      selectedSpecialOffers: [extra('N'), extra('O')],
    };
    expect(cartItemCount(cart)).toBe(2 + 3 + 1 + 1);
  });

  it('is 0 without a cart', () => {
    expect(cartItemCount(null)).toBe(0);
  });
});
