import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt cost. Production: N = 2^17, r = 8, p = 1 (128 MiB, OWASP's recommended minimum), a 16-byte
 * salt and a 32-byte key. Tests use a cheaper N; every hash names its own parameters, so hashes
 * made with any cost keep verifying after the cost changes.
 */
export interface PasswordHashing {
  log2N: number;
  r: number;
  p: number;
}

export const PRODUCTION_PASSWORD_HASHING: PasswordHashing = { log2N: 17, r: 8, p: 1 };
/** PASSWORD_HASHING=fast (browser suites, never production): 16 MiB, about 8 times quicker. */
export const FAST_PASSWORD_HASHING: PasswordHashing = { log2N: 14, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, { log2N, r, p }: PasswordHashing): Promise<Buffer> {
  const N = 2 ** log2N;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** `scrypt$log2N$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string, cost: PasswordHashing): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost.log2N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    log2N: Number(log2N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
