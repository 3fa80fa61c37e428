import type { AddressKey, Cart, Delivery, DeliveryBody } from '@vitrine/api-client';
import { isRelayMethod, type ShippingMethodCode } from '@vitrine/ui';
import { validateYupSchema, yupToFormErrors } from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { ApiFailure } from '../../../app/api-failure.js';
import { cartKinds, warehouseMethodOf, type GoodsKind } from './delivery-options.js';

/**
 * What the shopper has chosen on the shipping page: the address, the parcels' method (with its
 * relay point) and the bulky goods' method. It may run ahead of the server's copy: a relay
 * method waits for its point before it is sent (spec 5: in France a relay point is required).
 */
export interface ShippingChoice {
  address: AddressKey;
  parcelMethod?: ShippingMethodCode | undefined;
  relayPoint?: string | undefined;
  warehouseMethod?: ShippingMethodCode | undefined;
}

/** The choice the server holds for this cart; the main address until another is chosen. */
export function initialChoice(delivery: Delivery, cart: Pick<Cart, 'products'>): ShippingChoice {
  const { selection } = delivery;
  return {
    address: selection?.address ?? 'P',
    parcelMethod: cartKinds(cart.products).parcel ? selection?.shippingMethod : undefined,
    relayPoint: selection?.relayPoint?.id,
    warehouseMethod: warehouseMethodOf(cart),
  };
}

/** Another parcel method: a relay point belongs to its own method's network only. */
export const withParcelMethod = (
  choice: ShippingChoice,
  method: ShippingMethodCode,
): ShippingChoice => ({
  ...choice,
  parcelMethod: method,
  relayPoint: method === choice.parcelMethod ? choice.relayPoint : undefined,
});

/**
 * The shipping form (field names of @vitrine/validation) for one kind of goods: its method, the
 * address and, with a relay method, the relay point. Fields not chosen yet are left out, for
 * the schema to name them.
 */
export function shippingBody(choice: ShippingChoice, kind: GoodsKind): Partial<DeliveryBody> {
  const method = kind === 'parcel' ? choice.parcelMethod : choice.warehouseMethod;
  const relayPoint =
    kind === 'parcel' && method && isRelayMethod(method) ? choice.relayPoint : undefined;
  return {
    address: choice.address,
    ...(method ? { shippingMethod: method } : {}),
    ...(relayPoint ? { relayPoint } : {}),
  };
}

/** The shipping form's messages (VALIDATION_* keys) by field. */
export type ShippingFieldErrors = Partial<Record<keyof DeliveryBody, string>>;

/** The store's shipping schema's verdict on a body: its messages, none when it passes. */
export async function shippingErrors(
  schema: AnyObjectSchema,
  body: Partial<DeliveryBody>,
): Promise<ShippingFieldErrors> {
  try {
    await validateYupSchema(body, schema);
    return {};
  } catch (error) {
    return yupToFormErrors<DeliveryBody>(error);
  }
}

/** What the page shows after a refused choice or submit. */
export interface ShippingErrors {
  fields: ShippingFieldErrors;
  /** The kind of goods whose choice the server refused (spec 8's shipping selection message). */
  refused?: GoodsKind | undefined;
}

export const NO_ERRORS: ShippingErrors = { fields: {} };

/**
 * A refusal of the server: spec 8's message on the kind of goods concerned, and the fields it
 * names that the shopper can act on — the relay point and the address (an overseas address for
 * bulky goods). A refused method is the spec's message alone.
 */
export function refusal(failure: ApiFailure, kind: GoodsKind): ShippingErrors {
  const { relayPoint, address } = failure.fields ?? {};
  return {
    refused: kind,
    fields: { ...(relayPoint ? { relayPoint } : {}), ...(address ? { address } : {}) },
  };
}
