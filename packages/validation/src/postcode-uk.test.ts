import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUkPostcode, normalizeUkPostcode } from './index.js';

// Outward codes in each official format: AN, ANN, AAN, AANN, ANA, AANA (second letter never I, J or Z).
const outwardCode = fc.oneof(
  fc.stringMatching(/^[A-Z][0-9]{1,2}$/),
  fc.stringMatching(/^[A-Z][A-HJ-Y][0-9]{1,2}$/),
  fc.stringMatching(/^[A-Z][0-9][A-Z]$/),
  fc.stringMatching(/^[A-Z][A-HJ-Y][0-9][A-Z]$/),
);
const inwardCode = fc.stringMatching(/^[0-9][A-Z]{2}$/);
const officialPostcode = fc.oneof(
  fc.constant('GIR 0AA'),
  fc.tuple(outwardCode, inwardCode).map(([outward, inward]) => `${outward} ${inward}`),
);

const spacing = fc.constantFrom('', '', ' ', '  ', '\t');

/** An official postcode as a user might type it: random case, spaces anywhere (or none). */
const typedPostcode = fc
  .tuple(
    officialPostcode,
    fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    fc.array(spacing, { minLength: 9, maxLength: 9 }),
  )
  .map(([official, lowerCase, spaces]) => {
    const characters = Array.from(official.replace(' ', '')).map((character, index) =>
      lowerCase[index] === true ? character.toLowerCase() : character,
    );
    const typed = characters
      .map((character, index) => `${spaces[index] ?? ''}${character}`)
      .join('');
    return { official, typed: `${typed}${spaces[characters.length] ?? ''}` };
  });

describe('normalizeUkPostcode', () => {
  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    ['SW1A 1AA', 'SW1A 1AA'],
    ['  sw1a   1aa ', 'SW1A 1AA'],
    ['S W 1 A 1 A A', 'SW1A 1AA'],
    ['ec1a1bb', 'EC1A 1BB'],
    ['W1A 0AX', 'W1A 0AX'],
    ['m11ae', 'M1 1AE'],
    ['B33 8TH', 'B33 8TH'],
    ['cr2 6xh', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['gir0aa', 'GIR 0AA'],
    ['GIR 0AA', 'GIR 0AA'],
  ])('%j → %j', (input, official) => {
    expect(normalizeUkPostcode(input)).toBe(official);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['1AA', 'inward code only'],
    ['SW1A', 'outward code only'],
    ['SW1A 1A', 'inward code too short'],
    ['SW1A 1AAA', 'inward code too long'],
    ['SW1A AAA', 'inward code without its digit'],
    ['SW1A 11A', 'inward code with two digits'],
    ['SW12A 1AA', 'outward code too long (9 characters)'],
    ['1W1A 1AA', 'outward code starting with a digit'],
    ['AI1 1AA', 'second letter I'],
    ['AZ1 1AA', 'second letter Z'],
    ['A123 1AA', 'three digits'],
    ['GIR 0AB', 'girobank lookalike'],
    ['SW1A-1AA', 'hyphen'],
    ['75001', 'a French postcode'],
  ])('%j (%s) → null', (input) => {
    expect(normalizeUkPostcode(input)).toBeNull();
  });

  it('returns the official form of any official postcode typed in any case and spacing', () => {
    fc.assert(
      fc.property(typedPostcode, ({ official, typed }) => {
        expect(normalizeUkPostcode(typed)).toBe(official);
      }),
    );
  });

  it('changes nothing when applied twice', () => {
    fc.assert(
      fc.property(typedPostcode, ({ typed }) => {
        const once = normalizeUkPostcode(typed);
        expect(once).not.toBeNull();
        expect(normalizeUkPostcode(once ?? '')).toBe(once);
      }),
    );
  });

  it('changes nothing when applied twice, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (input) => {
        const once = normalizeUkPostcode(input);
        if (once !== null) expect(normalizeUkPostcode(once)).toBe(once);
      }),
    );
  });

  it('gives a normalised form of 6 to 8 characters', () => {
    fc.assert(
      fc.property(typedPostcode, ({ typed }) => {
        const length = normalizeUkPostcode(typed)?.length ?? 0;
        expect(length).toBeGreaterThanOrEqual(6);
        expect(length).toBeLessThanOrEqual(8);
      }),
    );
  });

  // Normalising may change case and spacing only: letters outside A–Z must not turn into a postcode.
  it.each([
    ['ß1 1AA', 'ß upper-cases to SS'],
    ['gır0aa', 'dotless ı upper-cases to I'],
    ['ﬀ1 1AA', 'the ff ligature upper-cases to FF'],
  ])('rejects %j (%s)', (input) => {
    expect(normalizeUkPostcode(input)).toBeNull();
    expect(isUkPostcode(input)).toBe(false);
  });
});

describe('isUkPostcode', () => {
  it.each([
    ['SW1A 1AA', true],
    ['sw1a1aa', true],
    ['M1 1AE', true],
    ['GIR 0AA', true],
    ['gir 0aa', true],
    ['SW1A 1A', false],
    ['AI1 1AA', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isUkPostcode(input)).toBe(expected);
  });

  it('agrees with normalizeUkPostcode on any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          typedPostcode.map(({ typed }) => typed),
        ),
        (input) => {
          expect(isUkPostcode(input)).toBe(normalizeUkPostcode(input) !== null);
        },
      ),
    );
  });

  it('accepts every official postcode in any case and spacing', () => {
    fc.assert(
      fc.property(typedPostcode, ({ typed }) => {
        expect(isUkPostcode(typed)).toBe(true);
      }),
    );
  });
});
