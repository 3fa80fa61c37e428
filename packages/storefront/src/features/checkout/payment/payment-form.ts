import type { BirthDate, OrderValidateBody, PaymentMethod } from '@vitrine/api-client';
import { PERSONAL_ACCOUNT } from './payment-choices.js';

/** The payment form (field names of @vitrine/validation's `payment` schema). */
export interface PaymentFormValues {
  paymentMethod: PaymentMethod | '';
  /** The personal account's credit-check terms, accepted. */
  cgv: boolean;
  birthDate: BirthDate;
}

export const NO_BIRTH_DATE: BirthDate = { day: '', month: '', year: '' };

export const initialPaymentValues = (paymentMethod: PaymentMethod | ''): PaymentFormValues => ({
  paymentMethod,
  cgv: false,
  birthDate: NO_BIRTH_DATE,
});

/**
 * The values once another method is chosen. Leaving the personal account clears the birth date:
 * its fields go, and a half-typed date must not stop the payment by another method.
 */
export const withMethod = (
  values: PaymentFormValues,
  paymentMethod: PaymentMethod,
): PaymentFormValues =>
  paymentMethod === PERSONAL_ACCOUNT
    ? { ...values, paymentMethod }
    : { ...values, paymentMethod, birthDate: NO_BIRTH_DATE };

const twoDigits = (part: string) => part.trim().padStart(2, '0');

/**
 * The order/validate body of a valid form: the method alone, or for the personal account the
 * terms and the birth date too (day and month on two digits, as the contract wants them).
 */
export function orderValidateBody(
  values: PaymentFormValues,
  idempotencyKey: string,
): OrderValidateBody {
  const { paymentMethod, birthDate } = values;
  if (paymentMethod === '') throw new Error('The payment form was sent without a method');
  if (paymentMethod !== 'personalAccount') return { idempotencyKey, paymentMethod };
  return {
    idempotencyKey,
    paymentMethod,
    cgv: true,
    birthDate: {
      day: twoDigits(birthDate.day),
      month: twoDigits(birthDate.month),
      year: birthDate.year.trim(),
    },
  };
}
