// Matches the number cut to 2 decimals, provided the rest of the input is only more decimals.
const TRUNCATED_DECIMAL = /^\d+(?:\.\d{0,2})?(?=\d*$)/;

/**
 * Reads a catalogue price. '0', '', `null` and `undefined` (and any zero amount) mean "no price"
 * and give `null`, as does anything that is not a non-negative decimal. Decimals are cut, not
 * rounded, to 2 places: '12.999' → 12.99. A comma is accepted as the decimal separator.
 */
export function parsePrice(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const match = TRUNCATED_DECIMAL.exec(String(value).trim().replace(',', '.'));
  if (!match) return null;
  const price = Number(match[0]);
  return price > 0 ? price : null;
}
