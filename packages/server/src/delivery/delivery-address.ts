import { toAddress } from '../customers/address.js';
import type { Address, AddressKey, StoreSegment } from '@vitrine/api-client/contract';
import { isOverseasPostcode } from '@vitrine/validation';
import { eq } from 'drizzle-orm';
import { updateCart } from '../cart/cart-store.js';
import type { Db } from '../db/database.js';
import { addresses, carts } from '../db/schema.js';
import { HttpError } from '../http/http-error.js';
import type { Store } from '../stores.js';
import {
  destinations,
  type CartDelivery,
  type CartKinds,
  type StoredDelivery,
} from './delivery-selection.js';
import { readRelayPoint } from './relay-points.js';
import { isRelayMethod } from './shipping-methods.js';

export type CustomerAddresses = Partial<Record<AddressKey, Address>>;

/** The customer's main (P) and alternative (S) addresses. */
export async function readAddresses(db: Db, customerId: number): Promise<CustomerAddresses> {
  const rows = await db.select().from(addresses).where(eq(addresses.customerId, customerId));
  return Object.fromEntries(rows.map((row) => [row.kind, toAddress(row)]));
}

/**
 * Once the address `removed` is gone, the customer's basket that was to be delivered there goes
 * to the main address instead, its delivery to be confirmed again (fees, the overseas premium and
 * the warehouse's reach may differ there). Run in the transaction that removes the address.
 */
export async function deliverToMainAddress(
  tx: Db,
  customerId: number,
  removed: Exclude<AddressKey, 'P'>,
): Promise<void> {
  const [cart] = await tx
    .select({ id: carts.id, delivery: carts.delivery })
    .from(carts)
    .where(eq(carts.customerId, customerId))
    .for('update');
  const delivery = cart?.delivery as StoredDelivery | null | undefined;
  if (cart && delivery?.address === removed)
    await updateCart(tx, cart.id, { delivery: { ...delivery, address: 'P' } });
}

/**
 * Where an order goes: the relay point's address (and name) with a relay method, else the chosen
 * address of the customer. A choice that no longer holds (address or point removed) answers 409.
 */
export async function resolveDeliveryAddress(
  db: Db,
  store: Store,
  customerId: number,
  delivery: CartDelivery,
): Promise<{ address: Address; relayPointName: string }> {
  if (isRelayMethod(delivery.shippingMethod) && delivery.relayPointId) {
    const point = await readRelayPoint(db, store.segment, delivery.relayPointId);
    if (!point) throw new HttpError(409, 'delivery.selection_failed');
    const { street, complement, locality, postalCode, city, country } = point;
    return {
      address: { street, complement, locality, postalCode, city, country },
      relayPointName: point.name,
    };
  }
  const address = (await readAddresses(db, customerId))[delivery.address];
  if (!address) throw new HttpError(409, 'delivery.selection_failed');
  return { address, relayPointName: '' };
}

/** An address (or relay point) of the French store overseas (97xxx): the premium applies. */
export const isOverseasAddress = (
  segment: StoreSegment,
  address: { postalCode: string } | null | undefined,
): boolean => segment === 'fr' && !!address && isOverseasPostcode(address.postalCode);

/** Whether some of the cart goes to an overseas address or relay point. */
export async function goesOverseas(
  db: Db,
  store: Store,
  customerId: number | null,
  stored: StoredDelivery | null,
  kinds: CartKinds,
): Promise<boolean> {
  if (store.segment !== 'fr' || customerId === null) return false;
  const { relayPointId, toAddress } = destinations(stored, kinds);
  const point = relayPointId ? await readRelayPoint(db, store.segment, relayPointId) : null;
  const address =
    toAddress && stored ? (await readAddresses(db, customerId))[stored.address] : undefined;
  return isOverseasAddress(store.segment, point) || isOverseasAddress(store.segment, address);
}
