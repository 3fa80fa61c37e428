import { describe, expect, it } from 'vitest';
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
  it('is a used or expired link (410) or a token the server refuses', () => {
    expect(isDeadLink({ status: 410, message: 'x', serverMessage: 'The link has expired.' })).toBe(
      true,
    );
    expect(isDeadLink({ status: 400, message: 'x', fields: { token: 'must match pattern' } })).toBe(
      true,
    );
  });

  it('is not a refused password, a busy server or a network failure', () => {
    expect(isDeadLink({ status: 400, message: 'x', fields: { newPassword: 'too short' } })).toBe(
      false,
    );
    expect(isDeadLink({ status: 429, message: 'x' })).toBe(false);
    expect(isDeadLink({ status: 500, message: 'x' })).toBe(false);
    expect(isDeadLink({ status: 0, message: 'x' })).toBe(false);
  });
});
