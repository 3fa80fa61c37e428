// Checkout forms of @vitrine/validation/forms: privilege code, shipping, payment and the UK
// personal-account payment, in both stores.
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_KEYS,
  PAYMENT_METHODS,
  RELAY_SHIPPING_METHODS,
  SHIPPING_METHODS,
  createFormSchemas,
} from './index.js';
import type { StoreLocale } from './index.js';
import { errorsOf } from './validation-errors.test-support.js';

type Payload = Record<string, unknown>;

const LOCALES: readonly StoreLocale[] = ['fr-FR', 'en-GB'];
const THIS_YEAR = new Date().getFullYear();

// Birth dates are checked against today's date: keep them clear of the 18th birthday.
const ADULT_BIRTH_DATE = { day: '15', month: '06', year: '1980' };
/** Born on 15 June 19 years ago: 18 or 19 today, an adult either way. */
const YOUNG_ADULT_BIRTH_DATE = { day: '15', month: '06', year: String(THIS_YEAR - 19) };
const MINOR_BIRTH_DATE = { day: '15', month: '06', year: String(THIS_YEAR - 5) };
/** Born on 15 June 17 years ago: 16 or 17 today, a minor either way. */
const OLDER_MINOR_BIRTH_DATE = { day: '15', month: '06', year: String(THIS_YEAR - 17) };
const IMPOSSIBLE_BIRTH_DATE = { day: '31', month: '02', year: '1980' };

describe.each(LOCALES)('privilegeCode (%s)', (locale) => {
  const schema = createFormSchemas(locale).privilegeCode;

  it.each(['SUMMER10', 'summer10', 'Summer10', 'A', '7', 'A'.repeat(20), '12345678901234567890'])(
    'accepts %j',
    async (privilegeCode) => {
      expect(await errorsOf(schema, { privilegeCode })).toEqual({});
    },
  );

  it.each<[string, string]>([
    ['SUMMER-10', 'VALIDATION_PRIVILEGE_CODE_INVALID'],
    ['SUMMER 10', 'VALIDATION_PRIVILEGE_CODE_INVALID'],
    [' SUMMER10', 'VALIDATION_PRIVILEGE_CODE_INVALID'],
    ['CODE_1', 'VALIDATION_PRIVILEGE_CODE_INVALID'],
    ['ÉTÉ10', 'VALIDATION_PRIVILEGE_CODE_INVALID'],
    ['A'.repeat(21), 'VALIDATION_PRIVILEGE_CODE_INVALID'],
    ['summer10summer10summ1', 'VALIDATION_PRIVILEGE_CODE_INVALID'],
    ['', 'VALIDATION_REQUIRED'],
  ])('refuses %j → %s', async (privilegeCode, message) => {
    expect(await errorsOf(schema, { privilegeCode })).toEqual({ privilegeCode: message });
  });

  it('leaves the code as typed: the app upper-cases it before sending', async () => {
    await expect(schema.validate({ privilegeCode: 'summer10' })).resolves.toEqual({
      privilegeCode: 'summer10',
    });
    await expect(schema.isValid({ privilegeCode: 'summer10'.toUpperCase() })).resolves.toBe(true);
  });
});

describe('shipping', () => {
  const ALL_METHODS = Object.values(SHIPPING_METHODS);
  const HOME_METHODS = ALL_METHODS.filter((method) => !RELAY_SHIPPING_METHODS.includes(method));

  it('knows the relay methods of spec §3', () => {
    expect([...RELAY_SHIPPING_METHODS].sort()).toEqual(['MLR', 'RP']);
    expect([...HOME_METHODS].sort()).toEqual(['C', 'CE', 'COMFORT', 'INSTALLATION', 'STANDARD']);
  });

  // Both stores deliver to relay points: a relay method needs its point (decision 006).
  describe.each(LOCALES)('relay points (%s)', (locale) => {
    const schema = createFormSchemas(locale).shipping;

    it.each(['RP', 'MLR'])('%s needs a relay point', async (shippingMethod) => {
      const required = { relayPoint: 'VALIDATION_RELAY_POINT_REQUIRED' };
      expect(await errorsOf(schema, { shippingMethod, address: 'P' })).toEqual(required);
      expect(await errorsOf(schema, { shippingMethod, address: 'P', relayPoint: '' })).toEqual(
        required,
      );
      expect(
        await errorsOf(schema, { shippingMethod, address: 'P', relayPoint: '012345' }),
      ).toEqual({});
    });

    it.each(HOME_METHODS)('%s needs no relay point', async (shippingMethod) => {
      expect(await errorsOf(schema, { shippingMethod, address: 'P' })).toEqual({});
      expect(await errorsOf(schema, { shippingMethod, address: 'S', relayPoint: '' })).toEqual({});
    });
  });

  describe.each(LOCALES)('%s', (locale) => {
    const schema = createFormSchemas(locale).shipping;

    it.each<[string, Payload, Record<string, string>]>([
      [
        'an unknown method',
        { shippingMethod: 'UPS', address: 'P' },
        {
          shippingMethod: 'VALIDATION_CHOICE_INVALID',
        },
      ],
      [
        'a method code in lower case',
        { shippingMethod: 'rp', address: 'P' },
        {
          shippingMethod: 'VALIDATION_CHOICE_INVALID',
        },
      ],
      [
        'a method label instead of its code',
        { shippingMethod: 'colissimo', address: 'P' },
        {
          shippingMethod: 'VALIDATION_CHOICE_INVALID',
        },
      ],
      ['no method', { address: 'P' }, { shippingMethod: 'VALIDATION_REQUIRED' }],
      [
        'an unknown address key',
        { shippingMethod: 'C', address: 'X' },
        {
          address: 'VALIDATION_CHOICE_INVALID',
        },
      ],
      [
        'an address key in lower case',
        { shippingMethod: 'C', address: 's' },
        {
          address: 'VALIDATION_CHOICE_INVALID',
        },
      ],
      ['no address', { shippingMethod: 'C' }, { address: 'VALIDATION_REQUIRED' }],
    ])('refuses %s → %j', async (_case, payload, expected) => {
      expect(await errorsOf(schema, payload)).toEqual(expected);
    });

    it.each([...ADDRESS_KEYS])('accepts the address key %s', async (address) => {
      expect(await errorsOf(schema, { shippingMethod: 'C', address })).toEqual({});
    });
  });
});

