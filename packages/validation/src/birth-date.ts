export const ADULT_AGE = 18;

/** A birth date as typed in the form: day and month on 2 digits, year on 4 (all strings). */
export interface BirthDateInput {
  day: string;
  month: string;
  year: string;
}

/** Outcome of {@link checkBirthDate}. */
export type BirthDateCheck = 'invalid' | 'adult' | 'minor';

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Sortable number for a calendar date: 2004-02-29 → 20040229. */
const ordinal = ({ year, month, day }: CalendarDate): number => year * 10_000 + month * 100 + day;

const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

const EARLIEST_EXCLUSIVE = ordinal({ year: 1900, month: 1, day: 1 });

/**
 * Checks a birth date (spec §5): a real calendar date strictly after 1900-01-01 and strictly before
 * `today` (its calendar date in the runtime's time zone). An adult has reached their 18th birthday;
 * someone born on 29 February comes of age on 1 March in non-leap years.
 */
export function checkBirthDate(
  { day, month, year }: BirthDateInput,
  today: Date = new Date(),
): BirthDateCheck {
  if (!/^\d{2}$/.test(day) || !/^\d{2}$/.test(month) || !/^\d{4}$/.test(year)) return 'invalid';
  const birth = { year: Number(year), month: Number(month), day: Number(day) };
  if (birth.month < 1 || birth.month > 12) return 'invalid';
  if (birth.day < 1 || birth.day > daysInMonth(birth.year, birth.month)) return 'invalid';

  const now = { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
  if (ordinal(birth) <= EARLIEST_EXCLUSIVE || ordinal(birth) >= ordinal(now)) return 'invalid';

  const comingOfAgeYear = birth.year + ADULT_AGE;
  const comingOfAge =
    birth.month === 2 && birth.day === 29 && !isLeapYear(comingOfAgeYear)
      ? { year: comingOfAgeYear, month: 3, day: 1 }
      : { ...birth, year: comingOfAgeYear };
  return ordinal(now) >= ordinal(comingOfAge) ? 'adult' : 'minor';
}
