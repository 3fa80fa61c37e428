import { describe, expect, it } from 'vitest';
import {
  cartDelivery,
  destinations,
  withChoice,
  type StoredDelivery,
} from './delivery-selection.js';

const BOTH = { parcels: true, warehouse: true };

describe('withChoice', () => {
  it('sets the method of its kind and the address, keeping the other kind’s method', () => {
    const relay = withChoice(null, {
      shippingMethod: 'RP',
      address: 'P',
      relayPointId: 'RP-75-01',
    });
    expect(relay).toEqual({
      parcelMethod: 'RP',
      warehouseMethod: 'STANDARD',
      address: 'P',
      relayPointId: 'RP-75-01',
    });
    const comfort = withChoice(relay, {
      shippingMethod: 'COMFORT',
      address: 'S',
      relayPointId: null,
    });
    expect(comfort).toEqual({ ...relay, warehouseMethod: 'COMFORT', address: 'S' });
    expect(
      withChoice(comfort, { shippingMethod: 'C', address: 'S', relayPointId: 'RP-75-01' }),
    ).toEqual({ parcelMethod: 'C', warehouseMethod: 'COMFORT', address: 'S', relayPointId: null });
  });
});

describe('cartDelivery and destinations', () => {
  const warehouseOnly: StoredDelivery = {
    parcelMethod: null,
    warehouseMethod: 'INSTALLATION',
    address: 'P',
    relayPointId: null,
  };

  it('is null until every kind of line has its method', () => {
    expect(cartDelivery(null, BOTH)).toBeNull();
    expect(cartDelivery(warehouseOnly, BOTH)).toBeNull();
    expect(cartDelivery(warehouseOnly, { parcels: false, warehouse: true })).toEqual({
      shippingMethod: 'INSTALLATION',
      address: 'P',
      relayPointId: null,
    });
    expect(cartDelivery({ ...warehouseOnly, parcelMethod: 'CE' }, BOTH)).toEqual({
      shippingMethod: 'CE',
      address: 'P',
      relayPointId: null,
    });
    expect(cartDelivery(warehouseOnly, { parcels: false, warehouse: false })).toBeNull();
  });

  it('sends parcels to the relay point and bulky goods to the address', () => {
    const relay = { ...warehouseOnly, parcelMethod: 'MLR' as const, relayPointId: 'MLR-13-02' };
    expect(destinations(relay, { parcels: true, warehouse: false })).toEqual({
      relayPointId: 'MLR-13-02',
      toAddress: false,
    });
    expect(destinations(relay, BOTH)).toEqual({ relayPointId: 'MLR-13-02', toAddress: true });
    expect(destinations(warehouseOnly, { parcels: true, warehouse: false })).toEqual({
      relayPointId: null,
      toAddress: false,
    });
  });
});
