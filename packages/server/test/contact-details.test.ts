// Spec 5's phone and postcode patterns and the '+' rule of e-mails, over real HTTP (the server
// listens on a port; shoppers call it as a browser does): phones typed with spaces, dots or
// hyphens are accepted and stored digits only, whichever call saves them; a Monaco line is a
// French-store landline; the catalogue goes to metropolitan France and Monaco only; and the one
// switch of the '+' (production) decides for the API and for the pages the server renders.
import type { LoginResponse, SignedInCustomer, StoreSegment } from '@vitrine/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, newsletterSubscribers } from '../src/db/schema.js';
import { addressOf, newEmail, signUp, signupBody } from './customer-fixtures.js';
import { writeFakeAppBuilds, type FakeAppBuilds } from './fake-app-build.js';
import { httpTransport, Shopper } from './shopper.js';
import { startTestApp, type TestApp } from './test-app.js';

const STORES: StoreSegment[] = ['fr', 'uk'];

let t: TestApp;
let builds: FakeAppBuilds;
let base: string;

beforeAll(async () => {
  builds = writeFakeAppBuilds();
  t = await startTestApp(builds.apps);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.app.close();
  builds.remove();
});

const http = () => httpTransport(base);
const visitor = (store: StoreSegment) => new Shopper(http(), store);
const customerOf = (shopper: Shopper) => shopper.ok<SignedInCustomer>('GET', '/api/customer/get');

/** The phones of an account as the database holds them. */
async function storedPhones(email: string) {
  const [row] = await t.database.db
    .select({ cellPhone: customers.cellPhone, landline: customers.landline })
    .from(customers)
    .where(eq(customers.email, email.toLowerCase()));
  return row;
}

/** Numbers as shoppers type them, and as they are stored. */
const PHONES = {
  fr: {
    typed: { cellPhone: '06 12 34 56 78', landline: '01.23.45.67.89' },
    stored: { cellPhone: '0612345678', landline: '0123456789' },
    typedAgain: { cellPhone: '07-98-76-54-32', landline: ' 02 98 76 54 32 ' },
    storedAgain: { cellPhone: '0798765432', landline: '0298765432' },
  },
  uk: {
    typed: { cellPhone: '07700 900 456', landline: '020-7946-0000' },
    stored: { cellPhone: '07700900456', landline: '02079460000' },
    typedAgain: { cellPhone: '07700.900.123', landline: '0113 496 0000' },
    storedAgain: { cellPhone: '07700900123', landline: '01134960000' },
  },
} as const;

describe.each(STORES)('phones typed with spaces, dots or hyphens in the %s store', (store) => {
  const { typed, stored, typedAgain, storedAgain } = PHONES[store];

  it('are accepted at signup and stored digits only', async () => {
    const shopper = visitor(store);
    const email = newEmail('phones');
    const { customer } = await shopper.ok<LoginResponse>('POST', '/api/customer/create', {
      ...signupBody(store, email),
      ...typed,
    });
    expect(customer).toMatchObject(stored);
    expect(await customerOf(shopper)).toMatchObject(stored);
    expect(await storedPhones(email)).toEqual(stored);
  });

  it('are stored digits only by the personal information, both addresses and the preferences', async () => {
    const { shopper, email } = await signUp(http(), store);
    const saves = [
      [
        '/api/customer/update',
        {
          evt: 'personalInformation',
          civility: 'Mrs',
          firstName: 'Claire',
          lastName: 'Lefèvre',
          smsOption: true,
          ...typedAgain,
        },
      ],
      ['/api/customer/address/main/save', { ...addressOf(store), smsOption: true, ...typed }],
      [
        '/api/customer/address/secondary/save',
        { ...addressOf(store), smsOption: true, ...typedAgain },
      ],
    ] as const;
    for (const [path, body] of saves) {
      await shopper.ok('POST', path, body);
      const expected = body.cellPhone === typed.cellPhone ? stored : storedAgain;
      expect(await customerOf(shopper), path).toMatchObject(expected);
      expect(await storedPhones(email), path).toEqual(expected);
    }
    await shopper.ok('POST', '/api/customer/update', {
      evt: 'subscriptions',
      mailOption: true,
      smsOption: true,
      partnerOption: false,
      cellPhone: typed.cellPhone,
    });
    expect(await storedPhones(email)).toEqual({ ...storedAgain, cellPhone: stored.cellPhone });
  });

  it("are stored digits only for a newsletter subscriber's mobile", async () => {
    const email = newEmail('subscriber');
    await visitor(store).ok('POST', '/api/customer/update', {
      evt: 'newsletter',
      email,
      mailOption: 'O',
      sendMailNewsletter: true,
      partnerOption: false,
      smsOption: true,
      cellPhone: typed.cellPhone,
    });
    const [row] = await t.database.db
      .select({ cellPhone: newsletterSubscribers.cellPhone })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row).toEqual({ cellPhone: stored.cellPhone });
  });

  it('are refused when what is left is not a number of the store', async () => {
    const international = { fr: '+33 6 12 34 56 78', uk: '+44 7700 900456' }[store];
    for (const cellPhone of [international, '06/12/34/56/78', 'zero six']) {
      const response = await visitor(store).post('/api/customer/create', {
        ...signupBody(store, newEmail('refused')),
        cellPhone,
      });
      expect(response.statusCode, cellPhone).toBe(400);
      expect(response.json(), cellPhone).toMatchObject({
        fields: { cellPhone: 'VALIDATION_MOBILE_INVALID' },
      });
    }
  });
});

