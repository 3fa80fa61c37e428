import type { ErrorCode, ErrorParams } from '@vitrine/api-client';
import type { TOptions } from 'i18next';

/**
 * The store's text for each error code of the API (`ErrorBody.code`): an i18n key of the
 * storefront or of the kit. A code added to ERROR_CODES fails the typecheck until it has its text.
 * Refusals a shopper can neither cause nor mend (a malformed request, a server fault) say the
 * generic message; the pages' own not-found answers say the not-found page's.
 */
export const ERROR_TEXT_KEYS: Record<ErrorCode, string> = {
  'request.invalid': 'ERROR_FORM_INVALID',
  'request.invalid_json': 'ERROR_GENERIC',
  'request.too_deeply_nested': 'ERROR_GENERIC',
  'request.unstorable_text': 'ERROR_GENERIC',
  'request.too_large': 'ERROR_GENERIC',
  'request.unsupported_media_type': 'ERROR_GENERIC',
  'request.no_route': 'NOT_FOUND_DESCRIPTION',
  'request.app_key_required': 'ERROR_GENERIC',
  'request.too_many': 'ERROR_TOO_MANY_ATTEMPTS',
  'server.error': 'ERROR_GENERIC',
  'server.unavailable': 'ERROR_GENERIC',
  'server.app_not_built': 'ERROR_GENERIC',
  'auth.required': 'ERROR_LOGIN_REQUIRED',
  // The sign-in form words them further from what the shopper knows (identity/login-refusal.ts).
  'auth.invalid_login': 'IDENTITY_LOGIN_INVALID',
  'auth.invalid_customer_number_login': 'IDENTITY_LOGIN_INVALID_CUSTOMER_NUMBER',
  'auth.bot_challenge_failed': 'CUSTOMER_BOT_CHECK_FAILED',
  'auth.bot_challenge_unavailable': 'CUSTOMER_BOT_CHECK_UNAVAILABLE',
  'auth.wrong_current_password': 'INFORMATION_WRONG_PASSWORD',
  'account.email_taken': 'CUSTOMER_EMAIL_TAKEN',
  'account.log_in_first': 'CUSTOMER_LOG_IN_FIRST',
  'account.not_found': 'IDENTITY_NO_ACCOUNT_FOR_EMAIL',
  'account.reset_link_expired': 'IDENTITY_RESET_LINK_EXPIRED',
  'account.no_secondary_address_overseas': 'INFORMATION_SECONDARY_ADDRESS_OVERSEAS',
  'form.invalid': 'ERROR_FORM_INVALID',
  'form.minor_birth_date': 'VALIDATION_BIRTH_DATE_MINOR',
  'catalogue.product_not_found': 'NOT_FOUND_PRODUCT',
  'catalogue.category_not_found': 'NOT_FOUND_DESCRIPTION',
  'content.page_not_found': 'NOT_FOUND_DESCRIPTION',
  'media.image_not_found': 'ERROR_GENERIC',
  'cart.line_not_found': 'BASKET_LINE_GONE',
  'cart.quantity_cap': 'BASKET_QUANTITY_CAP',
  // Plural on `count` (errorTextOptions): its _zero form says the size is out of stock.
  'cart.stock_limit': 'BASKET_STOCK_LIMIT',
  'cart.offer_not_found': 'BASKET_OFFER_UNKNOWN',
  'cart.gift_not_in_offer': 'BASKET_GIFT_NOT_IN_OFFER',
  'cart.offer_not_reached': 'BASKET_OFFER_NOT_REACHED',
  'cart.empty': 'LABEL_EMPTY_STATE_BASKET_TITLE',
  'delivery.main_address_required': 'DELIVERY_MAIN_ADDRESS_REQUIRED',
  'delivery.selection_failed': 'LABEL_SHIPPING_SELECTION_ERROR',
  'delivery.not_validated': 'PAYMENT_DELIVERY_TO_CONFIRM',
  'delivery.area_not_delivered': 'VALIDATION_POSTCODE_UNSUPPORTED_AREA',
  'order.not_found': 'ORDERS_DETAILS_NOT_FOUND',
  'order.not_enough_stock': 'PAYMENT_NOT_ENOUGH_STOCK',
  'payment.not_validated': 'LABEL_PAYMENT_NOT_VALIDATED',
  'payment.not_found': 'ERROR_GENERIC',
  'payment.credit_too_low': 'PAYMENT_CREDIT_TOO_LOW',
  'payment.instalments_out_of_range': 'PAYMENT_INSTALMENTS_OUT_OF_RANGE',
  // Only the UK store has the personal account: in the other one, nobody has one.
  'personal_account.not_in_store': 'PERSONAL_ACCOUNT_NONE',
  'personal_account.none': 'PERSONAL_ACCOUNT_NONE',
  'personal_account.amount_over_balance': 'PERSONAL_ACCOUNT_AMOUNT_OVER_BALANCE',
};

/** Whether a value of the server is one of the codes above. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_TEXT_KEYS, value);

/**
 * The key of a refused field's text (`ErrorBody.fields`): a validation key of the kit as it is,
 * an error code's text from the table.
 */
export const fieldErrorKey = (value: string): string =>
  isErrorCode(value) ? ERROR_TEXT_KEYS[value] : value;

/**
 * What `t` writes an error's text with: the error's values, the stock being i18next's plural
 * `count` (BASKET_STOCK_LIMIT_zero, _one, _other).
 */
export function errorTextOptions(params: ErrorParams | undefined): TOptions {
  if (!params) return {};
  return params.stock === undefined ? { ...params } : { ...params, count: params.stock };
}
