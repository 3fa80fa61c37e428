import type {
  BirthDate,
  InstalmentCount,
  OrderValidateBody,
  PaymentMethod,
} from '@vitrine/api-client';
import { PERSONAL_ACCOUNT, type PaymentChoice } from './payment-choices.js';

/** The payment form (field names of @vitrine/validation's `payment` schema). */
export interface PaymentFormValues {
  paymentMethod: PaymentMethod | '';
  /** Oney's number of instalments; null for the other methods. */
  instalments: InstalmentCount | null;
  /** The personal account's credit-check terms, accepted. */
  cgv: boolean;
  birthDate: BirthDate;
}

export const NO_BIRTH_DATE: BirthDate = { day: '', month: '', year: '' };

export const initialPaymentValues = (choice: PaymentChoice | undefined): PaymentFormValues => ({
  paymentMethod: choice?.method ?? '',
  instalments: choice?.instalments ?? null,
  cgv: false,
  birthDate: NO_BIRTH_DATE,
});

/**
 * The values once another choice is made. Leaving the personal account clears the birth date:
 * its fields go, and a half-typed date must not stop the payment by another method.
 */
export const withChoice = (values: PaymentFormValues, choice: PaymentChoice): PaymentFormValues => {
  const chosen = {
    ...values,
    paymentMethod: choice.method,
    instalments: choice.instalments ?? null,
  };
  return choice.method === PERSONAL_ACCOUNT ? chosen : { ...chosen, birthDate: NO_BIRTH_DATE };
};

/** The picker's option of the values: Oney's is per number of instalments. */
export const choiceIdOf = ({ paymentMethod, instalments }: PaymentFormValues): string =>
  paymentMethod === 'oney' && instalments !== null
    ? `${paymentMethod}-${String(instalments)}x`
    : paymentMethod;

const twoDigits = (part: string) => part.trim().padStart(2, '0');

/**
 * The order/validate body of a valid form: the method alone, or for the personal account the
 * terms and the birth date too (day and month on two digits, as the contract wants them).
 */
export function orderValidateBody(
  values: PaymentFormValues,
  idempotencyKey: string,
): OrderValidateBody {
  const { paymentMethod, birthDate, instalments } = values;
  if (paymentMethod === '') throw new Error('The payment form was sent without a method');
  if (paymentMethod === 'oney')
    return { idempotencyKey, paymentMethod, ...(instalments ? { instalments } : {}) };
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
