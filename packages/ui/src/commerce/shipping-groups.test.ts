import { describe, expect, it } from 'vitest';
import {
  groupShippingMethods,
  isRelayMethod,
  isWarehouseMethod,
  shippingGroupOf,
  warehouseLabelOf,
} from './shipping-groups.js';
import type { ShippingMethodCode } from './shipping-groups.js';

// The codes of spec §3.
const COLISSIMO = 'C';
const COLIECO = 'CE';
const RELAY = 'RP';
const MONDIAL_RELAY = 'MLR';
const STANDARD = 'STANDARD';
const COMFORT = 'COMFORT';
const PREMIUM = 'INSTALLATION';
const ALL: ShippingMethodCode[] = [
  COLISSIMO,
  COLIECO,
  RELAY,
  MONDIAL_RELAY,
  STANDARD,
  COMFORT,
  PREMIUM,
];

describe('shipping groups (spec §3)', () => {
  it('put relay and Mondial Relay in the relay group', () => {
    expect(shippingGroupOf(RELAY)).toBe('relay');
    expect(shippingGroupOf(MONDIAL_RELAY)).toBe('relay');
    expect(ALL.filter(isRelayMethod)).toEqual([RELAY, MONDIAL_RELAY]);
  });

  it('put colissimo, colieco and the warehouse methods at home', () => {
    for (const code of [COLISSIMO, COLIECO, STANDARD, COMFORT, PREMIUM] as const)
      expect(shippingGroupOf(code)).toBe('home');
  });

  it('know the warehouse methods and their labels', () => {
    expect(ALL.filter(isWarehouseMethod)).toEqual([STANDARD, COMFORT, PREMIUM]);
    expect(warehouseLabelOf(STANDARD)).toBe('ldf-standard');
    expect(warehouseLabelOf(COMFORT)).toBe('ldf-confort-premium');
    expect(warehouseLabelOf(PREMIUM)).toBe('ldf-confort-premium');
    for (const code of [COLISSIMO, COLIECO, RELAY, MONDIAL_RELAY, ''] as const)
      expect(warehouseLabelOf(code)).toBeUndefined();
  });
});

describe('groupShippingMethods', () => {
  it('gives home first then relay, keeping the order within each group', () => {
    const codes: ShippingMethodCode[] = [MONDIAL_RELAY, COLIECO, RELAY, COLISSIMO, COMFORT];
    const methods = codes.map((code) => ({ code }));
    expect(groupShippingMethods(methods)).toEqual([
      { group: 'home', methods: [{ code: COLIECO }, { code: COLISSIMO }, { code: COMFORT }] },
      { group: 'relay', methods: [{ code: MONDIAL_RELAY }, { code: RELAY }] },
    ]);
  });

  it('leaves empty groups out', () => {
    expect(groupShippingMethods([{ code: RELAY, fee: 0 }])).toEqual([
      { group: 'relay', methods: [{ code: RELAY, fee: 0 }] },
    ]);
    expect(groupShippingMethods([])).toEqual([]);
  });

  it('keeps every method once', () => {
    const grouped = groupShippingMethods(ALL.map((code) => ({ code })));
    expect(grouped.flatMap(({ methods }) => methods.map(({ code }) => code)).sort()).toEqual(
      [...ALL].sort(),
    );
  });
});
