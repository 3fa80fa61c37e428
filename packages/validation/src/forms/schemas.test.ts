// The form schemas of @vitrine/validation/forms: every form in both stores, the field rules they
// share (e-mail, postcode, phones, names, address lines, birth dates) and the account and contact
// forms. Checkout forms are in checkout-forms.test.ts.
import { describe, expect, it } from 'vitest';
import { CIVILITIES, MESSAGE_MAX_LENGTH, createFormSchemas } from './index.js';
import type { FormSchemas, StoreLocale } from './index.js';
import { errorsOf } from './validation-errors.test-support.js';

type FormName = keyof FormSchemas;
type Payload = Record<string, unknown>;

const LOCALES: readonly StoreLocale[] = ['fr-FR', 'en-GB'];
const THIS_YEAR = new Date().getFullYear();

const ADULT_BIRTH_DATE = { day: '15', month: '06', year: '1980' };
const MINOR_BIRTH_DATE = { day: '15', month: '06', year: String(THIS_YEAR - 5) };
const NO_BIRTH_DATE = { day: '', month: '', year: '' };

/** The parts of a good payload that differ between the two stores. */
const STORE = {
  'fr-FR': {
    address: {
      street: '12 rue de la Paix',
      complement: 'Bâtiment B',
      locality: '',
      postalCode: '75001',
      city: 'Paris',
      country: 'FR',
    },
    cellPhone: '0612345678',
    landline: '0123456789',
    otherCountry: 'GB',
  },
  'en-GB': {
    address: {
      street: '10 Downing Street',
      complement: '',
      locality: 'Westminster',
      postalCode: 'SW1A 2AA',
      city: 'London',
      country: 'GB',
    },
    cellPhone: '07123456789',
    landline: '02079460000',
    otherCountry: 'FR',
  },
} as const satisfies Record<StoreLocale, unknown>;

const IDENTITY = { civility: 'Mrs', firstName: 'Élodie', lastName: "D'Arcy-Lefèvre" };
const EMAIL = 'elodie.darcy@example.fr';
const PASSWORD = 'Secret12!';

/** A complete, valid payload for every form of one store. */
function goodPayloads(locale: StoreLocale) {
  const { address, cellPhone, landline } = STORE[locale];
  return {
    login: { email: EMAIL, password: 'any password' },
    signup: {
      ...IDENTITY,
      email: EMAIL,
      confirmEmail: EMAIL,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      birthDate: ADULT_BIRTH_DATE,
      ...address,
      cellPhone,
      landline,
      smsOption: true,
      mailOption: true,
      partnerOption: false,
    },
    personalInformation: {
      ...IDENTITY,
      birthDate: ADULT_BIRTH_DATE,
      cellPhone,
      landline,
      smsOption: true,
    },
    emailChange: {
      newEmail: 'new.address@example.fr',
      confirmEmail: 'new.address@example.fr',
      password: 'current password',
    },
    passwordChange: {
      password: 'current password',
      newPassword: PASSWORD,
      confirmNewPassword: PASSWORD,
    },
    mainAddress: { ...address, cellPhone, landline, smsOption: true },
    secondaryAddress: { ...address, cellPhone: '', landline: '', smsOption: false },
    contact: {
      ...IDENTITY,
      email: EMAIL,
      country: address.country,
      subject: 'Delivery',
      message: 'Where is my parcel?',
      orderNumber: '123456789',
      captcha: true,
    },
    newsletter: {
      email: EMAIL,
      mailOption: true,
      partnerOption: false,
      smsOption: true,
      cellPhone,
    },
    newsletterBox: { email: EMAIL },
    catalogRequest: { ...IDENTITY, email: EMAIL, ...address },
    privilegeCode: { privilegeCode: 'SUMMER10' },
    shipping: { shippingMethod: 'RP', address: 'P', relayPoint: '012345' },
    payment: { paymentMethod: 'card' },
    personalAccountPayment: { amount: 250 },
  } satisfies Record<FormName, Payload>;
}

type GoodPayloads = ReturnType<typeof goodPayloads>;

const formNames = (schemas: FormSchemas): FormName[] => Object.keys(schemas) as FormName[];

/** The forms that have a field of this name. */
const formsWith = (schemas: FormSchemas, field: string): FormName[] =>
  formNames(schemas).filter((form) => field in schemas[form].fields);

/** Validates the good payload of each form with `changes` applied: `{ form: { path: message } }`. */
async function errorsByForm(
  schemas: FormSchemas,
  good: GoodPayloads,
  forms: readonly FormName[],
  changes: Payload,
): Promise<Record<string, Record<string, string>>> {
  const entries = await Promise.all(
    forms.map(async (form) => [form, await errorsOf(schemas[form], { ...good[form], ...changes })]),
  );
  return Object.fromEntries(entries) as Record<string, Record<string, string>>;
}

const sameForEvery = (forms: readonly FormName[], errors: Record<string, string>) =>
  Object.fromEntries(forms.map((form) => [form, errors]));

