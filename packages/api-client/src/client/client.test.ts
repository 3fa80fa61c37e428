// Every method of every call group: the method, URL and body it sends (spec 7), against a fake
// fetch. The table is typed by the client, so a method without a case does not compile.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Cart } from '../contract/checkout.js';
import type { ContactBody } from '../contract/contact.js';
import type { Customer, OrderDetails, SignupBody } from '../contract/customer.js';
import { ApiError } from './api-error.js';
import { fakeFetch, onlyCall } from './fake-fetch.test-support.js';
import { createApiClient, type ApiClient } from './index.js';
import { APP_KEY_HEADER } from './request.js';

const BASE = '/fr';
const APP_KEY = 'vitrine-app-key';

interface Case<Group> {
  call: (group: Group) => Promise<unknown>;
  method: 'GET' | 'POST';
  /** After the base URL. */
  url: string;
  /** POST only: the JSON body sent. */
  body?: unknown;
}
type Cases = { [G in keyof ApiClient]: { [M in keyof ApiClient[G]]: Case<ApiClient[G]> } };

const ADDRESS = {
  street: '12 rue de la Paix',
  complement: '',
  locality: '',
  postalCode: '75002',
  city: 'Paris',
  country: 'FR',
} as const;
const CONTACT_DETAILS = { cellPhone: '0612345678', landline: '', smsOption: true };
const IDENTITY = { civility: 'Mrs', firstName: 'Claire', lastName: 'Dupont' } as const;
const EMAIL = 'claire@example.fr';
const SIGNUP: SignupBody = {
  ...IDENTITY,
  email: EMAIL,
  confirmEmail: EMAIL,
  password: 'Secret12!',
  confirmPassword: 'Secret12!',
  ...ADDRESS,
  ...CONTACT_DETAILS,
  mailOption: true,
  partnerOption: false,
};
const CONTACT: ContactBody = {
  ...IDENTITY,
  email: EMAIL,
  country: 'FR',
  subject: 'Commande',
  message: 'Bonjour',
  captcha: true,
  turnstileToken: 't',
};
const UUID = '0b3f2f0c-6b9e-4f7e-9d7a-3c2b1a0f9e8d';
const REPORT = {
  errFrom: 'ErrorBoundary',
  errMessage: 'x',
  errStack: '',
  errStackReact: '',
  userWidth: 1280,
  userHeight: 800,
  currentUrl: '/fr',
  timestamp: '2025-03-14T10:00:00Z',
};

