import { describe, expect, it } from 'vitest';
import { checkCard, parseExpiry, passesLuhn, TEST_CARDS } from './card-checks.js';

const TODAY = new Date('2026-11-21T10:00:00Z');
const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('passesLuhn', () => {
  it.each(Object.keys(TEST_CARDS))('accepts the test card %s', (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });

  it.each(['4242424242424241', '4000000000000001', '1234567812345678'])('refuses %s', (digits) => {
    expect(passesLuhn(digits)).toBe(false);
  });
});

describe('parseExpiry', () => {
  it.each([
    ['12/30', { year: 2030, month: 12 }],
    ['01 / 2027', { year: 2027, month: 1 }],
    ['13/30', null],
    ['00/30', null],
    ['1/30', null],
    ['12-30', null],
  ])('%s → %j', (text, expected) => {
    expect(parseExpiry(text)).toEqual(expected);
  });
});

describe('checkCard', () => {
  it.each([
    ['4242 4242 4242 4242', 'authorised'],
    ['4000-0000-0000-0002', 'declined'],
    ['4000000000003220', 'challenge'],
  ] as const)('answers what the bank says for %s: %s', (cardNumber, outcome) => {
    expect(checkCard({ ...valid, cardNumber }, TODAY)).toEqual({
      ok: true,
      outcome,
      last4: cardNumber.slice(-4),
    });
  });

  it('takes a card until the end of its expiry month', () => {
    expect(checkCard({ ...valid, expiry: '11/26' }, TODAY).ok).toBe(true);
    expect(checkCard({ ...valid, expiry: '10/26' }, TODAY)).toEqual({
      ok: false,
      errors: { expiry: 'expiry-past' },
    });
  });

  it('reports every field at fault', () => {
    expect(checkCard({ cardNumber: '4242 4242 4242 4241', expiry: '', cvc: '1' }, TODAY)).toEqual({
      ok: false,
      errors: { cardNumber: 'number-invalid', expiry: 'expiry-invalid', cvc: 'cvc-invalid' },
    });
  });

  it('refuses a valid card that is not a test card, like a provider in test mode', () => {
    expect(checkCard({ ...valid, cardNumber: '5555 5555 5555 4444' }, TODAY)).toEqual({
      ok: false,
      errors: { cardNumber: 'number-not-a-test-card' },
    });
  });
});