describe.each(LOCALES)('createFormSchemas(%s): every form', (locale) => {
  const schemas = createFormSchemas(locale);
  const good = goodPayloads(locale);

  it('returns one schema per form of the store', () => {
    expect(formNames(schemas).sort()).toEqual(Object.keys(good).sort());
  });

  it.each(Object.keys(good) as FormName[])('%s accepts a complete, valid payload', async (form) => {
    expect(await errorsOf(schemas[form], good[form])).toEqual({});
    await expect(schemas[form].isValid(good[form])).resolves.toBe(true);
  });

  const R = 'VALIDATION_REQUIRED';
  it.each<[FormName, Record<string, string>]>([
    ['login', { email: R, password: R, surname: R }],
    [
      'signup',
      {
        civility: R,
        firstName: R,
        lastName: R,
        email: R,
        confirmEmail: R,
        password: R,
        confirmPassword: R,
        street: R,
        postalCode: R,
        city: R,
        country: R,
        smsOption: R,
        mailOption: R,
        partnerOption: R,
      },
    ],
    ['personalInformation', { civility: R, firstName: R, lastName: R, smsOption: R }],
    ['emailChange', { newEmail: R, confirmEmail: R, password: R }],
    ['passwordChange', { password: R, newPassword: R, confirmNewPassword: R }],
    ['mainAddress', { street: R, postalCode: R, city: R, country: R, smsOption: R }],
    ['secondaryAddress', { street: R, postalCode: R, city: R, country: R, smsOption: R }],
    [
      'contact',
      {
        civility: R,
        firstName: R,
        lastName: R,
        email: R,
        country: R,
        subject: R,
        message: R,
        captcha: 'VALIDATION_CAPTCHA_REQUIRED',
      },
    ],
    ['newsletter', { email: R, mailOption: R, partnerOption: R, smsOption: R }],
    ['newsletterBox', { email: R }],
    [
      'catalogRequest',
      {
        civility: R,
        firstName: R,
        lastName: R,
        email: R,
        street: R,
        postalCode: R,
        city: R,
        country: R,
      },
    ],
    ['privilegeCode', { privilegeCode: R }],
    ['shipping', { shippingMethod: R, address: R }],
    ['payment', { paymentMethod: R }],
    ['personalAccountPayment', { amount: R }],
  ])('%s: an empty submission flags exactly the required fields', async (form, expected) => {
    expect(await errorsOf(schemas[form], {})).toEqual(expected);
  });

  it('gives fresh schemas on each call, with the same rules', async () => {
    const again = createFormSchemas(locale);
    expect(again.signup).not.toBe(schemas.signup);
    expect(await errorsOf(again.signup, good.signup)).toEqual({});
  });
});

describe.each(LOCALES)('createFormSchemas(%s): e-mail fields', (locale) => {
  const good = goodPayloads(locale);
  /** Every e-mail field, with its confirmation kept equal so only the address itself is judged. */
  const EMAIL_FIELDS: readonly (readonly [FormName, string, string])[] = [
    ['login', 'email', 'VALIDATION_IDENTIFIER_INVALID'],
    ['signup', 'email', 'VALIDATION_EMAIL_INVALID'],
    ['emailChange', 'newEmail', 'VALIDATION_EMAIL_INVALID'],
    ['contact', 'email', 'VALIDATION_EMAIL_INVALID'],
    ['newsletter', 'email', 'VALIDATION_EMAIL_INVALID'],
    ['newsletterBox', 'email', 'VALIDATION_EMAIL_INVALID'],
    ['catalogRequest', 'email', 'VALIDATION_EMAIL_INVALID'],
  ];
  const withEmail = (form: FormName, field: string, email: string): Payload => ({
    ...good[form],
    [field]: email,
    ...('confirmEmail' in good[form] ? { confirmEmail: email } : {}),
  });

  it('covers every e-mail field of every form', () => {
    const schemas = createFormSchemas(locale);
    const withAnEmail = formNames(schemas).filter(
      (form) => 'email' in schemas[form].fields || 'newEmail' in schemas[form].fields,
    );
    expect(withAnEmail.sort()).toEqual(EMAIL_FIELDS.map(([form]) => form).sort());
  });

  it.each(EMAIL_FIELDS)(
    "%s.%s refuses '+' by default and accepts it with allowPlusInEmail",
    async (form, field, message) => {
      const payload = withEmail(form, field, 'elodie+shop@example.fr');
      expect(await errorsOf(createFormSchemas(locale)[form], payload)).toEqual({
        [field]: message,
      });
      expect(
        await errorsOf(createFormSchemas(locale, { allowPlusInEmail: false })[form], payload),
      ).toEqual({ [field]: message });
      expect(
        await errorsOf(createFormSchemas(locale, { allowPlusInEmail: true })[form], payload),
      ).toEqual({});
    },
  );

  it.each(EMAIL_FIELDS)(
    "%s.%s refuses '&' even with allowPlusInEmail",
    async (form, field, message) => {
      const payload = withEmail(form, field, 'jean&marie@example.fr');
      for (const options of [{}, { allowPlusInEmail: true }]) {
        expect(await errorsOf(createFormSchemas(locale, options)[form], payload)).toEqual({
          [field]: message,
        });
      }
    },
  );

  it.each(EMAIL_FIELDS)('%s.%s refuses a malformed address', async (form, field, message) => {
    const schema = createFormSchemas(locale)[form];
    for (const email of ['elodie..darcy@example.fr', 'elodie@example.f', 'élodie@example.fr']) {
      expect(await errorsOf(schema, withEmail(form, field, email))).toEqual({ [field]: message });
    }
  });

  it.each(EMAIL_FIELDS)('%s.%s accepts letters, digits, - _ and dots', async (form, field) => {
    const schema = createFormSchemas(locale)[form];
    for (const email of ['a@b.co', 'jean-marc_2.dupont@mail.example.co.uk', 'X_1@sub-domain.FR']) {
      expect(await errorsOf(schema, withEmail(form, field, email))).toEqual({});
    }
  });
});

