import type { SameKeys } from '../../../i18n/define.js';
import type { contactFormFr } from './contact-form.i18n.js';

/** The English texts of `contactFormFr`: the same keys, in the fallback language. */
export const contactFormEn: SameKeys<typeof contactFormFr> = {
  CONTACT_FORM_TITLE: 'Write to us',
  CONTACT_FORM_INTRO: 'Our customer service will answer you by email as soon as possible.',
  CONTACT_FORM_ABOUT_YOU: 'Your details',
  CONTACT_FORM_YOUR_MESSAGE: 'Your message',
  CONTACT_FORM_COUNTRY_LABEL: 'Country of residence',
  CONTACT_FORM_SUBJECT_LABEL: 'Subject',
  CONTACT_FORM_SUBJECT_ORDER: 'My order',
  CONTACT_FORM_SUBJECT_DELIVERY: 'Delivery',
  CONTACT_FORM_SUBJECT_RETURN: 'A return or a refund',
  CONTACT_FORM_SUBJECT_ACCOUNT: 'My account',
  CONTACT_FORM_SUBJECT_PRODUCT: 'An item',
  CONTACT_FORM_SUBJECT_OTHER: 'Another question',
  CONTACT_FORM_MESSAGE_LABEL: 'Message',
  CONTACT_FORM_ORDER_NUMBER_LABEL: 'Order number',
  CONTACT_FORM_ORDER_NUMBER_HINT: 'Optional: you will find it in the confirmation email.',
  CONTACT_FORM_SUBMIT: 'Send my message',
  CONTACT_FORM_SENT:
    'Your message has been sent. Our customer service will answer you as soon as possible.',
  CONTACT_FORM_FAILED: 'Your message could not be sent. Please try again in a few moments.',
};
