// Amounts travel as decimal strings ('29.99') and are computed in whole cents, never in floats.
// VAT (splitVat, VAT_RATE_BASIS_POINTS) comes from @vitrine/validation, as for analytics.

/** '29.99' → 2999; '30' → 3000. */
export function toCents(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Error(`Not an amount: "${amount}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 2999 → '29.99'; 3000 → '30.00' (the contract's Amount, as numeric(10,2) reads back). */
export function fromCents(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0)
    throw new Error(`Not a whole number of cents: ${String(cents)}`);
  return `${String(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/** `rate` percent of an amount, to the nearest cent (half up). */
export const percentOf = (cents: number, percent: number): number =>
  Math.round((cents * percent) / 100);
