import { createFormSchemas } from '@vitrine/validation/forms';
import { describe, expect, it } from 'vitest';
import { amountToSend, OVER_BALANCE_KEY, paymentSchema } from './personal-account-values.js';

const schema = paymentSchema(createFormSchemas('en-GB'), 150);
const firstError = async (amount: string) => {
  try {
    await schema.validate({ amount: amount === '' ? undefined : amount });
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
};

describe('the personal account payment form', () => {
  it.each([
    ['0', 'VALIDATION_AMOUNT_INVALID'],
    ['-1', 'VALIDATION_AMOUNT_INVALID'],
    ['1001', 'VALIDATION_AMOUNT_INVALID'],
    ['12.345', 'VALIDATION_AMOUNT_INVALID'],
    ['abc', 'VALIDATION_AMOUNT_INVALID'],
    ['150.01', OVER_BALANCE_KEY],
    ['', 'VALIDATION_REQUIRED'],
  ])('refuses %s (%s)', async (amount, key) => {
    expect(await firstError(amount)).toBe(key);
  });

  it.each(['0.01', '25.50', '150'])('takes %s', async (amount) => {
    expect(await firstError(amount)).toBeNull();
  });

  it('sends the typed amount as a number', () => {
    expect(amountToSend({ amount: ' 25.50 ' })).toBe(25.5);
    expect(amountToSend({ amount: '1000' })).toBe(1000);
  });
});
