import type { StoreLocale } from './forms/locale.js';

/** The stores' currencies: euros in the fr-FR store, pounds in the en-GB one. */
export type Currency = 'EUR' | 'GBP';

/*
 * Written from a small table rather than with Intl.NumberFormat, character for character what
 * Intl writes (money.test.ts compares them): the first Intl formatter a page creates loads ICU's
 * locale data, a long task while the page hydrates (docs/decisions/016).
 */
const MONEY: Record<
  StoreLocale,
  { group: string; decimal: string; write: (digits: string, currency: Currency) => string }
> = {
  // 1 234,50 € — a narrow no-break space (U+202F) between thousands, a no-break space (U+00A0)
  // before the sign; pounds are '£GB' in French.
  'fr-FR': {
    group: '\u202f',
    decimal: ',',
    write: (digits, currency) => `${digits}\u00a0${currency === 'EUR' ? '€' : '£GB'}`,
  },
  'en-GB': {
    group: ',',
    decimal: '.',
    write: (digits, currency) => `${currency === 'EUR' ? '€' : '£'}${digits}`,
  },
};

/**
 * An amount (in euros or pounds, not cents) as the stores show it (spec §9): rounded to the cent,
 * then whole amounts without decimals ('49 €', '£49') and others with two ('49,90 €', '£49.90');
 * thousands grouped ('1 249,99 €', '£1,249.99'); a minus sign before negative amounts
 * ('-3,40 €', '-£3.40'). fr-FR writes U+202F between thousands and U+00A0 before the sign.
 */
export function formatMoney(amount: number, locale: StoreLocale, currency: Currency): string {
  const cents = Math.round(amount * 100);
  const value = cents / 100;
  const { group, decimal, write } = MONEY[locale];
  const [whole = '0', fraction = ''] = Math.abs(value)
    .toFixed(cents % 100 === 0 ? 0 : 2)
    .split('.');
  const digits = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${fraction ? decimal + fraction : ''}`;
  // Intl writes a minus before any negative value, even one that rounds to zero ('-0 €').
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${write(digits, currency)}`;
}
