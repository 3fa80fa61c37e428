// The contract itself: route table invariants, every schema compiled and checked against examples,
// and request bodies checked against the forms of @vitrine/validation (same field names, and a body
// the contract accepts is a form value the forms accept).
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import { createFormSchemas, type FormSchemas, type StoreLocale } from '@vitrine/validation/forms';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  contractExamples,
  type Examples,
  ADDRESS,
  BIRTH_DATE,
  CONTACT_DETAILS,
  EMAIL,
  IDENTITY,
  NEW_PASSWORD,
  PASSWORD,
  SIGNUP,
} from './examples.js';
import type { ContactBody } from './contact.js';
import type { AddressSaveBody, CatalogRequestBody, SignupBody } from './customer.js';
import type { RouteDefinition, RouteTag } from './route.js';
import { apiRoutes } from './routes.js';

type Group = keyof typeof apiRoutes;
const SCHEMA_KEYS = ['params', 'querystring', 'body', 'response'] as const;
type SchemaKey = (typeof SCHEMA_KEYS)[number];

const routes = Object.entries(apiRoutes).flatMap(([group, byName]) =>
  Object.entries(byName).map(([name, route]: [string, RouteDefinition]) => ({
    group: group as Group,
    name,
    route,
  })),
);

const GROUP_TAGS: Record<Group, RouteTag> = {
  customer: 'customer',
  checkout: 'checkout',
  contact: 'contact',
  catalogue: 'catalogue',
  content: 'content',
  errorReport: 'error-report',
};

/** Spec 7.1 to 7.3 (delivery update and validate are POST: they change the cart). */
const SPEC_CALLS = [
  'GET /api/customer/get',
  'POST /api/customer/login',
  'GET /api/customer/logout',
  'POST /api/customer/exists',
  'POST /api/customer/update',
  'POST /api/customer/update-password',
  'POST /api/customer/update-email',
  'POST /api/customer/address/secondary/save',
  'POST /api/customer/create',
  'POST /api/customer/forgotpassword',
  'POST /api/customer/resetpassword',
  'POST /api/customer/forgotcustomernumber',
  'POST /api/customer/newsletter/unsubscribe',
  'POST /api/customer/catalog/request',
  'POST /api/customer/updateSession',
  'POST /api/customer/user/retarg',
  'GET /api/customer/orders/get',
  'GET /api/customer/order/details/get/:id',
  'GET /api/customer/evt/orders/get',
  'GET /api/customer/evt/order/details/get/:id',
  'GET /api/customer/order/invoice/:id',
  'GET /api/checkout/cart/get',
  'GET /api/checkout/cart/delivery/get',
  'POST /api/checkout/cart/delivery/update',
  'POST /api/checkout/cart/delivery/validate',
  'GET /api/checkout/cart/merchandising',
  'POST /api/checkout/order/validate',
  'GET /api/checkout/order/get',
  'GET /api/checkout/privilegecode',
  'POST /api/checkout/privilegecode/validate',
  'POST /api/checkout/cart/add',
  'POST /api/checkout/cart/update',
  'POST /api/checkout/cart/remove',
  'POST /api/checkout/cart/gift_choice/update',
  'GET /api/colissimo/generate-token',
  'GET /api/checkout/relay-points',
  'POST /api/contact/submit',
];

const examplesOf = (group: Group, name: string) =>
  (contractExamples[group] as Record<string, Partial<Record<SchemaKey, Examples<unknown>>>>)[name];

