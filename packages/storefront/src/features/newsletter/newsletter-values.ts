import type { SubscriptionPreferences } from '@vitrine/api-client';

/** The three subscription choices (spec 3) and the mobile the SMS offers need (spec 5). */
export interface SubscriptionValues extends SubscriptionPreferences {
  cellPhone: string;
}

/** The subscriber page: the address to subscribe, and the same choices. */
export interface SubscriberValues extends SubscriptionValues {
  email: string;
}

/** The i18n keys of the choices' labels, in page order (the error summary lists them so). */
export const SUBSCRIPTION_LABEL_KEYS: Record<keyof SubscriptionValues, string> = {
  mailOption: 'NEWSLETTER_MAIL_OPTION_LABEL',
  smsOption: 'NEWSLETTER_SMS_OPTION_LABEL',
  cellPhone: 'NEWSLETTER_MOBILE_LABEL',
  partnerOption: 'NEWSLETTER_PARTNER_OPTION_LABEL',
};

export const SUBSCRIBER_LABEL_KEYS: Record<keyof SubscriberValues, string> = {
  email: 'CUSTOMER_EMAIL_LABEL',
  ...SUBSCRIPTION_LABEL_KEYS,
};

/** The fields of the newsletter schema the preferences page shows (the address is the account's). */
export const SUBSCRIPTION_FIELDS = [
  'mailOption',
  'smsOption',
  'cellPhone',
  'partnerOption',
] as const;