describe('payment', () => {
  it('offers the personal account in the UK only, and Oney in France only', () => {
    expect(PAYMENT_METHODS['en-GB']).toContain('personalAccount');
    expect(PAYMENT_METHODS['fr-FR']).not.toContain('personalAccount');
    expect(PAYMENT_METHODS['fr-FR']).toContain('oney');
    expect(PAYMENT_METHODS['en-GB']).not.toContain('oney');
  });

  describe('en-GB personal account', () => {
    const schema = createFormSchemas('en-GB').payment;
    const personalAccount = { paymentMethod: 'personalAccount' };

    it.each<[string, Payload]>([
      ['an adult born in 1980', ADULT_BIRTH_DATE],
      ['an adult born 19 years ago', YOUNG_ADULT_BIRTH_DATE],
    ])('accepts the terms ticked and %s', async (_case, birthDate) => {
      const payload = { ...personalAccount, cgv: true, birthDate };
      expect(await errorsOf(schema, payload)).toEqual({});
      await expect(schema.validate(payload)).resolves.toEqual(payload);
    });

    it.each<[string, Payload, Record<string, string>]>([
      ['terms not answered', { birthDate: ADULT_BIRTH_DATE }, { cgv: 'VALIDATION_TERMS_REQUIRED' }],
      [
        'terms refused',
        { cgv: false, birthDate: ADULT_BIRTH_DATE },
        {
          cgv: 'VALIDATION_TERMS_REQUIRED',
        },
      ],
      [
        'a child',
        { cgv: true, birthDate: MINOR_BIRTH_DATE },
        {
          birthDate: 'VALIDATION_BIRTH_DATE_MINOR',
        },
      ],
      [
        'a 16- or 17-year-old',
        { cgv: true, birthDate: OLDER_MINOR_BIRTH_DATE },
        {
          birthDate: 'VALIDATION_BIRTH_DATE_MINOR',
        },
      ],
      [
        '31 February',
        { cgv: true, birthDate: IMPOSSIBLE_BIRTH_DATE },
        {
          birthDate: 'VALIDATION_BIRTH_DATE_INVALID',
        },
      ],
      [
        'a birth date next year',
        {
          cgv: true,
          birthDate: { day: '15', month: '06', year: String(THIS_YEAR + 1) },
        },
        { birthDate: 'VALIDATION_BIRTH_DATE_INVALID' },
      ],
      [
        'a birth date in 1899',
        { cgv: true, birthDate: { day: '15', month: '06', year: '1899' } },
        {
          birthDate: 'VALIDATION_BIRTH_DATE_INVALID',
        },
      ],
      [
        'an empty birth date',
        { cgv: true, birthDate: { day: '', month: '', year: '' } },
        {
          birthDate: 'VALIDATION_REQUIRED',
        },
      ],
      ['no birth date', { cgv: true }, { birthDate: 'VALIDATION_REQUIRED' }],
      [
        'a partial birth date',
        { cgv: true, birthDate: { day: '15', month: '06', year: '' } },
        {
          birthDate: 'VALIDATION_BIRTH_DATE_INVALID',
        },
      ],
      [
        'neither terms nor birth date',
        {},
        {
          cgv: 'VALIDATION_TERMS_REQUIRED',
          birthDate: 'VALIDATION_REQUIRED',
        },
      ],
      [
        'terms refused by a minor',
        { cgv: false, birthDate: MINOR_BIRTH_DATE },
        {
          cgv: 'VALIDATION_TERMS_REQUIRED',
          birthDate: 'VALIDATION_BIRTH_DATE_MINOR',
        },
      ],
    ])('refuses %s → %j', async (_case, changes, expected) => {
      expect(await errorsOf(schema, { ...personalAccount, ...changes })).toEqual(expected);
    });
  });

  describe('en-GB other methods', () => {
    const schema = createFormSchemas('en-GB').payment;

    it.each(['card', 'paypal', 'applePay'])(
      '%s needs neither terms nor birth date',
      async (method) => {
        expect(await errorsOf(schema, { paymentMethod: method })).toEqual({});
        expect(
          await errorsOf(schema, {
            paymentMethod: method,
            cgv: false,
            birthDate: MINOR_BIRTH_DATE,
          }),
        ).toEqual({});
      },
    );

    it.each<[unknown, string]>([
      ['oney', 'VALIDATION_CHOICE_INVALID'],
      ['cash', 'VALIDATION_CHOICE_INVALID'],
      ['PersonalAccount', 'VALIDATION_CHOICE_INVALID'],
      [undefined, 'VALIDATION_REQUIRED'],
    ])('refuses the method %j → %s', async (paymentMethod, message) => {
      expect(await errorsOf(schema, { paymentMethod })).toEqual({ paymentMethod: message });
    });
  });

  describe('fr-FR', () => {
    const schema = createFormSchemas('fr-FR').payment;

    it.each(['card', 'paypal', 'applePay'])(
      '%s needs neither instalments, terms nor birth date',
      async (paymentMethod) => {
        expect(await errorsOf(schema, { paymentMethod })).toEqual({});
      },
    );

    it.each([3, 4])('Oney takes %s instalments', async (instalments) => {
      expect(await errorsOf(schema, { paymentMethod: 'oney', instalments })).toEqual({});
    });

    it.each<[unknown, string]>([
      [undefined, 'VALIDATION_CHOICE_INVALID'],
      [null, 'VALIDATION_CHOICE_INVALID'],
      [2, 'VALIDATION_CHOICE_INVALID'],
      [10, 'VALIDATION_CHOICE_INVALID'],
      ['three', 'VALIDATION_CHOICE_INVALID'],
    ])('Oney refuses %j instalments → %s', async (instalments, message) => {
      expect(await errorsOf(schema, { paymentMethod: 'oney', instalments })).toEqual({
        instalments: message,
      });
    });

    it('refuses the personal account, even with the terms ticked by an adult', async () => {
      expect(
        await errorsOf(schema, {
          paymentMethod: 'personalAccount',
          cgv: true,
          birthDate: ADULT_BIRTH_DATE,
        }),
      ).toEqual({ paymentMethod: 'VALIDATION_CHOICE_INVALID' });
    });

    it.each<[unknown, string]>([
      ['cash', 'VALIDATION_CHOICE_INVALID'],
      ['Card', 'VALIDATION_CHOICE_INVALID'],
      [undefined, 'VALIDATION_REQUIRED'],
    ])('refuses the method %j → %s', async (paymentMethod, message) => {
      expect(await errorsOf(schema, { paymentMethod })).toEqual({ paymentMethod: message });
    });
  });
});

