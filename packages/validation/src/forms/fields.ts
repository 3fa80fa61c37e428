// Building blocks of the form schemas: one Yup field per business rule of the main entry.
// - Nothing transforms values (no trim, no upper-casing), so what a form accepts is exactly what
//   the server, running the same predicates, accepts. Phones are judged once normalised
//   (normalizePhone: '06 12 34 56 78' is checked as '0612345678'); the server stores that form.
// - A rule only runs on a filled field: an empty field reports VALIDATION_REQUIRED or nothing,
//   never two errors. `null` counts as empty.
// - A value of the wrong type reports the field's own key, never Yup's English default text.
import { boolean, mixed, number, string } from 'yup';
import { isAddressLine, isCity, isOptionalAddressLine } from '../address.js';
import { checkBirthDate, type BirthDateInput } from '../birth-date.js';
import { isCustomerNumber, isPersonName } from '../customer.js';
import { isEmail, looksLikeEmail } from '../email.js';
import { characterCount } from '../length.js';
import { checkPassword, type PasswordRule } from '../password.js';
import { isPaymentAmount } from '../payment-amount.js';
import { normalizePhone } from '../phone.js';
import { isPrivilegeCode } from '../privilege-code.js';
import { CIVILITIES, INSTALMENT_COUNTS } from './choices.js';
import type { LocaleRules } from './locale.js';
import { VALIDATION_MESSAGES as M, type ValidationMessageKey } from './messages.js';

const isBlank = (value: string | null | undefined): value is '' | null | undefined =>
  value === undefined || value === null || value === '';

/** Wraps a rule so that it accepts an empty field (which `required` reports, if it must). */
const whenFilled =
  (isValid: (value: string) => boolean) =>
  (value: string | null | undefined): boolean =>
    isBlank(value) || isValid(value);

/** A text field that may be left empty; a non-text value reports `typeMessage`. */
export const text = (typeMessage: ValidationMessageKey) =>
  string().nullable().typeError(typeMessage);

/** A text that must be filled in, with no rule beyond that (current passwords, for instance). */
export const requiredValue = () => text(M.required).required(M.required);

/** A required text checked by `isValid`. */
const requiredText = (isValid: (value: string) => boolean, message: ValidationMessageKey) =>
  text(message).required(M.required).test('rule', message, whenFilled(isValid));

/** An optional text: empty, or checked by `isValid`. */
const optionalText = (isValid: (value: string) => boolean, message: ValidationMessageKey) =>
  text(message).test('rule', message, whenFilled(isValid));

/** Free text that must hold more than spaces, at most `maxLength` characters when given. */
export const freeText = (maxLength = Infinity) =>
  requiredText((value) => value.trim() !== '', M.required).test(
    'max-length',
    M.textTooLong,
    whenFilled((value) => characterCount(value) <= maxLength),
  );

/** A yes/no choice the shopper must make explicitly (false is an answer, empty is not). */
export const requiredChoice = () => boolean().typeError(M.choiceInvalid).required(M.required);

/** A box that may be left unticked. */
export const optionalTick = (typeMessage: ValidationMessageKey) =>
  boolean().nullable().typeError(typeMessage);

/** A box that must be ticked (captcha, terms). */
export const mustBeTicked = (message: ValidationMessageKey) =>
  boolean().typeError(message).required(message).oneOf([true], message);

/** One of a fixed list of values. */
export const oneOf = (values: readonly string[]) =>
  requiredText((value) => values.includes(value), M.choiceInvalid);

export const civility = () => oneOf(CIVILITIES);
export const personName = () => requiredText(isPersonName, M.nameInvalid);

export const email = (allowPlus: boolean) =>
  requiredText((value) => isEmail(value, { allowPlus }), M.emailInvalid);

/** A confirmation field that must equal the sibling field `other`. */
export const confirmationOf = (other: string, message: ValidationMessageKey) =>
  text(message)
    .required(M.required)
    .test(
      'match',
      message,
      (value, context) =>
        isBlank(value) || value === (context.parent as Record<string, unknown>)[other],
    );

const PASSWORD_MESSAGES: Record<PasswordRule, ValidationMessageKey> = {
  length: M.passwordLength,
  digit: M.passwordDigit,
  lowercase: M.passwordLowercase,
  uppercase: M.passwordUppercase,
  special: M.passwordSpecial,
};

