import type { BirthDate, PersonalInformationUpdate, SignedInCustomer } from '@vitrine/api-client';
import { formatLongDate, type StoreLocale } from '@vitrine/ui';
import type { Civility } from '@vitrine/validation/forms';
import {
  EMPTY_BIRTH_DATE,
  birthDateToSend,
  type BirthDateParts,
} from '../../../shared/forms/customer-values.js';

/** The personal information form as typed (spec 3 field names; decision 003). */
export interface DetailsValues {
  civility: Civility;
  firstName: string;
  lastName: string;
  birthDate: BirthDateParts;
  smsOption: boolean;
  cellPhone: string;
  landline: string;
}

/** The form starts from the account as saved (an empty birth date when none was given). */
export function detailsFormValues(customer: SignedInCustomer): DetailsValues {
  return {
    civility: customer.civility,
    firstName: customer.firstName,
    lastName: customer.lastName,
    birthDate: customer.birthDate ?? EMPTY_BIRTH_DATE,
    smsOption: customer.smsOption,
    cellPhone: customer.cellPhone,
    landline: customer.landline,
  };
}

/** The update's body (evt aside): a birth date left empty is left out (none given). */
export function detailsPayload(values: DetailsValues): Omit<PersonalInformationUpdate, 'evt'> {
  const { birthDate, ...fields } = values;
  return { ...fields, ...birthDateToSend(birthDate) };
}

/** A birth date in the store's language: '14 juillet 1985', '14 July 1985'. */
export function formatBirthDate({ day, month, year }: BirthDate, locale: StoreLocale): string {
  return formatLongDate(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))), locale);
}
