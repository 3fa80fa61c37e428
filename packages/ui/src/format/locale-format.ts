import type { StoreLocale } from '../core/ui-context.js';

/*
 * Numbers, percentages and dates as the two stores write them, without Intl (amounts:
 * formatMoney of @vitrine/validation, written the same way): the first Intl formatter a page
 * creates loads ICU's locale data, about 50 ms of main thread on this project's machine and four
 * times that on Lighthouse's phone, in one long task while the page hydrates (docs/decisions/016).
 * The output is Intl's, character for character (locale-format.test.ts compares them).
 */

interface LocaleData {
  group: string;
  decimal: string;
  percent: (digits: string) => string;
  months: readonly string[];
}

const LOCALES: Record<StoreLocale, LocaleData> = {
  'fr-FR': {
    group: '\u202f',
    decimal: ',',
    percent: (digits) => `${digits}\u00a0%`,
    months: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
  },
  'en-GB': {
    group: ',',
    decimal: '.',
    percent: (digits) => `${digits}%`,
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
};

/** The digits of |value| with `fractionDigits` decimals (trailing zeros dropped down to `minimum`). */
function digits(value: number, locale: StoreLocale, fractionDigits: number, minimum: number) {
  const { group, decimal } = LOCALES[locale];
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(fractionDigits).split('.');
  const kept = fraction.slice(0, minimum) + fraction.slice(minimum).replace(/0+$/, '');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${kept ? decimal + kept : ''}`;
}

/** Intl writes a minus before any negative value, even one that rounds to zero ('-0'). */
const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/**
 * A number with at most `maximumFractionDigits` decimals and at least `minimumFractionDigits`
 * ('1 234,5' in French, '1,234.5' in English), as `Intl.NumberFormat` writes it.
 */
export function formatNumber(
  value: number,
  locale: StoreLocale,
  { minimumFractionDigits = 0, maximumFractionDigits = Math.max(minimumFractionDigits, 0) } = {},
): string {
  const written = digits(value, locale, maximumFractionDigits, minimumFractionDigits);
  return `${sign(value)}${written}`;
}

/** A fraction (0.3) as a percentage with exactly `fractionDigits` decimals ('30 %', '30%'). */
export function formatFraction(fraction: number, locale: StoreLocale, fractionDigits: number) {
  const written = digits(fraction * 100, locale, fractionDigits, fractionDigits);
  return `${sign(fraction)}${LOCALES[locale].percent(written)}`;
}

/** A calendar day and month, read in UTC ('12 mars', '12 March'). */
export function formatDayMonth(date: Date, locale: StoreLocale): string {
  return `${String(date.getUTCDate())} ${LOCALES[locale].months[date.getUTCMonth()] ?? ''}`;
}

/** A date in full, read in UTC ('12 mars 2026', '12 March 2026'): Intl's `dateStyle: 'long'`. */
export function formatLongDate(date: Date, locale: StoreLocale): string {
  return `${formatDayMonth(date, locale)} ${String(date.getUTCFullYear())}`;
}
