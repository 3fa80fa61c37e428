import { describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR_KEY, showServerFailure, withFallbackMessage } from './server-failure.js';

describe('withFallbackMessage', () => {
  it("keeps the server's reason for a refusal", () => {
    const taken = {
      status: 409,
      message: 'An error occurred while fetching the data',
      serverMessage: 'Your email address is already associated with an account.',
    };
    expect(withFallbackMessage(taken, 'FALLBACK')).toBe(taken);
  });

  it.each([
    { status: 500, message: 'x', serverMessage: 'An error has occurred.' },
    { status: 0, message: 'x' },
    { status: 400, message: 'x' },
  ])("says the form's own message for %j", (failure) => {
    expect(withFallbackMessage(failure, 'FALLBACK').serverMessage).toBe('FALLBACK');
  });
});

describe('showServerFailure', () => {
  it("puts the server's field messages inline, as keys", () => {
    vi.stubGlobal('window', { dataLayer: [] });
    const setErrors = vi.fn();
    const setStatus = vi.fn();
    const wrong = "The password doesn't match this account.";
    showServerFailure(
      'password_change',
      { status: 400, message: 'x', serverMessage: wrong, fields: { password: wrong } },
      { setErrors, setStatus },
      (message) => (message === wrong ? 'WRONG_PASSWORD_KEY' : message),
    );
    expect(setErrors).toHaveBeenCalledWith({ password: 'WRONG_PASSWORD_KEY' });
    // Shown on the field, not a second time above the button.
    expect(setStatus).toHaveBeenCalledWith(undefined);
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([
      { event: 'form_error', form_name: 'password_change', form_errors: 'mot de passe' },
    ]);
    vi.unstubAllGlobals();
  });

  it('shows the message above the button when no field says it', () => {
    vi.stubGlobal('window', { dataLayer: [] });
    const setStatus = vi.fn();
    showServerFailure(
      'signup',
      {
        status: 400,
        message: 'x',
        serverMessage: 'Some fields are not valid.',
        fields: { city: 'K' },
      },
      { setErrors: vi.fn(), setStatus },
    );
    expect(setStatus).toHaveBeenCalledWith({ error: 'Some fields are not valid.' });
    vi.unstubAllGlobals();
  });

  it('shows the generic message when the server gave none', () => {
    const setStatus = vi.fn();
    showServerFailure('x', { status: 0, message: 'x' }, { setErrors: vi.fn(), setStatus });
    expect(setStatus).toHaveBeenCalledWith({ error: GENERIC_ERROR_KEY });
  });
});
