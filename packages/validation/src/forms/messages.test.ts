// VALIDATION_MESSAGES: the schemas report i18n keys, never sentences, and each app translates every
// key in both locales — so every message a schema produces must be one of these keys.
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, createFormSchemas } from './index.js';
import type { FormFieldName, FormSchemaOptions, FormSchemas, StoreLocale } from './index.js';
import { validationErrorsOf } from './validation-errors.test-support.js';

type FormName = keyof FormSchemas;
type Payload = Record<string, unknown>;

/** Every message of the payload's errors (all of them, abortEarly off). */
const messagesOf = async (...args: Parameters<typeof validationErrorsOf>) =>
  (await validationErrorsOf(...args)).map(({ message }) => message);

const KEYS = new Set<string>(Object.values(VALIDATION_MESSAGES));
const THIS_YEAR = new Date().getFullYear();

const VARIANTS: readonly (readonly [StoreLocale, FormSchemaOptions])[] = [
  ['fr-FR', {}],
  ['fr-FR', { allowPlusInEmail: true }],
  ['en-GB', {}],
  ['en-GB', { allowPlusInEmail: true }],
];

/** A wrong (but well-typed) value for every field of every form. */
const BAD_VALUES: Record<FormFieldName, unknown> = {
  civility: 'Dr',
  firstName: 'J',
  lastName: 'D4',
  surname: '',
  email: 'jean&marie@example.fr',
  confirmEmail: 'someone.else@example.fr',
  newEmail: 'not-an-email',
  password: '',
  confirmPassword: 'different',
  newPassword: 'abcdefgh',
  confirmNewPassword: 'different',
  birthDate: { day: '31', month: '02', year: '1980' },
  street: 'A',
  complement: 'B',
  locality: 'C',
  postalCode: 'ABCDE',
  city: 'x'.repeat(33),
  country: 'DE',
  cellPhone: '0812345678',
  landline: '123',
  smsOption: undefined,
  mailOption: undefined,
  partnerOption: undefined,
  subject: '',
  message: 'x'.repeat(2001),
  orderNumber: 'A1',
  captcha: false,
  privilegeCode: 'SUMMER-10',
  shippingMethod: 'XX',
  address: 'X',
  relayPoint: '',
  paymentMethod: 'cash',
  instalments: 5,
  cgv: false,
  amount: 0,
};

/** Payloads reaching the messages that the bad values above do not. */
const SCENARIOS: readonly (readonly [StoreLocale, FormName, Payload])[] = [
  ['fr-FR', 'mainAddress', { postalCode: '97133', smsOption: true, cellPhone: '' }],
  ['fr-FR', 'shipping', { shippingMethod: 'RP', address: 'P' }],
  [
    'en-GB',
    'payment',
    {
      paymentMethod: 'personalAccount',
      cgv: false,
      birthDate: { day: '15', month: '06', year: String(THIS_YEAR - 5) },
    },
  ],
  ['en-GB', 'personalAccountPayment', { amount: 'abc' }],
  ['en-GB', 'login', { email: 'abc' }],
  ['fr-FR', 'signup', { email: 'a@example.fr', confirmEmail: 'b@example.fr' }],
  ...['Ab1!', 'ABCDEF1!', 'abcdef1!', 'Abcdefg1'].map(
    (newPassword) => ['fr-FR', 'passwordChange', { newPassword }] as const,
  ),
];

const formNames = (schemas: FormSchemas): FormName[] => Object.keys(schemas) as FormName[];

/** The messages of every form, in every store, for empty, bad and scenario payloads. */
async function collectMessages(): Promise<string[]> {
  const messages: string[] = [];
  for (const [locale, options] of VARIANTS) {
    const schemas = createFormSchemas(locale, options);
    for (const form of formNames(schemas)) {
      const bad = Object.fromEntries(
        Object.keys(schemas[form].fields).map((field) => [
          field,
          BAD_VALUES[field as FormFieldName],
        ]),
      );
      messages.push(...(await messagesOf(schemas[form], {})));
      messages.push(...(await messagesOf(schemas[form], bad)));
    }
  }
  for (const [locale, form, payload] of SCENARIOS) {
    messages.push(...(await messagesOf(createFormSchemas(locale)[form], payload)));
  }
  return messages;
}

describe('VALIDATION_MESSAGES', () => {
  it('has unique values', () => {
    const values = Object.values(VALIDATION_MESSAGES);
    expect(KEYS.size).toBe(values.length);
  });

  it('has values in VALIDATION_UPPER_SNAKE_CASE', () => {
    for (const value of KEYS) {
      expect(value).toMatch(/^VALIDATION_[A-Z]+(_[A-Z]+)*$/);
    }
  });

  it('pins the keys the apps translate', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      required: 'VALIDATION_REQUIRED',
      passwordUppercase: 'VALIDATION_PASSWORD_UPPERCASE',
      postcodeUnsupportedArea: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA',
      mobileRequiredForSms: 'VALIDATION_MOBILE_REQUIRED_FOR_SMS',
      birthDateMinor: 'VALIDATION_BIRTH_DATE_MINOR',
      relayPointRequired: 'VALIDATION_RELAY_POINT_REQUIRED',
      amountInvalid: 'VALIDATION_AMOUNT_INVALID',
    });
  });
});

describe('messages produced by the schemas', () => {
  it('are all VALIDATION_MESSAGES keys, and every key can be produced', async () => {
    const produced = new Set(await collectMessages());
    expect([...produced].filter((message) => !KEYS.has(message))).toEqual([]);
    expect([...produced].filter((message) => !message.startsWith('VALIDATION_'))).toEqual([]);
    expect([...KEYS].filter((key) => !produced.has(key))).toEqual([]);
  });

  // The contract: error messages are i18n keys, not sentences, whatever the form sends. Yup falls
  // back to English sentences ('landline cannot be null', 'captcha must be a `boolean` type…') for
  // a null or a value of the wrong type unless the schema gives its own message.
  it.each<[string, StoreLocale, FormName, Payload]>([
    [
      'an optional text left null (a customer with no landline, prefilled from the customer call)',
      'fr-FR',
      'personalInformation',
      {
        civility: 'Mr',
        firstName: 'Jean',
        lastName: 'Dupont',
        cellPhone: '0612345678',
        landline: null,
        smsOption: true,
      },
    ],
    [
      "a yes/no choice left unanswered as '' (a radio group with nothing checked)",
      'fr-FR',
      'newsletter',
      { email: 'jean@example.fr', mailOption: '', partnerOption: false, smsOption: false },
    ],
    [
      "a ticked HTML checkbox sent with its default value 'on'",
      'en-GB',
      'contact',
      {
        civility: 'Mr',
        firstName: 'John',
        lastName: 'Smith',
        email: 'john@example.co.uk',
        country: 'GB',
        subject: 'Order',
        message: 'Hello',
        captcha: 'on',
      },
    ],
    ['a birth date sent as null', 'en-GB', 'payment', { paymentMethod: 'card', birthDate: null }],
  ])('are keys for %s', async (_case, locale, form, payload) => {
    const messages = await messagesOf(createFormSchemas(locale)[form], payload);
    expect(messages.filter((message) => !KEYS.has(message))).toEqual([]);
  });
});
