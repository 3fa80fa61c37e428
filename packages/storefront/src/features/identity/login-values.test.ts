import { createFormSchemas } from '@vitrine/validation/forms';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_LOGIN,
  LOGIN_LABEL_KEYS,
  identifierKind,
  loginFormSchema,
  loginPayload,
} from './login-values.js';

const TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

/** The fields in error of a login form, by the form's schema. */
async function errorsOf(values: Record<string, string>) {
  const schema = loginFormSchema(createFormSchemas('fr-FR').login);
  try {
    await schema.validate({ ...EMPTY_LOGIN, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]));
  }
}

describe('identifierKind', () => {
  it.each([
    ['', 'none'],
    ['marie.dupont@example.fr', 'email'],
    ['a@b.co', 'email'],
    ['700012345', 'customer-number'],
    ['marie.dupont', 'customer-number'],
    ['marie@example', 'customer-number'],
  ])('%j is %s', (identifier, kind) => {
    expect(identifierKind(identifier)).toBe(kind);
  });
});

describe('loginPayload', () => {
  it('sends an e-mail address as email, without the surname', () => {
    expect(
      loginPayload({ email: 'marie@example.fr', surname: 'Dupont', password: 'Secret1!' }, TOKEN),
    ).toEqual({ email: 'marie@example.fr', password: 'Secret1!', turnstileToken: TOKEN });
  });

  it('sends a customer number as nClient, with the surname', () => {
    expect(
      loginPayload({ email: '700012345', surname: 'Dupont', password: 'Secret1!' }, TOKEN),
    ).toEqual({
      nClient: '700012345',
      surname: 'Dupont',
      password: 'Secret1!',
      turnstileToken: TOKEN,
    });
  });
});

describe('loginFormSchema', () => {
  it('asks for the identifier and the password, not yet for a surname', async () => {
    expect(await errorsOf({})).toEqual({
      email: 'VALIDATION_REQUIRED',
      password: 'VALIDATION_REQUIRED',
    });
  });

  it('asks for the surname with a customer number', async () => {
    expect(await errorsOf({ email: '700012345', password: 'x' })).toEqual({
      surname: 'VALIDATION_REQUIRED',
    });
    expect(await errorsOf({ email: '700012345', surname: 'Dupont', password: 'x' })).toEqual({});
  });

  it('needs no surname with an e-mail address', async () => {
    expect(await errorsOf({ email: 'marie@example.fr', password: 'x' })).toEqual({});
  });

  it('still checks the identifier and the surname as the shared schema does', async () => {
    expect(await errorsOf({ email: 'marie.dupont', surname: 'D', password: 'x' })).toEqual({
      email: 'VALIDATION_IDENTIFIER_INVALID',
      surname: 'VALIDATION_NAME_INVALID',
    });
  });

  it('has a label for every field', () => {
    const fields = Object.keys(createFormSchemas('en-GB').login.fields);
    expect(Object.keys(LOGIN_LABEL_KEYS).sort()).toEqual(fields.sort());
  });
});
