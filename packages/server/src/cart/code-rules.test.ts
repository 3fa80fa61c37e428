import { describe, expect, it } from 'vitest';
import { codeOutcome, codeStatus, resolveCode, type PrivilegeCodeRule } from './code-rules.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const rule = (code: string, changes: Partial<PrivilegeCodeRule> = {}): PrivilegeCodeRule => ({
  code,
  label: code,
  thresholdCents: 0,
  benefit: { kind: 'percent', percent: 15 },
  isDefault: false,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: null,
  ...changes,
});

describe('codeStatus', () => {
  it('tells a valid code from an unknown, expired or future one', () => {
    expect(codeStatus(rule('A'), NOW)).toBe('valid');
    expect(codeStatus(undefined, NOW)).toBe('unknown');
    expect(codeStatus(rule('A', { expiresAt: NOW }), NOW)).toBe('expired');
    expect(codeStatus(rule('A', { startsAt: new Date('2026-07-01') }), NOW)).toBe('not-started');
  });
});

describe('resolveCode', () => {
  const fallback = rule('WELCOME', { isDefault: true });
  const rules = new Map([
    ['SAVE15', rule('SAVE15')],
    ['OLD', rule('OLD', { expiresAt: new Date('2026-01-02') })],
  ]);

  it('keeps a valid code, and applies the default when none is given', () => {
    expect(resolveCode('SAVE15', rules, fallback, NOW)).toEqual({
      rule: rules.get('SAVE15'),
      replaced: false,
    });
    expect(resolveCode('', rules, fallback, NOW)).toEqual({ rule: fallback, replaced: false });
    expect(resolveCode('WELCOME', new Map([['WELCOME', fallback]]), fallback, NOW)).toEqual({
      rule: fallback,
      replaced: false,
    });
  });

  it('replaces an unknown or expired code by the default, saying so', () => {
    for (const code of ['NOPE', 'OLD'])
      expect(resolveCode(code, rules, fallback, NOW)).toEqual({ rule: fallback, replaced: true });
    expect(resolveCode('NOPE', rules, null, NOW)).toEqual({ rule: null, replaced: true });
  });
});

describe('codeOutcome', () => {
  it('takes a percentage off to the cent, half up', () => {
    expect(codeOutcome(rule('A'), 3333)).toMatchObject({ applies: true, discountCents: 500 });
    expect(
      codeOutcome(rule('A', { benefit: { kind: 'percent', percent: 12.5 } }), 999),
    ).toMatchObject({ discountCents: 125 });
  });

  it('takes a fixed amount off, never more than the products', () => {
    const fixed = rule('TEN', {
      benefit: { kind: 'fixed', amountCents: 1000 },
      thresholdCents: 5000,
    });
    expect(codeOutcome(fixed, 4999)).toMatchObject({ applies: false, discountCents: 0 });
    expect(codeOutcome(fixed, 5000)).toMatchObject({ applies: true, discountCents: 1000 });
    const huge = rule('ALL', { benefit: { kind: 'fixed', amountCents: 100_000 } });
    expect(codeOutcome(huge, 2599).discountCents).toBe(2599);
  });

  it('gives free shipping or a gift from the threshold, and nothing to an empty cart', () => {
    const ship = rule('SHIP', { benefit: { kind: 'free-shipping' }, thresholdCents: 4900 });
    expect(codeOutcome(ship, 4900)).toMatchObject({ freeShipping: true, discountCents: 0 });
    expect(codeOutcome(ship, 4899).freeShipping).toBe(false);
    const gift = rule('GIFT', { benefit: { kind: 'gift', giftSku: '123' } });
    expect(codeOutcome(gift, 100)).toMatchObject({ giftSku: '123', discountCents: 0 });
    expect(codeOutcome(gift, 0).applies).toBe(false);
    expect(codeOutcome(null, 5000).applies).toBe(false);
  });
});
