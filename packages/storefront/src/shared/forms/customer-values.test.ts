import { CIVILITIES, createFormSchemas } from '@vitrine/validation/forms';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_LINE_FIELDS,
  CONTACT_DETAIL_FIELDS,
  CIVILITY_CHOICES,
  CUSTOMER_LABEL_KEYS,
  addressFormValues,
  birthDateToSend,
  civilityChoices,
  customerLabelKeys,
  storeCountry,
} from './customer-values.js';

const CONTACT = { cellPhone: '0612345678', landline: '', smsOption: true };
const PARIS = {
  street: '12 rue de la Paix',
  complement: 'Bâtiment B',
  locality: '',
  postalCode: '75002',
  city: 'Paris',
  country: 'FR',
} as const;

describe('civilities', () => {
  it('are values the schema accepts, the four titles in the UK', () => {
    for (const choices of Object.values(CIVILITY_CHOICES))
      for (const civility of choices) expect(CIVILITIES).toContain(civility);
    expect(CIVILITY_CHOICES['en-GB']).toEqual(['Mr', 'Mrs', 'Ms', 'Miss']);
  });

  it("keep the customer's own even when the store no longer offers it", () => {
    expect(civilityChoices('fr-FR')).toEqual(['Mrs', 'Mr']);
    expect(civilityChoices('fr-FR', 'Mr')).toEqual(['Mrs', 'Mr']);
    expect(civilityChoices('fr-FR', 'Miss')).toEqual(['Mrs', 'Mr', 'Miss']);
  });
});

describe('addressFormValues', () => {
  it('starts from the saved address and the contact details', () => {
    expect(addressFormValues(PARIS, CONTACT, 'fr-FR')).toEqual({ ...PARIS, ...CONTACT });
  });

  it("starts empty in the store's country when there is no address yet", () => {
    expect(addressFormValues(undefined, CONTACT, 'en-GB')).toEqual({
      street: '',
      complement: '',
      locality: '',
      postalCode: '',
      city: '',
      country: 'GB',
      ...CONTACT,
    });
    expect(storeCountry('fr-FR')).toBe('FR');
  });

  it('is a body the address schema accepts once filled in', async () => {
    const schema = createFormSchemas('fr-FR').mainAddress;
    await expect(schema.isValid(addressFormValues(PARIS, CONTACT, 'fr-FR'))).resolves.toBe(true);
    await expect(schema.isValid(addressFormValues(undefined, CONTACT, 'fr-FR'))).resolves.toBe(
      false,
    );
  });
});

describe('the shared fields', () => {
  it('label every field of the address forms', () => {
    const fields = Object.keys(createFormSchemas('fr-FR').mainAddress.fields);
    expect([...ADDRESS_LINE_FIELDS, ...CONTACT_DETAIL_FIELDS].sort()).toEqual(fields.sort());
    expect(Object.keys(customerLabelKeys(ADDRESS_LINE_FIELDS))).toEqual([...ADDRESS_LINE_FIELDS]);
  });

  it('label every field of the personal information form', () => {
    const fields = Object.keys(createFormSchemas('fr-FR').personalInformation.fields);
    for (const field of fields) expect(CUSTOMER_LABEL_KEYS).toHaveProperty(field);
  });
});

describe('birthDateToSend', () => {
  it('leaves out a birth date not given, and sends one given', () => {
    expect(birthDateToSend({ day: '', month: '', year: '' })).toEqual({});
    const birthDate = { day: '05', month: '11', year: '1984' };
    expect(birthDateToSend(birthDate)).toEqual({ birthDate });
  });
});
