import { ApiError } from '@vitrine/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toApiFailure } from '../../app/api-failure.js';
import { GENERIC_ERROR_KEY, showServerFailure, withFallbackMessage } from './server-failure.js';

/** A failure as the store keeps it, from the server's answer. */
const refused = (status: number, body?: unknown) =>
  toApiFailure(new ApiError('/api/customer/create', status, body));

describe('withFallbackMessage', () => {
  it("keeps the server's reason for a refusal", () => {
    const taken = refused(409, {
      code: 'account.email_taken',
      message: 'Votre adresse e-mail est déjà associée à un compte.',
    });
    expect(withFallbackMessage(taken, 'FALLBACK')).toEqual(taken);
  });

  it.each([
    ['a server error', refused(500, { code: 'server.error', message: 'Une erreur est survenue.' })],
    ['no answer', toApiFailure(new TypeError('Failed to fetch'))],
    ['a refusal without a body', refused(400)],
    [
      'a refusal only said to be an error',
      refused(400, { code: 'request.invalid_json', message: 'Le corps n’est pas un JSON valide.' }),
    ],
  ])("says the form's own message for %s", (_, failure) => {
    expect(withFallbackMessage(failure, 'FALLBACK').messageKey).toBe('FALLBACK');
  });
});

describe('showServerFailure', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("puts the server's field reasons inline, as keys", () => {
    vi.stubGlobal('window', { dataLayer: [] });
    const setErrors = vi.fn();
    const setStatus = vi.fn();
    const wrong = refused(400, {
      code: 'auth.wrong_current_password',
      message: 'Le mot de passe ne correspond pas à ce compte.',
      fields: { password: 'auth.wrong_current_password' },
    });
    showServerFailure('password_change', wrong, { setErrors, setStatus });
    expect(setErrors).toHaveBeenCalledWith({ password: 'INFORMATION_WRONG_PASSWORD' });
    // Shown on the field, not a second time above the button.
    expect(setStatus).toHaveBeenCalledWith(undefined);
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([
      { event: 'form_error', form_name: 'password_change', form_errors: 'mot de passe' },
    ]);
  });

  it('shows the reason above the button when no field says it', () => {
    vi.stubGlobal('window', { dataLayer: [] });
    const setErrors = vi.fn();
    const setStatus = vi.fn();
    const invalid = refused(400, {
      code: 'form.invalid',
      message: 'Certains champs ne sont pas valides.',
      fields: { city: 'VALIDATION_CITY_INVALID' },
    });
    showServerFailure('signup', invalid, { setErrors, setStatus });
    expect(setErrors).toHaveBeenCalledWith({ city: 'VALIDATION_CITY_INVALID' });
    expect(setStatus).toHaveBeenCalledWith({ error: 'ERROR_FORM_INVALID' });
  });

  it('gives the reason its values', () => {
    const setStatus = vi.fn();
    const short = refused(409, {
      code: 'order.not_enough_stock',
      message: 'Désolé, il ne reste plus assez de stock de « Robe ».',
      params: { product: 'Robe' },
    });
    showServerFailure('payment', short, { setErrors: vi.fn(), setStatus });
    expect(setStatus).toHaveBeenCalledWith({
      error: 'PAYMENT_NOT_ENOUGH_STOCK',
      params: { product: 'Robe' },
    });
  });

  it('shows the generic message when the server gave no reason', () => {
    const setStatus = vi.fn();
    showServerFailure('x', toApiFailure(new TypeError('Failed to fetch')), {
      setErrors: vi.fn(),
      setStatus,
    });
    expect(setStatus).toHaveBeenCalledWith({ error: GENERIC_ERROR_KEY });
  });
});
