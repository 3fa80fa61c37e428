import type { CatalogRequestBody, SignedInCustomer } from '@vitrine/api-client';
import type { StoreLocale } from '@vitrine/validation/forms';
import {
  ADDRESS_LINE_FIELDS,
  customerLabelKeys,
  storeCountry,
} from '../../shared/forms/customer-values.js';

/** The request form as typed: a civility may still be unanswered. */
export type CatalogueRequestValues = Omit<CatalogRequestBody, 'civility'> & {
  civility: CatalogRequestBody['civility'] | '';
};

/** The i18n keys of the fields' labels, in page order (the error summary lists them so). */
export const CATALOGUE_REQUEST_LABEL_KEYS = {
  ...customerLabelKeys(['civility', 'firstName', 'lastName']),
  email: 'CUSTOMER_EMAIL_LABEL',
  ...customerLabelKeys(ADDRESS_LINE_FIELDS),
};

/** The form's start: a customer's own identity and main address, else empty in the store's country. */
export function catalogueRequestValues(
  customer: SignedInCustomer | undefined,
  locale: StoreLocale,
): CatalogueRequestValues {
  const address = customer?.addresses.P;
  return {
    civility: customer?.civility ?? '',
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    email: customer?.email ?? '',
    street: address?.street ?? '',
    complement: address?.complement ?? '',
    locality: address?.locality ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    country: address?.country ?? storeCountry(locale),
  };
}
