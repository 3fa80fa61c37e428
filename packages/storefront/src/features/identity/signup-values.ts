import type { SignupBody } from '@vitrine/api-client';
import type { Civility, StoreLocale } from '@vitrine/validation/forms';
import {
  CUSTOMER_LABEL_KEYS,
  EMPTY_BIRTH_DATE,
  birthDateToSend,
  storeCountry,
  type BirthDateParts,
} from '../../shared/forms/customer-values.js';

/**
 * The signup form as typed (field names of spec 3). Choices start unanswered (spec 5: civility
 * and the offers' yes/no are the shopper's to make); the country is the store's own.
 */
export interface SignupValues {
  civility: Civility | '';
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
  birthDate: BirthDateParts;
  street: string;
  complement: string;
  locality: string;
  postalCode: string;
  city: string;
  country: SignupBody['country'];
  cellPhone: string;
  landline: string;
  smsOption: boolean | null;
  mailOption: boolean | null;
  partnerOption: boolean | null;
}

/**
 * The i18n keys of the fields' labels, in page order (the error summary lists them so): the
 * customer's fields (shared with the account's forms) and the signup's own.
 */
export const SIGNUP_LABEL_KEYS: Record<keyof SignupValues, string> = {
  civility: CUSTOMER_LABEL_KEYS.civility,
  firstName: CUSTOMER_LABEL_KEYS.firstName,
  lastName: CUSTOMER_LABEL_KEYS.lastName,
  email: 'IDENTITY_EMAIL_LABEL',
  confirmEmail: 'IDENTITY_CONFIRM_EMAIL_LABEL',
  password: 'IDENTITY_NEW_PASSWORD_LABEL',
  confirmPassword: 'IDENTITY_CONFIRM_PASSWORD_LABEL',
  birthDate: CUSTOMER_LABEL_KEYS.birthDate,
  street: CUSTOMER_LABEL_KEYS.street,
  complement: CUSTOMER_LABEL_KEYS.complement,
  locality: CUSTOMER_LABEL_KEYS.locality,
  postalCode: CUSTOMER_LABEL_KEYS.postalCode,
  city: CUSTOMER_LABEL_KEYS.city,
  country: CUSTOMER_LABEL_KEYS.country,
  mailOption: 'IDENTITY_MAIL_OPTION_LABEL',
  smsOption: CUSTOMER_LABEL_KEYS.smsOption,
  partnerOption: 'IDENTITY_PARTNER_OPTION_LABEL',
  cellPhone: CUSTOMER_LABEL_KEYS.cellPhone,
  landline: CUSTOMER_LABEL_KEYS.landline,
};

export function emptySignup(locale: StoreLocale): SignupValues {
  return {
    civility: '',
    firstName: '',
    lastName: '',
    email: '',
    confirmEmail: '',
    password: '',
    confirmPassword: '',
    birthDate: EMPTY_BIRTH_DATE,
    street: '',
    complement: '',
    locality: '',
    postalCode: '',
    city: '',
    country: storeCountry(locale),
    cellPhone: '',
    landline: '',
    smsOption: null,
    mailOption: null,
    partnerOption: null,
  };
}

/**
 * The signup call's body from values the signup schema accepted: the birth date is left out when
 * none was given, the choices are answered.
 */
export function signupPayload(values: SignupValues): SignupBody {
  const { birthDate, civility, smsOption, mailOption, partnerOption, ...fields } = values;
  if (civility === '') throw new Error('signupPayload needs values the signup schema accepted');
  return {
    ...fields,
    civility,
    ...birthDateToSend(birthDate),
    smsOption: smsOption === true,
    mailOption: mailOption === true,
    partnerOption: partnerOption === true,
  };
}

/** The i18n key of spec 8's signup failure, 'We can't save the client.'. */
export const SIGNUP_FAILED_KEY = 'IDENTITY_SIGNUP_FAILED';
