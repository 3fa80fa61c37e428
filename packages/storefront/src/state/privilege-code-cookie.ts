import { cookieAssignment, isSecurePage, readCookie } from '../shared/cookies.js';

/** Spec 9: the shopper's privilege code lives 172800 s (2 days) in a SameSite=Lax cookie. */
export const PRIVILEGE_CODE_COOKIE = 'vitrine_privilege_code';
export const PRIVILEGE_CODE_COOKIE_MAX_AGE = 172_800;

export function readPrivilegeCodeCookie(doc: { cookie: string } = document): string {
  const value = readCookie(doc.cookie, PRIVILEGE_CODE_COOKIE) ?? '';
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/** Keeps the shopper's code; '' deletes the cookie (a reset, or the default applies). */
export function writePrivilegeCodeCookie(code: string, doc: { cookie: string } = document): void {
  doc.cookie = cookieAssignment(
    PRIVILEGE_CODE_COOKIE,
    encodeURIComponent(code),
    PRIVILEGE_CODE_COOKIE_MAX_AGE,
    isSecurePage(),
  );
}
