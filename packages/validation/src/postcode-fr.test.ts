import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFrenchPostcode, isOverseasPostcode, isStrictFrenchPostcode } from './index.js';
import type { FrenchPostcodeCheck } from './index.js';

/** The delivery rule written independently of the implementation, for the properties below. */
const expectedOutcome = (postcode: string): FrenchPostcodeCheck => {
  const department = Number(postcode.slice(0, 2));
  const rest = Number(postcode.slice(2));
  if (department >= 1 && department <= 95) return 'valid';
  if (department === 97)
    return rest <= 499 && rest !== 133 && rest !== 150 ? 'valid' : 'unsupported-area';
  if (department === 98) return rest <= 99 ? 'valid' : 'unsupported-area';
  return 'unsupported-area';
};

const fiveDigits = fc.stringMatching(/^\d{5}$/);

describe('checkFrenchPostcode', () => {
  it.each([
    // Metropolitan departments 01–95, any last three.
    ['01000', 'valid'],
    ['01999', 'valid'],
    ['75001', 'valid'],
    ['20000', 'valid'],
    ['95000', 'valid'],
    ['95999', 'valid'],
    ['00999', 'unsupported-area'],
    ['00000', 'unsupported-area'],
    ['96000', 'unsupported-area'],
    ['96999', 'unsupported-area'],
    // Overseas 97: last three ≤ 499, except 133 and 150.
    ['97000', 'valid'],
    ['97132', 'valid'],
    ['97133', 'unsupported-area'],
    ['97134', 'valid'],
    ['97149', 'valid'],
    ['97150', 'unsupported-area'],
    ['97151', 'valid'],
    ['97499', 'valid'],
    ['97500', 'unsupported-area'],
    ['97999', 'unsupported-area'],
    // Monaco 98: last three ≤ 099.
    ['98000', 'valid'],
    ['98099', 'valid'],
    ['98100', 'unsupported-area'],
    ['98999', 'unsupported-area'],
    ['99000', 'unsupported-area'],
    ['99999', 'unsupported-area'],
  ] as const)('%s → %s', (postcode, outcome) => {
    expect(checkFrenchPostcode(postcode)).toBe(outcome);
  });

  it.each([
    ['', 'empty'],
    ['7500', '4 digits'],
    ['750011', '6 digits'],
    ['7500A', 'a letter'],
    ['ABCDE', 'letters'],
    ['75 001', 'a space inside'],
    [' 75001', 'a leading space'],
    ['75001 ', 'a trailing space'],
    ['75001\n', 'a trailing newline'],
    ['-7500', 'a sign'],
    ['7.500', 'a dot'],
    ['٧٥٠٠١', 'non-ASCII digits'],
  ])('%j (%s) is invalid', (postcode) => {
    expect(checkFrenchPostcode(postcode)).toBe('invalid');
  });

  it('gives every 5-digit string exactly the outcome of the delivery rule', () => {
    fc.assert(
      fc.property(fiveDigits, (postcode) => {
        const outcome = checkFrenchPostcode(postcode);
        expect(['valid', 'unsupported-area']).toContain(outcome);
        expect(outcome).toBe(expectedOutcome(postcode));
      }),
    );
  });

  it('covers every 5-digit code exhaustively with the delivery rule', () => {
    const mismatches: string[] = [];
    for (let code = 0; code <= 99_999; code++) {
      const postcode = String(code).padStart(5, '0');
      if (checkFrenchPostcode(postcode) !== expectedOutcome(postcode)) mismatches.push(postcode);
    }
    expect(mismatches).toEqual([]);
  });

  it('calls anything that is not exactly 5 ASCII digits invalid', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.stringMatching(/^\d{0,4}$/),
          fc.stringMatching(/^\d{6,12}$/),
        ),
        (input) => {
          fc.pre(!/^[0-9]{5}$/.test(input));
          expect(checkFrenchPostcode(input)).toBe('invalid');
        },
      ),
    );
  });
});

describe('isOverseasPostcode', () => {
  it.each([
    ['97000', true],
    ['97100', true],
    ['97499', true],
    ['97133', false],
    ['97150', false],
    ['97500', false],
    ['97999', false],
    ['75001', false],
    ['98000', false],
    ['9700', false],
    ['970000', false],
    ['97ABC', false],
    ['', false],
  ])('%j → %s', (postcode, overseas) => {
    expect(isOverseasPostcode(postcode)).toBe(overseas);
  });

  it('is true exactly for the valid postcodes that start with 97', () => {
    fc.assert(
      fc.property(fc.oneof(fiveDigits, fc.stringMatching(/^97\d{3}$/)), (postcode) => {
        const delivered = checkFrenchPostcode(postcode) === 'valid';
        expect(isOverseasPostcode(postcode)).toBe(delivered && postcode.startsWith('97'));
      }),
    );
  });

  it('is never true for an undelivered or malformed postcode', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fiveDigits), (postcode) => {
        fc.pre(checkFrenchPostcode(postcode) !== 'valid');
        expect(isOverseasPostcode(postcode)).toBe(false);
      }),
    );
  });
});

describe('isStrictFrenchPostcode', () => {
  /** The spec's stricter check, written independently: 01–95 with any last three, or 98000–98099. */
  const strictRule = (postcode: string): boolean => {
    const department = Number(postcode.slice(0, 2));
    const rest = Number(postcode.slice(2));
    return (department >= 1 && department <= 95) || (department === 98 && rest <= 99);
  };

  it.each([
    ['01000', true],
    ['01999', true],
    ['20000', true], // Corsica
    ['75001', true],
    ['95000', true],
    ['95999', true],
    ['98000', true], // Monaco
    ['98099', true],
    ['00000', false],
    ['00999', false],
    ['96000', false],
    ['96999', false],
    // Overseas: delivered, but not by the strict check.
    ['97000', false],
    ['97100', false],
    ['97200', false],
    ['97400', false],
    ['97499', false],
    ['97133', false],
    ['97500', false],
    ['98100', false],
    ['98999', false],
    ['99000', false],
  ])('%s → %s', (postcode, expected) => {
    expect(isStrictFrenchPostcode(postcode)).toBe(expected);
  });

  it.each(['', '7500', '750011', '7500A', '75 001', ' 75001', '75001 ', '٧٥٠٠١'])(
    '%j is not a postcode at all',
    (postcode) => {
      expect(isStrictFrenchPostcode(postcode)).toBe(false);
    },
  );

  it('covers every 5-digit code exhaustively with the strict rule', () => {
    const mismatches: string[] = [];
    for (let code = 0; code <= 99_999; code++) {
      const postcode = String(code).padStart(5, '0');
      if (isStrictFrenchPostcode(postcode) !== strictRule(postcode)) mismatches.push(postcode);
    }
    expect(mismatches).toEqual([]);
  });

  it('is the delivered postcodes less the overseas ones', () => {
    fc.assert(
      fc.property(fc.oneof(fiveDigits, fc.string()), (postcode) => {
        const delivered = checkFrenchPostcode(postcode) === 'valid';
        expect(isStrictFrenchPostcode(postcode)).toBe(delivered && !isOverseasPostcode(postcode));
      }),
    );
  });
});
