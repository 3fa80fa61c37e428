import type { Address, AddressSaveBody, BirthDate, SignedInCustomer } from '@vitrine/api-client';
import { STORE_COUNTRIES, type Civility, type StoreLocale } from '@vitrine/validation/forms';

/** The customer's fields the shared form parts show, by field name (spec 3). */
export type CustomerField =
  'civility' | 'firstName' | 'lastName' | 'birthDate' | keyof AddressSaveBody;

/** The i18n keys of their labels (customer-fields.i18n.ts), in the order forms show them. */
export const CUSTOMER_LABEL_KEYS: Record<CustomerField, string> = {
  civility: 'CUSTOMER_CIVILITY_LABEL',
  firstName: 'CUSTOMER_FIRST_NAME_LABEL',
  lastName: 'CUSTOMER_LAST_NAME_LABEL',
  birthDate: 'CUSTOMER_BIRTH_DATE_LABEL',
  street: 'CUSTOMER_STREET_LABEL',
  complement: 'CUSTOMER_COMPLEMENT_LABEL',
  locality: 'CUSTOMER_LOCALITY_LABEL',
  postalCode: 'CUSTOMER_POSTCODE_LABEL',
  city: 'CUSTOMER_CITY_LABEL',
  country: 'CUSTOMER_COUNTRY_LABEL',
  smsOption: 'CUSTOMER_SMS_OPTION_LABEL',
  cellPhone: 'CUSTOMER_MOBILE_LABEL',
  landline: 'CUSTOMER_LANDLINE_LABEL',
};

/** The label keys of some of the fields, in the same order. */
export const customerLabelKeys = <F extends CustomerField>(
  fields: readonly F[],
): Record<F, string> =>
  Object.fromEntries(fields.map((field) => [field, CUSTOMER_LABEL_KEYS[field]])) as Record<
    F,
    string
  >;

export const ADDRESS_LINE_FIELDS = [
  'street',
  'complement',
  'locality',
  'postalCode',
  'city',
  'country',
] as const satisfies readonly (keyof Address)[];

export const CONTACT_DETAIL_FIELDS = [
  'smsOption',
  'cellPhone',
  'landline',
] as const satisfies readonly CustomerField[];

export const CIVILITY_KEYS: Record<Civility, string> = {
  Mr: 'CUSTOMER_CIVILITY_MR',
  Mrs: 'CUSTOMER_CIVILITY_MRS',
  Ms: 'CUSTOMER_CIVILITY_MS',
  Miss: 'CUSTOMER_CIVILITY_MISS',
};

export const COUNTRY_KEYS: Record<Address['country'], string> = {
  FR: 'CUSTOMER_COUNTRY_FR',
  GB: 'CUSTOMER_COUNTRY_GB',
};

/**
 * The civilities each store offers (all are values the schema accepts). Design: the French store
 * offers Madame and Monsieur, as French forms have done since 'Mademoiselle' left official use;
 * the UK store offers the four usual titles.
 */
export const CIVILITY_CHOICES: Record<StoreLocale, readonly Civility[]> = {
  'fr-FR': ['Mrs', 'Mr'],
  'en-GB': ['Mr', 'Mrs', 'Ms', 'Miss'],
};

/** The store's civilities, plus the customer's own when the store no longer offers it. */
export const civilityChoices = (
  locale: StoreLocale,
  current: Civility | '' = '',
): readonly Civility[] => {
  const choices = CIVILITY_CHOICES[locale];
  return current === '' || choices.includes(current) ? choices : [...choices, current];
};

/** The one country of the store (it delivers there only). */
export const storeCountry = (locale: StoreLocale): Address['country'] => STORE_COUNTRIES[locale][0];

/** A birth date as its three boxes hold it (decision 003). */
export type BirthDateParts = BirthDate;

export const EMPTY_BIRTH_DATE: BirthDateParts = { day: '', month: '', year: '' };

/** The birth date to send: left out when the three boxes are empty (none given). */
export const birthDateToSend = (birthDate: BirthDateParts): { birthDate?: BirthDate } =>
  birthDate.day === '' && birthDate.month === '' && birthDate.year === '' ? {} : { birthDate };

/**
 * An address form's values: the address as saved (empty lines in the store's country when there
 * is none yet) and the contact details the save call carries with it (spec 7.1).
 */
export function addressFormValues(
  address: Address | undefined,
  contact: Pick<SignedInCustomer, 'cellPhone' | 'landline' | 'smsOption'>,
  locale: StoreLocale,
): AddressSaveBody {
  return {
    street: address?.street ?? '',
    complement: address?.complement ?? '',
    locality: address?.locality ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    country: address?.country ?? storeCountry(locale),
    cellPhone: contact.cellPhone,
    landline: contact.landline,
    smsOption: contact.smsOption,
  };
}
