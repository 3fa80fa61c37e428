import { describe, expect, it } from 'vitest';
import { paymentStepAmounts, placedOrderAmounts } from './payment-amounts.js';
import { homeStep, placedOrder, relayStep } from './payment-fixtures.test-support.js';

describe('paymentStepAmounts', () => {
  it('sums the basket’s lines, the discount being what lies between them and the total', () => {
    // 2 × 39.99 + 4.99 of shipping = 84.97, no reduction; the visible gift counts as an item.
    expect(paymentStepAmounts(homeStep)).toEqual({
      itemCount: 3,
      subtotal: 79.98,
      discount: 0,
      privilegeCode: 'BIENVENUE',
      shippingFees: 4.99,
      overseasPremium: 0,
      total: 84.97,
    });
  });

  it('shows the overseas premium on its own line, out of the shipping fees it is part of', () => {
    const overseas = {
      ...relayStep,
      cart: { ...relayStep.cart, shippingFees: '11.98', total: '91.96' },
      overseasPremium: '7.99',
    };
    expect(paymentStepAmounts(overseas)).toMatchObject({
      subtotal: 79.98,
      shippingFees: 3.99,
      overseasPremium: 7.99,
      total: 91.96,
    });
  });
});

describe('placedOrderAmounts', () => {
  it('reads an order’s amounts as placed, counting its items', () => {
    expect(placedOrderAmounts({ ...placedOrder, discount: '8', privilegeCode: 'HIVER' })).toEqual({
      itemCount: 2,
      subtotal: 79.98,
      discount: 8,
      privilegeCode: 'HIVER',
      shippingFees: 4.99,
      total: 84.98,
    });
  });
});
