import { createFormSchemas } from '@vitrine/validation/forms';
import { describe, expect, it } from 'vitest';
import {
  SIGNUP_LABEL_KEYS,
  emptySignup,
  signupPayload,
  type SignupValues,
} from './signup-values.js';

const FILLED: SignupValues = {
  ...emptySignup('fr-FR'),
  civility: 'Mrs',
  firstName: 'Camille',
  lastName: 'Lefèvre',
  email: 'camille@example.fr',
  confirmEmail: 'camille@example.fr',
  password: 'Vitrine#2026',
  confirmPassword: 'Vitrine#2026',
  street: '12 rue de la Paix',
  postalCode: '75002',
  city: 'Paris',
  smsOption: false,
  mailOption: true,
  partnerOption: false,
};

describe('emptySignup', () => {
  it("holds the store's country and unanswered choices", () => {
    expect(emptySignup('fr-FR')).toMatchObject({ country: 'FR', civility: '', smsOption: null });
    expect(emptySignup('en-GB')).toMatchObject({ country: 'GB', mailOption: null });
  });

  it('is refused by the signup schema until filled in', async () => {
    const schema = createFormSchemas('fr-FR').signup;
    await expect(schema.isValid(emptySignup('fr-FR'))).resolves.toBe(false);
    await expect(schema.isValid(FILLED)).resolves.toBe(true);
  });
});

describe('signupPayload', () => {
  it('leaves out a birth date not given', () => {
    const payload = signupPayload(FILLED);
    expect(payload).not.toHaveProperty('birthDate');
    expect(payload).toMatchObject({
      civility: 'Mrs',
      country: 'FR',
      smsOption: false,
      mailOption: true,
      partnerOption: false,
      complement: '',
      landline: '',
    });
  });

  it('sends a birth date given', () => {
    const birthDate = { day: '05', month: '11', year: '1984' };
    expect(signupPayload({ ...FILLED, birthDate }).birthDate).toEqual(birthDate);
  });

  it('is the body the server checks with the same schema', async () => {
    await expect(createFormSchemas('fr-FR').signup.isValid(signupPayload(FILLED))).resolves.toBe(
      true,
    );
  });

  it('refuses values without a civility', () => {
    expect(() => signupPayload({ ...FILLED, civility: '' })).toThrow();
  });
});

describe('the signup fields', () => {
  it('have a label each, for every field of the schema', () => {
    const fields = Object.keys(createFormSchemas('fr-FR').signup.fields);
    expect(Object.keys(SIGNUP_LABEL_KEYS).sort()).toEqual(fields.sort());
  });
});
