/** The 3-instalment card payment is offered from this amount (spec §2.5, §9: 100 euros). */
export const INSTALMENTS_MIN_AMOUNT = 100;
/** Number of card payments of the instalment offer. */
export const INSTALMENTS_COUNT = 3;

/** Whether an amount may be paid in instalments (from INSTALMENTS_MIN_AMOUNT). */
export function isInstalmentsEligible(
  amount: number,
  minAmount: number = INSTALMENTS_MIN_AMOUNT,
): boolean {
  return Number.isFinite(amount) && amount >= minAmount;
}

/**
 * The payments an amount is split into: equal to the cent, the first one taking the cents left
 * over, so that they add up exactly to the amount (100 → 33.34, 33.33, 33.33).
 */
export function splitInstalments(amount: number, count: number = INSTALMENTS_COUNT): number[] {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError('count must be a positive integer');
  const cents = Math.round(amount * 100);
  const share = Math.floor(cents / count);
  const remainder = cents - share * count;
  return Array.from(
    { length: count },
    (_, index) => (index === 0 ? share + remainder : share) / 100,
  );
}
