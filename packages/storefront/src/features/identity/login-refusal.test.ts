import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../app/api-failure.js';
import { withLoginRefusalText } from './login-refusal.js';

const BY_EMAIL: ApiFailure = {
  status: 401,
  message: 'Unauthorized',
  code: 'auth.invalid_login',
  messageKey: 'IDENTITY_LOGIN_INVALID',
};
const BY_NUMBER: ApiFailure = {
  ...BY_EMAIL,
  code: 'auth.invalid_customer_number_login',
  messageKey: 'IDENTITY_LOGIN_INVALID_CUSTOMER_NUMBER',
};
const EMAIL = 'claire.dupont@example.fr';

const textOf = (failure: ApiFailure, context: Parameters<typeof withLoginRefusalText>[1]) =>
  withLoginRefusalText(failure, context).messageKey;

describe('withLoginRefusalText', () => {
  it("keeps the server's text for the identifier typed on a first refusal", () => {
    expect(textOf(BY_EMAIL, { identifier: EMAIL, refusedBefore: false })).toBe(
      'IDENTITY_LOGIN_INVALID',
    );
    expect(textOf(BY_NUMBER, { identifier: '12345678', refusedBefore: false })).toBe(
      'IDENTITY_LOGIN_INVALID_CUSTOMER_NUMBER',
    );
  });

  it('says the password is wrong for the address the store said has an account, whatever its case', () => {
    expect(
      textOf(BY_EMAIL, {
        identifier: EMAIL.toUpperCase(),
        knownAccountEmail: EMAIL,
        refusedBefore: false,
      }),
    ).toBe('IDENTITY_LOGIN_WRONG_PASSWORD');
    // Another address typed instead: nothing is known of its account.
    expect(
      textOf(BY_EMAIL, {
        identifier: 'autre@example.fr',
        knownAccountEmail: EMAIL,
        refusedBefore: false,
      }),
    ).toBe('IDENTITY_LOGIN_INVALID');
  });

  it('says the other wording on any later refusal of the form', () => {
    for (const failure of [BY_EMAIL, BY_NUMBER])
      expect(
        textOf(failure, { identifier: EMAIL, knownAccountEmail: EMAIL, refusedBefore: true }),
      ).toBe('IDENTITY_LOGIN_INVALID_AGAIN');
  });

  it('leaves any other failure as it is', () => {
    const tooMany: ApiFailure = {
      status: 429,
      message: 'Too Many Requests',
      code: 'request.too_many',
      messageKey: 'ERROR_TOO_MANY_ATTEMPTS',
    };
    expect(withLoginRefusalText(tooMany, { identifier: EMAIL, refusedBefore: true })).toBe(tooMany);
  });
});
