import { describe, expect, it } from 'vitest';
import { newsletterEmailError } from './newsletter-email.js';

describe('newsletterEmailError', () => {
  it('asks for an address when the field is blank', () => {
    expect(newsletterEmailError('')).toBe('VALIDATION_REQUIRED');
    expect(newsletterEmailError('   ')).toBe('VALIDATION_REQUIRED');
  });

  it('accepts a valid address, blanks around it ignored', () => {
    expect(newsletterEmailError('claire.martin@exemple.fr')).toBeNull();
    expect(newsletterEmailError('  claire_martin-2@mail.exemple.fr ')).toBeNull();
  });

  it('refuses malformed addresses', () => {
    for (const email of ['claire', 'claire@', '@exemple.fr', 'claire@exemple', 'a&b@exemple.fr'])
      expect(newsletterEmailError(email), email).toBe('VALIDATION_EMAIL_INVALID');
  });

  it('accepts + only where the store allows it', () => {
    expect(newsletterEmailError('claire+news@exemple.fr')).toBe('VALIDATION_EMAIL_INVALID');
    expect(newsletterEmailError('claire+news@exemple.fr', { allowPlus: true })).toBeNull();
  });
});
