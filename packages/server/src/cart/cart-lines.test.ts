import { describe, expect, it } from 'vitest';
import { addItems, changedLines, removeLine, replaceLine, type StoredLine } from './cart-lines.js';

const line = (number: number, sku: string, quantity: number, specialSku = ''): StoredLine => ({
  line: number,
  sku,
  quantity,
  isLsProduct: false,
  specialSku,
});
const newItem = (sku: string, quantity: number) => ({ sku, quantity, isLsProduct: false });

describe('addItems', () => {
  it('adds to the line of the same SKU, numbers new lines after the last', () => {
    const lines = [line(1, 'A', 1), line(3, 'B', 2)];
    expect(addItems(lines, [newItem('B', 1), newItem('C', 4), newItem('C', 1)])).toEqual([
      line(1, 'A', 1),
      line(3, 'B', 3),
      line(4, 'C', 5),
    ]);
    expect(lines).toEqual([line(1, 'A', 1), line(3, 'B', 2)]);
  });

  it('keeps a line of a special offer apart from the same SKU bought alone', () => {
    expect(addItems([line(1, 'A', 1, 'OFFER')], [newItem('A', 1)])).toEqual([
      line(1, 'A', 1, 'OFFER'),
      line(2, 'A', 1),
    ]);
  });
});

describe('replaceLine', () => {
  const lines = [line(1, 'A', 1), line(2, 'B', 2)];

  it('changes a quantity or a size in place', () => {
    expect(replaceLine(lines, { line: 1, sku: 'A' }, [newItem('A', 3)])).toEqual([
      line(1, 'A', 3),
      line(2, 'B', 2),
    ]);
    expect(replaceLine(lines, { line: 1, sku: 'A' }, [newItem('Z', 1)])).toEqual([
      line(1, 'Z', 1),
      line(2, 'B', 2),
    ]);
  });

  it('joins a size already in the cart', () => {
    expect(replaceLine(lines, { line: 1, sku: 'A' }, [newItem('B', 1)])).toEqual([line(2, 'B', 3)]);
  });

  it('answers null for a line no longer there', () => {
    expect(replaceLine(lines, { line: 1, sku: 'B' }, [newItem('B', 1)])).toBeNull();
    expect(replaceLine(lines, { line: 9, sku: 'A' }, [newItem('A', 1)])).toBeNull();
  });
});

describe('removeLine and changedLines', () => {
  it('removes the line of a SKU and offer; lists new and changed lines', () => {
    const before = [line(1, 'A', 1), line(2, 'A', 1, 'OFFER'), line(3, 'B', 1)];
    expect(removeLine(before, 'A', 'OFFER')).toEqual([line(1, 'A', 1), line(3, 'B', 1)]);
    const after = [line(1, 'A', 2), line(3, 'B', 1), line(4, 'C', 1)];
    expect(changedLines(before, after)).toEqual([line(1, 'A', 2), line(4, 'C', 1)]);
  });
});
