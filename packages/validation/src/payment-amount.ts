export const PAYMENT_AMOUNT_MAX = 1000;

/** An amount paid into the UK personal account, in pounds: more than 0 and at most 1000. */
export function isPaymentAmount(amount: number): boolean {
  return Number.isFinite(amount) && amount > 0 && amount <= PAYMENT_AMOUNT_MAX;
}
