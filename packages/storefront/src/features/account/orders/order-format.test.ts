import { describe, expect, it } from 'vitest';
import { amountOf, formatOrderDate, invoiceHref, trackingTarget } from './order-format.js';

describe('amountOf', () => {
  it('reads API amounts, zero included', () => {
    expect(amountOf('29.99')).toBe(29.99);
    expect(amountOf('0.00')).toBe(0);
    expect(amountOf('120')).toBe(120);
  });
});

describe('formatOrderDate', () => {
  it('writes the day in the store language', () => {
    expect(formatOrderDate('2026-03-12T10:00:00.000Z', 'fr-FR')).toBe('12 mars 2026');
    expect(formatOrderDate('2026-03-12T10:00:00.000Z', 'en-GB')).toBe('12 March 2026');
  });
});

describe('trackingTarget', () => {
  it("sends parcels to the carrier's site", () => {
    const href = 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A70000000501';
    expect(trackingTarget(href, 'fr')).toEqual({ kind: 'carrier', href });
  });

  it("keeps the retailer's own deliveries inside the store", () => {
    expect(trackingTarget('/uk/delivery-and-returns?tracking=LDF1', 'uk')).toEqual({
      kind: 'store',
      path: '/delivery-and-returns?tracking=LDF1',
    });
  });
});

describe('invoiceHref', () => {
  it("puts the invoice route under the store's API root", () => {
    expect(invoiceHref('/api/customer/order/invoice/700000005', '', 'fr')).toBe(
      '/fr/api/customer/order/invoice/700000005',
    );
    expect(invoiceHref('/api/customer/order/invoice/7', 'https://shop.example', 'uk')).toBe(
      'https://shop.example/uk/api/customer/order/invoice/7',
    );
  });
});
