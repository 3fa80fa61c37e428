import { describe, expect, it } from 'vitest';
import {
  COLISSIMO_TOKEN_LIFETIME_SECONDS,
  generateColissimoToken,
  verifyColissimoToken,
} from './colissimo-token.js';

describe('Colissimo widget tokens', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');

  it('are signed for a customer of a store and expire', () => {
    const { token, expiresAt } = generateColissimoToken('fr', 42, now);
    expect(expiresAt).toBe('2026-11-21T10:10:00.000Z');
    expect(verifyColissimoToken(token, now)).toEqual({
      store: 'fr',
      customerId: 42,
      exp: now / 1000 + COLISSIMO_TOKEN_LIFETIME_SECONDS,
    });
    expect(verifyColissimoToken(token, Date.parse(expiresAt))).toBeNull();
  });

  it('cannot be forged or altered', () => {
    const { token } = generateColissimoToken('uk', 7, now);
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ store: 'uk', customerId: 8, exp: 9e9 })).toString(
      'base64url',
    );
    expect(verifyColissimoToken(`${forged}.${signature ?? ''}`, now)).toBeNull();
    expect(verifyColissimoToken('not-a-token', now)).toBeNull();
    expect(verifyColissimoToken(`${token}.more`, now)).toBeNull();
  });
});
