// Phone numbers are stored digits only, in their national form (no +33 / +44). Shoppers type them
// with spaces, dots or hyphens ('06 12 34 56 78', '06.12.34.56.78', '07700 900123'):
// `normalizePhone` turns what was typed into the stored form, and every rule below judges that
// form. The forms check `rule(normalizePhone(typed))` and the server stores `normalizePhone(typed)`.

/**
 * What a phone number typed in a form is stored as: its spaces (any kind, no-break ones included),
 * dots and hyphens removed, nothing else changed — so a '+' or a letter stays and the rules refuse
 * it. Idempotent; '' stays ''.
 */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s.-]+/g, '');
}

/** French mobile: 06 or 07 followed by 8 digits. */
export function isFrenchMobile(phone: string): boolean {
  return /^0[67]\d{8}$/.test(phone);
}

/** French landline: 0, then a digit other than 6, 7 or 8, then 8 digits. */
export function isFrenchLandline(phone: string): boolean {
  return /^0[0-59]\d{8}$/.test(phone);
}

/**
 * Any French number, whatever its kind (mobile, landline, 08 service number): 0 then 9 digits.
 * With `normalizePhone` first, the spec's "10 digits with optional spaces".
 */
export function isFrenchPhone(phone: string): boolean {
  return /^0\d{9}$/.test(phone);
}

/**
 * A Monaco number: 8 digits, the first not 0 (Monaco has no trunk 0: fixed lines start with 9,
 * older mobiles with 4). The spec's "8 characters". A French number always starts with 0, so one
 * typed two digits short is never taken for a Monaco number.
 */
export function isMonacoPhone(phone: string): boolean {
  return /^[1-9]\d{7}$/.test(phone);
}

/** UK phone: 10 or 11 digits starting with 0 (the spec's "10 to 11 digits"). */
export function isUkPhone(phone: string): boolean {
  return /^0\d{9,10}$/.test(phone);
}

/** UK mobile: 11 digits starting with 07 (the spec's "11 digits", example style 07…). */
export function isUkMobile(phone: string): boolean {
  return /^07\d{9}$/.test(phone);
}

/**
 * UK geographic number — a line tied to an area, as homes have: 01 or 02, 10 or 11 digits in all
 * (the spec's "01 or 02 starts"). Not a mobile (07), nor a non-geographic (03), special (08) or
 * premium (09) number.
 */
export function isUkGeographicNumber(phone: string): boolean {
  return /^0[12]\d{8,9}$/.test(phone);
}
