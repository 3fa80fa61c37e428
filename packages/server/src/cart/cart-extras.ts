import type { CartRemoveBody, GiftChoiceBody } from '@vitrine/api-client/contract';
import type { Db } from '../db/database.js';
import { HttpError, notFound } from '../http/http-error.js';
import type { Session } from '../http/session.js';
import type { Store } from '../stores.js';
import { readCart, type PricedCart } from './cart-service.js';
import { updateCart, type CartRow } from './cart-store.js';
import { readGiftOffers } from './gift-offers.js';

/** Chooses the gift of a gift offer the cart reaches (409 before). */
export async function chooseGift(
  db: Db,
  store: Store,
  session: Session | null,
  { offerId, sku }: GiftChoiceBody,
): Promise<void> {
  const offer = (await readGiftOffers(db, store.segment)).find((o) => o.offerId === offerId);
  if (!offer) throw notFound('cart.offer_not_found');
  if (!offer.gifts.some((gift) => gift.sku === sku))
    throw new HttpError(400, 'cart.gift_not_in_offer', {
      fields: { sku: 'cart.gift_not_in_offer' },
    });
  const priced = await readCart(db, store, session);
  const cart = priced.row;
  if (!cart || priced.subtotalCents < offer.thresholdCents)
    throw new HttpError(409, 'cart.offer_not_reached');
  await updateCart(db, cart.id, { giftChoices: { ...cart.giftChoices, [offerId]: sku } });
}

/**
 * Removes an offered gift or a special offer. A gift chosen in a gift offer is un-chosen; the
 * privilege code's gift or reduction goes with the code itself, and the store's default code
 * takes its place. Answers whether the code was dropped. Removing what is not there does nothing.
 */
export async function removeExtra(
  db: Db,
  cart: CartRow,
  priced: PricedCart,
  { type, sku }: CartRemoveBody,
): Promise<boolean> {
  const extras =
    type === 'gift' ? priced.cart.selectedOfferedGifts : priced.cart.selectedSpecialOffers;
  const extra = extras.find((e) => e.sku === sku);
  if (!extra) return false;
  if (extra.offerId === priced.privilegeCode) {
    await updateCart(db, cart.id, { privilegeCode: '' });
    return true;
  }
  const giftChoices = Object.entries(cart.giftChoices).filter(([offer]) => offer !== extra.offerId);
  await updateCart(db, cart.id, { giftChoices: Object.fromEntries(giftChoices) });
  return false;
}
