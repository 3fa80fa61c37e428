/**
 * The error messages of the form schemas. They are i18n keys, not sentences: each app translates
 * them (French default, English fallback), so every key here needs a translation in both locales.
 */
export const VALIDATION_MESSAGES = {
  required: 'VALIDATION_REQUIRED',
  choiceInvalid: 'VALIDATION_CHOICE_INVALID',
  textTooLong: 'VALIDATION_TEXT_TOO_LONG',
  emailInvalid: 'VALIDATION_EMAIL_INVALID',
  emailMismatch: 'VALIDATION_EMAIL_MISMATCH',
  identifierInvalid: 'VALIDATION_IDENTIFIER_INVALID',
  passwordLength: 'VALIDATION_PASSWORD_LENGTH',
  passwordDigit: 'VALIDATION_PASSWORD_DIGIT',
  passwordLowercase: 'VALIDATION_PASSWORD_LOWERCASE',
  passwordUppercase: 'VALIDATION_PASSWORD_UPPERCASE',
  passwordSpecial: 'VALIDATION_PASSWORD_SPECIAL',
  passwordMismatch: 'VALIDATION_PASSWORD_MISMATCH',
  nameInvalid: 'VALIDATION_NAME_INVALID',
  addressLineInvalid: 'VALIDATION_ADDRESS_LINE_INVALID',
  cityInvalid: 'VALIDATION_CITY_INVALID',
  postcodeInvalid: 'VALIDATION_POSTCODE_INVALID',
  postcodeUnsupportedArea: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA',
  mobileInvalid: 'VALIDATION_MOBILE_INVALID',
  landlineInvalid: 'VALIDATION_LANDLINE_INVALID',
  mobileRequiredForSms: 'VALIDATION_MOBILE_REQUIRED_FOR_SMS',
  birthDateInvalid: 'VALIDATION_BIRTH_DATE_INVALID',
  birthDateMinor: 'VALIDATION_BIRTH_DATE_MINOR',
  orderNumberInvalid: 'VALIDATION_ORDER_NUMBER_INVALID',
  captchaRequired: 'VALIDATION_CAPTCHA_REQUIRED',
  termsRequired: 'VALIDATION_TERMS_REQUIRED',
  privilegeCodeInvalid: 'VALIDATION_PRIVILEGE_CODE_INVALID',
  relayPointRequired: 'VALIDATION_RELAY_POINT_REQUIRED',
  amountInvalid: 'VALIDATION_AMOUNT_INVALID',
} as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
