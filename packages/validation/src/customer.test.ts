import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_NUMBER_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
  isCustomerNumber,
  isPersonName,
} from './index.js';

describe('isCustomerNumber', () => {
  it('allows up to 20 digits', () => {
    expect(CUSTOMER_NUMBER_MAX_LENGTH).toBe(20);
  });

  it.each([
    [0, false],
    [1, true],
    [2, true],
    [19, true],
    [20, true],
    [21, false],
  ])('%i digits → %s', (length, expected) => {
    expect(isCustomerNumber('7'.repeat(length))).toBe(expected);
  });

  it.each([
    '12a',
    'a12',
    ' 123',
    '123 ',
    '12 34',
    '-123',
    '+123',
    '12.3',
    '1e5',
    '123\n',
    '١٢٣', // Arabic-Indic digits
  ])('rejects %j', (value) => {
    expect(isCustomerNumber(value)).toBe(false);
  });

  it('accepts leading zeros', () => {
    expect(isCustomerNumber('0000000001')).toBe(true);
  });

  it('accepts any run of 1 to 20 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/), (value) => {
        expect(isCustomerNumber(value)).toBe(true);
      }),
    );
  });

  it('rejects any run of more than 20 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{21,60}$/), (value) => {
        expect(isCustomerNumber(value)).toBe(false);
      }),
    );
  });

  it('rejects any string longer than 20 characters', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: CUSTOMER_NUMBER_MAX_LENGTH + 1, maxLength: 60 }),
        (value) => {
          expect(isCustomerNumber(value)).toBe(false);
        },
      ),
    );
  });
});

describe('isPersonName', () => {
  it('allows 2 to 32 characters', () => {
    expect(PERSON_NAME_MIN_LENGTH).toBe(2);
    expect(PERSON_NAME_MAX_LENGTH).toBe(32);
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
    [31, true],
    [32, true],
    [33, false],
  ])('%i letters → %s', (length, expected) => {
    expect(isPersonName('a'.repeat(length))).toBe(expected);
    expect(isPersonName('é'.repeat(length))).toBe(expected);
  });

  it('counts code points, not UTF-16 units', () => {
    const scriptA = '\u{1D49C}'; // MATHEMATICAL SCRIPT CAPITAL A: a letter outside the BMP
    expect(isPersonName(scriptA.repeat(32))).toBe(true);
    expect(isPersonName(scriptA.repeat(33))).toBe(false);
    expect(isPersonName(`J${scriptA}`)).toBe(true);
  });

  it('counts a combining accent as a character of its own', () => {
    const decomposedE = 'e\u0301';
    expect(isPersonName(`Chlo${decomposedE}`)).toBe(true);
    expect(isPersonName(decomposedE.repeat(16))).toBe(true); // 32 code points
    expect(isPersonName(`${decomposedE.repeat(16)}a`)).toBe(false); // 33 code points
  });

  it.each([
    'Jo',
    'Éloïse',
    'Chloé',
    'Ñúñez',
    'Gwenaëlle',
    'Françoise',
    'Œdipe',
    'Jean-Pierre',
    'Van der Berg',
    "O'Brien",
    'D’Artagnan',
    'Marie-Hélène D’Aubigné',
    'ÉLODIE',
  ])('accepts %j', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each([
    '',
    'J',
    'Jean2',
    'Jean_Pierre',
    'Jean.Pierre',
    'Jean!',
    'Jean@',
    'Jean"Pierre',
    'Jean\tPierre',
    '😀😀',
  ])('rejects %j', (name) => {
    expect(isPersonName(name)).toBe(false);
  });

  it('accepts every name of 2 to 32 letters, apostrophes, spaces and hyphens starting with a letter', () => {
    const letter = fc.constantFrom(
      ...Array.from('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZàâäçéèêëîïôöùûüÿæœÉÈÀÇ'),
    );
    const other = fc.oneof(letter, fc.constantFrom("'", '’', ' ', '-'));
    fc.assert(
      fc.property(letter, fc.array(other, { minLength: 1, maxLength: 31 }), (first, rest) => {
        expect(isPersonName([first, ...rest].join(''))).toBe(true);
      }),
    );
  });

  it('rejects any name longer than 32 characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({
            unit: fc.constantFrom(...Array.from("abcdéèÉ’' -")),
            minLength: PERSON_NAME_MAX_LENGTH + 1,
            maxLength: 80,
          }),
          fc.string({ unit: 'binary', minLength: PERSON_NAME_MAX_LENGTH + 1, maxLength: 80 }),
        ),
        (name) => {
          expect(isPersonName(name)).toBe(false);
        },
      ),
    );
  });
});
