import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { API_HEADERS } from './fixtures.js';
import { listing, universePaths, type StoreFixture } from './stores.js';

/*
 * Set-up calls for the basket and checkout journeys: new accounts and basket contents made through
 * the store's API (spec 7.1, 7.2), so that each journey has its own customer and cart in the
 * run's shared database. What the journey checks is done in the browser.
 */

/** The password of every account the journeys create (spec 5 rules). */
export const NEW_PASSWORD = 'Vitrine#2026';

/** A signup address per store; `postalCode` may be overridden (97200: overseas). */
const ADDRESSES = {
  fr: {
    street: '12 rue de la Paix',
    complement: '',
    locality: '',
    postalCode: '75002',
    city: 'Paris',
    country: 'FR',
    cellPhone: '0612345678',
  },
  uk: {
    street: '221B Baker Street',
    complement: '',
    locality: '',
    postalCode: 'NW1 6XE',
    city: 'London',
    country: 'GB',
    cellPhone: '07700900123',
  },
} as const;

export interface NewCustomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A unique e-mail address for this run: 'e2e-3f2a…@example.fr'. */
export const uniqueEmail = (store: StoreFixture) =>
  `e2e-${randomUUID().slice(0, 12)}@example.${store.id === 'fr' ? 'fr' : 'co.uk'}`;

/**
 * Creates an account through the signup call; the request context (a page's `page.request`
 * shares the browser's cookies) is then signed in as that customer.
 */
export async function signUp(
  request: APIRequestContext,
  store: StoreFixture,
  address: Partial<{ postalCode: string; city: string }> = {},
): Promise<NewCustomer> {
  const customer = {
    email: uniqueEmail(store),
    password: NEW_PASSWORD,
    firstName: 'Camille',
    lastName: 'Lefèvre',
  };
  const response = await request.post('api/customer/create', {
    headers: API_HEADERS,
    data: {
      civility: 'Mrs',
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      confirmEmail: customer.email,
      password: customer.password,
      confirmPassword: customer.password,
      ...ADDRESSES[store.id],
      ...address,
      landline: '',
      smsOption: false,
      mailOption: false,
      partnerOption: false,
    },
  });
  expect(response.status(), `signup: ${await response.text()}`).toBe(200);
  return customer;
}

/** A product that can be bought: one in-stock SKU of it, its page and its price. */
export interface BuyableProduct {
  sku: string;
  url: string;
  label: string;
  /** The SKU's unit price, in the store's currency ('29.99'). */
  price: string;
  stock: number;
}

interface DynamicAnswer {
  skus: { SKUReelle: string; prix: string; stock: number }[];
}

/**
 * `count` products of the first universe (fashion: parcel delivery, never the warehouse van),
 * each with an SKU in stock (at least `minStock`), in listing order.
 */
export async function buyableProducts(
  request: APIRequestContext,
  count: number,
  minStock = 3,
): Promise<BuyableProduct[]> {
  const [universe] = await universePaths(request);
  if (!universe) throw new Error('The menu has no universe');
  const { products } = await listing(request, universe, '?pageSize=24');
  const found: BuyableProduct[] = [];
  for (const { url, attributes } of products) {
    const response = await request.get(`api/v2/product/dynamic/json${url}`, {
      headers: API_HEADERS,
    });
    if (!response.ok()) continue;
    const { skus } = (await response.json()) as DynamicAnswer;
    const sku = skus.find(({ stock, prix }) => stock >= minStock && Number(prix) > 0);
    if (sku)
      found.push({
        sku: sku.SKUReelle,
        url,
        label: attributes.libelle,
        price: sku.prix,
        stock: sku.stock,
      });
    if (found.length === count) return found;
  }
  throw new Error(`Only ${String(found.length)} of ${String(count)} buyable products found`);
}

/** Puts SKUs in the cart of the request's session (spec 7.2 cart/add). */
export async function addToCart(
  request: APIRequestContext,
  items: { sku: string; quantity?: number }[],
): Promise<void> {
  const response = await request.post('api/checkout/cart/add', {
    headers: API_HEADERS,
    data: { items: items.map((item) => ({ isLSProduct: false, quantity: 1, ...item })) },
  });
  expect(response.status(), `cart/add: ${await response.text()}`).toBe(200);
}

/** Home delivery, standard ('CE'), to the customer's main address: both stores offer it. */
const HOME_DELIVERY = { shippingMethod: 'CE', address: 'P' };

/** Confirms the home delivery of the request's cart, as the delivery step does. */
export async function confirmHomeDelivery(request: APIRequestContext): Promise<void> {
  const response = await request.post('api/checkout/cart/delivery/validate', {
    headers: API_HEADERS,
    data: HOME_DELIVERY,
  });
  expect(response.status(), `delivery/validate: ${await response.text()}`).toBe(200);
}
