import type { SameKeys } from '../i18n/translations.js';
import type { footerFr } from './footer.i18n.js';

/** The English texts of `footerFr`: the same keys, in the fallback language. */
export const footerEn: SameKeys<typeof footerFr> = {
  LABEL_NEWSLETTER_TITLE: 'Sign up to our newsletter',
  LABEL_NEWSLETTER_HIGHLIGHT: '£10 OFF',
  LABEL_NEWSLETTER_TEXT:
    'plus free delivery on your first order. Be the first to hear about new arrivals, private sales and offers.',
  LABEL_NEWSLETTER_EMAIL: 'Your email address',
  LABEL_NEWSLETTER_EMAIL_PLACEHOLDER: 'name@example.co.uk',
  LABEL_NEWSLETTER_SUBMIT: 'Sign up',
  LABEL_NEWSLETTER_SUBMITTING: 'Signing up…',
  LABEL_NEWSLETTER_ERROR: 'We could not sign you up. Please try again in a few moments.',
  LABEL_NEWSLETTER_PRIVACY:
    'You can unsubscribe at any time from your account or with the link in any of our emails.',
  LABEL_FOOTER_REASSURANCE: 'Our promises',
  LABEL_FOOTER_FREE_RETURNS: 'Free returns',
  LABEL_FOOTER_FREE_RETURNS_DETAIL: 'within 30 days',
  LABEL_FOOTER_SECURE_PAYMENT: 'Secure payment',
  LABEL_FOOTER_SECURE_PAYMENT_DETAIL: 'Card, PayPal, Apple Pay',
  LABEL_FOOTER_CUSTOMER_SERVICE: 'Customer service',
  LABEL_FOOTER_CUSTOMER_SERVICE_DETAIL: 'Our advisers are here to help',
  LABEL_FOOTER_NAVIGATION: 'Help and information',
  LABEL_FOOTER_FOLLOW_US: 'Follow us',
  LABEL_FOOTER_FOLLOW_US_ON: 'Follow us on {{network}} (new tab)',
  LABEL_FOOTER_LEGAL: 'Legal information',
  LABEL_CONSENT_SETTINGS: 'Cookie settings',
  LABEL_FOOTER_COPYRIGHT: '© {{year}} {{brand}}. All rights reserved.',
};
