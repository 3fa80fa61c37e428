// Field schemas shared by the customer, checkout and contact contracts. Names and bounds come from
// @vitrine/validation so a request body carries the very field names the forms use. The schemas
// check shape and bounds only; the full business rules (e-mail pattern per environment, password
// rules, postcodes and phones per store, birth dates) are the server's, with the same predicates.
import Type, { type Static } from 'typebox';
import {
  ADDRESS_LINE_MAX_LENGTH,
  ADDRESS_LINE_MIN_LENGTH,
  CITY_MAX_LENGTH,
  CUSTOMER_NUMBER_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
  PRIVILEGE_CODE_MAX_LENGTH,
} from '@vitrine/validation';
// The Yup-free subpath: the server does not install Yup (an optional peer of the forms).
import {
  ADDRESS_KEYS,
  CIVILITIES,
  MESSAGE_MAX_LENGTH,
  PAYMENT_METHODS,
  SHIPPING_METHODS,
  STORE_COUNTRIES,
  type PaymentMethod as FormPaymentMethod,
} from '@vitrine/validation/choices';

export { MESSAGE_MAX_LENGTH, SHIPPING_METHODS };

const unique = <T extends string>(values: readonly T[]): T[] => [...new Set(values)];

/** Both stores' payment methods: each store's server refuses the ones it does not offer. */
export const PAYMENT_METHOD_CODES = unique<FormPaymentMethod>([
  ...PAYMENT_METHODS['fr-FR'],
  ...PAYMENT_METHODS['en-GB'],
]);
const COUNTRY_CODES = unique([...STORE_COUNTRIES['fr-FR'], ...STORE_COUNTRIES['en-GB']]);

export const Civility = Type.Enum(CIVILITIES);
export const AddressKey = Type.Enum(ADDRESS_KEYS);
export type AddressKey = Static<typeof AddressKey>;
/** ISO 3166-1 alpha-2: 'FR' for the French store, 'GB' for the UK store. */
export const Country = Type.Enum(COUNTRY_CODES);
export const ShippingMethodCode = Type.Enum(Object.values(SHIPPING_METHODS));
export type ShippingMethodCode = Static<typeof ShippingMethodCode>;
export const PaymentMethod = Type.Enum(PAYMENT_METHOD_CODES);
export type PaymentMethod = Static<typeof PaymentMethod>;

/** The x@y.z shape; the exact rule (a '+' is allowed outside production only) is `isEmail`. */
export const Email = Type.String({
  minLength: 5,
  maxLength: EMAIL_MAX_LENGTH,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
});
/** A password being set: 8 to 32 characters; the character rules are `checkPassword`. */
export const NewPassword = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
});
/**
 * A password being checked (login, current password): any non-empty text up to 128 characters,
 * since accounts older than the current rules may hold passwords that break them.
 */
export const CurrentPassword = Type.String({ minLength: 1, maxLength: 128 });
export const PersonName = Type.String({
  minLength: PERSON_NAME_MIN_LENGTH,
  maxLength: PERSON_NAME_MAX_LENGTH,
});
const NUMBER_PATTERN = `^\\d{1,${String(CUSTOMER_NUMBER_MAX_LENGTH)}}$`;
export const CustomerNumber = Type.String({ pattern: NUMBER_PATTERN });
/** Order numbers have the customer number's shape: 1 to 20 digits (spec 5). */
export const OrderNumber = Type.String({ pattern: NUMBER_PATTERN });
/** A phone number as typed ('' when none); the store's mobile and landline rules apply. */
export const Phone = Type.String({ maxLength: 20 });
/** FR: 5 digits; UK: 6 to 8 characters. The store's own rule applies on the server. */
export const Postcode = Type.String({ minLength: 1, maxLength: 8 });

/** A birth date as the forms hold it: day and month on 2 digits, year on 4. */
export const BirthDate = Type.Object({
  day: Type.String({ pattern: '^\\d{2}$' }),
  month: Type.String({ pattern: '^\\d{2}$' }),
  year: Type.String({ pattern: '^\\d{4}$' }),
});
export type BirthDate = Static<typeof BirthDate>;

/** Sent upper-case: 1 to 20 capital letters or digits (spec 3, 5). */
export const PrivilegeCode = Type.String({
  pattern: `^[A-Z0-9]{1,${String(PRIVILEGE_CODE_MAX_LENGTH)}}$`,
});

/**
 * A bot-challenge (Cloudflare Turnstile) token, checked by the server. Tokens are at most 2048
 * characters; '' only passes for the robot user agent the challenge lets through (spec 6).
 */
export const TurnstileToken = Type.String({ maxLength: 2048 });

/**
 * The contact form's captcha token: the sandbox's Turnstile test token, or a reCAPTCHA v2 answer
 * when the store has reCAPTCHA's keys. Google documents no maximum length (Turnstile's is 2048);
 * its verify endpoint is reported to refuse answers of about 4,000 characters: the cap is there.
 */
export const CaptchaToken = Type.String({ maxLength: 4000 });

/**
 * A retargeting identifier from the retargeting cookie (spec 4, Retargeting). Its format is not
 * shown; we accept 1 to 128 letters, digits, dots, hyphens and underscores.
 */
export const Retarg = Type.String({ pattern: '^[A-Za-z0-9._-]{1,128}$' });

/**
 * An amount in the store's currency as a decimal string with at most 2 decimals ('29.99', '0').
 * Unlike the catalogue's PriceString it is never empty: totals and fees always have a value.
 */
export const Amount = Type.String({ pattern: '^\\d+(\\.\\d{1,2})?$' });

/**
 * An address (spec 3): street and number, building or complement, locality, postcode, city,
 * country. Street lines are 2 to 32 characters; complement and locality may be ''.
 */
export const Address = Type.Object({
  street: Type.String({ minLength: ADDRESS_LINE_MIN_LENGTH, maxLength: ADDRESS_LINE_MAX_LENGTH }),
  complement: Type.String({ maxLength: ADDRESS_LINE_MAX_LENGTH }),
  locality: Type.String({ maxLength: ADDRESS_LINE_MAX_LENGTH }),
  postalCode: Postcode,
  city: Type.String({ minLength: 1, maxLength: CITY_MAX_LENGTH }),
  country: Country,
});
export type Address = Static<typeof Address>;

/** The answer of calls whose only outcome is a message for the shopper. */
export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;