describe('createFormSchemas: postcodes', () => {
  const FORMS_WITH_POSTCODE = ['signup', 'mainAddress', 'secondaryAddress', 'catalogRequest'];

  it.each(LOCALES)('%s: every address form has a postcode', (locale) => {
    expect(formsWith(createFormSchemas(locale), 'postalCode')).toEqual(FORMS_WITH_POSTCODE);
  });

  it.each<[string, Record<string, string>]>([
    ['75001', {}],
    ['01000', {}],
    ['95000', {}],
    ['97100', {}],
    ['97499', {}],
    ['98000', {}],
    ['98099', {}],
    ['97133', { postalCode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' }],
    ['97150', { postalCode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' }],
    ['97500', { postalCode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' }],
    ['98100', { postalCode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' }],
    ['96000', { postalCode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' }],
    ['99000', { postalCode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' }],
    ['ABCDE', { postalCode: 'VALIDATION_POSTCODE_INVALID' }],
    ['7500', { postalCode: 'VALIDATION_POSTCODE_INVALID' }],
    ['750010', { postalCode: 'VALIDATION_POSTCODE_INVALID' }],
    ['75 001', { postalCode: 'VALIDATION_POSTCODE_INVALID' }],
    ['SW1A 1AA', { postalCode: 'VALIDATION_POSTCODE_INVALID' }],
    ['', { postalCode: 'VALIDATION_REQUIRED' }],
  ])('fr-FR: postalCode %j → %j', async (postalCode, expected) => {
    const schemas = createFormSchemas('fr-FR');
    // The catalogue request has the stricter rule (below).
    const forms = formsWith(schemas, 'postalCode').filter((form) => form !== 'catalogRequest');
    expect(await errorsByForm(schemas, goodPayloads('fr-FR'), forms, { postalCode })).toEqual(
      sameForEvery(forms, expected),
    );
  });

  // Spec §5's stricter check: the paper catalogue goes to metropolitan France and Monaco only.
  it.each<[string, Record<string, string>]>([
    ['75001', {}],
    ['01000', {}],
    ['20000', {}],
    ['95999', {}],
    ['98000', {}],
    ['98099', {}],
    ['97100', { postalCode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' }],
    ['97200', { postalCode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' }],
    ['97499', { postalCode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' }],
    ['97133', { postalCode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' }],
    ['96000', { postalCode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' }],
    ['98100', { postalCode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' }],
    ['00999', { postalCode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' }],
    ['7500', { postalCode: 'VALIDATION_POSTCODE_INVALID' }],
    ['75 001', { postalCode: 'VALIDATION_POSTCODE_INVALID' }],
    ['', { postalCode: 'VALIDATION_REQUIRED' }],
  ])('fr-FR: catalogRequest postalCode %j → %j', async (postalCode, expected) => {
    const schema = createFormSchemas('fr-FR').catalogRequest;
    const good = goodPayloads('fr-FR').catalogRequest;
    expect(await errorsOf(schema, { ...good, postalCode })).toEqual(expected);
  });

  it('en-GB: the catalogue request takes any UK postcode, like the other address forms', async () => {
    const schema = createFormSchemas('en-GB').catalogRequest;
    const good = goodPayloads('en-GB').catalogRequest;
    expect(await errorsOf(schema, { ...good, postalCode: 'GIR 0AA' })).toEqual({});
    expect(await errorsOf(schema, { ...good, postalCode: '75001' })).toEqual({
      postalCode: 'VALIDATION_POSTCODE_INVALID',
    });
  });

  it.each<[string, Record<string, string>]>([
    ['sw1a 1aa', {}],
    ['SW1A 1AA', {}],
    ['SW1A1AA', {}],
    ['M1 1AE', {}],
    ['B33 8TH', {}],
    ['CR2 6XH', {}],
    ['DN55 1PT', {}],
    ['GIR 0AA', {}],
    ['75001', { postalCode: 'VALIDATION_POSTCODE_INVALID' }],
    ['97133', { postalCode: 'VALIDATION_POSTCODE_INVALID' }],
    ['SW1A 1A', { postalCode: 'VALIDATION_POSTCODE_INVALID' }],
    ['SW1A 1AAA', { postalCode: 'VALIDATION_POSTCODE_INVALID' }],
    ['1AB 2CD', { postalCode: 'VALIDATION_POSTCODE_INVALID' }],
    ['ABCDE', { postalCode: 'VALIDATION_POSTCODE_INVALID' }],
    ['', { postalCode: 'VALIDATION_REQUIRED' }],
  ])('en-GB: postalCode %j → %j', async (postalCode, expected) => {
    const schemas = createFormSchemas('en-GB');
    const forms = formsWith(schemas, 'postalCode');
    expect(await errorsByForm(schemas, goodPayloads('en-GB'), forms, { postalCode })).toEqual(
      sameForEvery(forms, expected),
    );
  });
});

describe('createFormSchemas: phones and the SMS opt-in', () => {
  const FORMS_WITH_MOBILE = [
    'signup',
    'personalInformation',
    'mainAddress',
    'secondaryAddress',
    'newsletter',
  ];
  const FORMS_WITH_LANDLINE = ['signup', 'personalInformation', 'mainAddress', 'secondaryAddress'];

  it.each(LOCALES)('%s: the forms asking for phones', (locale) => {
    const schemas = createFormSchemas(locale);
    expect(formsWith(schemas, 'cellPhone')).toEqual(FORMS_WITH_MOBILE);
    expect(formsWith(schemas, 'smsOption')).toEqual(FORMS_WITH_MOBILE);
    expect(formsWith(schemas, 'landline')).toEqual(FORMS_WITH_LANDLINE);
  });

  const MOBILE_INVALID = { cellPhone: 'VALIDATION_MOBILE_INVALID' };
  const LANDLINE_INVALID = { landline: 'VALIDATION_LANDLINE_INVALID' };

  it.each<[StoreLocale, string, Record<string, string>]>([
    ['fr-FR', '0612345678', {}],
    ['fr-FR', '0712345678', {}],
    ['fr-FR', '0812345678', MOBILE_INVALID],
    ['fr-FR', '0123456789', MOBILE_INVALID],
    ['fr-FR', '061234567', MOBILE_INVALID],
    ['fr-FR', '06123456789', MOBILE_INVALID],
    // Typed with spaces, dots or hyphens: judged once normalised (normalizePhone).
    ['fr-FR', '06 12 34 56 78', {}],
    ['fr-FR', '06.12.34.56.78', {}],
    ['fr-FR', '07-12-34-56-78', {}],
    ['fr-FR', ' 06 12 34 56 78 ', {}],
    ['fr-FR', '06 12 34 56 7', MOBILE_INVALID],
    ['fr-FR', '06/12/34/56/78', MOBILE_INVALID],
    ['fr-FR', '+33612345678', MOBILE_INVALID],
    ['fr-FR', '+33 6 12 34 56 78', MOBILE_INVALID],
    ['fr-FR', '   ', MOBILE_INVALID],
    ['fr-FR', '93152000', MOBILE_INVALID], // a Monaco line is not a mobile
    ['fr-FR', '07123456789', MOBILE_INVALID],
    ['en-GB', '07123456789', {}],
    ['en-GB', '07999999999', {}],
    ['en-GB', '0712345678', MOBILE_INVALID],
    ['en-GB', '071234567890', MOBILE_INVALID],
    ['en-GB', '0612345678', MOBILE_INVALID],
    ['en-GB', '02079460000', MOBILE_INVALID],
    ['en-GB', '+447123456789', MOBILE_INVALID],
    ['en-GB', '07123 456789', {}],
    ['en-GB', '07700 900 123', {}],
    ['en-GB', '07700 90012', MOBILE_INVALID],
    ['en-GB', '+44 7700 900123', MOBILE_INVALID],
  ])('%s: cellPhone %j → %j', async (locale, cellPhone, expected) => {
    const schemas = createFormSchemas(locale);
    expect(
      await errorsByForm(schemas, goodPayloads(locale), FORMS_WITH_MOBILE as FormName[], {
        cellPhone,
        smsOption: true,
      }),
    ).toEqual(sameForEvery(FORMS_WITH_MOBILE as FormName[], expected));
  });

  it.each<[StoreLocale, string, Record<string, string>]>([
    ['fr-FR', '0123456789', {}],
    ['fr-FR', '0298765432', {}],
    ['fr-FR', '0987654321', {}],
    ['fr-FR', '', {}],
    ['fr-FR', '0612345678', LANDLINE_INVALID],
    ['fr-FR', '0712345678', LANDLINE_INVALID],
    ['fr-FR', '0812345678', LANDLINE_INVALID],
    ['fr-FR', '012345678', LANDLINE_INVALID],
    ['fr-FR', '01 23 45 67 89', {}],
    ['fr-FR', '01.23.45.67.89', {}],
    ['fr-FR', '06 12 34 56 78', LANDLINE_INVALID],
    // Monaco (98000–98099 is delivered): 8 digits, no trunk 0.
    ['fr-FR', '93152000', {}],
    ['fr-FR', '93 15 20 00', {}],
    ['fr-FR', '01234567', LANDLINE_INVALID],
    ['fr-FR', '9315200', LANDLINE_INVALID],
    ['en-GB', '02079460000', {}],
    ['en-GB', '0207946000', {}],
    ['en-GB', '07123456789', {}],
    ['en-GB', '', {}],
    ['en-GB', '020794600', LANDLINE_INVALID],
    ['en-GB', '020794600000', LANDLINE_INVALID],
    ['en-GB', '2079460000', LANDLINE_INVALID],
    ['en-GB', '020 7946 0000', {}],
    ['en-GB', '020-7946-0000', {}],
    ['en-GB', '020 7946 000', {}], // 10 digits
    ['en-GB', '020 7946 00', LANDLINE_INVALID],
    ['en-GB', '93152000', LANDLINE_INVALID], // Monaco is the French store's
  ])('%s: landline %j → %j', async (locale, landline, expected) => {
    const schemas = createFormSchemas(locale);
    const forms = FORMS_WITH_LANDLINE as FormName[];
    expect(await errorsByForm(schemas, goodPayloads(locale), forms, { landline })).toEqual(
      sameForEvery(forms, expected),
    );
  });

  it.each<[string, Payload, Record<string, string>]>([
    [
      'opt-in with an empty mobile',
      { smsOption: true, cellPhone: '' },
      {
        cellPhone: 'VALIDATION_MOBILE_REQUIRED_FOR_SMS',
      },
    ],
    [
      'opt-in with no mobile at all',
      { smsOption: true, cellPhone: undefined },
      {
        cellPhone: 'VALIDATION_MOBILE_REQUIRED_FOR_SMS',
      },
    ],
    [
      'opt-in with a malformed mobile',
      { smsOption: true, cellPhone: 'not a phone' },
      MOBILE_INVALID,
    ],
    ['opt-out with an empty mobile', { smsOption: false, cellPhone: '' }, {}],
    ['opt-out with no mobile at all', { smsOption: false, cellPhone: undefined }, {}],
    [
      'opt-out with a malformed mobile',
      { smsOption: false, cellPhone: 'not a phone' },
      MOBILE_INVALID,
    ],
    [
      'no answer to the opt-in',
      { smsOption: undefined, cellPhone: '' },
      {
        smsOption: 'VALIDATION_REQUIRED',
      },
    ],
  ])('%s → %j, in every form and store', async (_case, changes, expected) => {
    for (const locale of LOCALES) {
      const schemas = createFormSchemas(locale);
      const forms = FORMS_WITH_MOBILE as FormName[];
      expect(await errorsByForm(schemas, goodPayloads(locale), forms, changes)).toEqual(
        sameForEvery(forms, expected),
      );
    }
  });

  it('opt-in with a valid mobile of the store is accepted', async () => {
    for (const locale of LOCALES) {
      const schemas = createFormSchemas(locale);
      const forms = FORMS_WITH_MOBILE as FormName[];
      const changes = { smsOption: true, cellPhone: STORE[locale].cellPhone };
      expect(await errorsByForm(schemas, goodPayloads(locale), forms, changes)).toEqual(
        sameForEvery(forms, {}),
      );
    }
  });
});

describe.each(LOCALES)('createFormSchemas(%s): identity and address fields', (locale) => {
  const schemas = createFormSchemas(locale);
  const good = goodPayloads(locale);
  const check = (field: string, changes: Payload) =>
    errorsByForm(schemas, good, formsWith(schemas, field), changes);
  const expectEvery = (field: string, errors: Record<string, string>) =>
    sameForEvery(formsWith(schemas, field), errors);

  it('asks for an identity in signup, personal information, contact and catalogue request', () => {
    const forms = ['signup', 'personalInformation', 'contact', 'catalogRequest'];
    expect(formsWith(schemas, 'civility')).toEqual(forms);
    expect(formsWith(schemas, 'firstName')).toEqual(forms);
    expect(formsWith(schemas, 'lastName')).toEqual(forms);
  });

  it.each([...CIVILITIES])('civility %j is accepted', async (civility) => {
    expect(await check('civility', { civility })).toEqual(expectEvery('civility', {}));
  });

  it.each<[unknown, string]>([
    ['Dr', 'VALIDATION_CHOICE_INVALID'],
    ['mr', 'VALIDATION_CHOICE_INVALID'],
    ['Mme', 'VALIDATION_CHOICE_INVALID'],
    [undefined, 'VALIDATION_REQUIRED'],
  ])('civility %j → %s', async (civility, message) => {
    expect(await check('civility', { civility })).toEqual(
      expectEvery('civility', { civility: message }),
    );
  });

  describe.each(['firstName', 'lastName'])('%s', (field) => {
    it.each([
      'Jo',
      'Jean-Éric',
      "O'Brien",
      'D’Arcy',
      'Zoë',
      'Anne Marie',
      'x'.repeat(32),
      'Ōtsuka',
    ])('%j is accepted', async (name) => {
      expect(await check(field, { [field]: name })).toEqual(expectEvery(field, {}));
    });

    it.each<[string, string]>([
      ['J', 'VALIDATION_NAME_INVALID'],
      ['Jean2', 'VALIDATION_NAME_INVALID'],
      ['Jean.', 'VALIDATION_NAME_INVALID'],
      ["'-", 'VALIDATION_NAME_INVALID'],
      ['   ', 'VALIDATION_NAME_INVALID'],
      ['x'.repeat(33), 'VALIDATION_NAME_INVALID'],
      ['', 'VALIDATION_REQUIRED'],
    ])('%j → %s', async (name, message) => {
      expect(await check(field, { [field]: name })).toEqual(
        expectEvery(field, { [field]: message }),
      );
    });
  });

  it('asks for a street in signup, both addresses and catalogue request', () => {
    const forms = ['signup', 'mainAddress', 'secondaryAddress', 'catalogRequest'];
    for (const field of ['street', 'complement', 'locality', 'postalCode', 'city']) {
      expect(formsWith(schemas, field)).toEqual(forms);
    }
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['street', '1 A', {}],
    ['street', 'x'.repeat(32), {}],
    ['street', '', { street: 'VALIDATION_REQUIRED' }],
    ['street', 'A', { street: 'VALIDATION_ADDRESS_LINE_INVALID' }],
    ['street', '   ', { street: 'VALIDATION_ADDRESS_LINE_INVALID' }],
    ['street', 'x'.repeat(33), { street: 'VALIDATION_ADDRESS_LINE_INVALID' }],
    ['complement', '', {}],
    ['complement', undefined, {}],
    ['complement', 'Apt 4', {}],
    ['complement', 'B', { complement: 'VALIDATION_ADDRESS_LINE_INVALID' }],
    ['complement', 'x'.repeat(33), { complement: 'VALIDATION_ADDRESS_LINE_INVALID' }],
    ['locality', '', {}],
    ['locality', 'Le Hameau', {}],
    ['locality', 'L', { locality: 'VALIDATION_ADDRESS_LINE_INVALID' }],
    ['city', 'Y', {}],
    ['city', 'x'.repeat(32), {}],
    ['city', '', { city: 'VALIDATION_REQUIRED' }],
    ['city', '  ', { city: 'VALIDATION_CITY_INVALID' }],
    ['city', 'x'.repeat(33), { city: 'VALIDATION_CITY_INVALID' }],
  ])('%s %j → %j', async (field, value, expected) => {
    expect(await check(field, { [field]: value })).toEqual(expectEvery(field, expected));
  });

  it("accepts only the store's country", async () => {
    const { country } = STORE[locale].address;
    expect(await check('country', { country })).toEqual(expectEvery('country', {}));
    for (const other of [STORE[locale].otherCountry, 'DE', 'fr', 'gb']) {
      expect(await check('country', { country: other })).toEqual(
        expectEvery('country', { country: 'VALIDATION_CHOICE_INVALID' }),
      );
    }
  });
});

describe.each(LOCALES)('createFormSchemas(%s): optional birth dates', (locale) => {
  const schemas = createFormSchemas(locale);
  const good = goodPayloads(locale);
  const FORMS: FormName[] = ['signup', 'personalInformation'];
  const INVALID = { birthDate: 'VALIDATION_BIRTH_DATE_INVALID' };

  it.each<[string, unknown, Record<string, string>]>([
    ['all three parts empty', NO_BIRTH_DATE, {}],
    ['no birth date at all', undefined, {}],
    ['an adult', ADULT_BIRTH_DATE, {}],
    ['a minor (the adult rule is only for the personal account)', MINOR_BIRTH_DATE, {}],
    ['29 February of a leap year', { day: '29', month: '02', year: '1980' }, {}],
    ['only the day', { day: '15', month: '', year: '' }, INVALID],
    ['no day', { day: '', month: '06', year: '1980' }, INVALID],
    ['no year', { day: '15', month: '06', year: '' }, INVALID],
    ['31 February', { day: '31', month: '02', year: '1980' }, INVALID],
    ['29 February of a common year', { day: '29', month: '02', year: '1981' }, INVALID],
    ['month 13', { day: '15', month: '13', year: '1980' }, INVALID],
    ['one-digit day and month', { day: '5', month: '6', year: '1980' }, INVALID],
    ['a two-digit year', { day: '15', month: '06', year: '80' }, INVALID],
    ['1 January 1900', { day: '01', month: '01', year: '1900' }, INVALID],
    ['a date in 1899', { day: '15', month: '06', year: '1899' }, INVALID],
    ['next year', { day: '15', month: '06', year: String(THIS_YEAR + 1) }, INVALID],
  ])('%s → %j', async (_case, birthDate, expected) => {
    expect(await errorsByForm(schemas, good, FORMS, { birthDate })).toEqual(
      sameForEvery(FORMS, expected),
    );
  });
});

describe.each(LOCALES)('login (%s)', (locale) => {
  const schema = createFormSchemas(locale).login;

  it.each<[string, Payload]>([
    ['an e-mail address and no surname', { email: EMAIL, password: 'p' }],
    ['an e-mail address and a surname', { email: EMAIL, password: 'p', surname: 'Dupont' }],
    ['a customer number and a surname', { email: '123456', password: 'p', surname: 'Dupont' }],
    ['a 20-digit customer number', { email: '1'.repeat(20), password: 'p', surname: 'Dupont' }],
    ['a single-digit customer number', { email: '7', password: 'p', surname: 'Dupont' }],
  ])('accepts %s', async (_case, payload) => {
    expect(await errorsOf(schema, payload)).toEqual({});
  });

  it.each<[string, Payload, Record<string, string>]>([
    [
      'a customer number without a surname',
      { email: '123456', password: 'p' },
      {
        surname: 'VALIDATION_REQUIRED',
      },
    ],
    [
      'a customer number with an empty surname',
      { email: '123456', password: 'p', surname: '' },
      {
        surname: 'VALIDATION_REQUIRED',
      },
    ],
    [
      'a customer number with an invalid surname',
      { email: '123456', password: 'p', surname: 'D' },
      {
        surname: 'VALIDATION_NAME_INVALID',
      },
    ],
    [
      "'abc'",
      { email: 'abc', password: 'p', surname: 'Dupont' },
      {
        email: 'VALIDATION_IDENTIFIER_INVALID',
      },
    ],
    [
      "'abc' without a surname (it is not an e-mail, so it is read as a number)",
      {
        email: 'abc',
        password: 'p',
      },
      { email: 'VALIDATION_IDENTIFIER_INVALID', surname: 'VALIDATION_REQUIRED' },
    ],
    [
      'a 21-digit customer number',
      { email: '1'.repeat(21), password: 'p', surname: 'Dupont' },
      {
        email: 'VALIDATION_IDENTIFIER_INVALID',
      },
    ],
    [
      'a customer number with a space',
      { email: '123 456', password: 'p', surname: 'Dupont' },
      {
        email: 'VALIDATION_IDENTIFIER_INVALID',
      },
    ],
    [
      'an address shaped like an e-mail but invalid',
      { email: 'jo&x@example.fr', password: 'p' },
      {
        email: 'VALIDATION_IDENTIFIER_INVALID',
      },
    ],
    ['no password', { email: EMAIL }, { password: 'VALIDATION_REQUIRED' }],
    ['an empty password', { email: EMAIL, password: '' }, { password: 'VALIDATION_REQUIRED' }],
    ['no identifier', { password: 'p', surname: 'Dupont' }, { email: 'VALIDATION_REQUIRED' }],
  ])('refuses %s', async (_case, payload, expected) => {
    expect(await errorsOf(schema, payload)).toEqual(expected);
  });

  it('does not apply the new-password rules to the login password', async () => {
    expect(await errorsOf(schema, { email: EMAIL, password: 'x' })).toEqual({});
  });
});

describe.each(LOCALES)('signup and password change (%s): passwords', (locale) => {
  const schemas = createFormSchemas(locale);
  const good = goodPayloads(locale);

  /** The first unmet rule, in the order length, digit, lower case, upper case, special. */
  const PASSWORD_CASES: readonly (readonly [string, string])[] = [
    ['Ab1!', 'VALIDATION_PASSWORD_LENGTH'],
    ['abc', 'VALIDATION_PASSWORD_LENGTH'],
    [`Aa1!${'b'.repeat(29)}`, 'VALIDATION_PASSWORD_LENGTH'],
    ['Abcdefg!', 'VALIDATION_PASSWORD_DIGIT'],
    ['abcdefgh', 'VALIDATION_PASSWORD_DIGIT'],
    ['ABCDEF1!', 'VALIDATION_PASSWORD_LOWERCASE'],
    ['ABCDEFG1', 'VALIDATION_PASSWORD_LOWERCASE'],
    ['abcdef1!', 'VALIDATION_PASSWORD_UPPERCASE'],
    ['abcdefg1', 'VALIDATION_PASSWORD_UPPERCASE'],
    ['Abcdefg1', 'VALIDATION_PASSWORD_SPECIAL'],
    ['Abcdef12 ', 'VALIDATION_PASSWORD_SPECIAL'],
  ];

  it.each(PASSWORD_CASES)('signup password %j → %s', async (password, message) => {
    const payload = { ...good.signup, password, confirmPassword: password };
    expect(await errorsOf(schemas.signup, payload)).toEqual({ password: message });
  });

  it.each(PASSWORD_CASES)('passwordChange newPassword %j → %s', async (password, message) => {
    const payload = { ...good.passwordChange, newPassword: password, confirmNewPassword: password };
    expect(await errorsOf(schemas.passwordChange, payload)).toEqual({ newPassword: message });
  });

  it.each(['Aa1!aaaa', `Aa1!${'b'.repeat(28)}`, 'Élan-2024', 'pass WORD 9?'])(
    'accepts the new password %j',
    async (password) => {
      expect(
        await errorsOf(schemas.signup, { ...good.signup, password, confirmPassword: password }),
      ).toEqual({});
      expect(
        await errorsOf(schemas.passwordChange, {
          ...good.passwordChange,
          newPassword: password,
          confirmNewPassword: password,
        }),
      ).toEqual({});
    },
  );

  it('signup: confirmPassword must equal password', async () => {
    expect(
      await errorsOf(schemas.signup, { ...good.signup, confirmPassword: 'Secret12?' }),
    ).toEqual({ confirmPassword: 'VALIDATION_PASSWORD_MISMATCH' });
    expect(await errorsOf(schemas.signup, { ...good.signup, confirmPassword: undefined })).toEqual({
      confirmPassword: 'VALIDATION_REQUIRED',
    });
  });

  it('passwordChange: confirmNewPassword must equal newPassword, not the current password', async () => {
    expect(
      await errorsOf(schemas.passwordChange, {
        ...good.passwordChange,
        confirmNewPassword: good.passwordChange.password,
      }),
    ).toEqual({ confirmNewPassword: 'VALIDATION_PASSWORD_MISMATCH' });
    expect(
      await errorsOf(schemas.passwordChange, {
        ...good.passwordChange,
        confirmNewPassword: 'secret12!',
      }),
    ).toEqual({ confirmNewPassword: 'VALIDATION_PASSWORD_MISMATCH' });
  });

  it('passwordChange: the current password is only required', async () => {
    expect(
      await errorsOf(schemas.passwordChange, { ...good.passwordChange, password: 'x' }),
    ).toEqual({});
    expect(
      await errorsOf(schemas.passwordChange, { ...good.passwordChange, password: '' }),
    ).toEqual({
      password: 'VALIDATION_REQUIRED',
    });
  });
});

describe.each(LOCALES)('signup and e-mail change (%s): e-mail confirmation', (locale) => {
  const schemas = createFormSchemas(locale);
  const good = goodPayloads(locale);

  it('signup: confirmEmail must equal email', async () => {
    expect(
      await errorsOf(schemas.signup, { ...good.signup, confirmEmail: 'someone.else@example.fr' }),
    ).toEqual({ confirmEmail: 'VALIDATION_EMAIL_MISMATCH' });
    expect(
      await errorsOf(schemas.signup, { ...good.signup, confirmEmail: EMAIL.toUpperCase() }),
    ).toEqual({ confirmEmail: 'VALIDATION_EMAIL_MISMATCH' });
    expect(await errorsOf(schemas.signup, { ...good.signup, confirmEmail: undefined })).toEqual({
      confirmEmail: 'VALIDATION_REQUIRED',
    });
  });

  it('emailChange: confirmEmail must equal newEmail', async () => {
    expect(
      await errorsOf(schemas.emailChange, { ...good.emailChange, confirmEmail: EMAIL }),
    ).toEqual({ confirmEmail: 'VALIDATION_EMAIL_MISMATCH' });
    expect(
      await errorsOf(schemas.emailChange, { ...good.emailChange, confirmEmail: undefined }),
    ).toEqual({ confirmEmail: 'VALIDATION_REQUIRED' });
  });

  it('emailChange: the new address is checked and the password required', async () => {
    expect(
      await errorsOf(schemas.emailChange, {
        newEmail: 'not-an-email',
        confirmEmail: 'not-an-email',
        password: '',
      }),
    ).toEqual({ newEmail: 'VALIDATION_EMAIL_INVALID', password: 'VALIDATION_REQUIRED' });
  });

  it('signup: the three subscription choices are required, false being an answer', async () => {
    const allNo = { ...good.signup, mailOption: false, partnerOption: false, smsOption: false };
    expect(await errorsOf(schemas.signup, allNo)).toEqual({});
    expect(
      await errorsOf(schemas.signup, {
        ...good.signup,
        mailOption: undefined,
        partnerOption: undefined,
      }),
    ).toEqual({ mailOption: 'VALIDATION_REQUIRED', partnerOption: 'VALIDATION_REQUIRED' });
  });
});

describe.each(LOCALES)('contact (%s)', (locale) => {
  const schema = createFormSchemas(locale).contact;
  const good = goodPayloads(locale).contact;

  it.each<[string, Payload, Record<string, string>]>([
    ['captcha not ticked', { captcha: false }, { captcha: 'VALIDATION_CAPTCHA_REQUIRED' }],
    ['no captcha', { captcha: undefined }, { captcha: 'VALIDATION_CAPTCHA_REQUIRED' }],
    ['order number A1', { orderNumber: 'A1' }, { orderNumber: 'VALIDATION_ORDER_NUMBER_INVALID' }],
    [
      'a 21-digit order number',
      { orderNumber: '1'.repeat(21) },
      {
        orderNumber: 'VALIDATION_ORDER_NUMBER_INVALID',
      },
    ],
    [
      'an order number with a space',
      { orderNumber: '123 456' },
      {
        orderNumber: 'VALIDATION_ORDER_NUMBER_INVALID',
      },
    ],
    ['an empty order number', { orderNumber: '' }, {}],
    ['no order number', { orderNumber: undefined }, {}],
    ['a 20-digit order number', { orderNumber: '9'.repeat(20) }, {}],
    ['a 1-digit order number', { orderNumber: '9' }, {}],
    ['no subject', { subject: '' }, { subject: 'VALIDATION_REQUIRED' }],
    ['no message', { message: '' }, { message: 'VALIDATION_REQUIRED' }],
    [`a ${MESSAGE_MAX_LENGTH}-character message`, { message: 'm'.repeat(MESSAGE_MAX_LENGTH) }, {}],
    [
      `a ${MESSAGE_MAX_LENGTH + 1}-character message`,
      {
        message: 'm'.repeat(MESSAGE_MAX_LENGTH + 1),
      },
      { message: 'VALIDATION_TEXT_TOO_LONG' },
    ],
    [
      'a country the store does not serve',
      { country: 'BE' },
      {
        country: 'VALIDATION_CHOICE_INVALID',
      },
    ],
    ['no civility', { civility: undefined }, { civility: 'VALIDATION_REQUIRED' }],
  ])('%s → %j', async (_case, changes, expected) => {
    expect(await errorsOf(schema, { ...good, ...changes })).toEqual(expected);
  });

  it('limits the message to 2000 characters', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(2000);
  });

  // Every other length rule of the package counts characters (code points, see length.ts and
  // password.test.ts): 1990 letters and 10 emoji are 2000 characters, within the limit.
  it('counts the message length in characters, not UTF-16 code units', async () => {
    const message = `${'m'.repeat(1990)}${'😀'.repeat(10)}`;
    expect(Array.from(message)).toHaveLength(MESSAGE_MAX_LENGTH);
    expect(await errorsOf(schema, { ...good, message })).toEqual({});
  });

  // Spec §5: subject and message are required; the package's own rule (address.ts) is that blank
  // input never passes a required rule.
  it.each(['subject', 'message'])('refuses a %s made only of spaces', async (field) => {
    expect(await errorsOf(schema, { ...good, [field]: '   ' })).toEqual({
      [field]: 'VALIDATION_REQUIRED',
    });
  });
});

describe.each(LOCALES)('newsletter, newsletter box and catalogue request (%s)', (locale) => {
  const schemas = createFormSchemas(locale);
  const good = goodPayloads(locale);

  it.each(['mailOption', 'partnerOption', 'smsOption'])(
    'newsletter: %s is a required yes/no choice',
    async (option) => {
      expect(await errorsOf(schemas.newsletter, { ...good.newsletter, [option]: false })).toEqual(
        {},
      );
      expect(
        await errorsOf(schemas.newsletter, { ...good.newsletter, [option]: undefined }),
      ).toEqual({ [option]: 'VALIDATION_REQUIRED' });
    },
  );

  it('newsletter: the preset of the footer box (mail on, partner and SMS off) needs no mobile', async () => {
    const preset = { email: EMAIL, mailOption: true, partnerOption: false, smsOption: false };
    expect(await errorsOf(schemas.newsletter, preset)).toEqual({});
  });

  it.each<[string, Record<string, string>]>([
    [EMAIL, {}],
    ['', { email: 'VALIDATION_REQUIRED' }],
    ['not-an-email', { email: 'VALIDATION_EMAIL_INVALID' }],
    [`${'a'.repeat(190)}@example.fr`, { email: 'VALIDATION_EMAIL_INVALID' }],
  ])('newsletterBox: %j → %j', async (email, expected) => {
    expect(await errorsOf(schemas.newsletterBox, { email })).toEqual(expected);
  });

  it('newsletterBox: the e-mail address is its only field', () => {
    expect(Object.keys(schemas.newsletterBox.fields)).toEqual(['email']);
  });

  it('catalogRequest: needs an identity, an e-mail and a postal address, but no phone', async () => {
    expect(Object.keys(schemas.catalogRequest.fields).sort()).toEqual(
      [
        'civility',
        'firstName',
        'lastName',
        'email',
        'street',
        'complement',
        'locality',
        'postalCode',
        'city',
        'country',
      ].sort(),
    );
    expect(
      await errorsOf(schemas.catalogRequest, {
        ...good.catalogRequest,
        email: 'not-an-email',
        street: 'A',
      }),
    ).toEqual({ email: 'VALIDATION_EMAIL_INVALID', street: 'VALIDATION_ADDRESS_LINE_INVALID' });
  });
});

describe.each(LOCALES)('main and secondary address (%s)', (locale) => {
  const schemas = createFormSchemas(locale);
  const good = goodPayloads(locale);

  it('have the same fields', () => {
    expect(Object.keys(schemas.secondaryAddress.fields)).toEqual(
      Object.keys(schemas.mainAddress.fields),
    );
  });

  it.each(['mainAddress', 'secondaryAddress'] as const)(
    '%s reports every faulty field at once',
    async (form) => {
      const payload = {
        ...good[form],
        street: '',
        postalCode: locale === 'fr-FR' ? '97133' : '75001',
        city: 'x'.repeat(33),
        cellPhone: '',
        smsOption: true,
        landline: '123',
      };
      expect(await errorsOf(schemas[form], payload)).toEqual({
        street: 'VALIDATION_REQUIRED',
        postalCode:
          locale === 'fr-FR'
            ? 'VALIDATION_POSTCODE_UNSUPPORTED_AREA'
            : 'VALIDATION_POSTCODE_INVALID',
        city: 'VALIDATION_CITY_INVALID',
        cellPhone: 'VALIDATION_MOBILE_REQUIRED_FOR_SMS',
        landline: 'VALIDATION_LANDLINE_INVALID',
      });
    },
  );
});
