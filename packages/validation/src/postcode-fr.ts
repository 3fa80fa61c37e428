/** Outcome of {@link checkFrenchPostcode}. */
export type FrenchPostcodeCheck = 'valid' | 'unsupported-area' | 'invalid';

const FIVE_DIGITS = /^\d{5}$/;

/**
 * Checks a French postal code against the delivered areas (spec §5).
 * - `invalid`: not exactly 5 digits.
 * - `valid`: departments 01–95; overseas 97 with last three ≤ 499 except 133 and 150;
 *   Monaco 98 with last three ≤ 099.
 * - `unsupported-area`: any other 5-digit code ('We do not deliver this area.').
 */
export function checkFrenchPostcode(postcode: string): FrenchPostcodeCheck {
  if (!FIVE_DIGITS.test(postcode)) return 'invalid';
  const department = Number(postcode.slice(0, 2));
  const rest = Number(postcode.slice(2));
  if (department >= 1 && department <= 95) return 'valid';
  if (department === 97 && rest <= 499 && rest !== 133 && rest !== 150) return 'valid';
  if (department === 98 && rest <= 99) return 'valid';
  return 'unsupported-area';
}

/** The overseas shipping premium (spec §6): this percentage of the order, added to the shipping fees. */
export const OVERSEAS_PREMIUM_PERCENT = 10;

/** A delivered overseas (97xxx) postal code: such orders carry the overseas shipping premium (spec §6). */
export function isOverseasPostcode(postcode: string): boolean {
  return postcode.startsWith('97') && checkFrenchPostcode(postcode) === 'valid';
}

/**
 * The spec's second, stricter check (§5): metropolitan France, Corsica included (departments
 * 01–95, any last three), or Monaco (98000–98099). No overseas code (97xxx) and nothing else, nor
 * anything that is not exactly 5 digits. For what is sent where only those areas are served: the
 * paper catalogue (decision 010).
 */
export function isStrictFrenchPostcode(postcode: string): boolean {
  return checkFrenchPostcode(postcode) === 'valid' && !postcode.startsWith('97');
}
