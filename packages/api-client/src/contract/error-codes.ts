/**
 * Every code an error answer of the API can carry (`ErrorBody.code`). A client shows its own
 * text for the code (the stores map each to an i18n key); the answer's `message` says the same in
 * the store's language for anyone else reading it. docs/server.md lists them with their statuses.
 */
export const ERROR_CODES = [
  // The request itself, whatever the route
  'request.invalid',
  'request.invalid_json',
  'request.too_deeply_nested',
  'request.unstorable_text',
  'request.too_large',
  'request.unsupported_media_type',
  'request.no_route',
  'request.app_key_required',
  'request.too_many',
  'server.error',
  'server.unavailable',
  'server.app_not_built',
  // Customers
  'auth.required',
  // A refused login says which identifier was typed, never whether its account exists.
  'auth.invalid_login',
  'auth.invalid_customer_number_login',
  'auth.bot_challenge_failed',
  // The challenge's provider could not check the token (down, too slow): 503, try again shortly.
  'auth.bot_challenge_unavailable',
  'auth.wrong_current_password',
  'account.email_taken',
  'account.log_in_first',
  'account.not_found',
  'account.reset_link_expired',
  'account.no_secondary_address_overseas',
  'form.invalid',
  'form.minor_birth_date',
  // Catalogue and content
  'catalogue.product_not_found',
  'catalogue.category_not_found',
  'content.page_not_found',
  'media.image_not_found',
  // Basket, delivery, orders and payment
  'cart.line_not_found',
  'cart.quantity_cap',
  'cart.stock_limit',
  'cart.offer_not_found',
  'cart.gift_not_in_offer',
  'cart.offer_not_reached',
  'cart.empty',
  'delivery.main_address_required',
  'delivery.selection_failed',
  'delivery.not_validated',
  'delivery.area_not_delivered',
  'order.not_found',
  'order.not_enough_stock',
  'payment.not_validated',
  'payment.not_found',
  'payment.credit_too_low',
  'payment.instalments_out_of_range',
  'personal_account.not_in_store',
  'personal_account.none',
  'personal_account.amount_over_balance',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * What a refused field carries in `ErrorBody.fields`: a validation key of @vitrine/validation
 * (`VALIDATION_EMAIL_INVALID`; `VALIDATION_REQUIRED` for a missing field) or one of the error
 * codes above (`request.invalid` for a value of the wrong type or shape).
 */
export type FieldErrorCode = ErrorCode | `VALIDATION_${string}`;