const cases: Cases = {
  customer: {
    get: { call: (c) => c.get(), method: 'GET', url: '/api/customer/get' },
    login: {
      call: (c) => c.login({ email: EMAIL, password: 'p', turnstileToken: 't' }),
      method: 'POST',
      url: '/api/customer/login',
      body: { email: EMAIL, password: 'p', turnstileToken: 't' },
    },
    logout: { call: (c) => c.logout(), method: 'GET', url: '/api/customer/logout' },
    exists: {
      call: (c) => c.exists(EMAIL),
      method: 'POST',
      url: '/api/customer/exists',
      body: { email: EMAIL },
    },
    update: {
      call: (c) => c.update({ evt: 'personalInformation', ...IDENTITY, ...CONTACT_DETAILS }),
      method: 'POST',
      url: '/api/customer/update',
      body: { evt: 'personalInformation', ...IDENTITY, ...CONTACT_DETAILS },
    },
    subscribeNewsletter: {
      call: (c) => c.subscribeNewsletter(EMAIL),
      method: 'POST',
      url: '/api/customer/update',
      body: { evt: 'newsletter', email: EMAIL, mailOption: 'O', sendMailNewsletter: true },
    },
    updatePassword: {
      call: (c) =>
        c.updatePassword({ password: 'a', newPassword: 'Secret12!', confirmNewPassword: 'x' }),
      method: 'POST',
      url: '/api/customer/update-password',
      body: { password: 'a', newPassword: 'Secret12!', confirmNewPassword: 'x' },
    },
    updateEmail: {
      call: (c) => c.updateEmail({ newEmail: EMAIL, confirmEmail: EMAIL, password: 'p' }),
      method: 'POST',
      url: '/api/customer/update-email',
      body: { newEmail: EMAIL, confirmEmail: EMAIL, password: 'p' },
    },
    saveMainAddress: {
      call: (c) => c.saveMainAddress({ ...ADDRESS, ...CONTACT_DETAILS }),
      method: 'POST',
      url: '/api/customer/address/main/save',
      body: { ...ADDRESS, ...CONTACT_DETAILS },
    },
    saveSecondaryAddress: {
      call: (c) => c.saveSecondaryAddress({ ...ADDRESS, ...CONTACT_DETAILS }),
      method: 'POST',
      url: '/api/customer/address/secondary/save',
      body: { ...ADDRESS, ...CONTACT_DETAILS },
    },
    deleteSecondaryAddress: {
      call: (c) => c.deleteSecondaryAddress(),
      method: 'POST',
      url: '/api/customer/address/secondary/delete',
      body: { confirm: true },
    },
    create: {
      call: (c) => c.create(SIGNUP),
      method: 'POST',
      url: '/api/customer/create',
      body: SIGNUP,
    },
    forgotPassword: {
      call: (c) => c.forgotPassword(EMAIL),
      method: 'POST',
      url: '/api/customer/forgotpassword',
      body: { email: EMAIL },
    },
    resetPassword: {
      call: (c) =>
        c.resetPassword({
          token: 'tok',
          newPassword: 'Secret12!',
          confirmNewPassword: 'Secret12!',
        }),
      method: 'POST',
      url: '/api/customer/resetpassword',
      body: { token: 'tok', newPassword: 'Secret12!', confirmNewPassword: 'Secret12!' },
    },
    forgotCustomerNumber: {
      call: (c) => c.forgotCustomerNumber(EMAIL),
      method: 'POST',
      url: '/api/customer/forgotcustomernumber',
      body: { email: EMAIL },
    },
    unsubscribeNewsletter: {
      call: (c) => c.unsubscribeNewsletter(EMAIL),
      method: 'POST',
      url: '/api/customer/newsletter/unsubscribe',
      body: { email: EMAIL },
    },
    requestCatalog: {
      call: (c) => c.requestCatalog({ ...IDENTITY, email: EMAIL, ...ADDRESS }),
      method: 'POST',
      url: '/api/customer/catalog/request',
      body: { ...IDENTITY, email: EMAIL, ...ADDRESS },
    },
    updateSession: {
      call: (c) => c.updateSession('r-1'),
      method: 'POST',
      url: '/api/customer/updateSession',
      body: { retarg: 'r-1' },
    },
    retargetingProfile: {
      call: (c) => c.retargetingProfile('r-1'),
      method: 'POST',
      url: '/api/customer/user/retarg',
      body: { retarg: 'r-1' },
    },
    orders: { call: (c) => c.orders(), method: 'GET', url: '/api/customer/orders/get' },
    orderDetails: {
      call: (c) => c.orderDetails('700012345'),
      method: 'GET',
      url: '/api/customer/order/details/get/700012345',
    },
    eventOrders: {
      call: (c) => c.eventOrders(),
      method: 'GET',
      url: '/api/customer/evt/orders/get',
    },
    eventOrderDetails: {
      call: (c) => c.eventOrderDetails('42'),
      method: 'GET',
      url: '/api/customer/evt/order/details/get/42',
    },
    personalAccount: {
      call: (c) => c.personalAccount(),
      method: 'GET',
      url: '/api/customer/personal-account/get',
    },
    payPersonalAccount: {
      call: (c) => c.payPersonalAccount(25.5),
      method: 'POST',
      url: '/api/customer/personal-account/pay',
      body: { amount: 25.5 },
    },
  },

  checkout: {
    cart: {
      call: (c) => c.cart({ privilegeCode: 'ETE25', retarg: 'r-1' }),
      method: 'GET',
      url: '/api/checkout/cart/get?privilegeCode=ETE25&retarg=r-1',
    },
    add: {
      call: (c) => c.add([{ sku: '123', isLSProduct: false, quantity: 2 }]),
      method: 'POST',
      url: '/api/checkout/cart/add',
      body: { items: [{ sku: '123', isLSProduct: false, quantity: 2 }] },
    },
    update: {
      call: (c) =>
        c.update({ item: { line: 1, sku: '123' }, products: [{ sku: '124', isLSProduct: false }] }),
      method: 'POST',
      url: '/api/checkout/cart/update',
      body: { item: { line: 1, sku: '123' }, products: [{ sku: '124', isLSProduct: false }] },
    },
    remove: {
      call: (c) =>
        c.remove({ sku: '123', catalogSku: '1', type: 'product', specialSku: '', sizeLabel: '40' }),
      method: 'POST',
      url: '/api/checkout/cart/remove',
      body: { sku: '123', catalogSku: '1', type: 'product', specialSku: '', sizeLabel: '40' },
    },
    updateGiftChoice: {
      call: (c) => c.updateGiftChoice({ offerId: 'GIFT50', sku: '999' }),
      method: 'POST',
      url: '/api/checkout/cart/gift_choice/update',
      body: { offerId: 'GIFT50', sku: '999' },
    },
    merchandising: {
      call: (c) => c.merchandising(),
      method: 'GET',
      url: '/api/checkout/cart/merchandising',
    },
    delivery: { call: (c) => c.delivery(), method: 'GET', url: '/api/checkout/cart/delivery/get' },
    updateDelivery: {
      call: (c) => c.updateDelivery({ shippingMethod: 'MLR', address: 'P', relayPoint: 'MR-1' }),
      method: 'POST',
      url: '/api/checkout/cart/delivery/update',
      body: { shippingMethod: 'MLR', address: 'P', relayPoint: 'MR-1' },
    },
    validateDelivery: {
      call: (c) => c.validateDelivery({ shippingMethod: 'C', address: 'S' }),
      method: 'POST',
      url: '/api/checkout/cart/delivery/validate',
      body: { shippingMethod: 'C', address: 'S' },
    },
    relayPoints: {
      call: (c) => c.relayPoints({ postcode: '75002', method: 'RP' }),
      method: 'GET',
      url: '/api/checkout/relay-points?postcode=75002&method=RP',
    },
    order: { call: (c) => c.order(), method: 'GET', url: '/api/checkout/order/get' },
    validateOrder: {
      call: (c) => c.validateOrder({ idempotencyKey: UUID, paymentMethod: 'card' }),
      method: 'POST',
      url: '/api/checkout/order/validate',
      body: { idempotencyKey: UUID, paymentMethod: 'card' },
    },
    defaultPrivilegeCode: {
      call: (c) => c.defaultPrivilegeCode(),
      method: 'GET',
      url: '/api/checkout/privilegecode',
    },
    validatePrivilegeCode: {
      call: (c) => c.validatePrivilegeCode('ete25'),
      method: 'POST',
      url: '/api/checkout/privilegecode/validate',
      body: { privilegeCode: 'ETE25' },
    },
    colissimoToken: {
      call: (c) => c.colissimoToken(),
      method: 'GET',
      url: '/api/colissimo/generate-token',
    },
  },

  contact: {
    submit: {
      call: (c) => c.submit(CONTACT),
      method: 'POST',
      url: '/api/contact/submit',
      body: CONTACT,
    },
  },

  catalogue: {
    menu: { call: (c) => c.menu(), method: 'GET', url: '/api/v2/menu' },
    siteContent: {
      call: (c) => c.siteContent('20250314'),
      method: 'GET',
      url: '/api/catalog/json/Custom/Site.cxml?ts=20250314',
    },
    noResultContent: {
      call: (c) => c.noResultContent(),
      method: 'GET',
      url: '/api/catalog/json/Custom/NoResult.cxml',
    },
    listing: {
      call: (c) => c.listing('/C-12345-robes/longues', { page: 2, sort: 'price-asc' }),
      method: 'GET',
      url: '/api/listing/json/C-12345-robes/longues?page=2&sort=price-asc',
    },
    search: {
      call: (c) => c.search('robe d’été', 'Recherche'),
      method: 'GET',
      url: '/api/search/Recherche/robe%20d%E2%80%99%C3%A9t%C3%A9',
    },
    searchResults: {
      call: (c) => c.searchResults('a/b', { inStock: true }),
      method: 'GET',
      url: '/api/json/Search/a%2Fb?inStock=true',
    },
    suggest: { call: (c) => c.suggest('ro be'), method: 'GET', url: '/api/suggest?q=ro+be' },
    productStatic: {
      call: (c) => c.productStatic('/P-AB12CD34-robe'),
      method: 'GET',
      url: '/api/v2/product/static/json/P-AB12CD34-robe',
    },
    productDynamic: {
      call: (c) => c.productDynamic('/P-AB12CD34-robe', true),
      method: 'GET',
      url: '/api/v2/product/dynamic/json/P-AB12CD34-robe?largeSize=true',
    },
    relatedProducts: {
      call: (c) => c.relatedProducts('/P-AB12CD34-robe', 6),
      method: 'GET',
      url: '/api/v2/product/related/json/P-AB12CD34-robe?limit=6',
    },
    productSitemap: {
      call: (c) => c.productSitemap(3),
      method: 'GET',
      url: '/api/sitemap/products?page=3',
    },
    categorySitemap: {
      call: (c) => c.categorySitemap(),
      method: 'GET',
      url: '/api/sitemap/categories?page=1',
    },
    looks: { call: (c) => c.looks(), method: 'GET', url: '/api/v2/looks' },
  },

  content: {
    cmsPage: {
      call: (c) => c.cmsPage('/aide/livraison'),
      method: 'GET',
      url: '/media/wysiwyg/pages/aide/livraison',
    },
    popin: { call: (c) => c.popin('promo'), method: 'GET', url: '/media/wysiwyg/popin/promo' },
    sizeGuide: {
      call: (c) => c.sizeGuide('guide-robes'),
      method: 'GET',
      url: '/media/wysiwyg/fiche-produit/guide-robes.html',
    },
    footer: { call: (c) => c.footer(), method: 'GET', url: '/media/footer/footer.html' },
    internalLinking: {
      call: (c) => c.internalLinking('robes'),
      method: 'GET',
      url: '/html/maillagebloc-robes.html',
    },
  },

  errorReport: {
    browserDebug: {
      call: (c) => c.browserDebug(REPORT),
      method: 'POST',
      url: '/api/v1/log/browserDebug',
      body: REPORT,
    },
  },
};

