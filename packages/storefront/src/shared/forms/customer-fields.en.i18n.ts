import type { SameKeys } from '../../i18n/define.js';
import type { customerFieldsFr } from './customer-fields.i18n.js';

/** The English texts of `customerFieldsFr`: the same keys, in the fallback language. */
export const customerFieldsEn: SameKeys<typeof customerFieldsFr> = {
  CUSTOMER_CIVILITY_LABEL: 'Title',
  CUSTOMER_CIVILITY_MR: 'Mr',
  CUSTOMER_CIVILITY_MRS: 'Mrs',
  CUSTOMER_CIVILITY_MS: 'Ms',
  CUSTOMER_CIVILITY_MISS: 'Miss',
  CUSTOMER_FIRST_NAME_LABEL: 'First name',
  CUSTOMER_LAST_NAME_LABEL: 'Last name',
  CUSTOMER_BIRTH_DATE_LABEL: 'Date of birth',
  CUSTOMER_STREET_LABEL: 'House number and street',
  CUSTOMER_COMPLEMENT_LABEL: 'Flat, building, floor',
  CUSTOMER_LOCALITY_LABEL: 'Locality',
  CUSTOMER_POSTCODE_LABEL: 'Postcode',
  CUSTOMER_CITY_LABEL: 'Town or city',
  CUSTOMER_COUNTRY_LABEL: 'Country',
  CUSTOMER_COUNTRY_FR: 'France',
  CUSTOMER_COUNTRY_GB: 'United Kingdom',
  CUSTOMER_MOBILE_LABEL: 'Mobile phone',
  CUSTOMER_LANDLINE_LABEL: 'Landline',
  CUSTOMER_SMS_OPTION_LABEL: 'Offers by text message',
  CUSTOMER_SMS_OPTION_HINT: 'We will then ask for your mobile number.',
  CUSTOMER_YES: 'Yes',
  CUSTOMER_NO: 'No',
  CUSTOMER_EMAIL_TAKEN: 'Your email address is already associated with an account.',
  CUSTOMER_LOG_IN_FIRST:
    'Your email address is already associated with an account. Please log in first.',
  CUSTOMER_NEWSLETTER_SUBSCRIBED: 'Your subscription to the newsletter has been registered.',
  CUSTOMER_NEWSLETTER_OTHER_ADDRESS:
    'The email address you entered is not the one of your account: it has not been subscribed. The subscriptions below are those of your account. To subscribe another address, sign out, then enter it in the newsletter box at the bottom of the page.',
  CUSTOMER_BOT_CHECK_FAILED:
    'We could not check that you are not a robot. Please reload the page and try again.',
  CUSTOMER_BOT_CHECK_PASSED: 'Bot check: passed',
  CUSTOMER_BOT_CHECK_EXPIRED:
    'The bot check has expired. It is starting again: wait a moment, or follow its instructions.',
  CUSTOMER_BOT_CHECK_LOAD_FAILED:
    'The bot check could not load. Check your connection, then reload the page.',
  CUSTOMER_BOT_CHECK_UNAVAILABLE:
    'The bot check is unavailable for a moment. Please try again shortly.',
  CUSTOMER_CAPTCHA_LABEL: 'I am not a robot',
  CUSTOMER_CAPTCHA_EXPIRED: "The check has expired. Tick 'I'm not a robot' again.",
  CUSTOMER_EMAIL_LABEL: 'Email address',
};
