import { cookieAssignment, readCookie } from '../../shared/cookies.js';

/**
 * Spec 4 and 9, the plus-size cookie: the SKUs of plus-size products (estGrandeTaille) the
 * shopper added to the basket, comma-separated and URL-encoded. Adding a flagged product adds
 * its SKU, adding an unflagged one removes it; the cookie is deleted once empty. It lasts
 * 15768000 s (about six months), for the whole site (Path=/), SameSite=Lax.
 */
export const PLUS_SIZE_COOKIE = 'vitrine_plus_size';
const PLUS_SIZE_COOKIE_MAX_AGE = 15_768_000;

/** The SKUs in a `document.cookie` string; none when the cookie is absent or unreadable. */
export function readPlusSizeSkus(cookies: string): string[] {
  const value = readCookie(cookies, PLUS_SIZE_COOKIE);
  if (!value) return [];
  try {
    return decodeURIComponent(value).split(',').filter(Boolean);
  } catch {
    return [];
  }
}

/** The list once this SKU's product is known to be flagged plus-size or not. */
export function withPlusSizeSku(skus: readonly string[], sku: string, flagged: boolean): string[] {
  const others = skus.filter((s) => s !== sku);
  return flagged ? [...others, sku] : others;
}

/** The `document.cookie` assignment that stores the list, or deletes the cookie when empty. */
export function plusSizeCookie(skus: readonly string[], secure: boolean): string {
  const value = skus.length > 0 ? encodeURIComponent(skus.join(',')) : '';
  return cookieAssignment(PLUS_SIZE_COOKIE, value, PLUS_SIZE_COOKIE_MAX_AGE, secure);
}

/**
 * Updates the cookie after a product was added to the basket. A flagged SKU is written again
 * (its lifetime starts over); an unflagged one only when it was in the list.
 */
export function rememberPlusSize(
  doc: { cookie: string },
  sku: string,
  flagged: boolean,
  secure: boolean,
): void {
  const before = readPlusSizeSkus(doc.cookie);
  const after = withPlusSizeSku(before, sku, flagged);
  if (!flagged && after.length === before.length) return;
  doc.cookie = plusSizeCookie(after, secure);
}