describe.each(LOCALES)('personalAccountPayment (%s)', (locale) => {
  const schema = createFormSchemas(locale).personalAccountPayment;

  it.each([0.01, 1, 250, 999.99, 1000])('accepts %s pounds', async (amount) => {
    expect(await errorsOf(schema, { amount })).toEqual({});
  });

  it('reads an amount typed as text', async () => {
    await expect(schema.validate({ amount: '250.50' })).resolves.toEqual({ amount: 250.5 });
  });

  it.each<[unknown, string]>([
    [0, 'VALIDATION_AMOUNT_INVALID'],
    [-5, 'VALIDATION_AMOUNT_INVALID'],
    [1000.01, 'VALIDATION_AMOUNT_INVALID'],
    [1001, 'VALIDATION_AMOUNT_INVALID'],
    [Infinity, 'VALIDATION_AMOUNT_INVALID'],
    [Number.NaN, 'VALIDATION_AMOUNT_INVALID'],
    ['abc', 'VALIDATION_AMOUNT_INVALID'],
    ['', 'VALIDATION_AMOUNT_INVALID'],
    ['1000.01', 'VALIDATION_AMOUNT_INVALID'],
    [undefined, 'VALIDATION_REQUIRED'],
  ])('refuses %j → %s', async (amount, message) => {
    expect(await errorsOf(schema, { amount })).toEqual({ amount: message });
  });
});
