// What the customer and contact calls answer the shopper. Spec 8's texts are copied word for
// word (its spelling included); where the spec says a message exists without giving it, the text
// is ours.

// --- Spec 8 --------------------------------------------------------------------------------------
export const ACCOUNT_CREATED = 'Your account has been successfully created.';
export const DETAILS_SAVED = 'Your information have been successfully modified';
export const CATALOG_REQUEST_SENT = 'Your request has been sent !';

// --- Ours ----------------------------------------------------------------------------------------
export const RESET_LINK_SENT =
  'An email with a link to reset your password has been sent to your email address.';
export const PASSWORD_RESET = 'Your password has been changed. You can now log in.';
export const CUSTOMER_NUMBER_SENT = 'Your customer number has been sent to your email address.';
export const NEWSLETTER_SUBSCRIBED = 'Your subscription to the newsletter has been registered.';
export const NEWSLETTER_UNSUBSCRIBED = 'You have been unsubscribed from the newsletter.';
export const SECONDARY_ADDRESS_REMOVED = 'Your alternative address has been removed.';
export const CONTACT_MESSAGE_SENT =
  'Your message has been sent. Our customer service will answer you as soon as possible.';
