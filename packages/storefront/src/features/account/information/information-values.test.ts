import type { SignedInCustomer } from '@vitrine/api-client';
import { createFormSchemas } from '@vitrine/validation/forms';
import { describe, expect, it } from 'vitest';
import { detailsFormValues, detailsPayload, formatBirthDate } from './information-values.js';

const CUSTOMER: SignedInCustomer = {
  isLoggedIn: true,
  customerNumber: '40000012',
  civility: 'Mrs',
  lastName: 'Lefèvre',
  surname: 'Lefèvre',
  firstName: 'Camille',
  email: 'camille@example.fr',
  cellPhone: '0612345678',
  landline: '',
  mailOption: false,
  smsOption: true,
  partnerOption: false,
  overseas: '0',
  addresses: {
    P: {
      street: '12 rue de la Paix',
      complement: '',
      locality: '',
      postalCode: '75002',
      city: 'Paris',
      country: 'FR',
    },
  },
  birthDate: null,
  country: 'FR',
  userStatus: 'prospect',
  numberOfOrders: 0,
};

describe('the personal information form', () => {
  it('starts from the account as saved, with empty boxes for a birth date not given', () => {
    expect(detailsFormValues(CUSTOMER)).toEqual({
      civility: 'Mrs',
      firstName: 'Camille',
      lastName: 'Lefèvre',
      birthDate: { day: '', month: '', year: '' },
      smsOption: true,
      cellPhone: '0612345678',
      landline: '',
    });
    const birthDate = { day: '14', month: '07', year: '1985' };
    expect(detailsFormValues({ ...CUSTOMER, birthDate }).birthDate).toEqual(birthDate);
  });

  it('sends what the server checks with the same schema, without an empty birth date', async () => {
    const payload = detailsPayload(detailsFormValues(CUSTOMER));
    expect(payload).not.toHaveProperty('birthDate');
    const schema = createFormSchemas('fr-FR').personalInformation;
    await expect(schema.isValid(payload)).resolves.toBe(true);
    const birthDate = { day: '14', month: '07', year: '1985' };
    expect(detailsPayload({ ...detailsFormValues(CUSTOMER), birthDate }).birthDate).toEqual(
      birthDate,
    );
  });

  it('is refused without a mobile once SMS offers are chosen (spec 5)', async () => {
    const schema = createFormSchemas('fr-FR').personalInformation;
    const values = { ...detailsFormValues(CUSTOMER), cellPhone: '' };
    await expect(schema.isValid(detailsPayload(values))).resolves.toBe(false);
    await expect(schema.isValid(detailsPayload({ ...values, smsOption: false }))).resolves.toBe(
      true,
    );
  });
});

describe('formatBirthDate', () => {
  it("writes the date in the store's language, whatever the time zone", () => {
    const date = { day: '01', month: '07', year: '1985' };
    expect(formatBirthDate(date, 'fr-FR')).toBe('1 juillet 1985');
    expect(formatBirthDate(date, 'en-GB')).toBe('1 July 1985');
  });
});
