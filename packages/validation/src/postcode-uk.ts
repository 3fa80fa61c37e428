// The UK government's postcode pattern (outward code, space, inward code), plus GIR 0AA.
const UK_POSTCODE =
  /^(GIR 0AA|(([A-Z][0-9]{1,2})|([A-Z][A-HJ-Y][0-9]{1,2})|([A-Z][0-9][A-Z])|([A-Z][A-HJ-Y][0-9][A-Z]?)) [0-9][A-Z]{2})$/;

const INWARD_CODE_LENGTH = 3;

/**
 * Returns the postcode in its official form (upper case, one space before the inward code:
 * `sw1a1aa` → `SW1A 1AA`), or `null` when it is not a UK postcode. Normalising twice changes nothing.
 */
export function normalizeUkPostcode(postcode: string): string | null {
  const compact = postcode.replace(/\s+/g, '');
  // ASCII only: toUpperCase() would turn 'ß' into 'SS' or 'ı' into 'I'.
  if (!/^[A-Za-z0-9]+$/.test(compact)) return null;
  const upper = compact.toUpperCase();
  const outward = upper.slice(0, -INWARD_CODE_LENGTH);
  const formatted = `${outward} ${upper.slice(-INWARD_CODE_LENGTH)}`;
  return UK_POSTCODE.test(formatted) ? formatted : null;
}

/** A UK postcode, in any case and spacing (spec §5); its normalised form is 6–8 characters. */
export function isUkPostcode(postcode: string): boolean {
  return normalizeUkPostcode(postcode) !== null;
}
