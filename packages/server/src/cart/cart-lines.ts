import { CART_QUANTITY_MAX } from '@vitrine/api-client/contract';
/** A cart line as stored: which SKU, how many, and the special offer it belongs to ('' none). */
export interface StoredLine {
  line: number;
  sku: string;
  quantity: number;
  isLsProduct: boolean;
  specialSku: string;
}

export interface NewItem {
  sku: string;
  quantity: number;
  isLsProduct: boolean;
}

/** Lines gathered from elsewhere (a merged or restored basket) kept within the per-line maximum. */
export const withinQuantityMax = (lines: readonly StoredLine[]): StoredLine[] =>
  lines.map((line) => ({ ...line, quantity: Math.min(line.quantity, CART_QUANTITY_MAX) }));

/** Adds stored lines (each with its own offer) to other lines, as `addItems` does. */
export const addLines = (lines: readonly StoredLine[], added: readonly StoredLine[]) =>
  added.reduce<StoredLine[]>(
    (result, { sku, quantity, isLsProduct, specialSku }) =>
      addItems(result, [{ sku, quantity, isLsProduct }], specialSku),
    [...lines],
  );

const sameLine = (a: { sku: string; specialSku: string }, sku: string, specialSku: string) =>
  a.sku === sku && a.specialSku === specialSku;

/**
 * Adds items to lines: an item already in the cart (same SKU, same offer) adds to its line's
 * quantity, any other gets a new line numbered after the last. `line` numbers the first new line
 * when given (a replaced line keeps its number).
 */
export function addItems(
  lines: readonly StoredLine[],
  items: readonly NewItem[],
  specialSku = '',
  line?: number,
): StoredLine[] {
  const result = lines.map((l) => ({ ...l }));
  let freeNumber = line;
  for (const item of items) {
    const existing = result.find((l) => sameLine(l, item.sku, specialSku));
    if (existing) {
      existing.quantity += item.quantity;
      continue;
    }
    const number = freeNumber ?? Math.max(0, ...result.map((l) => l.line)) + 1;
    freeNumber = undefined;
    result.push({ ...item, line: number, specialSku });
  }
  return result.sort((a, b) => a.line - b.line);
}

/**
 * Replaces a line by items (another quantity, or another size): null when the line is not in
 * the cart (any more) with that SKU.
 */
export function replaceLine(
  lines: readonly StoredLine[],
  target: { line: number; sku: string },
  items: readonly NewItem[],
): StoredLine[] | null {
  const replaced = lines.find((l) => l.line === target.line && l.sku === target.sku);
  if (!replaced) return null;
  const others = lines.filter((l) => l !== replaced);
  return addItems(others, items, replaced.specialSku, replaced.line);
}

export function removeLine(
  lines: readonly StoredLine[],
  sku: string,
  specialSku: string,
): StoredLine[] {
  return lines.filter((l) => !sameLine(l, sku, specialSku));
}

/** The lines of `after` that are new or whose quantity changed: those to check against stock. */
export function changedLines(
  before: readonly StoredLine[],
  after: readonly StoredLine[],
): StoredLine[] {
  return after.filter(
    (l) => before.find((b) => sameLine(b, l.sku, l.specialSku))?.quantity !== l.quantity,
  );
}