/** A new password: reports the first unmet rule, in the order of `checkPassword`. */
export const newPassword = () =>
  text(M.passwordLength)
    .required(M.required)
    .test('password-rules', M.passwordLength, (value, context) => {
      const [failure] = isBlank(value) ? [] : checkPassword(value).failures;
      return failure === undefined || context.createError({ message: PASSWORD_MESSAGES[failure] });
    });

/** The login identifier: an e-mail address when it looks like one, else a customer number. */
export const loginIdentifier = (allowPlus: boolean) =>
  requiredText(
    (value) => (looksLikeEmail(value) ? isEmail(value, { allowPlus }) : isCustomerNumber(value)),
    M.identifierInvalid,
  );

/** A postcode judged by one of the store's postcode rules (`LocaleRules`). */
export const postcode = (postcodeError: LocaleRules['postcodeError']) =>
  text(M.postcodeInvalid)
    .required(M.required)
    .test('postcode', M.postcodeInvalid, (value, context) => {
      const error = isBlank(value) ? null : postcodeError(value);
      return error === null || context.createError({ message: error });
    });

/** A phone rule applied to a number as typed: with its spaces, dots and hyphens (spec §5). */
const typedPhone =
  (isValid: (phone: string) => boolean) =>
  (value: string): boolean =>
    isValid(normalizePhone(value));

/** A mobile number, required once the sibling `smsOption` is chosen (spec §5). */
export const mobileForSms = (rules: LocaleRules) =>
  optionalText(typedPhone(rules.isMobile), M.mobileInvalid).test(
    'required-for-sms',
    M.mobileRequiredForSms,
    (value, context) =>
      (context.parent as { smsOption?: unknown }).smsOption !== true || !isBlank(value),
  );

export const landline = (rules: LocaleRules) =>
  optionalText(typedPhone(rules.isLandline), M.landlineInvalid);

/**
 * Reads a birth-date field `{ day, month, year }`: `null` when left empty (absent, or three empty
 * strings), `undefined` when it is not a birth date at all.
 */
function typedBirthDate(value: unknown): BirthDateInput | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return undefined;
  const {
    day = '',
    month = '',
    year = '',
  } = value as Partial<Record<keyof BirthDateInput, unknown>>;
  if (typeof day !== 'string' || typeof month !== 'string' || typeof year !== 'string')
    return undefined;
  return day === '' && month === '' && year === '' ? null : { day, month, year };
}

/** An optional birth date: left empty, or a real past date. */
export const optionalBirthDate = () =>
  mixed<BirthDateInput>()
    .nullable()
    .test('birth-date', M.birthDateInvalid, (value) => {
      const date = typedBirthDate(value);
      return date === null || (date !== undefined && checkBirthDate(date) !== 'invalid');
    });

const ADULT_BIRTH_DATE_ERRORS = {
  empty: M.required,
  invalid: M.birthDateInvalid,
  minor: M.birthDateMinor,
} as const;

/** The birth date of someone 18 or older. */
export const adultBirthDate = () =>
  mixed<BirthDateInput>()
    .nullable()
    .test('adult', M.birthDateInvalid, (value, context) => {
      const date = typedBirthDate(value);
      const outcome =
        date === null ? 'empty' : date === undefined ? 'invalid' : checkBirthDate(date);
      return (
        outcome === 'adult' || context.createError({ message: ADULT_BIRTH_DATE_ERRORS[outcome] })
      );
    });

export const addressFields = (rules: LocaleRules, countries: readonly string[]) => ({
  street: requiredText(isAddressLine, M.addressLineInvalid),
  complement: optionalText(isOptionalAddressLine, M.addressLineInvalid),
  locality: optionalText(isOptionalAddressLine, M.addressLineInvalid),
  postalCode: postcode(rules.postcodeError),
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

/** A number of instalments, once the method paying in instalments (Oney) is chosen. */
export const optionalInstalmentCount = () =>
  number()
    .nullable()
    .typeError(M.choiceInvalid)
    .oneOf([...INSTALMENT_COUNTS, null], M.choiceInvalid);
