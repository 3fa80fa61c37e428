import type { LoginBody } from '@vitrine/api-client';
import { looksLikeEmail } from '@vitrine/validation';
import type { FormSchemas } from '@vitrine/validation/forms';
import type { StringSchema } from 'yup';

/** The login form as typed: one identifier field (spec 3 names it `email`), surname, password. */
export interface LoginValues {
  /** An e-mail address or a customer number. */
  email: string;
  /** Asked for with a customer number only. */
  surname: string;
  password: string;
}

export const EMPTY_LOGIN: LoginValues = { email: '', surname: '', password: '' };

/** The i18n keys of the fields' labels, in page order (the error summary lists them so). */
export const LOGIN_LABEL_KEYS: Record<keyof LoginValues, string> = {
  email: 'IDENTITY_IDENTIFIER_LABEL',
  surname: 'IDENTITY_SURNAME_LABEL',
  password: 'IDENTITY_PASSWORD_LABEL',
};

/** What the identifier is (spec 5): nothing typed yet, an e-mail address or a customer number. */
export type IdentifierKind = 'none' | 'email' | 'customer-number';

export function identifierKind(identifier: string): IdentifierKind {
  if (identifier === '') return 'none';
  return looksLikeEmail(identifier) ? 'email' : 'customer-number';
}

/**
 * The login schema for the form: the shared schema asks for a surname whenever the identifier is
 * not an e-mail address, an empty one included; the form shows the surname field only once a
 * customer number is being typed, so it does not ask for it before.
 */
export function loginFormSchema(login: FormSchemas['login']) {
  // The shape's field types are erased to ISchema; surname is a string schema (`text()`).
  const surname = login.fields.surname as StringSchema<string | null | undefined>;
  return login.shape({
    surname: surname.when('email', {
      is: (identifier: string | undefined) => identifierKind(identifier ?? '') === 'none',
      then: (schema) => schema.notRequired(),
    }),
  });
}

/**
 * The login call's body (spec 3): `{ email, … }` for an e-mail address, else `{ nClient,
 * surname, … }`, with the bot challenge's token.
 */
export function loginPayload(values: LoginValues, turnstileToken: string): LoginBody {
  const { email: identifier, surname, password } = values;
  return identifierKind(identifier) === 'email'
    ? { email: identifier, password, turnstileToken }
    : { nClient: identifier, surname, password, turnstileToken };
}
