import { toAddress } from '../customers/address.js';
import type { Address, AddressKey, StoreSegment } from '@vitrine/api-client/contract';
import { isOverseasPostcode } from '@vitrine/validation';
import { eq } from 'drizzle-orm';
import { updateCart } from '../cart/cart-store.js';
import type { Db } from '../db/database.js';
import { addresses, carts } from '../db/schema.js';
import { HttpError } from '../http/http-error.js';
import {
  destinations,
  type CartDelivery,
  type CartKinds,
  type StoredDelivery,
} from './delivery-selection.js';
import type { RelayRow } from './relay-points.js';
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

/** Where a cart may go: the customer's addresses and the relay point its delivery names. */
export interface CartDestinations {
  addresses: CustomerAddresses;
  relayPoint: RelayRow | null;
}

/** The relay point of `cart` with this id; null when the cart's delivery names no such point. */
export const relayPointOf = (
  cart: CartDestinations,
  id: string | null | undefined,
): RelayRow | null => (id && cart.relayPoint?.id === id ? cart.relayPoint : null);

/**
 * Where an order goes: the relay point's address (and name) with a relay method, else the chosen
 * address of the customer. A choice that no longer holds (address or point removed) answers 409.
 */
export function resolveDeliveryAddress(
  cart: CartDestinations,
  delivery: CartDelivery,
): { address: Address; relayPointName: string } {
  if (isRelayMethod(delivery.shippingMethod) && delivery.relayPointId) {
    const point = relayPointOf(cart, delivery.relayPointId);
    if (!point) throw new HttpError(409, 'delivery.selection_failed');
    return { address: toAddress(point), relayPointName: point.name };
  }
  const address = cart.addresses[delivery.address];
  if (!address) throw new HttpError(409, 'delivery.selection_failed');
  return { address, relayPointName: '' };
}

/** An address (or relay point) of the French store overseas (97xxx): the premium applies. */
export const isOverseasAddress = (
  segment: StoreSegment,
  address: { postalCode: string } | null | undefined,
): boolean => segment === 'fr' && !!address && isOverseasPostcode(address.postalCode);

/** Whether some of the cart goes to an overseas address or relay point. */
export function goesOverseas(
  segment: StoreSegment,
  cart: CartDestinations & {
    row: { customerId: number | null; delivery: StoredDelivery | null } | null;
  },
  kinds: CartKinds,
): boolean {
  const stored = cart.row?.delivery ?? null;
  if (segment !== 'fr' || (cart.row?.customerId ?? null) === null) return false;
  const { relayPointId, toAddress } = destinations(stored, kinds);
  const address = toAddress && stored ? cart.addresses[stored.address] : undefined;
  return (
    isOverseasAddress(segment, relayPointOf(cart, relayPointId)) ||
    isOverseasAddress(segment, address)
  );
}
