/** The smallest quantity a line can have: removing a line is its own action. */
export const QUANTITY_MIN = 1;
/** The largest quantity of one line the cart takes (the order system's limit). */
export const QUANTITY_MAX = 99;

export interface QuantityBounds {
  min: number;
  max: number;
}

/**
 * The quantities the shopper may choose: from 1 to the smallest of the stock, the given maximum
 * and the cart's limit (99). With no stock left the range collapses to 1 (the stepper is then
 * shown disabled by its owner).
 */
export function quantityBounds(stock?: number, max?: number): QuantityBounds {
  let upper = QUANTITY_MAX;
  if (stock !== undefined && Number.isFinite(stock)) upper = Math.min(upper, Math.floor(stock));
  if (max !== undefined && Number.isFinite(max)) upper = Math.min(upper, Math.floor(max));
  return { min: QUANTITY_MIN, max: Math.max(QUANTITY_MIN, upper) };
}

/** A quantity brought back into its bounds; anything not a number becomes the minimum. */
export function clampQuantity(quantity: number, { min, max }: QuantityBounds): number {
  if (!Number.isFinite(quantity)) return min;
  return Math.min(max, Math.max(min, Math.trunc(quantity)));
}

/**
 * What the shopper typed in the quantity field, clamped into the bounds; null when it holds no
 * digits at all (the field then goes back to the current quantity).
 */
export function parseQuantity(text: string, bounds: QuantityBounds): number | null {
  const digits = text.replace(/\s/g, '');
  if (!/^\d+$/.test(digits)) return null;
  return clampQuantity(Number(digits), bounds);
}

/** The quantity one step away (`step` of -1 or +1, or ±10 for Page Up/Down), kept in bounds. */
export function stepQuantity(quantity: number, step: number, bounds: QuantityBounds): number {
  return clampQuantity(quantity + step, bounds);
}
