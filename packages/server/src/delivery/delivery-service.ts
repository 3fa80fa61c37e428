import type {
  Address,
  Delivery,
  DeliveryBody,
  DeliveryMethodOption,
  FieldErrorCode,
} from '@vitrine/api-client/contract';
import { WAREHOUSE_LABELS } from '@vitrine/api-client/contract';
import { VALIDATION_MESSAGES } from '@vitrine/validation/forms';
import { overseasPremium } from '../cart/cart-pricing.js';
import { loadCart } from '../cart/cart-load.js';
import { priceLoadedCart, readCart, type PricedCart } from '../cart/cart-service.js';
import { updateCart } from '../cart/cart-store.js';
import type { Db } from '../db/database.js';
import { formSchemas, validateForm } from '../http/form-validation.js';
import { HttpError } from '../http/http-error.js';
import type { CustomerSession } from '../http/session.js';
import type { Services } from '../services.js';
import type { Store } from '../stores.js';
import { fromCents } from '../money.js';
import { isOverseasAddress, relayPointOf } from './delivery-address.js';
import { kindsOf, withChoice, type StoredDelivery } from './delivery-selection.js';
import { placeOfPostcode } from './postcode-place.js';
import { findRelayRow, toRelayPoint, type RelayRow } from './relay-points.js';
import {
  groupOf,
  isRelayMethod,
  isWarehouseMethod,
  methodTerms,
  storeMethods,
} from './shipping-methods.js';

/**
 * Every method of the store, priced for this cart: the fee (a free-shipping code waives the
 * parcel fee) plus, for a parcel method taking the parcels overseas, the overseas premium. A
 * method is available when the cart has lines of its kind; the warehouse van does not go
 * overseas.
 */
function methodOptions(
  store: Store,
  priced: PricedCart,
  stored: StoredDelivery | null,
  address: Address | undefined,
): DeliveryMethodOption[] {
  const { segment } = store;
  const kinds = kindsOf(priced.lines);
  const premium = overseasPremium(priced.subtotalCents - priced.discountCents);
  const chosenPoint = relayPointOf(priced, stored?.relayPointId);
  const addressOverseas = isOverseasAddress(segment, address);
  return storeMethods(segment).map(([method, terms]) => {
    const warehouse = isWarehouseMethod(method);
    const overseas =
      chosenPoint?.method === method ? isOverseasAddress(segment, chosenPoint) : addressOverseas;
    const parcelPrice = (priced.freeShipping ? 0 : terms.feeCents) + (overseas ? premium : 0);
    return {
      shippingMethod: method,
      group: groupOf(method),
      warehouseLabel: warehouse ? WAREHOUSE_LABELS[method] : '',
      price: fromCents(warehouse ? terms.feeCents : parcelPrice),
      available: warehouse ? kinds.warehouse && !addressOverseas : kinds.parcels,
      minDays: terms.minDays,
      maxDays: terms.maxDays,
    };
  });
}

/** The shipping page (spec 5) of a priced cart: addresses, methods, fees and delays, choice. */
function deliveryOf(store: Store, priced: PricedCart): Delivery {
  const { segment } = store;
  const { addresses } = priced;
  if (!addresses.P) throw new HttpError(409, 'delivery.main_address_required');
  const stored = priced.row?.delivery ?? null;
  const address = addresses[stored?.address ?? 'P'];
  const selection = priced.delivery;
  const point = relayPointOf(priced, selection?.relayPointId);
  const relayPoint =
    point && toRelayPoint(point, address ? placeOfPostcode(segment, address.postalCode) : null);
  return {
    addresses: { P: addresses.P, ...(addresses.S ? { S: addresses.S } : {}) },
    methods: methodOptions(store, priced, stored, address),
    selection: selection && {
      shippingMethod: selection.shippingMethod,
      address: selection.address,
      relayPoint,
    },
    validated: priced.deliveryValidated,
    shippingFees: priced.cart.shippingFees,
    total: priced.cart.total,
  };
}

/** The shipping page (spec 5): addresses, methods with fees and delays, the current choice. */
export async function readDelivery(
  db: Db,
  store: Store,
  session: CustomerSession,
): Promise<Delivery> {
  return deliveryOf(store, await readCart(db, store, session));
}

const selectionError = (field: keyof DeliveryBody, key: FieldErrorCode) =>
  new HttpError(400, 'delivery.selection_failed', { fields: { [field]: key } });

/**
 * Records a choice of the shipping form (update), or records it and confirms the delivery
 * (validate) once every line has a method. The form's rules come first (a relay method needs
 * its relay point); then the method must be offered for this cart, the address must exist
 * on the account, the relay point in the method's network, and bulky goods stay off overseas
 * addresses. Failures answer 400 with the spec's message and the field at fault.
 */
export async function chooseDelivery(
  db: Db,
  store: Store,
  services: Services,
  session: CustomerSession,
  body: DeliveryBody,
  validate: boolean,
): Promise<Delivery> {
  const { segment } = store;
  await validateForm(formSchemas(store, services).shipping, body);
  const now = new Date();
  const loaded = await loadCart(db, store, session, undefined, now);
  const { row: cart } = loaded;
  if (!cart || !loaded.lines.length) throw new HttpError(409, 'cart.empty');
  const kinds = kindsOf(loaded.lines);
  const method = body.shippingMethod;
  if (
    !methodTerms(segment, method) ||
    !(isWarehouseMethod(method) ? kinds.warehouse : kinds.parcels)
  )
    throw selectionError('shippingMethod', VALIDATION_MESSAGES.choiceInvalid);
  const address = loaded.addresses[body.address];
  if (!address) throw selectionError('address', VALIDATION_MESSAGES.choiceInvalid);
  if (kinds.warehouse && isOverseasAddress(segment, address))
    throw selectionError('address', VALIDATION_MESSAGES.postcodeUnsupportedArea);
  let point: RelayRow | null = null;
  if (isRelayMethod(method) && body.relayPoint) {
    point = await findRelayRow(db, segment, body.relayPoint);
    if (point?.method !== method)
      throw selectionError('relayPoint', VALIDATION_MESSAGES.choiceInvalid);
  }
  const delivery = withChoice(cart.delivery, {
    shippingMethod: method,
    address: body.address,
    relayPointId: point?.id ?? null,
  });
  if (validate && kinds.parcels && !delivery.parcelMethod)
    throw selectionError('shippingMethod', VALIDATION_MESSAGES.required);
  await updateCart(db, cart.id, { delivery, deliveryValidated: validate });
  // The answer prices the cart as just saved, from what was read for the choice.
  const saved = {
    ...loaded,
    row: { ...cart, delivery, deliveryValidated: validate },
    relayPoint: point ?? loaded.relayPoint,
  };
  return deliveryOf(store, await priceLoadedCart(db, store, saved, undefined, now));
}
