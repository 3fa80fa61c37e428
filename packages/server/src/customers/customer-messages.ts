// What the customer and contact calls answer the shopper. Spec 8's texts are copied word for
// word (its spelling included); where the spec says a message exists without giving it, the text
// is ours.

// --- Spec 8 --------------------------------------------------------------------------------------
export const INVALID_LOGIN = 'Your email address or password is incorrect. Please try again.';
export const EMAIL_TAKEN = 'Your email address is already associated with an account.';
export const ACCOUNT_CREATED = 'Your account has been successfully created.';
export const DETAILS_SAVED = 'Your information have been successfully modified';
export const WRONG_CURRENT_PASSWORD = "The password doesn't match this account.";
export const RESET_LINK_EXPIRED =
  "The link has expired. Please click on 'My Account' then 'Forgotten password?' to reset your password.";
export const CATALOG_REQUEST_SENT = 'Your request has been sent !';

// --- Ours ----------------------------------------------------------------------------------------
export const NO_ACCOUNT_FOR_EMAIL = 'There is no account associated with this email address.';
/** A visitor subscribing or requesting the catalogue with an account's e-mail (spec 4). */
export const LOG_IN_FIRST =
  'Your email address is already associated with an account. Please log in first.';
export const RESET_LINK_SENT =
  'An email with a link to reset your password has been sent to your email address.';
export const PASSWORD_RESET = 'Your password has been changed. You can now log in.';
export const CUSTOMER_NUMBER_SENT = 'Your customer number has been sent to your email address.';
export const NEWSLETTER_SUBSCRIBED = 'Your subscription to the newsletter has been registered.';
export const NEWSLETTER_UNSUBSCRIBED = 'You have been unsubscribed from the newsletter.';
export const NO_SECONDARY_ADDRESS_OVERSEAS =
  'An alternative address is not available for customers living overseas.';
export const SECONDARY_ADDRESS_REMOVED = 'Your alternative address has been removed.';
export const BOT_CHALLENGE_FAILED =
  'We could not check that you are not a robot. Please reload the page and try again.';
export const CONTACT_MESSAGE_SENT =
  'Your message has been sent. Our customer service will answer you as soon as possible.';
