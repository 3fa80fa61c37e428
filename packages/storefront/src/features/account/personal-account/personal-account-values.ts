import type { FormSchemas } from '@vitrine/validation/forms';
import { object, type NumberSchema } from 'yup';

/** The payment form's one field, as typed ('25.50'). */
export interface PaymentValues {
  amount: string;
}

/** The amount field's message when it is more than what is owed (the server's field key too). */
export const OVER_BALANCE_KEY = 'PERSONAL_ACCOUNT_AMOUNT_OVER_BALANCE';

/** Whole pence only: '12.345' is not an amount. */
const inPence = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * The store's payment-amount rule (@vitrine/validation: more than 0, at most 1000, the same the
 * server checks), in whole pence, and at most `paymentMax`, what is owed (decision 014).
 */
export function paymentSchema(schemas: FormSchemas, paymentMax: number) {
  const { amount } = schemas.personalAccountPayment.fields;
  const rule = (amount as NumberSchema)
    .test('pence', 'VALIDATION_AMOUNT_INVALID', (value) => value === undefined || inPence(value))
    .test(
      'balance',
      OVER_BALANCE_KEY,
      (value) => value === undefined || Math.round(value * 100) <= Math.round(paymentMax * 100),
    );
  return object({ amount: rule });
}

/** The typed amount as the call sends it: ' 25.50' → 25.5 (the schema has checked it). */
export const amountToSend = ({ amount }: PaymentValues): number => Number(amount.trim());
