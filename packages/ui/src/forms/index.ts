export { CheckboxField } from './checkbox-field.js';
export type { CheckboxFieldProps } from './checkbox-field.js';
export { DateOfBirthField } from './date-of-birth-field.js';
export type { DateOfBirthFieldProps } from './date-of-birth-field.js';
export { EmailField } from './email-field.js';
export type { EmailFieldProps } from './email-field.js';
export {
  BIRTH_DATE_EXAMPLES,
  PHONE_EXAMPLES,
  POSTCODE_EXAMPLES,
  padDatePart,
  phoneDigits,
  tidyUkPostcode,
  upperCaseAscii,
} from './field-formats.js';
export type { PhoneVariant } from './field-formats.js';
export { describedBy, fieldAria, fieldId, fieldIds } from './field-ids.js';
export type { FieldAriaState, FieldIds } from './field-ids.js';
export { FormErrorSummary } from './form-error-summary.js';
export type { FormErrorSummaryProps } from './form-error-summary.js';
export { flattenErrors, labelFor, sortErrors } from './form-errors.js';
export type { FormFieldError } from './form-errors.js';
export { PasswordField } from './password-field.js';
export type { PasswordFieldProps } from './password-field.js';
export {
  PASSWORD_RULES,
  PASSWORD_RULE_KEYS,
  passwordRuleList,
  passwordRulesProgress,
} from './password-rules.js';
export type { PasswordRuleKey, PasswordRuleStatus } from './password-rules.js';
export { PhoneField } from './phone-field.js';
export type { PhoneFieldProps } from './phone-field.js';
export { PostcodeField } from './postcode-field.js';
export type { PostcodeFieldProps } from './postcode-field.js';
export { RadioGroupField } from './radio-group-field.js';
export type { RadioGroupFieldProps, RadioOption } from './radio-group-field.js';
export { RequiredFieldsNote } from './required-fields-note.js';
export type { RequiredFieldsNoteProps } from './required-fields-note.js';
export { SelectField } from './select-field.js';
export type { SelectFieldProps, SelectOption } from './select-field.js';
export { SubmitButton } from './submit-button.js';
export type { SubmitButtonProps } from './submit-button.js';
export { TermsAcceptanceField } from './terms-acceptance-field.js';
export type { TermsAcceptanceFieldProps } from './terms-acceptance-field.js';
export { TextAreaField } from './text-area-field.js';
export type { TextAreaFieldProps } from './text-area-field.js';
export { TextField } from './text-field.js';
export type { TextFieldProps } from './text-field.js';
