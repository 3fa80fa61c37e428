/** From this many items down to 1, the stock is shown as low ('Plus que 3 en stock'). */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * - `in-stock`: more than the low-stock threshold;
 * - `low`: 1 to the threshold (the count is shown);
 * - `restock`: none left but a date of return is known;
 * - `out`: none left.
 */
export type StockLevel = 'in-stock' | 'low' | 'out' | 'restock';

export interface StockInput {
  /** Items left; undefined when unknown (treated as in stock). */
  stock?: number | undefined;
  /** ISO date (YYYY-MM-DD) on which an item out of stock is available again. */
  availableOn?: string | undefined;
  /** Overrides LOW_STOCK_THRESHOLD. */
  lowStockThreshold?: number | undefined;
}

export function stockLevel({
  stock,
  availableOn,
  lowStockThreshold = LOW_STOCK_THRESHOLD,
}: StockInput): StockLevel {
  if (stock === undefined || Number.isNaN(stock)) return 'in-stock';
  if (stock <= 0) return availableOn && parseIsoDate(availableOn) ? 'restock' : 'out';
  return stock <= lowStockThreshold ? 'low' : 'in-stock';
}

/** A calendar date (YYYY-MM-DD) as a UTC midnight Date; null when it is not a real date. */
export function parseIsoDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? date
    : null;
}
