import type { SameKeys } from '../../i18n/define.js';
import type { newsletterFr } from './newsletter.i18n.js';

/** The English texts of `newsletterFr`: the same keys, in the fallback language. */
export const newsletterEn: SameKeys<typeof newsletterFr> = {
  NEWSLETTER_PREFERENCES_TITLE: 'My subscriptions',
  NEWSLETTER_PREFERENCES_INTRO: 'Our newsletters and offers are sent to {{email}}.',
  NEWSLETTER_MAIL_OPTION_LABEL: 'Newsletter and offers by email',
  NEWSLETTER_SMS_OPTION_LABEL: 'Offers by text message',
  NEWSLETTER_PARTNER_OPTION_LABEL: 'Our partners’ offers by email',
  NEWSLETTER_MOBILE_LABEL: 'Mobile phone',
  NEWSLETTER_SAVE: 'Save my choices',
  NEWSLETTER_SUBSCRIBE_TITLE: 'Newsletter sign-up',
  NEWSLETTER_SUBSCRIBE_INTRO:
    'Get our new arrivals and offers: £10 off and free delivery on your first order.',
  NEWSLETTER_SUBSCRIBE_SUBMIT: 'Sign up',
  NEWSLETTER_SUBSCRIBE_MAIL_NEEDED: 'To receive the newsletter, answer “Yes”.',
  NEWSLETTER_UNSUBSCRIBE_TITLE: 'Unsubscribe from the newsletter',
  NEWSLETTER_UNSUBSCRIBE_INTRO:
    'Enter your email address: you will no longer receive our newsletter.',
  NEWSLETTER_UNSUBSCRIBE_SUBMIT: 'Unsubscribe',
  NEWSLETTER_LOG_IN_LINK: 'Sign in',
  NEWSLETTER_PREFERENCES_SAVED: 'Your choices have been saved.',
  NEWSLETTER_UNSUBSCRIBED: 'You have been unsubscribed from the newsletter.',
  NEWSLETTER_FAILED: 'Your request has not been received, please try later.',
};
