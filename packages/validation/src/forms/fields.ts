// Building blocks of the form schemas: one Yup field per business rule of the main entry.
// Nothing here transforms values (no trim, no upper-casing), so what a form accepts is exactly
// what the server, running the same predicates, accepts.
import { boolean, number, object, ref, string } from 'yup';
import { isAddressLine, isCity, isOptionalAddressLine } from '../address.js';
import { checkBirthDate } from '../birth-date.js';
import { isCustomerNumber, isPersonName } from '../customer.js';
import { isEmail, looksLikeEmail } from '../email.js';
import { checkPassword, type PasswordRule } from '../password.js';
import { isPaymentAmount } from '../payment-amount.js';
import { isPrivilegeCode } from '../privilege-code.js';
import { CIVILITIES } from './choices.js';
import type { LocaleRules } from './locale.js';
import { VALIDATION_MESSAGES as M, type ValidationMessageKey } from './messages.js';

const isBlank = (value: string | undefined): value is '' | undefined =>
  value === undefined || value === '';

/** A required text checked by `isValid` (the rule is only run once the field is filled). */
export const requiredText = (isValid: (value: string) => boolean, message: ValidationMessageKey) =>
  string()
    .required(M.required)
    .test('rule', message, (value) => isBlank(value) || isValid(value));

/** An optional text: empty, or checked by `isValid`. */
export const optionalText = (isValid: (value: string) => boolean, message: ValidationMessageKey) =>
  string().test('rule', message, (value) => isBlank(value) || isValid(value));

/** A yes/no choice the shopper must make explicitly (false is an answer, undefined is not). */
export const requiredChoice = () => boolean().required(M.required);

/** A box that must be ticked (captcha, terms). */
export const mustBeTicked = (message: ValidationMessageKey) =>
  boolean().required(message).oneOf([true], message);

/** One of a fixed list of values. */
export const oneOf = <T extends string>(values: readonly T[]) =>
  string().required(M.required).oneOf(values, M.choiceInvalid);

export const civility = () => oneOf(CIVILITIES);
export const personName = () => requiredText(isPersonName, M.nameInvalid);

export const email = (allowPlus: boolean) =>
  requiredText((value) => isEmail(value, { allowPlus }), M.emailInvalid);

/** A confirmation field that must equal the field `other`. */
export const confirmationOf = (other: string, message: ValidationMessageKey) =>
  string()
    .required(M.required)
    .oneOf([ref(other)], message);

const PASSWORD_MESSAGES: Record<PasswordRule, ValidationMessageKey> = {
  length: M.passwordLength,
  digit: M.passwordDigit,
  lowercase: M.passwordLowercase,
  uppercase: M.passwordUppercase,
  special: M.passwordSpecial,
};

/** A new password: reports the first unmet rule, in the order of `checkPassword`. */
export const newPassword = () =>
  string()
    .required(M.required)
    .test('password-rules', M.passwordLength, (value, context) => {
      const [failure] = checkPassword(value).failures;
      return failure === undefined || context.createError({ message: PASSWORD_MESSAGES[failure] });
    });

/** The login identifier: an e-mail address when it looks like one, else a customer number. */
export const loginIdentifier = (allowPlus: boolean) =>
  requiredText(
    (value) => (looksLikeEmail(value) ? isEmail(value, { allowPlus }) : isCustomerNumber(value)),
    M.identifierInvalid,
  );

export const postcode = (rules: LocaleRules) =>
  string()
    .required(M.required)
    .test('postcode', M.postcodeInvalid, (value, context) => {
      const error = rules.postcodeError(value);
      return error === null || context.createError({ message: error });
    });

/** A mobile number, required once the sibling `smsOption` is chosen (spec §5). */
export const mobileForSms = (rules: LocaleRules) =>
  optionalText(rules.isMobile, M.mobileInvalid).test(
    'required-for-sms',
    M.mobileRequiredForSms,
    (value, context) => !(context.parent as { smsOption?: boolean }).smsOption || !isBlank(value),
  );

export const landline = (rules: LocaleRules) => optionalText(rules.isLandline, M.landlineInvalid);

const birthDateShape = () =>
  object({ day: string().default(''), month: string().default(''), year: string().default('') });

/** An optional birth date: all three parts empty, or a real past date. */
export const optionalBirthDate = () =>
  birthDateShape().test(
    'birth-date',
    M.birthDateInvalid,
    ({ day, month, year }) =>
      (day === '' && month === '' && year === '') ||
      checkBirthDate({ day, month, year }) !== 'invalid',
  );

/** A birth date of someone 18 or older. */
export const adultBirthDate = () =>
  birthDateShape().test('adult', M.birthDateInvalid, ({ day, month, year }, context) => {
    const outcome = checkBirthDate({ day, month, year });
    if (outcome === 'adult') return true;
    return context.createError({
      message: outcome === 'minor' ? M.birthDateMinor : M.birthDateInvalid,
    });
  });

export const addressFields = (rules: LocaleRules, countries: readonly string[]) => ({
  street: requiredText(isAddressLine, M.addressLineInvalid),
  complement: optionalText(isOptionalAddressLine, M.addressLineInvalid),
  locality: optionalText(isOptionalAddressLine, M.addressLineInvalid),
  postalCode: postcode(rules),
  city: requiredText(isCity, M.cityInvalid),
  country: oneOf(countries),
});

export const orderNumber = () => optionalText(isCustomerNumber, M.orderNumberInvalid);

/** Privilege codes are sent upper-cased (spec §7.2), so the case typed does not matter. */
export const privilegeCode = () =>
  requiredText((value) => isPrivilegeCode(value.toUpperCase()), M.privilegeCodeInvalid);

export const paymentAmount = () =>
  number()
    .typeError(M.amountInvalid)
    .required(M.required)
    .test('amount', M.amountInvalid, (value) => isPaymentAmount(value));
