import type { CheckoutOrder, PaymentMethod } from '@vitrine/api-client';
import { toCents } from '../basket/basket-amounts.js';

/** A payment method as the page offers it (spec 2.5). */
export interface PaymentChoice {
  method: PaymentMethod;
  available: boolean;
  /** Why an unavailable method cannot be chosen; none: the kit's 'Currently unavailable'. */
  reasonKey?: string;
  /** The personal account's credit left, in the store's currency. */
  availableCredit?: number;
}

export const PERSONAL_ACCOUNT: PaymentMethod = 'personalAccount';

function personalAccountChoice(order: CheckoutOrder, available: boolean): PaymentChoice {
  const { personalAccount } = order;
  if (!personalAccount)
    return { method: PERSONAL_ACCOUNT, available: false, reasonKey: 'PAYMENT_NO_PERSONAL_ACCOUNT' };
  const credit = toCents(personalAccount.availableCredit);
  const covered = credit >= toCents(order.cart.total);
  return {
    method: PERSONAL_ACCOUNT,
    available: available && covered,
    availableCredit: credit / 100,
    ...(available && !covered ? { reasonKey: 'PAYMENT_CREDIT_TOO_LOW' } : {}),
  };
}

/**
 * The store's methods in the server's order, each available or not with its reason. The personal
 * account, where the store has one (UK), shows the credit left and cannot be chosen when it does
 * not cover the order (the server would refuse it).
 */
export function paymentChoices(
  order: CheckoutOrder,
  { personalAccount }: { personalAccount: boolean },
): PaymentChoice[] {
  return order.paymentMethods
    .filter(({ paymentMethod }) => personalAccount || paymentMethod !== PERSONAL_ACCOUNT)
    .map(({ paymentMethod, available }) =>
      paymentMethod === PERSONAL_ACCOUNT
        ? personalAccountChoice(order, available)
        : { method: paymentMethod, available },
    );
}

/** The method chosen when the page opens: the first one available. */
export const defaultMethod = (choices: readonly PaymentChoice[]): PaymentMethod | '' =>
  choices.find((choice) => choice.available)?.method ?? '';
