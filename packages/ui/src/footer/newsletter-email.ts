import { isEmail } from '@vitrine/validation';

/** The form error of the newsletter e-mail field (keys of common.i18n.ts). */
export type NewsletterEmailError = 'VALIDATION_REQUIRED' | 'VALIDATION_EMAIL_INVALID';

export interface NewsletterEmailOptions {
  /** Accept `+` in the address: test stores only (spec §5). */
  allowPlus?: boolean | undefined;
}

/**
 * What is wrong with the address typed in the newsletter box, or `null` when it can be sent
 * (spec §5, validated with `isEmail`). Blanks around it are ignored.
 */
export function newsletterEmailError(
  email: string,
  { allowPlus = false }: NewsletterEmailOptions = {},
): NewsletterEmailError | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'VALIDATION_REQUIRED';
  return isEmail(trimmed, { allowPlus }) ? null : 'VALIDATION_EMAIL_INVALID';
}
