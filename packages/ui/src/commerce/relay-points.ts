import type { StoreLocale } from '../core/ui-context.js';

/** One opening period of a day, `HH:MM` on the 24-hour clock. */
interface OpeningSlot {
  opens: string;
  closes: string;
}

/** The hours of one day; days closed are left out of a relay point's list. */
export interface OpeningDay {
  /** ISO day of the week: 1 is Monday, 7 Sunday. */
  day: number;
  slots: readonly OpeningSlot[];
}

export interface WeekDay {
  day: number;
  /** Empty when closed that day. */
  slots: OpeningSlot[];
}

/** The seven days from Monday to Sunday, with the slots of each sorted by opening time. */
export function openingWeek(openingHours: readonly OpeningDay[]): WeekDay[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    day,
    slots: openingHours
      .filter((entry) => entry.day === day)
      .flatMap((entry) => entry.slots)
      .sort((a, b) => a.opens.localeCompare(b.opens)),
  }));
}

// 2024-01-01 was a Monday: day d of the ISO week is 2024-01-0d.
const weekdayFormats = new Map<StoreLocale, Intl.DateTimeFormat>();

/** The name of an ISO day of the week in the store's language ('lundi', 'Monday'). */
export function weekdayName(day: number, locale: StoreLocale): string {
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    weekdayFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(2024, 0, day)));
}

/**
 * A relay point's town as the store's country writes an address: '75011 Paris' on one line in
 * France; the town, then the postcode on its own line, in the UK.
 */
export function townLines(postcode: string, city: string, locale: StoreLocale): string[] {
  return locale === 'en-GB' ? [city, postcode] : [`${postcode} ${city}`];
}

const METRES_PER_MILE = 1609.344;

/**
 * A distance in metres as a shopper reads it: metres under 1 km then kilometres with one decimal
 * in France ('850 m', '1,2 km'); miles with one decimal in the UK ('0.5 mi').
 */
export function formatDistance(metres: number, locale: StoreLocale): string {
  if (locale === 'en-GB')
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'mile',
      maximumFractionDigits: 1,
      minimumFractionDigits: 1,
    }).format(Math.max(0.1, metres / METRES_PER_MILE));
  if (metres < 1000)
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter' }).format(
      Math.round(metres / 10) * 10,
    );
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: 1,
  }).format(metres / 1000);
}

/** An `HH:MM` time as the store writes it: '9h30' in France, '09:30' in the UK. */
export function formatTime(time: string, locale: StoreLocale): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const [, hours = '', minutes = ''] = match;
  return locale === 'fr-FR'
    ? `${String(Number(hours))}h${minutes}`
    : `${hours.padStart(2, '0')}:${minutes}`;
}
