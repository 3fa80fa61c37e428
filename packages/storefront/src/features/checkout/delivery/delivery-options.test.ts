import { describe, expect, it } from 'vitest';
import {
  cartKinds,
  formKind,
  methodOptions,
  relayMethodOf,
  relayPointOption,
  relayPointOptions,
  summaryAmounts,
  warehouseMethodOf,
} from './delivery-options.js';
import {
  delivery,
  FORT_DE_FRANCE,
  line,
  METHODS,
  PARIS,
  relayPoint,
} from './delivery-fixtures.test-support.js';

describe('methodOptions', () => {
  it('gives the picker the parcel methods with their fee, delay and availability', () => {
    expect(methodOptions(METHODS, 'parcel')).toEqual([
      { code: 'RP', fee: 3.95, minDays: 2, maxDays: 4, available: true },
      { code: 'MLR', fee: 2.95, minDays: 3, maxDays: 5, available: true },
      { code: 'C', fee: 6.95, minDays: 1, maxDays: 2, available: true },
      { code: 'CE', fee: 4.95, minDays: 3, maxDays: 5, available: true },
    ]);
  });

  it('keeps the warehouse methods apart, unavailable ones included', () => {
    expect(methodOptions(METHODS, 'warehouse')).toEqual([
      { code: 'STANDARD', fee: 19.9, minDays: 7, maxDays: 14, available: false },
    ]);
  });
});

describe('the cart’s kinds of goods', () => {
  it('tells parcels from bulky goods, and the form follows the parcels when there are any', () => {
    const parcels = cartKinds([line()]);
    const mixed = cartKinds([line(), line({ isLdf: true })]);
    const bulky = cartKinds([line({ isLdf: true })]);
    expect(parcels).toEqual({ parcel: true, warehouse: false });
    expect(mixed).toEqual({ parcel: true, warehouse: true });
    expect([formKind(parcels), formKind(mixed), formKind(bulky)]).toEqual([
      'parcel',
      'parcel',
      'warehouse',
    ]);
  });

  it('reads the bulky goods’ method from their lines', () => {
    expect(warehouseMethodOf({ products: [line()] })).toBeUndefined();
    expect(
      warehouseMethodOf({ products: [line(), line({ isLdf: true, shippingMethod: 'COMFORT' })] }),
    ).toBe('COMFORT');
  });
});

describe('relay points', () => {
  it('searches the network of relay methods only', () => {
    expect([relayMethodOf('RP'), relayMethodOf('MLR'), relayMethodOf('C')]).toEqual([
      'RP',
      'MLR',
      undefined,
    ]);
    expect(relayMethodOf(undefined)).toBeUndefined();
  });

  it('maps a point to the kit’s option, complement and locality as its second line', () => {
    const point = relayPoint('RP-1', { complement: 'Galerie marchande', locality: 'Les Halles' });
    expect(relayPointOption(point)).toEqual({
      id: 'RP-1',
      name: 'Relais RP-1',
      street: '12 rue de la Paix',
      supplement: 'Galerie marchande, Les Halles',
      postcode: '75002',
      city: 'Paris',
      distance: 450,
      openingHours: point.openingHours,
    });
    expect(relayPointOption(relayPoint('RP-2')).supplement).toBeUndefined();
  });

  it('keeps the chosen point in the list when the search did not find it', () => {
    const found = [relayPoint('RP-1'), relayPoint('RP-2')];
    expect(relayPointOptions(found, relayPoint('RP-9')).map(({ id }) => id)).toEqual([
      'RP-9',
      'RP-1',
      'RP-2',
    ]);
    expect(relayPointOptions(found, relayPoint('RP-2')).map(({ id }) => id)).toEqual([
      'RP-1',
      'RP-2',
    ]);
    expect(relayPointOptions(found, null)).toHaveLength(2);
  });
});

describe('summaryAmounts', () => {
  const cart = {
    products: [line({ price: '30.00', quantity: 2 }), line({ price: '19.99', quantity: 1 })],
  };

  it('prices the order: products, fees and total of the delivery answer', () => {
    const answer = delivery({ shippingFees: '6.95', total: '86.94' });
    expect(summaryAmounts('fr', cart, answer)).toEqual({
      subtotal: 7999,
      discount: 0,
      shippingFees: 695,
      overseasPremium: 0,
      total: 8694,
    });
  });

  it('shows what a code took off the products', () => {
    // 15 % off 79.99 = 12.00: the products count 67.99.
    const answer = delivery({ shippingFees: '4.95', total: '72.94' });
    expect(summaryAmounts('fr', cart, answer).discount).toBe(1200);
  });

  it('sets the overseas premium (10 % of the products after reduction) apart from the fees', () => {
    const answer = delivery({
      addresses: { P: FORT_DE_FRANCE },
      selection: { shippingMethod: 'C', address: 'P', relayPoint: null },
      // C 6.95 + 8.00 premium on 79.99 products.
      shippingFees: '14.95',
      total: '94.94',
    });
    expect(summaryAmounts('fr', cart, answer)).toMatchObject({
      shippingFees: 695,
      overseasPremium: 800,
      total: 9494,
    });
  });

  it('charges the premium for the destination chosen: the relay point over the address', () => {
    const toMainland = delivery({
      addresses: { P: FORT_DE_FRANCE },
      selection: { shippingMethod: 'RP', address: 'P', relayPoint: relayPoint('RP-1') },
    });
    expect(summaryAmounts('fr', cart, toMainland).overseasPremium).toBe(0);
    const noChoiceYet = delivery({ addresses: { P: FORT_DE_FRANCE } });
    expect(summaryAmounts('fr', cart, noChoiceYet).overseasPremium).toBe(0);
  });

  it('knows no overseas in the UK store', () => {
    const answer = delivery({
      addresses: { P: { ...PARIS, postalCode: '97200' } },
      selection: { shippingMethod: 'C', address: 'P', relayPoint: null },
    });
    expect(summaryAmounts('uk', cart, answer).overseasPremium).toBe(0);
  });
});
