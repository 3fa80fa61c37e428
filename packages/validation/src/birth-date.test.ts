import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADULT_AGE, checkBirthDate } from './index.js';
import type { BirthDateInput } from './index.js';

/** A form input for a calendar date, day and month on 2 digits and year on 4. */
const input = (year: number, month: number, day: number): BirthDateInput => ({
  day: String(day).padStart(2, '0'),
  month: String(month).padStart(2, '0'),
  year: String(year).padStart(4, '0'),
});

/** The form input for a local Date's calendar date. */
const inputOf = (date: Date): BirthDateInput =>
  input(date.getFullYear(), date.getMonth() + 1, date.getDate());

/** A local date, as the contract requires tests to build `today`. */
const localDate = (year: number, month: number, day: number): Date =>
  new Date(year, month - 1, day);

/**
 * Independent oracle for the 18th birthday: JavaScript's Date rolls 29 February over to 1 March in a
 * non-leap year, which is exactly the contract's rule.
 */
const eighteenthBirthday = (birth: Date): Date =>
  new Date(birth.getFullYear() + ADULT_AGE, birth.getMonth(), birth.getDate());

const TODAY = localDate(2024, 6, 15); // Saturday 15 June 2024

/** A calendar day between 1930 and 2100, as a local Date at midnight. */
const anyDay = fc
  .record({
    year: fc.integer({ min: 1930, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => localDate(year, month, day));

describe('checkBirthDate', () => {
  it('makes adults at 18', () => {
    expect(ADULT_AGE).toBe(18);
  });

  describe('range: strictly after 1900-01-01 and strictly before today', () => {
    it.each([
      ['1899-12-31', input(1899, 12, 31), 'invalid'],
      ['1900-01-01', input(1900, 1, 1), 'invalid'],
      ['1900-01-02', input(1900, 1, 2), 'adult'],
      ['yesterday', input(2024, 6, 14), 'minor'],
      ['today', input(2024, 6, 15), 'invalid'],
      ['tomorrow', input(2024, 6, 16), 'invalid'],
      ['next year', input(2025, 1, 1), 'invalid'],
      ['year 0000', input(0, 1, 1), 'invalid'],
      ['year 9999', input(9999, 12, 31), 'invalid'],
    ] as const)('%s → %s', (_, birth, outcome) => {
      expect(checkBirthDate(birth, TODAY)).toBe(outcome);
    });

    it('uses the calendar date of `today`, whatever its time of day', () => {
      const lateToday = new Date(2024, 5, 15, 23, 59, 59, 999);
      const earlyToday = new Date(2024, 5, 15, 0, 0, 0, 1);
      expect(checkBirthDate(input(2024, 6, 15), lateToday)).toBe('invalid');
      expect(checkBirthDate(input(2024, 6, 14), earlyToday)).toBe('minor');
      expect(checkBirthDate(input(2006, 6, 15), earlyToday)).toBe('adult');
    });
  });

  describe('age', () => {
    it.each([
      ['exactly 18 years ago', input(2006, 6, 15), 'adult'],
      ['18 years and a day ago', input(2006, 6, 14), 'adult'],
      ['18 years minus a day ago', input(2006, 6, 16), 'minor'],
      ['a month short of 18', input(2006, 7, 15), 'minor'],
      ['a year short of 18', input(2007, 6, 15), 'minor'],
      ['long ago', input(1950, 3, 10), 'adult'],
    ] as const)('born %s → %s', (_, birth, outcome) => {
      expect(checkBirthDate(birth, TODAY)).toBe(outcome);
    });

    it('makes someone born on 29 February an adult on 1 March of a non-leap 18th year', () => {
      const leapling = input(2000, 2, 29);
      expect(checkBirthDate(leapling, localDate(2018, 2, 27))).toBe('minor');
      expect(checkBirthDate(leapling, localDate(2018, 2, 28))).toBe('minor');
      expect(checkBirthDate(leapling, localDate(2018, 3, 1))).toBe('adult');
      expect(checkBirthDate(leapling, localDate(2018, 3, 2))).toBe('adult');
    });

    it('makes someone born on 28 February or 1 March an adult on that day', () => {
      expect(checkBirthDate(input(2000, 2, 28), localDate(2018, 2, 27))).toBe('minor');
      expect(checkBirthDate(input(2000, 2, 28), localDate(2018, 2, 28))).toBe('adult');
      expect(checkBirthDate(input(2000, 3, 1), localDate(2018, 2, 28))).toBe('minor');
      expect(checkBirthDate(input(2000, 3, 1), localDate(2018, 3, 1))).toBe('adult');
    });

    it('handles the turn of the year', () => {
      expect(checkBirthDate(input(2006, 12, 31), localDate(2024, 12, 30))).toBe('minor');
      expect(checkBirthDate(input(2006, 12, 31), localDate(2024, 12, 31))).toBe('adult');
      expect(checkBirthDate(input(2007, 1, 1), localDate(2024, 12, 31))).toBe('minor');
      expect(checkBirthDate(input(2007, 1, 1), localDate(2025, 1, 1))).toBe('adult');
    });
  });

  describe('calendar', () => {
    it.each([
      ['29 February 1900 (not a leap year)', input(1900, 2, 29), 'invalid'],
      ['29 February 2000 (leap year)', input(2000, 2, 29), 'adult'],
      ['29 February 2004', input(2004, 2, 29), 'adult'],
      ['29 February 2023', input(2023, 2, 29), 'invalid'],
      ['28 February 2023', input(2023, 2, 28), 'minor'],
      ['30 February 2000', input(2000, 2, 30), 'invalid'],
      ['31 April', input(2000, 4, 31), 'invalid'],
      ['30 April', input(2000, 4, 30), 'adult'],
      ['31 June', input(2000, 6, 31), 'invalid'],
      ['31 September', input(2000, 9, 31), 'invalid'],
      ['31 November', input(2000, 11, 31), 'invalid'],
      ['31 January', input(2000, 1, 31), 'adult'],
      ['31 December', input(2000, 12, 31), 'adult'],
      ['day 00', input(2000, 1, 0), 'invalid'],
      ['day 32', input(2000, 1, 32), 'invalid'],
      ['month 00', input(2000, 0, 1), 'invalid'],
      ['month 13', input(2000, 13, 1), 'invalid'],
    ] as const)('%s → %s', (_, birth, outcome) => {
      expect(checkBirthDate(birth, TODAY)).toBe(outcome);
    });

    it('accepts exactly the real calendar dates', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1901, max: 2023 }),
          fc.integer({ min: 1, max: 12 }),
          fc.integer({ min: 1, max: 31 }),
          (year, month, day) => {
            const real = localDate(year, month, day).getDate() === day;
            const outcome = checkBirthDate(input(year, month, day), TODAY);
            expect(outcome === 'invalid').toBe(!real);
          },
        ),
      );
    });
  });

  describe('format: strings, day and month on 2 digits, year on 4', () => {
    it.each<[string, BirthDateInput]>([
      ['1-digit day', { day: '1', month: '06', year: '2000' }],
      ['1-digit month', { day: '01', month: '6', year: '2000' }],
      ['3-digit day', { day: '001', month: '06', year: '2000' }],
      ['3-digit month', { day: '01', month: '006', year: '2000' }],
      ['2-digit year', { day: '01', month: '06', year: '00' }],
      ['3-digit year', { day: '01', month: '06', year: '200' }],
      ['5-digit year', { day: '01', month: '06', year: '02000' }],
      ['empty day', { day: '', month: '06', year: '2000' }],
      ['empty month', { day: '01', month: '', year: '2000' }],
      ['empty year', { day: '01', month: '06', year: '' }],
      ['day with a space', { day: ' 1', month: '06', year: '2000' }],
      ['day with a letter', { day: '1a', month: '06', year: '2000' }],
      ['signed day', { day: '+1', month: '06', year: '2000' }],
      ['decimal month', { day: '01', month: '6.', year: '2000' }],
      ['year with a trailing newline', { day: '01', month: '06', year: '2000\n' }],
    ])('%s → invalid', (_, birth) => {
      expect(checkBirthDate(birth, TODAY)).toBe('invalid');
    });

    it('calls any day, month or year in the wrong format invalid', () => {
      const valid = input(2000, 6, 1);
      fc.assert(
        fc.property(
          fc.constantFrom('day', 'month', 'year'),
          fc.string({ maxLength: 6 }),
          (field, value) => {
            const expectedPattern = field === 'year' ? /^[0-9]{4}$/ : /^[0-9]{2}$/;
            fc.pre(!expectedPattern.test(value));
            expect(checkBirthDate({ ...valid, [field]: value }, TODAY)).toBe('invalid');
          },
        ),
      );
    });
  });

  describe('properties', () => {
    it('never says adult for a birth date less than 18 years before today', () => {
      fc.assert(
        fc.property(anyDay, fc.integer({ min: 1, max: 18 * 365 + 3 }), (today, daysBefore) => {
          const birth = new Date(
            today.getFullYear(),
            today.getMonth(),
            today.getDate() - daysBefore,
          );
          expect(eighteenthBirthday(birth).getTime()).toBeGreaterThan(today.getTime());
          const outcome = checkBirthDate(inputOf(birth), today);
          expect(outcome).not.toBe('adult');
          expect(outcome).toBe('minor');
        }),
      );
    });

    it('says adult from the 18th birthday on, minor before it, and invalid up to 1900-01-01', () => {
      fc.assert(
        fc.property(anyDay, fc.integer({ min: 1, max: 40 * 366 }), (today, daysBefore) => {
          const birth = new Date(
            today.getFullYear(),
            today.getMonth(),
            today.getDate() - daysBefore,
          );
          const expected =
            birth.getTime() <= localDate(1900, 1, 1).getTime()
              ? 'invalid'
              : eighteenthBirthday(birth).getTime() <= today.getTime()
                ? 'adult'
                : 'minor';
          expect(checkBirthDate(inputOf(birth), today)).toBe(expected);
        }),
      );
    });

    it('says adult on the 18th birthday (1 March for a 29 February birth) and minor the day before', () => {
      fc.assert(
        fc.property(anyDay, (birth) => {
          const birthday = eighteenthBirthday(birth);
          const dayBefore = new Date(
            birthday.getFullYear(),
            birthday.getMonth(),
            birthday.getDate() - 1,
          );
          expect(checkBirthDate(inputOf(birth), birthday)).toBe('adult');
          expect(checkBirthDate(inputOf(birth), dayBefore)).toBe('minor');
        }),
      );
    });

    it('calls today and any later date invalid', () => {
      fc.assert(
        fc.property(anyDay, fc.integer({ min: 0, max: 5000 }), (today, daysAfter) => {
          const birth = new Date(
            today.getFullYear(),
            today.getMonth(),
            today.getDate() + daysAfter,
          );
          expect(checkBirthDate(inputOf(birth), today)).toBe('invalid');
        }),
      );
    });
  });
});
