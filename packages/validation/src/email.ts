export const EMAIL_MAX_LENGTH = 200;

export interface EmailOptions {
  /** Accept `+` in the local part. Production refuses it; test stores allow it (spec §5). */
  allowPlus?: boolean;
}

// Dot-separated runs of letters, digits, hyphens and underscores (no leading, trailing or double dot).
const LOCAL_PART = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
const LOCAL_PART_WITH_PLUS = /^[A-Za-z0-9_+-]+(\.[A-Za-z0-9_+-]+)*$/;
const DOMAIN = /^([A-Za-z0-9_-]+\.)+[A-Za-z]{2,}$/;

/**
 * A valid e-mail address (spec §5): 1–200 characters; local part and domain of letters, digits,
 * hyphen, underscore and dot; a dotted domain ending with a top-level domain. `+` only with
 * `allowPlus`; `&` and any other character never.
 */
export function isEmail(email: string, options: EmailOptions = {}): boolean {
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const localPart = email.slice(0, at);
  const domain = email.slice(at + 1);
  const localPattern = options.allowPlus === true ? LOCAL_PART_WITH_PLUS : LOCAL_PART;
  return localPattern.test(localPart) && DOMAIN.test(domain);
}

/**
 * Whether a login identifier has the x@y.z shape of an e-mail address; anything else is read as a
 * customer number (spec §5). This is a shape test, not validation: use {@link isEmail} for that.
 */
export function looksLikeEmail(identifier: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(identifier);
}
