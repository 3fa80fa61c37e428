import type { CheckoutOrder } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { defaultChoice, paymentChoices } from './payment-choices.js';
import { homeStep } from './payment-fixtures.test-support.js';

const UK_METHODS: CheckoutOrder['paymentMethods'] = [
  { paymentMethod: 'card', available: true },
  { paymentMethod: 'paypal', available: false },
  { paymentMethod: 'applePay', available: false },
  { paymentMethod: 'personalAccount', available: true },
];

/** A UK payment step of 84.97 with the methods and credit given. */
const ukStep = (changes: Partial<CheckoutOrder>): CheckoutOrder => ({
  ...homeStep,
  paymentMethods: UK_METHODS,
  personalAccount: { availableCredit: '850' },
  ...changes,
});

const UK = { personalAccount: true, applePay: true };
const FR = { personalAccount: false, applePay: true };

describe('paymentChoices (spec 2.5)', () => {
  it('offers the store’s methods in the server’s order, those unavailable disabled', () => {
    const french: CheckoutOrder = {
      ...homeStep,
      paymentMethods: [
        { paymentMethod: 'card', available: true },
        { paymentMethod: 'paypal', available: false },
        { paymentMethod: 'applePay', available: false },
        { paymentMethod: 'oney', available: false },
      ],
    };
    expect(paymentChoices(french, FR)).toEqual([
      { id: 'card', method: 'card', available: true },
      { id: 'paypal', method: 'paypal', available: false },
      { id: 'applePay', method: 'applePay', available: false },
      { id: 'oney-3x', method: 'oney', available: false, instalments: 3, reason: { minAmount: 0 } },
      { id: 'oney-4x', method: 'oney', available: false, instalments: 4, reason: { minAmount: 0 } },
    ]);
  });

  it('shows the personal account’s credit left', () => {
    expect(paymentChoices(ukStep({}), UK)[3]).toEqual({
      id: 'personalAccount',
      method: 'personalAccount',
      available: true,
      availableCredit: 850,
    });
  });

  it('disables the personal account, with the reason, when its credit does not cover the order', () => {
    const short = ukStep({ personalAccount: { availableCredit: '84.96' } });
    expect(paymentChoices(short, UK)[3]).toEqual({
      id: 'personalAccount',
      method: 'personalAccount',
      available: false,
      availableCredit: 84.96,
      reason: 'PAYMENT_CREDIT_TOO_LOW',
    });
    const exact = ukStep({ personalAccount: { availableCredit: '84.97' } });
    expect(paymentChoices(exact, UK)[3]?.available).toBe(true);
  });

  it('says a customer without a personal account cannot use one', () => {
    const none = ukStep({
      paymentMethods: UK_METHODS.map((option) =>
        option.paymentMethod === 'personalAccount' ? { ...option, available: false } : option,
      ),
      personalAccount: null,
    });
    expect(paymentChoices(none, UK)[3]).toEqual({
      id: 'personalAccount',
      method: 'personalAccount',
      available: false,
      reason: 'PAYMENT_NO_PERSONAL_ACCOUNT',
    });
  });

  it('leaves the personal account out of a store that has none', () => {
    expect(paymentChoices(ukStep({}), FR).map(({ method }) => method)).toEqual([
      'card',
      'paypal',
      'applePay',
    ]);
  });
});

describe('Apple Pay', () => {
  it('cannot be chosen where the browser cannot pay with it, and says why', () => {
    const offered = ukStep({
      paymentMethods: UK_METHODS.map((option) => ({ ...option, available: true })),
    });
    expect(paymentChoices(offered, { ...UK, applePay: false })[2]).toEqual({
      id: 'applePay',
      method: 'applePay',
      available: false,
      reason: 'PAYMENT_APPLE_PAY_UNSUPPORTED',
    });
    expect(paymentChoices(offered, UK)[2]).toEqual({
      id: 'applePay',
      method: 'applePay',
      available: true,
    });
  });
});

describe('Oney', () => {
  const plan = (count: 3 | 4, amount: string) => ({
    count,
    instalments: Array.from({ length: count }, (_, index) => ({
      dueDate: `2026-${String(11 + index).padStart(2, '0')}-27`,
      amount,
    })),
  });
  const oney = (total: string, plans: ReturnType<typeof plan>[]): CheckoutOrder => ({
    ...homeStep,
    cart: { ...homeStep.cart, total },
    paymentMethods: [
      {
        paymentMethod: 'oney',
        available: plans.length > 0,
        instalments: { min: '100.00', max: '3000.00', plans },
      },
    ],
  });

  it('offers one choice per plan, each with its schedule', () => {
    const plans = [plan(3, '40.00'), plan(4, '30.00')];
    expect(paymentChoices(oney('120.00', plans), FR)).toEqual([
      { id: 'oney-3x', method: 'oney', available: true, instalments: 3, plan: plans[0] },
      { id: 'oney-4x', method: 'oney', available: true, instalments: 4, plan: plans[1] },
    ]);
  });

  it.each([
    ['99.99', { minAmount: 100 }],
    ['3000.01', { maxAmount: 3000 }],
  ])('says the limit a basket of %s is beyond', (total, reason) => {
    expect(paymentChoices(oney(total, []), FR)).toEqual([
      { id: 'oney-3x', method: 'oney', available: false, instalments: 3, reason },
      { id: 'oney-4x', method: 'oney', available: false, instalments: 4, reason },
    ]);
  });
});

describe('defaultChoice', () => {
  it('chooses the first choice available, none when there is none', () => {
    expect(defaultChoice(paymentChoices(ukStep({}), UK))?.id).toBe('card');
    expect(defaultChoice([{ id: 'paypal', method: 'paypal', available: false }])).toBeUndefined();
  });
});
