import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH, toProductReference } from './index.js';

const threeAlphanumerics = fc.stringMatching(/^[A-Za-z0-9]{3}$/);
const fourAlphanumerics = fc.stringMatching(/^[A-Za-z0-9]{4}$/);
const separators = fc.stringMatching(/^[. ]{0,6}$/);

describe('toProductReference', () => {
  it('caps search input at 128 characters', () => {
    expect(SEARCH_MAX_LENGTH).toBe(128);
  });

  it.each([
    ['ABC1234', 'ABC1234'],
    ['abc1234', 'ABC1234'],
    ['abc.1234', 'ABC1234'],
    ['abc 1234', 'ABC1234'],
    ['abc. .1234', 'ABC1234'],
    ['abc...1234', 'ABC1234'],
    ['  abc.1234  ', 'ABC1234'],
    ['1234567', '1234567'],
    ['ABCDEF1', 'ABCDEF1'],
    ['1BCDEFG', '1BCDEFG'],
    ['ab1.2345', 'AB12345'],
  ])('%j → %j', (input, reference) => {
    expect(toProductReference(input)).toBe(reference);
  });

  it.each([
    ['chemise', '7 letters'],
    ['CHEMISE', '7 capital letters'],
    ['che mise', '7 letters with a space'],
    ['che.mise', '7 letters with a dot'],
    ['', 'empty'],
    ['ABC123', '6 alphanumerics'],
    ['ABC12345', '8 alphanumerics'],
    ['AB.C1234', 'separator after 2 characters'],
    ['ABC1.234', 'separator after 4 characters'],
    ['ABC-1234', 'hyphen separator'],
    ['ABC_1234', 'underscore separator'],
    ['ÀBC1234', 'accented letter'],
    ['robe rouge', 'words'],
  ])('%j (%s) → null', (input) => {
    expect(toProductReference(input)).toBeNull();
  });

  it.each([
    [SEARCH_MAX_LENGTH, 'ABC1234'],
    [SEARCH_MAX_LENGTH + 1, null],
  ])('a dotted reference of %i characters → %j', (length, expected) => {
    const input = `ABC${'.'.repeat(length - 7)}1234`;
    expect(input).toHaveLength(length);
    expect(toProductReference(input)).toBe(expected);
  });

  it('reduces any reference-style input to its 7 characters, upper-cased, unless they are all letters', () => {
    fc.assert(
      fc.property(threeAlphanumerics, separators, fourAlphanumerics, (head, separator, tail) => {
        const reference = `${head}${tail}`.toUpperCase();
        const expected = /^[A-Z]{7}$/.test(reference) ? null : reference;
        expect(toProductReference(`${head}${separator}${tail}`)).toBe(expected);
      }),
    );
  });

  it('never turns 7 letters into a reference', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z]{3}$/),
        separators,
        fc.stringMatching(/^[A-Za-z]{4}$/),
        (head, separator, tail) => {
          expect(toProductReference(`${head}${separator}${tail}`)).toBeNull();
        },
      ),
    );
  });

  it('returns either null or 7 upper-case alphanumerics with a digit, for any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (input) => {
        const reference = toProductReference(input);
        if (reference !== null) {
          expect(reference).toMatch(/^[A-Z0-9]{7}$/);
          expect(reference).toMatch(/\d/);
        }
      }),
    );
  });

  it('gives null for any input longer than 128 characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ minLength: SEARCH_MAX_LENGTH + 1, maxLength: 300 }),
          fc
            .tuple(
              threeAlphanumerics,
              fc.integer({ min: SEARCH_MAX_LENGTH - 6, max: 300 }),
              fourAlphanumerics,
            )
            .map(([head, dots, tail]) => `${head}${'.'.repeat(dots)}${tail}`),
          fc
            .tuple(
              fc.integer({ min: 0, max: 200 }),
              threeAlphanumerics,
              fourAlphanumerics,
              fc.integer({ min: 0, max: 200 }),
            )
            .map(
              ([before, head, tail, after]) =>
                `${' '.repeat(before)}${head}${tail}${' '.repeat(after)}`,
            )
            .filter((input) => input.length > SEARCH_MAX_LENGTH),
        ),
        (input) => {
          expect(toProductReference(input)).toBeNull();
        },
      ),
    );
  });
});
