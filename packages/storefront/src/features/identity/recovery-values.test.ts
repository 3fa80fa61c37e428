import { ApiError } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { toApiFailure } from '../../app/api-failure.js';
import {
  initialRecoveryEmail,
  isDeadLink,
  isResetToken,
  passwordResetPayload,
  recoveryLinkState,
} from './recovery-values.js';

describe('recoveryLinkState', () => {
  it('hands an e-mail identifier on to the recovery pages, trimmed, and nothing else', () => {
    expect(recoveryLinkState(' marie.dupont@example.fr ')).toEqual({
      email: 'marie.dupont@example.fr',
    });
    expect(recoveryLinkState('10000001')).toBeUndefined();
    expect(recoveryLinkState('')).toBeUndefined();
  });
});

describe('initialRecoveryEmail', () => {
  it("starts from the login form's e-mail, else empty", () => {
    expect(initialRecoveryEmail({ email: 'a@b.fr' })).toBe('a@b.fr');
    for (const state of [null, undefined, 'a@b.fr', {}, { email: 42 }])
      expect(initialRecoveryEmail(state)).toBe('');
  });
});

describe('isResetToken', () => {
  it("accepts the server's base64url tokens only", () => {
    expect(isResetToken('x7Yq0-_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789')).toBe(true);
    expect(isResetToken(null)).toBe(false);
    expect(isResetToken('')).toBe(false);
    expect(isResetToken('short')).toBe(false);
    expect(isResetToken('not a token, with spaces!')).toBe(false);
    expect(isResetToken('a'.repeat(257))).toBe(false);
  });
});

describe('passwordResetPayload', () => {
  it('sends the token with the new password and its confirmation', () => {
    expect(
      passwordResetPayload('tok', {
        newPassword: 'Vitrine#2027',
        confirmNewPassword: 'Vitrine#2027',
      }),
    ).toEqual({ token: 'tok', newPassword: 'Vitrine#2027', confirmNewPassword: 'Vitrine#2027' });
  });
});

describe('isDeadLink', () => {
  const refused = (status: number, body: unknown) =>
    toApiFailure(new ApiError('/api/customer/resetpassword', status, body));

  it('is a used or expired link or a token the server refuses', () => {
    const expired = { code: 'account.reset_link_expired', message: 'Le lien a expiré.' };
    expect(isDeadLink(refused(410, expired))).toBe(true);
    const badToken = {
      code: 'request.invalid',
      message: 'La requête n’est pas valide.',
      fields: { token: 'request.invalid' },
    };
    expect(isDeadLink(refused(400, badToken))).toBe(true);
  });

  it('is not a refused password, a busy server or a network failure', () => {
    const weak = {
      code: 'form.invalid',
      message: 'Certains champs ne sont pas valides.',
      fields: { newPassword: 'VALIDATION_PASSWORD_LENGTH' },
    };
    expect(isDeadLink(refused(400, weak))).toBe(false);
    expect(
      isDeadLink(refused(429, { code: 'request.too_many', message: 'Trop de tentatives.' })),
    ).toBe(false);
    expect(
      isDeadLink(refused(500, { code: 'server.error', message: 'Une erreur est survenue.' })),
    ).toBe(false);
    expect(isDeadLink(toApiFailure(new TypeError('Failed to fetch')))).toBe(false);
  });
});
