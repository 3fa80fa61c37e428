import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD, parseIsoDate, stockLevel } from './stock-level.js';

describe('stockLevel', () => {
  it('is low from the threshold (5) down to 1', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5);
    expect(stockLevel({ stock: 6 })).toBe('in-stock');
    expect(stockLevel({ stock: 5 })).toBe('low');
    expect(stockLevel({ stock: 3 })).toBe('low');
    expect(stockLevel({ stock: 1 })).toBe('low');
  });

  it('is out at 0 or less, or restock when a valid return date is known', () => {
    expect(stockLevel({ stock: 0 })).toBe('out');
    expect(stockLevel({ stock: -1 })).toBe('out');
    expect(stockLevel({ stock: 0, availableOn: '2025-03-12' })).toBe('restock');
    expect(stockLevel({ stock: 0, availableOn: '2025-02-30' })).toBe('out');
    expect(stockLevel({ stock: 0, availableOn: '' })).toBe('out');
  });

  it('ignores the return date while there is stock', () => {
    expect(stockLevel({ stock: 2, availableOn: '2025-03-12' })).toBe('low');
  });

  it('takes an unknown stock as in stock', () => {
    expect(stockLevel({})).toBe('in-stock');
    expect(stockLevel({ stock: Number.NaN })).toBe('in-stock');
  });

  it('takes another threshold', () => {
    expect(stockLevel({ stock: 8, lowStockThreshold: 10 })).toBe('low');
    expect(stockLevel({ stock: 2, lowStockThreshold: 1 })).toBe('in-stock');
  });
});

describe('parseIsoDate', () => {
  it('reads a calendar date at UTC midnight', () => {
    expect(parseIsoDate('2025-03-12')?.toISOString()).toBe('2025-03-12T00:00:00.000Z');
    expect(parseIsoDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('refuses dates that do not exist and other shapes', () => {
    for (const text of ['2025-02-29', '2025-13-01', '12/03/2025', '2025-3-12', 'demain'])
      expect(parseIsoDate(text)).toBeNull();
  });
});
