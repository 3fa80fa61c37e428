import type { ContactBody, SignedInCustomer } from '@vitrine/api-client';
import type { StoreLocale } from '@vitrine/validation/forms';
import { customerLabelKeys, storeCountry } from '../../../shared/forms/customer-values.js';

/** The contact form as typed (spec 5): civility and box may still be unanswered. */
export type ContactValues = Omit<ContactBody, 'civility' | 'captcha' | 'turnstileToken'> & {
  civility: ContactBody['civility'] | '';
  orderNumber: string;
  captcha: boolean;
};

/** The i18n keys of the fields' labels, in page order (the error summary lists them so). */
export const CONTACT_LABEL_KEYS = {
  ...customerLabelKeys(['civility', 'firstName', 'lastName']),
  email: 'CUSTOMER_EMAIL_LABEL',
  country: 'CONTACT_FORM_COUNTRY_LABEL',
  subject: 'CONTACT_FORM_SUBJECT_LABEL',
  orderNumber: 'CONTACT_FORM_ORDER_NUMBER_LABEL',
  message: 'CONTACT_FORM_MESSAGE_LABEL',
  captcha: 'CUSTOMER_CAPTCHA_LABEL',
};

/** The subjects offered (the chosen one's text is sent: customer service reads the store's language). */
export const CONTACT_SUBJECT_KEYS = [
  'CONTACT_FORM_SUBJECT_ORDER',
  'CONTACT_FORM_SUBJECT_DELIVERY',
  'CONTACT_FORM_SUBJECT_RETURN',
  'CONTACT_FORM_SUBJECT_PRODUCT',
  'CONTACT_FORM_SUBJECT_ACCOUNT',
  'CONTACT_FORM_SUBJECT_OTHER',
] as const;

/** The form's start: a customer's identity and e-mail filled in; the store's country. */
export function contactFormValues(
  customer: SignedInCustomer | undefined,
  locale: StoreLocale,
): ContactValues {
  return {
    civility: customer?.civility ?? '',
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    email: customer?.email ?? '',
    country: storeCountry(locale),
    subject: '',
    message: '',
    orderNumber: '',
    captcha: false,
  };
}
