/**
 * The price filter. The API gives only the lowest and highest price of a listing and filters on
 * one `priceMin`–`priceMax` span, while the kit's filters are lists of checkable values: this
 * module cuts the listing's prices into a few round ranges ('Under 25 €', '25 € to 50 €', …)
 * and writes each as one value ('-25', '25-50', '75-').
 */
export interface PriceRange {
  min?: number;
  max?: number;
}

/** Round widths a range may have, smallest first. */
const STEPS = [5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000];
const MAX_RANGES = 4;

/**
 * At most four ranges of one round width covering `min`–`max`, the first open below ('Under')
 * and the last open above ('Over'). None when the prices do not spread over two ranges.
 */
export function priceRanges(min: number, max: number): PriceRange[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || max <= min) return [];
  const step = STEPS.find((s) => Math.ceil(max / s) - Math.floor(min / s) <= MAX_RANGES);
  if (step === undefined) return [];
  const start = Math.floor(min / step) * step;
  const count = Math.ceil(max / step) - Math.floor(min / step);
  if (count < 2) return [];
  return Array.from({ length: count }, (_, index) => {
    const low = start + index * step;
    return {
      ...(index > 0 ? { min: low } : {}),
      ...(index < count - 1 ? { max: low + step } : {}),
    };
  });
}

/** '25-50', '-25' (under 25), '75-' (over 75). */
export function priceRangeValue(range: PriceRange): string {
  return `${range.min === undefined ? '' : String(range.min)}-${range.max === undefined ? '' : String(range.max)}`;
}

const AMOUNT = String.raw`\d{1,7}(?:\.\d{1,2})?`;
const RANGE_VALUE = new RegExp(`^(${AMOUNT})?-(${AMOUNT})?$`);

/** The range a value names; null for anything else (or an empty or upside-down range). */
export function parsePriceRangeValue(value: string): PriceRange | null {
  const match = RANGE_VALUE.exec(value);
  if (!match) return null;
  const [, low, high] = match;
  const range: PriceRange = {
    ...(low === undefined ? {} : { min: Number(low) }),
    ...(high === undefined ? {} : { max: Number(high) }),
  };
  if (range.min === undefined && range.max === undefined) return null;
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) return null;
  return range;
}

/** The API's filter for a range. */
export function priceQuery(range: PriceRange): { priceMin?: number; priceMax?: number } {
  return {
    ...(range.min === undefined ? {} : { priceMin: range.min }),
    ...(range.max === undefined ? {} : { priceMax: range.max }),
  };
}
