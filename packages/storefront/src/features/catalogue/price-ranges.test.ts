import { describe, expect, it } from 'vitest';
import { parsePriceRangeValue, priceQuery, priceRanges, priceRangeValue } from './price-ranges.js';

describe('priceRanges', () => {
  it('cuts prices into at most four round ranges, open at both ends', () => {
    expect(priceRanges(5.99, 89.99)).toEqual([
      { max: 25 },
      { min: 25, max: 50 },
      { min: 50, max: 75 },
      { min: 75 },
    ]);
    expect(priceRanges(12.99, 39.99)).toEqual([{ max: 20 }, { min: 20, max: 30 }, { min: 30 }]);
  });

  it('starts from the lowest price’s range', () => {
    expect(priceRanges(120, 480)).toEqual([
      { max: 200 },
      { min: 200, max: 300 },
      { min: 300, max: 400 },
      { min: 400 },
    ]);
  });

  it('gives nothing when the prices fit one range or make no sense', () => {
    expect(priceRanges(10, 10)).toEqual([]);
    expect(priceRanges(0, 0)).toEqual([]);
    expect(priceRanges(21, 24)).toEqual([]);
    expect(priceRanges(50, 20)).toEqual([]);
    expect(priceRanges(-5, 20)).toEqual([]);
    expect(priceRanges(Number.NaN, 20)).toEqual([]);
    expect(priceRanges(0, 1e9)).toEqual([]);
  });

  it('never has more than four ranges', () => {
    for (const [min, max] of [
      [0.5, 9.5],
      [3, 1999],
      [99, 101],
      [1, 4999],
    ] as const)
      expect(priceRanges(min, max).length).toBeLessThanOrEqual(4);
  });
});

describe('range values', () => {
  it('write and read back', () => {
    for (const range of [{ max: 25 }, { min: 25, max: 50 }, { min: 75 }, { min: 9.99, max: 19.5 }])
      expect(parsePriceRangeValue(priceRangeValue(range))).toEqual(range);
    expect(priceRangeValue({ min: 25, max: 50 })).toBe('25-50');
    expect(priceRangeValue({ max: 25 })).toBe('-25');
  });

  it('refuse what is not a range', () => {
    for (const bad of ['-', '', 'abc', '50-20', '1-2-3', '-5-', '12.345-20', '25'])
      expect(parsePriceRangeValue(bad), bad).toBeNull();
  });

  it('become the API’s filter', () => {
    expect(priceQuery({ min: 25, max: 50 })).toEqual({ priceMin: 25, priceMax: 50 });
    expect(priceQuery({ max: 25 })).toEqual({ priceMax: 25 });
    expect(priceQuery({ min: 75 })).toEqual({ priceMin: 75 });
  });
});
