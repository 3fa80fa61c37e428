import type { AddressKey, ShippingMethodCode } from '@vitrine/api-client/contract';
import {
  DEFAULT_WAREHOUSE_METHOD,
  isParcelMethod,
  isRelayMethod,
  type ParcelMethod,
  type WarehouseMethod,
} from './shipping-methods.js';

/**
 * The delivery chosen for a cart, as kept in `carts.delivery`. A cart may hold parcel lines and
 * warehouse lines: each kind has its method, both go to the same address (parcels to the relay
 * point instead, with a relay method).
 */
export interface StoredDelivery {
  /** null until the shopper chooses one. */
  parcelMethod: ParcelMethod | null;
  /** STANDARD until the shopper chooses another. */
  warehouseMethod: WarehouseMethod;
  address: AddressKey;
  /** With a relay parcel method only. */
  relayPointId: string | null;
}

/** One choice of the shipping form: a method, the address key, the relay point for a relay method. */
export interface DeliveryChoice {
  shippingMethod: ShippingMethodCode;
  address: AddressKey;
  relayPointId: string | null;
}

/** The delivery of an order: how the cart is shipped (see `cartDelivery`). */
export interface CartDelivery {
  shippingMethod: ShippingMethodCode;
  address: AddressKey;
  relayPointId: string | null;
}

export interface CartKinds {
  /** Has lines sent by parcel. */
  parcels: boolean;
  /** Has lines delivered from the warehouse. */
  warehouse: boolean;
}

export const kindsOf = (lines: readonly { isLdf: boolean }[]): CartKinds => ({
  parcels: lines.some((l) => !l.isLdf),
  warehouse: lines.some((l) => l.isLdf),
});

/** The stored delivery once a choice is made: the choice sets its kind's method and the address. */
export function withChoice(
  previous: StoredDelivery | null,
  choice: DeliveryChoice,
): StoredDelivery {
  const { shippingMethod, address } = choice;
  if (isParcelMethod(shippingMethod))
    return {
      parcelMethod: shippingMethod,
      warehouseMethod: previous?.warehouseMethod ?? DEFAULT_WAREHOUSE_METHOD,
      address,
      relayPointId: isRelayMethod(shippingMethod) ? choice.relayPointId : null,
    };
  return {
    parcelMethod: previous?.parcelMethod ?? null,
    warehouseMethod: shippingMethod,
    address,
    relayPointId: previous?.relayPointId ?? null,
  };
}

/**
 * The cart's delivery, null until every line has a method: the parcel method when the cart has
 * parcels (warehouse lines carry their own method), else the warehouse method.
 */
export function cartDelivery(stored: StoredDelivery | null, kinds: CartKinds): CartDelivery | null {
  if (!stored) return null;
  if (kinds.parcels)
    return stored.parcelMethod
      ? {
          shippingMethod: stored.parcelMethod,
          address: stored.address,
          relayPointId: stored.relayPointId,
        }
      : null;
  if (kinds.warehouse)
    return { shippingMethod: stored.warehouseMethod, address: stored.address, relayPointId: null };
  return null;
}

/** Where the cart's lines go, as far as chosen: the relay point, and whether any go to the address. */
export function destinations(
  stored: StoredDelivery | null,
  kinds: CartKinds,
): { relayPointId: string | null; toAddress: boolean } {
  if (!stored) return { relayPointId: null, toAddress: false };
  const parcelsToRelay =
    kinds.parcels && stored.parcelMethod !== null && isRelayMethod(stored.parcelMethod);
  return {
    relayPointId: parcelsToRelay ? stored.relayPointId : null,
    toAddress:
      kinds.warehouse || (kinds.parcels && stored.parcelMethod !== null && !parcelsToRelay),
  };
}
