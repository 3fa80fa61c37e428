// What the sandbox card provider checks before "asking the bank": the card number's Luhn digit,
// the expiry date and the security code, then which test card it is.

/** What the bank answers for each test card. */
export type CardOutcome = 'authorised' | 'declined' | 'challenge';

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'authorised',
  '4000000000000002': 'declined',
  /** 3-D Secure: the shopper approves or fails a challenge first. */
  '4000000000003220': 'challenge',
};

export type CardField = 'cardNumber' | 'expiry' | 'cvc';

export type CardError =
  'number-invalid' | 'number-not-a-test-card' | 'expiry-invalid' | 'expiry-past' | 'cvc-invalid';

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CardCheck =
  | { ok: true; outcome: CardOutcome; last4: string }
  | { ok: false; errors: Partial<Record<CardField, CardError>> };

/** The Luhn (mod 10) check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card numbers are typed with spaces or dashes between the groups. */
const cardDigits = (cardNumber: string): string => cardNumber.replace(/[\s-]/g, '');

/** 'MM/YY' or 'MM/YYYY' → the month the card expires (valid to its last day), or null. */
export function parseExpiry(expiry: string): { year: number; month: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]) + (match[2]?.length === 2 ? 2000 : 0);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

function expiryError(expiry: string, today: Date): CardError | null {
  const parsed = parseExpiry(expiry);
  if (!parsed) return 'expiry-invalid';
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  return parsed.year * 12 + parsed.month < thisMonth ? 'expiry-past' : null;
}

function numberError(digits: string): CardError | null {
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'number-invalid';
  // Like a real provider's test mode: a card that is not one of its test cards is refused.
  return TEST_CARDS[digits] ? null : 'number-not-a-test-card';
}

/** Checks the hosted form; a valid test card answers what the bank will say. */
export function checkCard(form: CardForm, today = new Date()): CardCheck {
  const digits = cardDigits(form.cardNumber);
  const errors: Partial<Record<CardField, CardError>> = {};
  const number = numberError(digits);
  if (number) errors.cardNumber = number;
  const expiry = expiryError(form.expiry, today);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'cvc-invalid';
  const outcome = TEST_CARDS[digits];
  if (Object.keys(errors).length || !outcome) return { ok: false, errors };
  return { ok: true, outcome, last4: digits.slice(-4) };
}
