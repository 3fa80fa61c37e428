import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, type DeliveryFees } from './cart-pricing.js';
import type { PrivilegeCodeRule } from './code-rules.js';

const FEES: DeliveryFees = { parcelFeeCents: 495, warehouseFeeCents: 1990, overseas: false };
const code = (benefit: PrivilegeCodeRule['benefit'], thresholdCents = 0): PrivilegeCodeRule => ({
  code: 'CODE',
  label: 'Code',
  thresholdCents,
  benefit,
  isDefault: false,
  startsAt: new Date(0),
  expiresAt: null,
});
const parcel = (unitPriceCents: number, quantity = 1) => ({
  unitPriceCents,
  quantity,
  isLdf: false,
});
const bulky = (unitPriceCents: number) => ({ unitPriceCents, quantity: 1, isLdf: true });

describe('priceCart', () => {
  it('charges each kind of delivery once, for the kinds the cart holds', () => {
    expect(priceCart([], null, FEES)).toMatchObject({ shippingFeesCents: 0, totalCents: 0 });
    expect(priceCart([parcel(1999, 2), parcel(500)], null, FEES)).toMatchObject({
      subtotalCents: 4498,
      shippingFeesCents: 495,
      totalCents: 4993,
    });
    expect(priceCart([bulky(8999)], null, FEES)).toMatchObject({
      parcelFeeCents: 0,
      warehouseFeeCents: 1990,
      totalCents: 10_989,
    });
  });

  it('waives the parcel fee only with a free-shipping code', () => {
    const prices = priceCart([parcel(2000), bulky(5000)], code({ kind: 'free-shipping' }), FEES);
    expect(prices).toMatchObject({
      parcelFeeCents: 0,
      warehouseFeeCents: 1990,
      shippingSavedCents: 495,
      totalCents: 8990,
    });
  });

  it('adds 10 % of the reduced order overseas', () => {
    const prices = priceCart([parcel(3333, 3)], code({ kind: 'percent', percent: 10 }), {
      ...FEES,
      overseas: true,
    });
    expect(prices).toMatchObject({
      subtotalCents: 9999,
      discountCents: 1000,
      overseasPremiumCents: 900,
      shippingFeesCents: 1395,
      totalCents: 10_394,
    });
  });

  it('always adds up, and never goes below zero', () => {
    const benefit = fc.oneof(
      fc.record({
        kind: fc.constant('percent' as const),
        percent: fc.integer({ min: 0, max: 100 }),
      }),
      fc.record({ kind: fc.constant('fixed' as const), amountCents: fc.nat(200_000) }),
      fc.constant({ kind: 'free-shipping' as const }),
    );
    const line = fc.record({
      unitPriceCents: fc.integer({ min: 1, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
      isLdf: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        benefit,
        fc.nat(20_000),
        fc.boolean(),
        (lines, b, threshold, overseas) => {
          const p = priceCart(lines, code(b, threshold), { ...FEES, overseas });
          expect(p.totalCents).toBe(p.subtotalCents - p.discountCents + p.shippingFeesCents);
          expect(p.shippingFeesCents).toBe(
            p.parcelFeeCents + p.warehouseFeeCents + p.overseasPremiumCents,
          );
          expect(p.discountCents).toBeLessThanOrEqual(p.subtotalCents);
          expect(p.totalCents).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(p.totalCents)).toBe(true);
        },
      ),
    );
  });
});
