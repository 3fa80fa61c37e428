import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ColissimoToken, StoreSegment } from '@vitrine/api-client/contract';

/** A token lets the relay-point widget work for 10 minutes. */
export const COLISSIMO_TOKEN_LIFETIME_SECONDS = 600;

/**
 * Drawn at start: tokens are only good on the process that signed them, and none survives a
 * restart — enough for a widget opened on the shipping page (see decision 006).
 */
const SECRET = randomBytes(32);

interface TokenClaims {
  store: StoreSegment;
  customerId: number;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

const sign = (payload: string) => createHmac('sha256', SECRET).update(payload).digest();

/** `base64url(claims).base64url(HMAC-SHA256(claims))`, for one customer of one store. */
export function generateColissimoToken(
  store: StoreSegment,
  customerId: number,
  now = Date.now(),
): ColissimoToken {
  const exp = Math.floor(now / 1000) + COLISSIMO_TOKEN_LIFETIME_SECONDS;
  const claims: TokenClaims = { store, customerId, exp };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return {
    token: `${payload}.${sign(payload).toString('base64url')}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

/** The claims of a token this process signed and that has not expired; null otherwise. */
export function verifyColissimoToken(token: string, now = Date.now()): TokenClaims | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as TokenClaims;
  return claims.exp * 1000 > now ? claims : null;
}
