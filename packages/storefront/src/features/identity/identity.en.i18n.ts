import type { SameKeys } from '../../i18n/define.js';
import type { identityFr } from './identity.i18n.js';

/** The English texts of `identityFr`: the same keys, in the fallback language. */
export const identityEn: SameKeys<typeof identityFr> = {
  IDENTITY_LOGIN_TITLE: 'Sign in',
  IDENTITY_SIGNUP_TITLE: 'Create my account',
  IDENTITY_RETURNING_TITLE: 'Already a customer?',
  IDENTITY_NEW_CUSTOMER_TITLE: 'New customer?',
  IDENTITY_NEW_CUSTOMER_TEXT:
    'Create your account in a few moments to complete your order and follow your deliveries.',
  IDENTITY_CREATE_ACCOUNT_LINK: 'Create my account',
  IDENTITY_NEWSLETTER_LOGIN_NOTICE:
    'Your email address is associated with an account: please sign in to subscribe to the newsletter.',
  IDENTITY_ALREADY_CUSTOMER: 'Already have an account?',
  IDENTITY_SIGN_IN_LINK: 'Sign in',
  // Sign-in form
  IDENTITY_IDENTIFIER_LABEL: 'Email address or customer number',
  IDENTITY_IDENTIFIER_HINT: 'Your customer number is on your letters and order forms.',
  IDENTITY_SURNAME_LABEL: 'Surname',
  IDENTITY_SURNAME_HINT: 'With your customer number, give the surname of your account.',
  IDENTITY_PASSWORD_LABEL: 'Password',
  IDENTITY_FORGOTTEN_PASSWORD: 'Forgotten password?',
  IDENTITY_FORGOTTEN_CUSTOMER_NUMBER: 'Forgotten your customer number?',
  IDENTITY_LOGIN_SUBMIT: 'Sign in',
  // Signup form
  IDENTITY_ABOUT_YOU_TITLE: 'About you',
  IDENTITY_ADDRESS_TITLE: 'Your address',
  IDENTITY_PHONES_TITLE: 'Your phone numbers',
  IDENTITY_OFFERS_TITLE: 'Our offers',
  IDENTITY_OFFERS_INTRO: 'Would you like to receive our offers and new arrivals?',
  IDENTITY_EMAIL_LABEL: 'Email address',
  IDENTITY_CONFIRM_EMAIL_LABEL: 'Confirm your email address',
  IDENTITY_NEW_PASSWORD_LABEL: 'Password',
  IDENTITY_CONFIRM_PASSWORD_LABEL: 'Confirm your password',
  IDENTITY_MAIL_OPTION_LABEL: 'Offers by email',
  IDENTITY_PARTNER_OPTION_LABEL: 'Our partners’ offers by email',
  IDENTITY_SIGNUP_SUBMIT: 'Create my account',
  // Forgotten password or customer number, and the reset link's page
  IDENTITY_FORGOT_PASSWORD_TITLE: 'Forgotten password',
  IDENTITY_FORGOT_PASSWORD_INTRO:
    'Enter the email address of your account and we will send you a link to choose a new password.',
  IDENTITY_FORGOT_PASSWORD_SUBMIT: 'Send me the link',
  IDENTITY_FORGOT_CUSTOMER_NUMBER_TITLE: 'Forgotten customer number',
  IDENTITY_FORGOT_CUSTOMER_NUMBER_INTRO:
    'Enter the email address of your account and we will send your customer number to it.',
  IDENTITY_FORGOT_CUSTOMER_NUMBER_SUBMIT: 'Send me my customer number',
  IDENTITY_BACK_TO_SIGN_IN: 'Back to sign in',
  IDENTITY_PASSWORD_RESET_TITLE: 'New password',
  IDENTITY_PASSWORD_RESET_INTRO: 'Choose the new password of your account.',
  IDENTITY_RESET_PASSWORD_LABEL: 'New password',
  IDENTITY_RESET_CONFIRM_LABEL: 'Confirm your new password',
  IDENTITY_PASSWORD_RESET_SUBMIT: 'Save my password',
  IDENTITY_REQUEST_NEW_LINK: 'Get a new link',
  // Outcomes of a submit (spec 8); the server's refusals by code: app/error-texts.ts
  IDENTITY_LOGIN_INVALID: 'Your email address or password is incorrect. Please try again.',
  IDENTITY_LOGIN_INVALID_CUSTOMER_NUMBER:
    'Your customer number, surname or password is incorrect. Please try again.',
  IDENTITY_LOGIN_WRONG_PASSWORD: 'The password is incorrect. Please try again.',
  IDENTITY_LOGIN_INVALID_AGAIN: 'Your login or password is incorrect. Please enter it again.',
  IDENTITY_SIGNUP_FAILED: "We can't save the client.",
  IDENTITY_SIGNUP_SUCCESS: 'Your account has been successfully created.',
  IDENTITY_NO_ACCOUNT_FOR_EMAIL: 'There is no account associated with this email address.',
  IDENTITY_RESET_LINK_SENT:
    'An email with a link to reset your password has been sent to your email address.',
  IDENTITY_CUSTOMER_NUMBER_SENT: 'Your customer number has been sent to your email address.',
  IDENTITY_PASSWORD_RESET_DONE: 'Your password has been changed. You can now log in.',
  IDENTITY_RESET_LINK_EXPIRED:
    "The link has expired. Please click on 'My Account' then 'Forgotten password?' to reset your password.",
};
