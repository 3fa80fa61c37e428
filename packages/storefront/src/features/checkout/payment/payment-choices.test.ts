import type { CheckoutOrder } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { defaultMethod, paymentChoices } from './payment-choices.js';
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

const UK = { personalAccount: true };
const FR = { personalAccount: false };

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
      { method: 'card', available: true },
      { method: 'paypal', available: false },
      { method: 'applePay', available: false },
      { method: 'oney', available: false },
    ]);
  });

  it('shows the personal account’s credit left', () => {
    expect(paymentChoices(ukStep({}), UK)[3]).toEqual({
      method: 'personalAccount',
      available: true,
      availableCredit: 850,
    });
  });

  it('disables the personal account, with the reason, when its credit does not cover the order', () => {
    const short = ukStep({ personalAccount: { availableCredit: '84.96' } });
    expect(paymentChoices(short, UK)[3]).toEqual({
      method: 'personalAccount',
      available: false,
      availableCredit: 84.96,
      reasonKey: 'PAYMENT_CREDIT_TOO_LOW',
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
      method: 'personalAccount',
      available: false,
      reasonKey: 'PAYMENT_NO_PERSONAL_ACCOUNT',
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

describe('defaultMethod', () => {
  it('chooses the first method available, none when there is none', () => {
    expect(defaultMethod(paymentChoices(ukStep({}), UK))).toBe('card');
    expect(defaultMethod([{ method: 'paypal', available: false }])).toBe('');
  });
});
