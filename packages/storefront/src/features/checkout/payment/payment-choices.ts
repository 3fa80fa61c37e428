import type {
  CheckoutOrder,
  InstalmentCount,
  InstalmentPlan,
  PaymentMethod,
  PaymentOption,
} from '@vitrine/api-client';
import type { PaymentUnavailableReason } from '@vitrine/ui';
import { INSTALMENT_COUNTS } from '@vitrine/validation/choices';
import { toCents } from '../basket/basket-amounts.js';

/** A payment method as the page offers it (spec 2.5): Oney once per number of instalments. */
export interface PaymentChoice {
  /** The picker's option: the method, or 'oney-3x' and 'oney-4x'. */
  id: string;
  method: PaymentMethod;
  available: boolean;
  /** Why an unavailable method cannot be chosen: an i18n key, or Oney's amount limit. */
  reason?: string | Exclude<PaymentUnavailableReason, string>;
  /** The personal account's credit left, in the store's currency. */
  availableCredit?: number;
  /** Oney: the number of instalments and what each takes, when. */
  instalments?: InstalmentCount;
  plan?: InstalmentPlan;
}

export const PERSONAL_ACCOUNT: PaymentMethod = 'personalAccount';
const ONEY: PaymentMethod = 'oney';
const APPLE_PAY: PaymentMethod = 'applePay';

function personalAccountChoice(order: CheckoutOrder, available: boolean): PaymentChoice {
  const { personalAccount } = order;
  if (!personalAccount)
    return {
      id: PERSONAL_ACCOUNT,
      method: PERSONAL_ACCOUNT,
      available: false,
      reason: 'PAYMENT_NO_PERSONAL_ACCOUNT',
    };
  const credit = toCents(personalAccount.availableCredit);
  const covered = credit >= toCents(order.cart.total);
  return {
    id: PERSONAL_ACCOUNT,
    method: PERSONAL_ACCOUNT,
    available: available && covered,
    availableCredit: credit / 100,
    ...(available && !covered ? { reason: 'PAYMENT_CREDIT_TOO_LOW' } : {}),
  };
}

/**
 * Oney: one choice per plan, its schedule shown before paying; outside its range, each number of
 * instalments unavailable, saying the limit the order is beyond.
 */
function oneyChoices(order: CheckoutOrder, option: PaymentOption): PaymentChoice[] {
  const range = option.instalments;
  if (range?.plans.length)
    return range.plans.map((plan) => ({
      id: `${ONEY}-${String(plan.count)}x`,
      method: ONEY,
      available: option.available,
      instalments: plan.count,
      plan,
    }));
  const total = toCents(order.cart.total) / 100;
  const reason =
    range && total > toCents(range.max) / 100
      ? { maxAmount: toCents(range.max) / 100 }
      : { minAmount: toCents(range?.min ?? '0') / 100 };
  return INSTALMENT_COUNTS.map((count) => ({
    id: `${ONEY}-${String(count)}x`,
    method: ONEY,
    available: false,
    instalments: count,
    reason,
  }));
}

/**
 * The store's methods in the server's order, each available or not with its reason. The personal
 * account, where the store has one (UK), shows the credit left and cannot be chosen when it does
 * not cover the order (the server would refuse it). Apple Pay only where the browser can pay
 * with it.
 */
export function paymentChoices(
  order: CheckoutOrder,
  { personalAccount, applePay }: { personalAccount: boolean; applePay: boolean },
): PaymentChoice[] {
  return order.paymentMethods
    .filter(({ paymentMethod }) => personalAccount || paymentMethod !== PERSONAL_ACCOUNT)
    .flatMap((option): PaymentChoice[] => {
      const { paymentMethod: method, available } = option;
      if (method === PERSONAL_ACCOUNT) return [personalAccountChoice(order, available)];
      if (method === ONEY) return oneyChoices(order, option);
      if (method === APPLE_PAY && !applePay)
        return [{ id: method, method, available: false, reason: 'PAYMENT_APPLE_PAY_UNSUPPORTED' }];
      return [{ id: method, method, available }];
    });
}

/** The choice chosen when the page opens: the first one available. */
export const defaultChoice = (choices: readonly PaymentChoice[]): PaymentChoice | undefined =>
  choices.find((choice) => choice.available);
