// @vitrine/validation/forms — Yup schemas for every form of the store (Yup is a peer dependency).
export {
  ADDRESS_KEYS,
  CIVILITIES,
  INSTALMENT_COUNTS,
  MESSAGE_MAX_LENGTH,
  PAYMENT_METHODS,
  RELAY_SHIPPING_METHODS,
  SHIPPING_METHODS,
  STORE_COUNTRIES,
} from './choices.js';
export type {
  AddressKey,
  Civility,
  InstalmentCount,
  PaymentMethod,
  ShippingMethod,
} from './choices.js';
export { FRENCH_FIELD_LABELS } from './field-labels.js';
export type { FormFieldName } from './field-labels.js';
export type { StoreLocale } from './locale.js';
export { VALIDATION_MESSAGES } from './messages.js';
export type { ValidationMessageKey } from './messages.js';
export { createFormSchemas } from './schemas.js';
export type { FormSchemaOptions, FormSchemas } from './schemas.js';
