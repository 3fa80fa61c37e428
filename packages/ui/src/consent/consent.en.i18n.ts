import type { SameKeys } from '../i18n/translations.js';
import type { consentFr } from './consent.i18n.js';

/** The English texts of `consentFr`: the same keys, in the fallback language. */
export const consentEn: SameKeys<typeof consentFr> = {
  LABEL_CONSENT_TITLE: 'Your cookie choices',
  LABEL_CONSENT_TEXT:
    'With your agreement, we use cookies to measure how the site is used and to show you personalised adverts. You can change your mind at any time (“Cookie settings”, at the bottom of the page).',
  LABEL_CONSENT_POLICY: 'More about cookies',
  LABEL_CONSENT_ACCEPT_ALL: 'Accept all',
  LABEL_CONSENT_REFUSE_ALL: 'Reject all',
  LABEL_CONSENT_CUSTOMISE: 'Choose by purpose',
  LABEL_CONSENT_PREFERENCES_TITLE: 'Cookie settings',
  LABEL_CONSENT_PREFERENCES_TEXT:
    'Choose the purposes you accept. Your choice is kept for six months.',
  LABEL_CONSENT_SAVE: 'Save my choices',
  LABEL_CONSENT_ALWAYS_ON: 'Always on',
  LABEL_CONSENT_NECESSARY: 'Strictly necessary cookies',
  LABEL_CONSENT_NECESSARY_TEXT:
    'Needed for the site to work: your basket, signing in to your account, security and remembering your cookie choices.',
  LABEL_CONSENT_ANALYTICS: 'Audience measurement',
  LABEL_CONSENT_ANALYTICS_TEXT:
    'Help us understand how the site is used so that we can improve it (pages viewed, journeys, performance).',
  LABEL_CONSENT_ADVERTISING: 'Personalised advertising',
  LABEL_CONSENT_ADVERTISING_TEXT:
    'Let us and our partners show you adverts suited to your interests and measure how well they work.',
};
