import { describe, expect, it } from 'vitest';
import {
  chosenSize,
  isSoldOut,
  lookTotal,
  piecePrice,
  piecesWithoutSize,
  type LookCardPiece,
} from './look-selection.js';

const piece = (id: string, sizes: LookCardPiece['sizes']): LookCardPiece => ({
  id,
  name: id,
  productUrl: `/${id}`,
  image: `/${id}.svg`,
  sizes,
});

const BRA = piece('bra', [
  { value: 'b1', label: '85B', stock: 3, price: 29.99 },
  { value: 'b2', label: '90C', stock: 0, price: 24.99 },
  { value: 'b3', label: '95D', stock: 7, price: 32.99 },
]);
const KNICKERS = piece('knickers', [
  { value: 'k1', label: 'S', stock: 5, price: 12.1, crossedOutPrice: 15.9 },
  { value: 'k2', label: 'M', stock: 2, price: 12.1, crossedOutPrice: 15.9 },
]);
const GONE = piece('gone', [{ value: 'g1', label: 'TU', stock: 0, price: 9.99 }]);

describe('a look piece', () => {
  it('is sold out when none of its sizes is left', () => {
    expect(isSoldOut(GONE)).toBe(true);
    expect(isSoldOut(BRA)).toBe(false);
  });

  it('has the size chosen for it while that size is left', () => {
    expect(chosenSize(BRA, { bra: 'b3' })).toEqual(BRA.sizes[2]);
    expect(chosenSize(BRA, { bra: 'b2' })).toBeUndefined();
    expect(chosenSize(BRA, { knickers: 'k1' })).toBeUndefined();
  });

  it('costs its chosen size, else its cheapest size on sale, From when they differ', () => {
    expect(piecePrice(BRA, {})).toEqual({ price: 29.99, crossedOutPrice: undefined, from: true });
    expect(piecePrice(BRA, { bra: 'b3' })).toEqual({
      price: 32.99,
      crossedOutPrice: undefined,
      from: false,
    });
    expect(piecePrice(KNICKERS, {})).toEqual({ price: 12.1, crossedOutPrice: 15.9, from: false });
    expect(piecePrice(GONE, {})).toEqual({ price: 9.99, crossedOutPrice: undefined, from: false });
  });
});

describe('a look', () => {
  it('totals its pieces to the cent, with the amount before reductions', () => {
    expect(lookTotal([BRA, KNICKERS], { bra: 'b1', knickers: 'k2' })).toEqual({
      price: 42.09,
      crossedOutPrice: 45.89,
      from: false,
    });
    expect(lookTotal([BRA, KNICKERS], {})).toMatchObject({ price: 42.09, from: true });
    expect(lookTotal([], {})).toEqual({ price: 0, crossedOutPrice: undefined, from: false });
  });

  it('names the pieces still without a size', () => {
    expect(piecesWithoutSize([BRA, KNICKERS], { bra: 'b2', knickers: 'k1' })).toEqual([BRA]);
    expect(piecesWithoutSize([BRA, KNICKERS], { bra: 'b1', knickers: 'k1' })).toEqual([]);
  });
});
