import { object } from 'yup';
import {
  ADDRESS_KEYS,
  MESSAGE_MAX_LENGTH,
  PAYMENT_METHODS,
  RELAY_SHIPPING_METHODS,
  SHIPPING_METHODS,
  STORE_COUNTRIES,
  type ShippingMethod,
} from './choices.js';
import {
  addressFields,
  adultBirthDate,
  civility,
  confirmationOf,
  email,
  freeText,
  landline,
  loginIdentifier,
  mobileForSms,
  mustBeTicked,
  newPassword,
  oneOf,
  optionalBirthDate,
  optionalInstalmentCount,
  optionalTick,
  orderNumber,
  paymentAmount,
  personName,
  postcode,
  privilegeCode,
  requiredChoice,
  requiredValue,
  text,
} from './fields.js';
import { LOCALE_RULES, type StoreLocale } from './locale.js';
import { VALIDATION_MESSAGES as M } from './messages.js';
import { looksLikeEmail } from '../email.js';

const PERSONAL_ACCOUNT = 'personalAccount';
const ONEY = 'oney';

export interface FormSchemaOptions {
  /** Accept `+` in e-mail addresses: test stores only, never production (spec §5). */
  allowPlusInEmail?: boolean;
}

/**
 * The Yup schemas of every form of the store, for one locale. Field names are those of spec §3;
 * error messages are keys of {@link M VALIDATION_MESSAGES} for the app to translate.
 */
export function createFormSchemas(locale: StoreLocale, options: FormSchemaOptions = {}) {
  const rules = LOCALE_RULES[locale];
  const allowPlus = options.allowPlusInEmail ?? false;
  const countries = STORE_COUNTRIES[locale];
  const paymentMethods: readonly string[] = PAYMENT_METHODS[locale];

  const identity = () => ({
    civility: civility(),
    firstName: personName(),
    lastName: personName(),
  });
  const contactDetails = () => ({
    cellPhone: mobileForSms(rules),
    landline: landline(rules),
    smsOption: requiredChoice(),
  });
  const address = () => object({ ...addressFields(rules, countries), ...contactDetails() });

  return {
    /** Identifier (e-mail or customer number) and password; surname with a customer number. */
    login: object({
      email: loginIdentifier(allowPlus),
      password: requiredValue(),
      surname: text(M.nameInvalid).when('email', {
        is: (identifier: string | undefined) => !looksLikeEmail(identifier ?? ''),
        then: () => personName(),
      }),
    }),

    signup: object({
      ...identity(),
      email: email(allowPlus),
      confirmEmail: confirmationOf('email', M.emailMismatch),
      password: newPassword(),
      confirmPassword: confirmationOf('password', M.passwordMismatch),
      birthDate: optionalBirthDate(),
      ...addressFields(rules, countries),
      ...contactDetails(),
      mailOption: requiredChoice(),
      partnerOption: requiredChoice(),
    }),

    personalInformation: object({
      ...identity(),
      birthDate: optionalBirthDate(),
      ...contactDetails(),
    }),

    emailChange: object({
      newEmail: email(allowPlus),
      confirmEmail: confirmationOf('newEmail', M.emailMismatch),
      password: requiredValue(),
    }),

    passwordChange: object({
      password: requiredValue(),
      newPassword: newPassword(),
      confirmNewPassword: confirmationOf('newPassword', M.passwordMismatch),
    }),

    mainAddress: address(),
    secondaryAddress: address(),

    contact: object({
      ...identity(),
      email: email(allowPlus),
      country: oneOf(countries),
      subject: freeText(),
      message: freeText(MESSAGE_MAX_LENGTH),
      orderNumber: orderNumber(),
      captcha: mustBeTicked(M.captchaRequired),
    }),

    /** The newsletter subscriber page: e-mail and the three subscription choices. */
    newsletter: object({
      email: email(allowPlus),
      mailOption: requiredChoice(),
      partnerOption: requiredChoice(),
      smsOption: requiredChoice(),
      cellPhone: mobileForSms(rules),
    }),

    /** The footer's newsletter box: an e-mail address only. */
    newsletterBox: object({ email: email(allowPlus) }),

    /** The paper catalogue: in France, sent to metropolitan France and Monaco only. */
    catalogRequest: object({
      ...identity(),
      email: email(allowPlus),
      ...addressFields(rules, countries),
      postalCode: postcode(rules.catalogPostcodeError),
    }),

    privilegeCode: object({ privilegeCode: privilegeCode() }),

    shipping: object({
      shippingMethod: oneOf(Object.values(SHIPPING_METHODS)),
      address: oneOf(ADDRESS_KEYS),
      // A relay method needs its point, in both stores (decision 006).
      relayPoint: text(M.relayPointRequired).when('shippingMethod', {
        is: (method: ShippingMethod | undefined) =>
          method !== undefined && RELAY_SHIPPING_METHODS.includes(method),
        then: (schema) => schema.required(M.relayPointRequired),
      }),
    }),

    /**
     * Payment: Oney (French store) also needs its number of instalments; the personal account
     * (UK) the credit terms accepted and an adult.
     */
    payment: object({
      paymentMethod: oneOf(paymentMethods),
      instalments: optionalInstalmentCount().when('paymentMethod', {
        // Only where the store offers it: elsewhere 'oney' is just a wrong method.
        is: (method: string | undefined) => method === ONEY && paymentMethods.includes(ONEY),
        then: (schema) => schema.required(M.choiceInvalid),
      }),
      cgv: optionalTick(M.termsRequired).when('paymentMethod', {
        is: PERSONAL_ACCOUNT,
        then: () => mustBeTicked(M.termsRequired),
      }),
      birthDate: optionalBirthDate().when('paymentMethod', {
        is: PERSONAL_ACCOUNT,
        then: () => adultBirthDate(),
      }),
    }),

    personalAccountPayment: object({ amount: paymentAmount() }),
  };
}

export type FormSchemas = ReturnType<typeof createFormSchemas>;
