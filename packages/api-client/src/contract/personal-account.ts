import Type, { type Static } from 'typebox';
import { Amount, OrderNumber } from './fields.js';

// ---------------------------------------------------------------------------------------------
// UK personal (store credit) account (spec 2.1 /my-personal-account, spec 5 and 9: amounts
// paid in are between 0 and 1000 pounds). Decision 014.
// ---------------------------------------------------------------------------------------------

/**
 * A line of the account's statement: an order paid on the account (`charge`, the balance grows)
 * or a card repayment (`payment`, it falls). `amount` is positive; the kind gives the direction.
 */
export const StatementLine = Type.Object({
  date: Type.String({ format: 'date-time' }),
  kind: Type.Enum(['charge', 'payment']),
  /** The order a charge paid; '' for a payment. */
  orderNumber: Type.Union([OrderNumber, Type.Literal('')]),
  /** 'Order 700000012', 'Card payment': in the store's language. */
  label: Type.String(),
  amount: Amount,
});
export type StatementLine = Static<typeof StatementLine>;

/**
 * The account, in the store's currency (pounds): what is owed (`balance`), the limit, the credit
 * left (limit − balance), whether that is under the low-credit threshold, the most one payment
 * may be (the balance, at most 1000), and the latest statement lines, newest first.
 */
export const PersonalAccount = Type.Object({
  creditLimit: Amount,
  balance: Amount,
  availableCredit: Amount,
  /** The low-credit message shows when the available credit is under this amount. */
  lowCreditThreshold: Amount,
  lowCredit: Type.Boolean(),
  /** 0.01 to this amount may be paid in one payment; '0' when nothing is owed. */
  paymentMax: Amount,
  statement: Type.Array(StatementLine, { maxItems: 20 }),
});
export type PersonalAccount = Static<typeof PersonalAccount>;

/**
 * A card payment into the account (the form's `amount`, in pounds). The contract takes any
 * number: the bounds (more than 0, at most 1000 and at most the balance, in whole pence) are the
 * form's rules, answered field by field.
 */
export const PersonalAccountPaymentBody = Type.Object({ amount: Type.Number() });
export type PersonalAccountPaymentBody = Static<typeof PersonalAccountPaymentBody>;

/** The sandbox provider's hosted page where the shopper types the card. */
export const PersonalAccountPaymentStart = Type.Object({ redirectUrl: Type.String() });
export type PersonalAccountPaymentStart = Static<typeof PersonalAccountPaymentStart>;
