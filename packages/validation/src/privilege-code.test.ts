import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIVILEGE_CODE_MAX_LENGTH, isPrivilegeCode } from './index.js';

describe('isPrivilegeCode', () => {
  it('allows up to 20 characters', () => {
    expect(PRIVILEGE_CODE_MAX_LENGTH).toBe(20);
  });

  it.each([
    [0, false],
    [1, true],
    [2, true],
    [19, true],
    [20, true],
    [21, false],
  ])('%i characters → %s', (length, expected) => {
    expect(isPrivilegeCode('A1'.repeat(11).slice(0, length))).toBe(expected);
  });

  it.each(['A', '7', 'SUMMER2024', 'ABCDEFGHIJKLMNOPQRST', '01234567890123456789'])(
    'accepts %j',
    (code) => {
      expect(isPrivilegeCode(code)).toBe(true);
    },
  );

  it.each([
    ['', 'empty'],
    ['summer2024', 'lower case'],
    ['Summer2024', 'mixed case'],
    ['SUMMER-2024', 'a hyphen'],
    ['SUMMER 2024', 'a space'],
    [' SUMMER', 'a leading space'],
    ['SUMMER ', 'a trailing space'],
    ['SUMMER\n', 'a trailing newline'],
    ['ÉTÉ2024', 'accented capitals'],
    ['PROMO_1', 'an underscore'],
  ])('rejects %j (%s)', (code) => {
    expect(isPrivilegeCode(code)).toBe(false);
  });

  it('accepts any 1 to 20 upper-case letters or digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{1,20}$/), (code) => {
        expect(isPrivilegeCode(code)).toBe(true);
      }),
    );
  });

  it('rejects any code longer than 20 characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.stringMatching(/^[A-Z0-9]{21,60}$/),
          fc.string({ minLength: PRIVILEGE_CODE_MAX_LENGTH + 1, maxLength: 60 }),
        ),
        (code) => {
          expect(isPrivilegeCode(code)).toBe(false);
        },
      ),
    );
  });

  it('rejects any code with a lower-case letter', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{0,10}[a-z][A-Z0-9]{0,9}$/), (code) => {
        expect(isPrivilegeCode(code)).toBe(false);
      }),
    );
  });
});
