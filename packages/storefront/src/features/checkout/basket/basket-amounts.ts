import type { Cart } from '@vitrine/api-client';
import { parsePrice } from '@vitrine/validation';
import { cartItemCount } from '../../../state/cart-slice.js';

type CartExtra = Cart['selectedOfferedGifts'][number];

/** An API amount ('29.99') in whole cents; '0', '' or anything unreadable is 0. */
export const toCents = (amount: string): number => Math.round((parsePrice(amount) ?? 0) * 100);

/** The products' amount before any reduction: unit prices × quantities. */
const productsCents = (cart: Cart): number =>
  cart.products.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);

/** The basket's summary, in the store's currency: subtotal − discount + shipping fees = total. */
export interface BasketAmounts {
  /** Product quantities plus the gifts and offers shown (spec 3). */
  itemCount: number;
  subtotal: number;
  /** The privilege code's reduction on the products, 0 when none. */
  discount: number;
  shippingFees: number;
  total: number;
}

/**
 * The summary of a cart, reckoned as the server prices it (decision 006): the subtotal is the
 * products' unit prices × quantities; the cart's total and shipping fees are the server's; the
 * discount is what lies between them. It is not read from the code's hidden special offer, whose
 * price also counts a waived shipping fee (already out of `shippingFees`). In cents, so the lines
 * add up to the cent.
 */
export function basketAmounts(cart: Cart): BasketAmounts {
  const subtotal = productsCents(cart);
  const shippingFees = toCents(cart.shippingFees);
  const total = toCents(cart.total);
  return {
    itemCount: cartItemCount(cart),
    subtotal: subtotal / 100,
    discount: Math.max(0, subtotal + shippingFees - total) / 100,
    shippingFees: shippingFees / 100,
    total: total / 100,
  };
}

/** Spec 3: gifts and special offers marked 'O' are neither shown nor counted. */
export const visibleExtras = (cart: Cart): CartExtra[] =>
  [...cart.selectedOfferedGifts, ...cart.selectedSpecialOffers].filter(
    (extra) => extra.attributes.isInvisible !== 'O',
  );

/** What the products still lack to reach a gift offer's threshold, in the store's currency. */
export function missingForOffer(cart: Cart, threshold: string): number {
  return Math.max(0, toCents(threshold) - productsCents(cart)) / 100;
}
