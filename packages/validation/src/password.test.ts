import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  checkPassword,
} from './index.js';
import type { PasswordRule } from './index.js';

const RULE_ORDER: readonly PasswordRule[] = [
  'length',
  'digit',
  'lowercase',
  'uppercase',
  'special',
];

const digit = fc.constantFrom(...Array.from('0123456789'));
const lowerCase = fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyz'));
const upperCase = fc.constantFrom(...Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ'));
const special = fc.constantFrom(...Array.from(PASSWORD_SPECIAL_CHARACTERS));
const anyAllowed = fc.oneof(digit, lowerCase, upperCase, special);

/** A password with one character of each class plus filler, shuffled, 8 to 32 characters long. */
const validPassword = fc
  .tuple(
    digit,
    lowerCase,
    upperCase,
    special,
    fc.array(anyAllowed, { minLength: 4, maxLength: 28 }),
  )
  .chain(([d, l, u, s, filler]) =>
    fc.shuffledSubarray([d, l, u, s, ...filler], { minLength: filler.length + 4 }),
  )
  .map((characters) => characters.join(''));

/** 'Aa1!' padded with lower-case letters to the given length. */
const passwordOfLength = (length: number): string => `Aa1!${'b'.repeat(length - 4)}`;

describe('checkPassword', () => {
  it('exposes the 8–32 limits', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(32);
  });

  it.each([
    [7, false],
    [8, true],
    [9, true],
    [31, true],
    [32, true],
    [33, false],
  ])('a password of %i characters meeting every other rule → valid: %s', (length, valid) => {
    const password = passwordOfLength(length);
    expect(password).toHaveLength(length);
    expect(checkPassword(password)).toEqual({ valid, failures: valid ? [] : ['length'] });
  });

  it('counts characters (code points), not UTF-16 units', () => {
    const emoji = '😀';
    expect(checkPassword(`Aa1!${emoji.repeat(28)}`)).toEqual({ valid: true, failures: [] }); // 32 characters
    expect(checkPassword(`Aa1!${emoji.repeat(29)}`)).toEqual({
      valid: false,
      failures: ['length'],
    }); // 33
    expect(checkPassword(`Aa1!${emoji.repeat(3)}`)).toEqual({ valid: false, failures: ['length'] }); // 7
    expect(checkPassword(`Aa1!${emoji.repeat(4)}`)).toEqual({ valid: true, failures: [] }); // 8
  });

  it.each<[string, PasswordRule[]]>([
    ['Abcdefg!', ['digit']],
    ['ABCDEFG1!', ['lowercase']],
    ['abcdefg1!', ['uppercase']],
    ['Abcdefg12', ['special']],
    ['Abcdefg 12', ['special']], // a space is not one of the special characters
    ['Abcdefg€12', ['special']], // nor is a non-ASCII symbol
    ['abcdefgh', ['digit', 'uppercase', 'special']],
    ['12345678', ['lowercase', 'uppercase', 'special']],
    ['!!!!!!!!', ['digit', 'lowercase', 'uppercase']],
    ['Ab1!', ['length']],
    ['ab', ['length', 'digit', 'uppercase', 'special']],
    ['', ['length', 'digit', 'lowercase', 'uppercase', 'special']],
    [' '.repeat(40), ['length', 'digit', 'lowercase', 'uppercase', 'special']],
  ])('%j fails %j', (password, failures) => {
    expect(checkPassword(password)).toEqual({ valid: false, failures });
  });

  it.each(Array.from(PASSWORD_SPECIAL_CHARACTERS))(
    'accepts %j as the special character',
    (character) => {
      expect(checkPassword(`Abcdef1${character}`)).toEqual({ valid: true, failures: [] });
    },
  );

  it('lists exactly the 32 ASCII punctuation characters as special', () => {
    const asciiPunctuation = Array.from({ length: 0x7f - 0x21 }, (_, index) =>
      String.fromCharCode(0x21 + index),
    ).filter((character) => !/[A-Za-z0-9]/.test(character));
    expect(Array.from(PASSWORD_SPECIAL_CHARACTERS).sort()).toEqual(asciiPunctuation.sort());
  });

  it('accepts accented letters as lower and upper case', () => {
    expect(checkPassword('Éléphant1!')).toEqual({ valid: true, failures: [] });
  });

  it('passes every generated password built from the four classes plus filler', () => {
    fc.assert(
      fc.property(validPassword, (password) => {
        expect(checkPassword(password)).toEqual({ valid: true, failures: [] });
      }),
    );
  });

  it('fails the length rule for any password longer than 32 characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', minLength: PASSWORD_MAX_LENGTH + 1, maxLength: 100 }),
          fc
            .array(anyAllowed, { minLength: PASSWORD_MAX_LENGTH + 1, maxLength: 100 })
            .map((chars) => chars.join('')),
          validPassword.map((password) => `${password}${'Aa1!'.repeat(8)}`),
        ),
        (password) => {
          const result = checkPassword(password);
          expect(result.valid).toBe(false);
          expect(result.failures[0]).toBe('length');
        },
      ),
    );
  });

  it('is valid exactly when no rule fails, and lists failures in rule order without repeats', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 })),
        (password) => {
          const { valid, failures } = checkPassword(password);
          expect(valid).toBe(failures.length === 0);
          const positions = failures.map((rule) => RULE_ORDER.indexOf(rule));
          expect(positions.every((position) => position >= 0)).toBe(true);
          expect(positions).toEqual([...new Set(positions)].sort((a, b) => a - b));
        },
      ),
    );
  });
});
