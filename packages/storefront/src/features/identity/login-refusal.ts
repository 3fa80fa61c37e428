import type { ApiFailure } from '../../app/api-failure.js';

/** What the sign-in form knows when the server refuses a login. */
export interface LoginRefusalContext {
  /** The identifier typed (an e-mail address or a customer number). */
  identifier: string;
  /** An address the store has just told this shopper has an account, if any. */
  knownAccountEmail?: string | undefined;
  /** Whether an earlier attempt of this form was refused too. */
  refusedBefore: boolean;
}

/** Whether the server refused the credentials (by e-mail or by customer number). */
export const isRefusedLogin = (failure: ApiFailure): boolean =>
  failure.code === 'auth.invalid_login' || failure.code === 'auth.invalid_customer_number_login';

/**
 * The text of a refused login (spec 8, decision 017). The server words it for the identifier
 * typed, never for whether its account exists; the form knows more without learning anything
 * from the server: a refusal after a refusal says the spec's other wording, so the shopper sees
 * the new attempt was checked; an address the store has already said has an account can only
 * have had a wrong password. Any other failure keeps its text.
 */
export function withLoginRefusalText(
  failure: ApiFailure,
  context: LoginRefusalContext,
): ApiFailure {
  if (!isRefusedLogin(failure)) return failure;
  const { identifier, knownAccountEmail, refusedBefore } = context;
  if (refusedBefore) return { ...failure, messageKey: 'IDENTITY_LOGIN_INVALID_AGAIN' };
  if (knownAccountEmail?.toLowerCase() === identifier.toLowerCase())
    return { ...failure, messageKey: 'IDENTITY_LOGIN_WRONG_PASSWORD' };
  return failure;
}
