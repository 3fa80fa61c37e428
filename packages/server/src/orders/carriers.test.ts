import { describe, expect, it } from 'vitest';
import { carrierOf, trackingUrl } from './carriers.js';
import { easyReturnNumber, packageNumber, trackingNumberFor } from './order-numbers.js';

describe('carriers', () => {
  it.each([
    ['C', 'colissimo'],
    ['RP', 'colissimo'],
    ['CE', 'colieco'],
    ['MLR', 'mondialRelay'],
    ['STANDARD', 'warehouse'],
    ['COMFORT', 'warehouse'],
    ['INSTALLATION', 'warehouse'],
  ] as const)('carries %s parcels with %s', (method, carrier) => {
    expect(carrierOf(method)).toBe(carrier);
  });

  it('links each carrier’s tracking page, none before the package is handed over', () => {
    expect(trackingUrl('fr', 'colissimo', '6A70000000101')).toBe(
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A70000000101',
    );
    expect(trackingUrl('fr', 'mondialRelay', '00000101')).toBe(
      'https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=00000101',
    );
    expect(trackingUrl('uk', 'warehouse', 'LDF1')).toBe('/uk/delivery-and-returns?tracking=LDF1');
    expect(trackingUrl('fr', 'colieco', '')).toBe('');
  });
});

describe('order numbers', () => {
  it('numbers packages and easy returns after the order', () => {
    expect(packageNumber('700000012', 2)).toBe('700000012-2');
    expect(easyReturnNumber('700000012')).toBe('ER700000012');
  });

  it('makes tracking numbers in each carrier’s format', () => {
    expect(trackingNumberFor('colissimo', '700000012', 1)).toMatch(/^6A\d{11}$/);
    expect(trackingNumberFor('colieco', '700000012', 1)).toMatch(/^6C\d{11}$/);
    expect(trackingNumberFor('mondialRelay', '700000012', 1)).toMatch(/^\d{8}$/);
    expect(trackingNumberFor('warehouse', '700000012', 1)).toBe('LDF70000001201');
    expect(trackingNumberFor('colissimo', '700000012', 1)).not.toBe(
      trackingNumberFor('colissimo', '700000012', 2),
    );
  });
});
