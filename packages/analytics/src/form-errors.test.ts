import { describe, expect, it } from 'vitest';
import { formErrorList } from './form-errors.js';

describe('formErrorList', () => {
  it('joins the French names of the failing fields with |, each once, in order', () => {
    expect(formErrorList(['lastName', 'firstName', 'postalCode'])).toBe('nom|prénom|code postal');
    expect(formErrorList(['email', 'confirmEmail', 'email'])).toBe(
      "e-mail|confirmation de l'e-mail",
    );
    expect(formErrorList(new Set(['password']))).toBe('mot de passe');
    expect(formErrorList([])).toBe('');
  });

  it('keeps a field without a French name as it is named', () => {
    expect(formErrorList(['city', 'giftMessage'])).toBe('ville|giftMessage');
  });
});
