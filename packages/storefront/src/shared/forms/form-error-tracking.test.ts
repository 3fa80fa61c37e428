import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldsInError, trackFormErrors } from './form-error-tracking.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('form error tracking (spec 5)', () => {
  it('names each field in error once, a date by its field rather than its parts', () => {
    expect(
      fieldsInError({ email: 'VALIDATION_EMAIL', birthDate: { day: 'X', year: 'Y' }, city: '' }),
    ).toEqual(new Set(['email', 'birthDate']));
  });

  it('pushes the French labels joined by | to the data layer, nothing when all is well', () => {
    const dataLayer: unknown[] = [];
    vi.stubGlobal('window', { dataLayer });
    trackFormErrors('signup', { lastName: 'VALIDATION_REQUIRED', postalCode: 'VALIDATION_X' });
    trackFormErrors('signup', {});
    expect(dataLayer).toEqual([
      { event: 'form_error', form_name: 'signup', form_errors: 'nom|code postal' },
    ]);
  });
});