const table = Object.entries(cases).flatMap(([group, methods]) =>
  Object.entries(methods as Record<string, Case<unknown>>).map(([name, testCase]) => ({
    group: group as keyof ApiClient,
    name,
    ...testCase,
  })),
);

function setUp(answer: () => Response = () => Response.json({})) {
  const { fetch, calls } = fakeFetch(answer);
  return { client: createApiClient({ baseUrl: BASE, appKey: APP_KEY, fetch }), calls };
}

describe('every call', () => {
  it('has a case for every method of every group', () => {
    const { client } = setUp();
    const methods = Object.entries(client).flatMap(([group, calls]) =>
      Object.keys(calls).map((name) => `${group}.${name}`),
    );
    expect(table.map(({ group, name }) => `${group}.${name}`).sort()).toEqual(methods.sort());
  });

  it.each(table)('$group.$name: $method $url', async ({ group, call, method, url, body }) => {
    const { client, calls } = setUp();
    await call(client[group]);
    const sent = onlyCall(calls);
    expect(sent.method).toBe(method);
    expect(sent.url).toBe(`${BASE}${url}`);
    expect(sent.credentials).toBe('include');
    expect(sent.headers[APP_KEY_HEADER]).toBe(APP_KEY);
    expect(sent.headers['Content-Type']).toBe('application/json');
    if (method === 'POST') expect(JSON.parse(sent.body as string)).toEqual(body);
    else expect(sent.body).toBeUndefined();
  });
});

