const DECIMAL = /^(\d+)(?:[.,](\d*))?$/;

/**
 * Reads a catalogue price. '0', '', `null` and `undefined` (and any zero amount) mean "no price"
 * and give `null`, as does anything that is not a non-negative decimal. Decimals are cut, not
 * rounded, to 2 places: '12.999' → 12.99. A comma is accepted as the decimal separator.
 */
export function parsePrice(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const match = DECIMAL.exec(String(value).trim());
  if (!match) return null;
  const price = Number(`${match[1] ?? ''}.${(match[2] ?? '').slice(0, 2)}`);
  return price > 0 ? price : null;
}
