import { describe, expect, it } from 'vitest';
import {
  QUANTITY_MAX,
  QUANTITY_MIN,
  clampQuantity,
  parseQuantity,
  quantityBounds,
  stepQuantity,
} from './quantity.js';

describe('quantityBounds', () => {
  it('goes from 1 to the cart limit by default', () => {
    expect(quantityBounds()).toEqual({ min: QUANTITY_MIN, max: QUANTITY_MAX });
    expect(QUANTITY_MIN).toBe(1);
    expect(QUANTITY_MAX).toBe(99);
  });

  it('stops at the stock, the given maximum or the cart limit, whichever is lowest', () => {
    expect(quantityBounds(3)).toEqual({ min: 1, max: 3 });
    expect(quantityBounds(12, 5)).toEqual({ min: 1, max: 5 });
    expect(quantityBounds(4, 10)).toEqual({ min: 1, max: 4 });
    expect(quantityBounds(500)).toEqual({ min: 1, max: 99 });
    expect(quantityBounds(undefined, 150)).toEqual({ min: 1, max: 99 });
  });

  it('never goes below 1, even with no stock left', () => {
    expect(quantityBounds(0)).toEqual({ min: 1, max: 1 });
    expect(quantityBounds(-2, 0)).toEqual({ min: 1, max: 1 });
  });

  it('ignores a stock that is not a number', () => {
    expect(quantityBounds(Number.NaN)).toEqual({ min: 1, max: 99 });
    expect(quantityBounds(2.7)).toEqual({ min: 1, max: 2 });
  });
});

describe('clampQuantity', () => {
  const bounds = { min: 1, max: 5 };

  it.each([
    [3, 3],
    [0, 1],
    [-4, 1],
    [6, 5],
    [42, 5],
    [2.9, 2],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('brings %s to %s', (quantity, expected) => {
    expect(clampQuantity(quantity, bounds)).toBe(expected);
  });
});

describe('parseQuantity', () => {
  const bounds = { min: 1, max: 10 };

  it('reads digits, clamped', () => {
    expect(parseQuantity('4', bounds)).toBe(4);
    expect(parseQuantity(' 7 ', bounds)).toBe(7);
    expect(parseQuantity('25', bounds)).toBe(10);
    expect(parseQuantity('0', bounds)).toBe(1);
    expect(parseQuantity('007', bounds)).toBe(7);
  });

  it('gives null for anything else', () => {
    for (const text of ['', ' ', 'abc', '-2', '2,5', '1e3', '3a'])
      expect(parseQuantity(text, bounds)).toBeNull();
  });
});

describe('stepQuantity', () => {
  const bounds = { min: 1, max: 3 };

  it('moves by one within the bounds', () => {
    expect(stepQuantity(1, 1, bounds)).toBe(2);
    expect(stepQuantity(2, -1, bounds)).toBe(1);
  });

  it('stays at the bounds', () => {
    expect(stepQuantity(3, 1, bounds)).toBe(3);
    expect(stepQuantity(1, -1, bounds)).toBe(1);
    expect(stepQuantity(1, 10, bounds)).toBe(3);
  });
});