describe('customer', () => {
  it('answers the customer, typed by the contract', async () => {
    const { client } = setUp(() => Response.json({ isLoggedIn: false }));
    const customer = await client.customer.get();
    expectTypeOf(customer).toEqualTypeOf<Customer>();
    expect(customer).toEqual({ isLoggedIn: false });
    expectTypeOf(client.customer.orderDetails).returns.resolves.toEqualTypeOf<OrderDetails>();
  });

  it('a failed login carries the server message', async () => {
    const message = 'Your email address or password is incorrect. Please try again.';
    const { client } = setUp(() => Response.json({ message }, { status: 401 }));
    const error: unknown = await client.customer
      .login({ email: EMAIL, password: 'p', turnstileToken: 't' })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe(message);
    expect((error as ApiError).status).toBe(401);
  });

  it('a failed order history read has the URL and status, no body', async () => {
    const { client } = setUp(() => new Response('nope', { status: 503 }));
    await expect(client.customer.orders()).rejects.toMatchObject({
      name: 'ApiError',
      url: `${BASE}/api/customer/orders/get`,
      status: 503,
      body: undefined,
    });
  });

  it('encodes the order number', async () => {
    const { client, calls } = setUp();
    await client.customer.orderDetails('7/2');
    expect(onlyCall(calls).url).toBe(`${BASE}/api/customer/order/details/get/7%2F2`);
  });
});

describe('checkout', () => {
  it('answers the cart, typed by the contract', () => {
    const { client } = setUp();
    expectTypeOf(client.checkout.cart).returns.resolves.toEqualTypeOf<Cart>();
    expectTypeOf(client.checkout.add).returns.resolves.toEqualTypeOf<Cart>();
  });

  it('reads the cart without a query when given nothing', async () => {
    const { client, calls } = setUp();
    await client.checkout.cart();
    expect(onlyCall(calls).url).toBe(`${BASE}/api/checkout/cart/get`);
  });

  it('leaves out a privilege code that does not match its pattern, and empty values', async () => {
    const { client, calls } = setUp();
    await client.checkout.cart({ privilegeCode: 'ete-25', retarg: '' });
    await client.checkout.cart({ privilegeCode: undefined, retarg: 'r-1' });
    expect(calls.map(({ url }) => url)).toEqual([
      `${BASE}/api/checkout/cart/get`,
      `${BASE}/api/checkout/cart/get?retarg=r-1`,
    ]);
  });

  it('passes the cart error message to the caller (add-to-cart failure)', async () => {
    const message = 'Product unavailable';
    const { client } = setUp(() => Response.json({ message }, { status: 409 }));
    await expect(client.checkout.add([{ sku: '1', isLSProduct: false }])).rejects.toMatchObject({
      serverMessage: message,
      status: 409,
    });
  });
});

describe('content', () => {
  it('answers HTML as text', async () => {
    const { client } = setUp(() => new Response('<footer>…</footer>'));
    await expect(client.content.footer()).resolves.toBe('<footer>…</footer>');
  });
});
