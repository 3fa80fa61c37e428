import { createFormSchemas } from '@vitrine/validation/forms';
import { describe, expect, it } from 'vitest';
import {
  initialPaymentValues,
  NO_BIRTH_DATE,
  orderValidateBody,
  withMethod,
} from './payment-form.js';

const KEY = '0b3f2f0c-6b9e-4f7e-9d7a-3c2b1a0f9e8d';
const ADULT = { day: '3', month: '11', year: '1979' };

describe('orderValidateBody', () => {
  it('sends the method and the key alone for a card', () => {
    const values = { ...initialPaymentValues('card'), cgv: true, birthDate: ADULT };
    expect(orderValidateBody(values, KEY)).toEqual({ idempotencyKey: KEY, paymentMethod: 'card' });
  });

  it('adds the accepted terms and the birth date, on two digits, for the personal account', () => {
    const values = { paymentMethod: 'personalAccount' as const, cgv: true, birthDate: ADULT };
    expect(orderValidateBody(values, KEY)).toEqual({
      idempotencyKey: KEY,
      paymentMethod: 'personalAccount',
      cgv: true,
      birthDate: { day: '03', month: '11', year: '1979' },
    });
  });

  it('refuses a form without a method (the schema stops it first)', () => {
    expect(() => orderValidateBody(initialPaymentValues(''), KEY)).toThrow();
  });
});

describe('withMethod', () => {
  const typed = { paymentMethod: 'personalAccount' as const, cgv: true, birthDate: ADULT };

  it('forgets a birth date typed for the personal account once another method is chosen', async () => {
    const card = withMethod(typed, 'card');
    expect(card).toEqual({ paymentMethod: 'card', cgv: true, birthDate: NO_BIRTH_DATE });
    // A half-typed date no longer stops a card payment.
    const half = withMethod({ ...typed, birthDate: { day: '3', month: '', year: '' } }, 'card');
    await expect(createFormSchemas('en-GB').payment.validate(half)).resolves.toBeTruthy();
  });

  it('keeps what was typed while the personal account stays chosen', () => {
    expect(withMethod(typed, 'personalAccount')).toEqual(typed);
  });
});
