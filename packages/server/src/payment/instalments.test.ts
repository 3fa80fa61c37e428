import { describe, expect, it } from 'vitest';
import { toCents } from '../money.js';
import { instalmentPlan, instalmentPlans, takesInstalments } from './instalments.js';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
const sum = (amounts: string[]) => amounts.reduce((total, amount) => total + toCents(amount), 0);

describe('instalment plans (Oney)', () => {
  it('takes orders from 100 € to 3,000 €, both included', () => {
    expect([9_999, 10_000, 300_000, 300_001].map(takesInstalments)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(instalmentPlans(9_999, day('2026-11-27'))).toEqual([]);
    expect(instalmentPlans(10_000, day('2026-11-27')).map((plan) => plan.count)).toEqual([3, 4]);
  });

  it('splits the total into equal monthly instalments, the first carrying the odd cents', () => {
    expect(instalmentPlan(10_000, 3, day('2026-11-27'))).toEqual({
      count: 3,
      instalments: [
        { dueDate: '2026-11-27', amount: '33.34' },
        { dueDate: '2026-12-27', amount: '33.33' },
        { dueDate: '2027-01-27', amount: '33.33' },
      ],
    });
  });

  it.each([10_000, 10_001, 10_003, 123_457, 300_000])(
    'adds up to the total exactly (%i cents, 3 and 4 instalments)',
    (total) => {
      for (const count of [3, 4] as const) {
        const { instalments } = instalmentPlan(total, count, day('2026-11-27'));
        expect(instalments).toHaveLength(count);
        expect(sum(instalments.map(({ amount }) => amount))).toBe(total);
      }
    },
  );

  it('falls on the last day of a shorter month, in leap years too', () => {
    const dates = (from: string) =>
      instalmentPlan(20_000, 4, day(from)).instalments.map(({ dueDate }) => dueDate);
    expect(dates('2026-01-31')).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
    expect(dates('2027-12-31')).toEqual(['2027-12-31', '2028-01-31', '2028-02-29', '2028-03-31']);
  });
});
