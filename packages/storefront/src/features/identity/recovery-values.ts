import type { PasswordResetBody } from '@vitrine/api-client';
import type { ApiFailure } from '../../app/api-failure.js';
import { identifierKind } from './login-values.js';

// The recovery pages (spec 4 password reset, forgotten customer number): an e-mail address to
// send the mail to, then the reset link's new password.

/** The request forms (forgotten password, forgotten customer number): the account's e-mail. */
export interface RecoveryRequestValues {
  email: string;
}

export const RECOVERY_REQUEST_LABEL_KEYS: Record<keyof RecoveryRequestValues, string> = {
  email: 'IDENTITY_EMAIL_LABEL',
};

/**
 * What the login form hands to a recovery page it links to (router state, kept out of the
 * address): the e-mail address typed in it, if the identifier is one.
 */
export function recoveryLinkState(identifier: string): RecoveryRequestValues | undefined {
  const email = identifier.trim();
  return identifierKind(email) === 'email' ? { email } : undefined;
}

/** The e-mail a recovery page starts with: the login form's, else none. */
export function initialRecoveryEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}

/** The reset link's page: the new password, twice (spec 3 field names). */
export interface PasswordResetValues {
  newPassword: string;
  confirmNewPassword: string;
}

export const EMPTY_PASSWORD_RESET: PasswordResetValues = {
  newPassword: '',
  confirmNewPassword: '',
};

export const PASSWORD_RESET_LABEL_KEYS: Record<keyof PasswordResetValues, string> = {
  newPassword: 'IDENTITY_RESET_PASSWORD_LABEL',
  confirmNewPassword: 'IDENTITY_RESET_CONFIRM_LABEL',
};

/**
 * The shape of a reset link's token (the contract's ResetToken: the server's are 43 base64url
 * characters). Anything else cannot be a link the store sent: the page says it has expired.
 */
const RESET_TOKEN = /^[A-Za-z0-9_-]{16,256}$/;

export const isResetToken = (token: string | null): token is string =>
  token !== null && RESET_TOKEN.test(token);

export const passwordResetPayload = (
  token: string,
  values: PasswordResetValues,
): PasswordResetBody => ({ token, ...values });

/**
 * A refusal meaning the link cannot be used: used or expired, or a token the server does not
 * accept (a refusal naming the token field).
 */
export const isDeadLink = (failure: ApiFailure): boolean =>
  failure.code === 'account.reset_link_expired' || failure.fields?.token !== undefined;
