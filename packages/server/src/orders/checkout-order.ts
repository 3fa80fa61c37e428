import type { CheckoutOrder } from '@vitrine/api-client/contract';
import { PAYMENT_METHODS } from '@vitrine/validation/choices';
import { readCart, type PricedCart } from '../cart/cart-service.js';
import type { Db } from '../db/database.js';
import { relayPointOf, resolveDeliveryAddress } from '../delivery/delivery-address.js';
import type { CustomerSession } from '../http/session.js';
import type { CartDelivery } from '../delivery/delivery-selection.js';
import { toRelayPoint } from '../delivery/relay-points.js';
import { HttpError } from '../http/http-error.js';
import { fromCents } from '../money.js';
import { paymentOptions } from '../payment/payment-methods.js';
import { availableCredit } from '../payment/personal-account.js';
import type { Store } from '../stores.js';

/**
 * The cart an order can be placed from: with items and a delivery validated for it as it is;
 * else 409 with what is missing.
 */
export async function readReadyCart(
  db: Db,
  store: Store,
  session: CustomerSession,
): Promise<{ priced: PricedCart; delivery: CartDelivery }> {
  const priced = await readCart(db, store, session);
  if (!priced.lines.length) throw new HttpError(409, 'cart.empty');
  if (!priced.delivery || !priced.deliveryValidated)
    throw new HttpError(409, 'delivery.not_validated');
  return { priced, delivery: priced.delivery };
}

/** The personal account's credit, where the store offers one (UK); null otherwise. */
export async function personalAccountCredit(
  db: Db,
  store: Store,
  customerId: number,
): Promise<number | null> {
  const offered = (PAYMENT_METHODS[store.locale] as readonly string[]).includes('personalAccount');
  return offered ? availableCredit(db, customerId) : null;
}

/** The payment page (spec 2.5): the cart, where it goes, the methods and the credit left. */
export async function readCheckoutOrder(
  db: Db,
  store: Store,
  session: CustomerSession,
): Promise<CheckoutOrder> {
  const { priced, delivery } = await readReadyCart(db, store, session);
  const { address } = resolveDeliveryAddress(priced, delivery);
  const point = relayPointOf(priced, delivery.relayPointId);
  const relayPoint = point && toRelayPoint(point, null);
  const credit = await personalAccountCredit(db, store, session.customerId);
  return {
    cart: priced.cart,
    delivery: { shippingMethod: delivery.shippingMethod, address: delivery.address, relayPoint },
    deliveryAddress: address,
    overseasPremium: fromCents(priced.overseasPremiumCents),
    paymentMethods: paymentOptions(store, {
      hasPersonalAccount: credit !== null,
      totalCents: priced.totalCents,
      today: new Date(),
    }),
    personalAccount: credit === null ? null : { availableCredit: fromCents(Math.max(0, credit)) },
  };
}
