import { ApiError } from '@vitrine/api-client';
import { createFormSchemas } from '@vitrine/validation/forms';
import { describe, expect, it } from 'vitest';
import { toApiFailure } from '../../../app/api-failure.js';
import { delivery, line, relayPoint } from './delivery-fixtures.test-support.js';
import {
  initialChoice,
  refusal,
  shippingBody,
  shippingErrors,
  withParcelMethod,
} from './shipping-choice.js';

describe('initialChoice', () => {
  it('starts from the main address with nothing chosen', () => {
    expect(initialChoice(delivery(), { products: [line()] })).toEqual({
      address: 'P',
      parcelMethod: undefined,
      relayPoint: undefined,
      warehouseMethod: undefined,
    });
  });

  it('takes the server’s choice back: method, address, relay point, bulky goods’ method', () => {
    const answer = delivery({
      selection: { shippingMethod: 'RP', address: 'S', relayPoint: relayPoint('RP-1') },
    });
    const cart = { products: [line(), line({ isLdf: true, shippingMethod: 'STANDARD' })] };
    expect(initialChoice(answer, cart)).toEqual({
      address: 'S',
      parcelMethod: 'RP',
      relayPoint: 'RP-1',
      warehouseMethod: 'STANDARD',
    });
  });

  it('reads a cart of bulky goods’ method from its lines, not as a parcel method', () => {
    const answer = delivery({
      selection: { shippingMethod: 'COMFORT', address: 'P', relayPoint: null },
    });
    const cart = { products: [line({ isLdf: true, shippingMethod: 'COMFORT' })] };
    expect(initialChoice(answer, cart)).toMatchObject({
      parcelMethod: undefined,
      warehouseMethod: 'COMFORT',
    });
  });
});

describe('withParcelMethod', () => {
  it('keeps the relay point within its method only', () => {
    const choice = { address: 'P' as const, parcelMethod: 'RP' as const, relayPoint: 'RP-1' };
    expect(withParcelMethod(choice, 'RP').relayPoint).toBe('RP-1');
    expect(withParcelMethod(choice, 'MLR').relayPoint).toBeUndefined();
    expect(withParcelMethod(choice, 'C')).toEqual({ address: 'P', parcelMethod: 'C' });
  });
});

describe('shippingBody', () => {
  const choice = {
    address: 'P' as const,
    parcelMethod: 'RP' as const,
    relayPoint: 'RP-1',
    warehouseMethod: 'STANDARD' as const,
  };

  it('sends the parcels’ method with its relay point, or the bulky goods’ method alone', () => {
    expect(shippingBody(choice, 'parcel')).toEqual({
      shippingMethod: 'RP',
      address: 'P',
      relayPoint: 'RP-1',
    });
    expect(shippingBody(choice, 'warehouse')).toEqual({ shippingMethod: 'STANDARD', address: 'P' });
  });

  it('leaves out what is not chosen, and a relay point with a home method', () => {
    expect(shippingBody({ address: 'S' }, 'parcel')).toEqual({ address: 'S' });
    expect(shippingBody({ ...choice, parcelMethod: 'C' }, 'parcel')).toEqual({
      shippingMethod: 'C',
      address: 'P',
    });
  });
});

describe('shippingErrors (the stores’ shipping schema)', () => {
  const fr = createFormSchemas('fr-FR').shipping;
  const uk = createFormSchemas('en-GB').shipping;

  it('requires a method', async () => {
    expect(await shippingErrors(fr, { address: 'P' })).toEqual({
      shippingMethod: 'VALIDATION_REQUIRED',
    });
  });

  it('requires a relay point with a relay method, in both stores', async () => {
    const required = { relayPoint: 'VALIDATION_RELAY_POINT_REQUIRED' };
    const body = { shippingMethod: 'RP' as const, address: 'P' as const };
    expect(await shippingErrors(fr, body)).toEqual(required);
    expect(await shippingErrors(fr, { ...body, relayPoint: 'RP-1' })).toEqual({});
    const mondialRelay = { shippingMethod: 'MLR' as const, address: 'P' as const };
    expect(await shippingErrors(uk, mondialRelay)).toEqual(required);
    expect(await shippingErrors(uk, { ...mondialRelay, relayPoint: 'MLR-NW1-01' })).toEqual({});
  });
});

describe('refusal', () => {
  it('shows spec 8’s message on the kind refused, with the fields the shopper can act on', () => {
    const refused = toApiFailure(
      new ApiError('/api/checkout/delivery/validate', 400, {
        code: 'delivery.selection_failed',
        message: 'Une erreur est survenue lors de la sélection du mode de livraison.',
        fields: {
          shippingMethod: 'VALIDATION_CHOICE_INVALID',
          address: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA',
        },
      }),
    );
    expect(refusal(refused, 'warehouse')).toEqual({
      refused: 'warehouse',
      fields: { address: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' },
    });
    expect(refusal({ status: 0, message: 'Failed to fetch' }, 'parcel')).toEqual({
      refused: 'parcel',
      fields: {},
    });
  });
});
