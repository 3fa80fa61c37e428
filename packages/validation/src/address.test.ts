import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_LINE_MAX_LENGTH,
  ADDRESS_LINE_MIN_LENGTH,
  CITY_MAX_LENGTH,
  isAddressLine,
  isCity,
  isOptionalAddressLine,
} from './index.js';

describe('address limits', () => {
  it('are 2–32 for address lines and 1–32 for the city', () => {
    expect(ADDRESS_LINE_MIN_LENGTH).toBe(2);
    expect(ADDRESS_LINE_MAX_LENGTH).toBe(32);
    expect(CITY_MAX_LENGTH).toBe(32);
  });
});

describe('isAddressLine', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [31, true],
    [32, true],
    [33, false],
  ])('%i characters → %s', (length, expected) => {
    expect(isAddressLine('x'.repeat(length))).toBe(expected);
    expect(isAddressLine('é'.repeat(length))).toBe(expected);
  });

  it.each([
    ['12 rue de la Paix', true],
    ['Bât. B, 3e étage', true],
    ['  ab  ', true], // measured once trimmed
    [`  ${'x'.repeat(32)}  `, true],
    [' a ', false],
    ['   ', false],
    ['', false],
    [`  ${'x'.repeat(33)}  `, false],
  ])('%j → %s', (line, expected) => {
    expect(isAddressLine(line)).toBe(expected);
  });

  it('counts characters (code points), not UTF-16 units', () => {
    expect(isAddressLine('🏠'.repeat(32))).toBe(true);
    expect(isAddressLine('🏠'.repeat(33))).toBe(false);
  });

  it('rejects any line longer than 32 characters once trimmed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.'-]{31,60}[A-Za-z0-9]$/), (line) => {
        expect(isAddressLine(line)).toBe(false);
      }),
    );
  });

  it('depends only on the trimmed value', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.stringMatching(/^\s{0,5}$/),
        fc.stringMatching(/^\s{0,5}$/),
        (line, before, after) => {
          expect(isAddressLine(`${before}${line}${after}`)).toBe(isAddressLine(line.trim()));
        },
      ),
    );
  });
});

describe('isOptionalAddressLine', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['a', false],
    [' a ', false],
    ['ab', true],
    ['x'.repeat(32), true],
    ['x'.repeat(33), false],
  ])('%j → %s', (line, expected) => {
    expect(isOptionalAddressLine(line)).toBe(expected);
  });

  it('is an address line or blank', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (line) => {
        expect(isOptionalAddressLine(line)).toBe(line.trim() === '' || isAddressLine(line));
      }),
    );
  });
});

describe('isCity', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [31, true],
    [32, true],
    [33, false],
  ])('%i characters → %s', (length, expected) => {
    expect(isCity('y'.repeat(length))).toBe(expected);
  });

  it.each([
    ['Paris', true],
    ['Saint-Étienne', true],
    ['Y', true],
    [' Y ', true],
    ['   ', false],
    ['', false],
    ['Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch', false],
  ])('%j → %s', (city, expected) => {
    expect(isCity(city)).toBe(expected);
  });

  it('rejects any city longer than 32 characters once trimmed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z -]{31,60}[A-Za-z]$/), (city) => {
        expect(isCity(city)).toBe(false);
      }),
    );
  });
});
