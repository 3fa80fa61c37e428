import { createFormSchemas } from '@vitrine/validation/forms';
import { describe, expect, it } from 'vitest';
import type { PaymentChoice } from './payment-choices.js';
import {
  choiceIdOf,
  initialPaymentValues,
  NO_BIRTH_DATE,
  orderValidateBody,
  withChoice,
} from './payment-form.js';

const CARD: PaymentChoice = { id: 'card', method: 'card', available: true };
const ACCOUNT: PaymentChoice = {
  id: 'personalAccount',
  method: 'personalAccount',
  available: true,
};
const ONEY_4X: PaymentChoice = { id: 'oney-4x', method: 'oney', available: true, instalments: 4 };

const KEY = '0b3f2f0c-6b9e-4f7e-9d7a-3c2b1a0f9e8d';
const ADULT = { day: '3', month: '11', year: '1979' };

describe('orderValidateBody', () => {
  it('sends the method and the key alone for a card', () => {
    const values = { ...initialPaymentValues(CARD), cgv: true, birthDate: ADULT };
    expect(orderValidateBody(values, KEY)).toEqual({ idempotencyKey: KEY, paymentMethod: 'card' });
  });

  it('adds the accepted terms and the birth date, on two digits, for the personal account', () => {
    const values = {
      paymentMethod: 'personalAccount' as const,
      instalments: null,
      cgv: true,
      birthDate: ADULT,
    };
    expect(orderValidateBody(values, KEY)).toEqual({
      idempotencyKey: KEY,
      paymentMethod: 'personalAccount',
      cgv: true,
      birthDate: { day: '03', month: '11', year: '1979' },
    });
  });

  it('adds the number of instalments for Oney', () => {
    expect(orderValidateBody(initialPaymentValues(ONEY_4X), KEY)).toEqual({
      idempotencyKey: KEY,
      paymentMethod: 'oney',
      instalments: 4,
    });
  });

  it('refuses a form without a method (the schema stops it first)', () => {
    expect(() => orderValidateBody(initialPaymentValues(undefined), KEY)).toThrow();
  });
});

describe('withChoice', () => {
  const typed = {
    paymentMethod: 'personalAccount' as const,
    instalments: null,
    cgv: true,
    birthDate: ADULT,
  };

  it('forgets a birth date typed for the personal account once another method is chosen', async () => {
    const card = withChoice(typed, CARD);
    expect(card).toEqual({
      paymentMethod: 'card',
      instalments: null,
      cgv: true,
      birthDate: NO_BIRTH_DATE,
    });
    // A half-typed date no longer stops a card payment.
    const half = withChoice({ ...typed, birthDate: { day: '3', month: '', year: '' } }, CARD);
    await expect(createFormSchemas('en-GB').payment.validate(half)).resolves.toBeTruthy();
  });

  it('keeps what was typed while the personal account stays chosen', () => {
    expect(withChoice(typed, ACCOUNT)).toEqual(typed);
  });

  it('takes Oney’s number of instalments, the picker’s option naming it', () => {
    const oney = withChoice(typed, ONEY_4X);
    expect(oney).toMatchObject({ paymentMethod: 'oney', instalments: 4 });
    expect(choiceIdOf(oney)).toBe('oney-4x');
    expect(choiceIdOf(withChoice(oney, CARD))).toBe('card');
  });
});