describe('route table', () => {
  it('holds the calls of every area', () => {
    expect(Object.keys(apiRoutes).sort()).toEqual(Object.keys(GROUP_TAGS).sort());
  });

  it('holds every customer, checkout and contact call of spec 7.1 to 7.3', () => {
    const table = routes.map(({ route }) => `${route.method} ${route.path}`);
    expect(table).toEqual(expect.arrayContaining(SPEC_CALLS));
  });

  it('has one route per method and path', () => {
    const keys = routes.map(({ route }) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(routes)('$group.$name: path under /api/, /media/ or /html/', ({ route }) => {
    expect(route.path).toMatch(/^\/(api|media|html)\//);
  });

  it.each(routes)('$group.$name: tagged with its area', ({ group, route }) => {
    expect(route.tag).toBe(GROUP_TAGS[group]);
    expect(route.summary).not.toBe('');
  });

  it.each(routes)('$group.$name: a POST has a body, a GET none', ({ route }) => {
    expect(route.body !== undefined).toBe(route.method === 'POST');
  });

  it.each(routes)('$group.$name: declares exactly the parameters of its path', ({ route }) => {
    const inPath = [...route.path.matchAll(/:(\w+)|\*/g)].map(([token, name]) => name ?? token);
    const declared = Object.keys(
      (route.params as { properties?: Record<string, unknown> } | undefined)?.properties ?? {},
    );
    expect(declared.sort()).toEqual(inPath.sort());
  });

  it.each(routes)('$group.$name: only public files skip the app key', ({ route }) => {
    expect(route.public === true).toBe(!route.path.startsWith('/api/'));
  });
});

describe('schemas', () => {
  const cases = routes.flatMap(({ group, name, route }) =>
    SCHEMA_KEYS.flatMap((key) => {
      const schema = route[key];
      if (schema === undefined) return [];
      return [
        { label: `${group}.${name} ${key}`, schema, examples: examplesOf(group, name)?.[key] },
      ];
    }),
  );

  it.each(cases)('$label compiles, accepts its examples and rejects bad ones', (testCase) => {
    const { schema, examples } = testCase;
    const validator = Compile(schema);
    expect(examples?.valid.length).toBeGreaterThan(0);
    expect(examples?.invalid.length).toBeGreaterThan(0);
    for (const value of examples?.valid ?? [])
      expect([...validator.Errors(value)], JSON.stringify(value)).toEqual([]);
    for (const value of examples?.invalid ?? [])
      expect(validator.Check(value), JSON.stringify(value)).toBe(false);
  });

  it('every route has examples for each of its schemas and no others', () => {
    for (const { group, name, route } of routes) {
      const examples = examplesOf(group, name) ?? {};
      expect(Object.keys(examples).sort(), `${group}.${name}`).toEqual(
        SCHEMA_KEYS.filter((key) => route[key] !== undefined).sort(),
      );
    }
  });
});

describe('request bodies match the forms', () => {
  type Fields<Form extends keyof FormSchemas> = keyof FormSchemas[Form]['fields'];

  it('uses the form field names (types)', () => {
    expectTypeOf<keyof SignupBody>().toEqualTypeOf<Fields<'signup'>>();
    expectTypeOf<keyof AddressSaveBody>().toEqualTypeOf<Fields<'mainAddress'>>();
    expectTypeOf<keyof CatalogRequestBody>().toEqualTypeOf<Fields<'catalogRequest'>>();
    expectTypeOf<keyof ContactBody>().toEqualTypeOf<Fields<'contact'> | 'turnstileToken'>();
  });

  const propertiesOf = (schema: TSchema, branch?: number): string[] => {
    const object = (
      branch === undefined ? schema : (schema as unknown as { anyOf: TSchema[] }).anyOf[branch]
    ) as { properties: Record<string, unknown> };
    return Object.keys(object.properties).sort();
  };
  const { customer, checkout, contact } = apiRoutes;
  type Body = Record<string, unknown>;
  const UUID = '0b3f2f0c-6b9e-4f7e-9d7a-3c2b1a0f9e8d';

  /**
   * A contract body and the form it comes from: the body's fields are the form's, plus `extra`,
   * less `formOnly` (fields this payload leaves out); `toForm` maps a body back to form values.
   */
  const cases: {
    form: keyof FormSchemas;
    locale: StoreLocale;
    schema: TSchema;
    branch?: number;
    extra: string[];
    formOnly?: string[];
    body: Body;
    toForm?: (body: Body) => Body;
  }[] = [
    {
      form: 'login',
      locale: 'fr-FR',
      schema: customer.login.body,
      branch: 0,
      extra: ['turnstileToken'],
      formOnly: ['surname'],
      body: { email: EMAIL, password: PASSWORD, turnstileToken: 't' },
    },
    {
      form: 'login',
      locale: 'fr-FR',
      schema: customer.login.body,
      branch: 1,
      extra: ['turnstileToken', 'nClient'],
      formOnly: ['email'],
      body: { nClient: '12345678', surname: 'Dupont', password: PASSWORD, turnstileToken: 't' },
      // The form's one identifier field is sent as nClient when it is not an e-mail.
      toForm: ({ nClient, ...body }) => ({ ...body, email: nClient }),
    },
    {
      form: 'signup',
      locale: 'fr-FR',
      schema: customer.create.body,
      extra: [],
      body: SIGNUP,
    },
    {
      form: 'personalInformation',
      locale: 'fr-FR',
      schema: customer.update.body,
      branch: 0,
      extra: ['evt'],
      body: { evt: 'personalInformation', ...IDENTITY, birthDate: BIRTH_DATE, ...CONTACT_DETAILS },
    },
    {
      form: 'newsletter',
      locale: 'fr-FR',
      schema: customer.update.body,
      branch: 1,
      extra: ['evt', 'sendMailNewsletter'],
      body: {
        evt: 'newsletter',
        email: EMAIL,
        mailOption: 'O',
        sendMailNewsletter: true,
        partnerOption: false,
        smsOption: false,
        cellPhone: '',
      },
      // The legacy payload says 'O' for the form's ticked mail option.
      toForm: (body) => ({ ...body, mailOption: body.mailOption === 'O' }),
    },
    {
      form: 'passwordChange',
      locale: 'fr-FR',
      schema: customer.updatePassword.body,
      extra: [],
      body: { password: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
    },
    {
      form: 'emailChange',
      locale: 'fr-FR',
      schema: customer.updateEmail.body,
      extra: [],
      body: { newEmail: EMAIL, confirmEmail: EMAIL, password: PASSWORD },
    },
    {
      form: 'mainAddress',
      locale: 'fr-FR',
      schema: customer.saveMainAddress.body,
      extra: [],
      body: { ...ADDRESS, ...CONTACT_DETAILS },
    },
    {
      form: 'secondaryAddress',
      locale: 'en-GB',
      schema: customer.saveSecondaryAddress.body,
      extra: [],
      body: {
        street: '10 Downing Street',
        complement: '',
        locality: 'Westminster',
        postalCode: 'SW1A 2AA',
        city: 'London',
        country: 'GB',
        cellPhone: '07123456789',
        landline: '',
        smsOption: true,
      },
    },
    {
      form: 'catalogRequest',
      locale: 'fr-FR',
      schema: customer.requestCatalog.body,
      extra: [],
      body: { ...IDENTITY, email: EMAIL, ...ADDRESS },
    },
    {
      form: 'privilegeCode',
      locale: 'fr-FR',
      schema: checkout.privilegeCodeValidate.body,
      extra: [],
      body: { privilegeCode: 'ETE25' },
    },
    {
      form: 'shipping',
      locale: 'fr-FR',
      schema: checkout.deliveryUpdate.body,
      extra: [],
      body: { shippingMethod: 'MLR', address: 'P', relayPoint: 'MR-075012' },
    },
    {
      form: 'payment',
      locale: 'fr-FR',
      schema: checkout.orderValidate.body,
      branch: 0,
      extra: ['idempotencyKey'],
      formOnly: ['cgv', 'birthDate', 'instalments'],
      body: { idempotencyKey: UUID, paymentMethod: 'paypal' },
      // The other-methods branch has no instalments, cgv nor birth date to send.
      toForm: (body) => ({ ...body, instalments: null, cgv: null, birthDate: null }),
    },
    {
      form: 'payment',
      locale: 'fr-FR',
      schema: checkout.orderValidate.body,
      branch: 2,
      extra: ['idempotencyKey'],
      formOnly: ['cgv', 'birthDate'],
      body: { idempotencyKey: UUID, paymentMethod: 'oney', instalments: 4 },
      toForm: (body) => ({ ...body, cgv: null, birthDate: null }),
    },
    {
      form: 'payment',
      locale: 'en-GB',
      schema: checkout.orderValidate.body,
      branch: 1,
      extra: ['idempotencyKey'],
      formOnly: ['instalments'],
      body: {
        idempotencyKey: UUID,
        paymentMethod: 'personalAccount',
        cgv: true,
        birthDate: BIRTH_DATE,
      },
    },
    {
      form: 'contact',
      locale: 'fr-FR',
      schema: contact.submit.body,
      extra: ['turnstileToken'],
      body: {
        ...IDENTITY,
        email: EMAIL,
        country: 'FR',
        subject: 'Commande',
        message: 'Bonjour',
        orderNumber: '700012345',
        captcha: true,
        turnstileToken: 't',
      },
    },
  ];

  it.each(cases)('$form ($locale): the form field names, plus $extra', (testCase) => {
    const { form, locale, schema, branch, extra, formOnly = [] } = testCase;
    const formFields = Object.keys(createFormSchemas(locale)[form].fields);
    expect(propertiesOf(schema, branch).filter((key) => !extra.includes(key))).toEqual(
      formFields.filter((key) => !formOnly.includes(key)).sort(),
    );
  });

  it.each(cases)(
    '$form ($locale): a body the contract accepts passes the form',
    async (testCase) => {
      const { form, locale, schema, body, toForm = (value: Body) => value } = testCase;
      expect([...Compile(schema).Errors(body)]).toEqual([]);
      await expect(createFormSchemas(locale)[form].validate(toForm(body))).resolves.toBeDefined();
    },
  );
});
