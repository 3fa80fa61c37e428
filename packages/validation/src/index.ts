// @vitrine/validation — the store's business rules, with no runtime dependencies.
// Yup form schemas built on these rules live in the '@vitrine/validation/forms' subpath.
export {
  ADDRESS_LINE_MAX_LENGTH,
  ADDRESS_LINE_MIN_LENGTH,
  CITY_MAX_LENGTH,
  isAddressLine,
  isCity,
  isOptionalAddressLine,
} from './address.js';
export { ADULT_AGE, checkBirthDate } from './birth-date.js';
export type { BirthDateCheck, BirthDateInput } from './birth-date.js';
export {
  CUSTOMER_NUMBER_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
  isCustomerNumber,
  isPersonName,
} from './customer.js';
export { EMAIL_MAX_LENGTH, isEmail, looksLikeEmail } from './email.js';
export type { EmailOptions } from './email.js';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  checkPassword,
} from './password.js';
export type { PasswordCheck, PasswordRule } from './password.js';
export { formatMoney } from './money.js';
export type { Currency } from './money.js';
export { PAYMENT_AMOUNT_MAX, isPaymentAmount } from './payment-amount.js';
export {
  isFrenchLandline,
  isFrenchMobile,
  isFrenchPhone,
  isMonacoPhone,
  isUkGeographicNumber,
  isUkMobile,
  isUkPhone,
  normalizePhone,
} from './phone.js';
export {
  checkFrenchPostcode,
  isOverseasPostcode,
  isStrictFrenchPostcode,
  OVERSEAS_PREMIUM_PERCENT,
} from './postcode-fr.js';
export type { FrenchPostcodeCheck } from './postcode-fr.js';
export { isUkPostcode, normalizeUkPostcode } from './postcode-uk.js';
export { parsePrice } from './price.js';
export { PRIVILEGE_CODE_MAX_LENGTH, isPrivilegeCode } from './privilege-code.js';
export { SEARCH_MAX_LENGTH, toProductReference } from './search.js';
export type { StoreLocale } from './forms/locale.js';
export { splitVat, VAT_RATE_BASIS_POINTS } from './vat.js';
export type { VatSplit } from './vat.js';
