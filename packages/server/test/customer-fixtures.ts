import type { FastifyServerOptions } from 'fastify';
import type { LoginResponse, SignupBody, StoreSegment } from '@vitrine/api-client/contract';
import { TEST_BOT_CHALLENGE_TOKEN } from '../src/customers/bot-challenge.js';
import { buildApp } from '../src/http/app.js';
import { readMailbox } from '../src/mail/outbox.js';
import type { Services } from '../src/services.js';
import { Shopper } from './shopper.js';
import { TEST_APP_KEY, TEST_PASSWORD_HASHING, type TestApp } from './test-app.js';

// Accounts, forms and mail for the customer, contact and mailbox tests.

export const PASSWORD = 'Secret12!';
export const NEW_PASSWORD = 'Nouveau#2026';

let accounts = 0;
/** A fresh e-mail address for each new account of a test run. */
export const newEmail = (name = 'shopper') =>
  `${name}.${String(++accounts)}.${String(Date.now())}@example.com`;

const ADDRESSES = {
  fr: {
    street: '3 rue des Lilas',
    complement: '',
    locality: '',
    postalCode: '75011',
    city: 'Paris',
    country: 'FR',
  },
  uk: {
    street: '10 Downing Street',
    complement: '',
    locality: 'Westminster',
    postalCode: 'SW1A 2AA',
    city: 'London',
    country: 'GB',
  },
} as const;

export const CONTACT_DETAILS = {
  fr: { cellPhone: '0612345678', landline: '', smsOption: true },
  uk: { cellPhone: '07700900456', landline: '', smsOption: true },
} as const;

export const addressOf = (store: StoreSegment) => ADDRESSES[store];

/** What the signup form sends, for one store. */
export function signupBody(store: StoreSegment, email: string, lastName = 'Lefèvre'): SignupBody {
  return {
    civility: 'Mrs',
    firstName: 'Claire',
    lastName,
    email,
    confirmEmail: email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    birthDate: { day: '14', month: '07', year: '1985' },
    ...ADDRESSES[store],
    ...CONTACT_DETAILS[store],
    mailOption: false,
    partnerOption: false,
  };
}

export const loginBody = (email: string, password = PASSWORD) => ({
  email,
  password,
  turnstileToken: TEST_BOT_CHALLENGE_TOKEN,
});

/** A contact form's body (spec 5), its captcha solved with the sandbox's token. */
export const contactForm = (store: StoreSegment, email: string, subject: string) => ({
  civility: 'Ms',
  firstName: 'Inès',
  lastName: 'Girard',
  email,
  country: store === 'fr' ? 'FR' : 'GB',
  subject,
  message: 'My parcel has not arrived yet.\nCould you look into it?',
  orderNumber: '700000123',
  captcha: true,
  turnstileToken: TEST_BOT_CHALLENGE_TOKEN,
});

/** A new account, signed up (and so logged in) by a new shopper. */
export async function signUp(t: Pick<TestApp, 'call'>, store: StoreSegment, email = newEmail()) {
  const shopper = new Shopper(t, store);
  const { customer } = await shopper.ok<LoginResponse>(
    'POST',
    '/api/customer/create',
    signupBody(store, email),
  );
  return { shopper, customer, email };
}

/** A new shopper logged in with an account's credentials. */
export async function logIn(
  t: Pick<TestApp, 'call'>,
  store: StoreSegment,
  email: string,
  password = PASSWORD,
) {
  const shopper = new Shopper(t, store);
  const answer = await shopper.ok<LoginResponse>(
    'POST',
    '/api/customer/login',
    loginBody(email, password),
  );
  return { shopper, ...answer };
}

/** The mail a store sent to one address, newest first. */
export const mailTo = (t: TestApp, store: StoreSegment, recipient: string) =>
  readMailbox(t.database.db, store, recipient);

/**
 * Another server on the same database (another replica, or other settings such as production
 * mode). Closing it leaves the database open for the test app.
 */
export async function sameDatabaseApp(
  t: TestApp,
  services: Partial<Services>,
  trustProxy = false,
  logger: FastifyServerOptions['logger'] = false,
): Promise<TestApp> {
  const app = await buildApp({
    logger,
    config: {
      appKey: TEST_APP_KEY,
      apps: { fr: '/nonexistent/fr', uk: '/nonexistent/uk' },
      responseCache: false,
      production: false,
      publicUrl: 'http://shop.test',
      trustProxy,
    },
    database: { ...t.database, close: () => Promise.resolve() },
    services: { passwordHashing: TEST_PASSWORD_HASHING, ...services },
  });
  const call: TestApp['call'] = (options) =>
    app.inject({ ...options, headers: { 'x-app-key': TEST_APP_KEY, ...options.headers } });
  return {
    app,
    database: t.database,
    call,
    async getJson<T>(url: string) {
      return (await call({ method: 'GET', url })).json<T>();
    },
  };
}