describe('a Monaco line (the French store delivers to Monaco)', () => {
  it('is a landline of the French store, stored digits only', async () => {
    const { shopper, email } = await signUp(http(), 'fr');
    const monaco = { ...addressOf('fr'), postalCode: '98000', city: 'Monaco' };
    await shopper.ok('POST', '/api/customer/address/main/save', {
      ...monaco,
      cellPhone: '06 12 34 56 78',
      landline: '93 15 20 00',
      smsOption: true,
    });
    expect(await storedPhones(email)).toEqual({ cellPhone: '0612345678', landline: '93152000' });
  });

  it('is no UK landline', async () => {
    const response = await visitor('uk').post('/api/customer/create', {
      ...signupBody('uk', newEmail('monaco')),
      landline: '93152000',
    });
    expect(response.json()).toMatchObject({ fields: { landline: 'VALIDATION_LANDLINE_INVALID' } });
  });
});

describe('the catalogue request', () => {
  const request = (store: StoreSegment, address: object) => ({
    civility: 'Mr',
    firstName: 'Jean',
    lastName: 'Moreau',
    email: newEmail('catalogue'),
    ...addressOf(store),
    ...address,
  });

  it.each([
    ['97200', 'Fort-de-France'],
    ['97400', 'Saint-Denis'],
  ])('is refused overseas, in %s (the stricter French check)', async (postalCode, city) => {
    const response = await visitor('fr').post(
      '/api/customer/catalog/request',
      request('fr', { postalCode, city }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { postalCode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' },
    });
  });

  it.each([
    ['98000', 'Monaco'],
    ['20000', 'Ajaccio'],
    ['01000', 'Bourg-en-Bresse'],
  ])('is taken in %s', async (postalCode, city) => {
    await visitor('fr').ok(
      'POST',
      '/api/customer/catalog/request',
      request('fr', { postalCode, city }),
    );
  });
});

describe("the '+' in e-mail addresses, one switch for the API and the pages", () => {
  const plusEmail = () => newEmail('plus').replace('@', '+tag@');
  const pageOptions = async (server: string, store: StoreSegment) => {
    const response = await fetch(`${server}/${store}/form-schema-options`);
    expect(response.status).toBe(200);
    return JSON.parse(/<pre>(.*)<\/pre>/.exec(await response.text())?.[1] ?? 'null') as unknown;
  };

  it.each(STORES)('is accepted outside production, and the %s pages are told so', async (store) => {
    expect(await pageOptions(base, store)).toEqual({ allowPlusInEmail: true });
    const email = plusEmail();
    const { customer } = await visitor(store).ok<LoginResponse>(
      'POST',
      '/api/customer/create',
      signupBody(store, email),
    );
    expect(customer.email).toBe(email.toLowerCase());
  });

  it('is refused in production, and the pages are told so', async () => {
    const production = await startTestApp(builds.apps, { production: true });
    try {
      const server = await production.app.listen({ port: 0, host: '127.0.0.1' });
      for (const store of STORES) {
        expect(await pageOptions(server, store)).toEqual({ allowPlusInEmail: false });
        const response = await new Shopper(httpTransport(server), store).post(
          '/api/customer/create',
          signupBody(store, plusEmail()),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ fields: { email: 'VALIDATION_EMAIL_INVALID' } });
      }
    } finally {
      await production.app.close();
    }
  });
});
