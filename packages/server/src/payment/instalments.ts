import type { InstalmentCount, InstalmentPlan } from '@vitrine/api-client/contract';
import { INSTALMENT_COUNTS } from '@vitrine/validation/choices';
import { fromCents } from '../money.js';

/** The order totals Oney takes in instalments (French store): 100 € to 3,000 €. */
export const INSTALMENT_RANGE_CENTS = { min: 10_000, max: 300_000 } as const;

export const takesInstalments = (totalCents: number): boolean =>
  totalCents >= INSTALMENT_RANGE_CENTS.min && totalCents <= INSTALMENT_RANGE_CENTS.max;

/** The same day `months` later ('YYYY-MM-DD', UTC), on the month's last day when it has none. */
function monthsLater(day: Date, months: number): string {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), lastDay)))
    .toISOString()
    .slice(0, 10);
}

/**
 * A plan without fees: the first instalment is taken on the order's day, the others a month
 * apart. The instalments are equal to the cent, the first one carrying what does not divide, so
 * that they add up to the total exactly.
 */
export function instalmentPlan(
  totalCents: number,
  count: InstalmentCount,
  today: Date,
): InstalmentPlan {
  const share = Math.floor(totalCents / count);
  const first = totalCents - share * (count - 1);
  return {
    count,
    instalments: Array.from({ length: count }, (_, index) => ({
      dueDate: monthsLater(today, index),
      amount: fromCents(index === 0 ? first : share),
    })),
  };
}

/** Every plan of an order, or none outside the range. */
export const instalmentPlans = (totalCents: number, today: Date): InstalmentPlan[] =>
  takesInstalments(totalCents)
    ? INSTALMENT_COUNTS.map((count) => instalmentPlan(totalCents, count, today))
    : [];
