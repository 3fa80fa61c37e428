import { createHash, randomUUID } from 'node:crypto';
import {
  apiRoutes,
  type Customer,
  type CustomerChangeResponse,
  type LoginResponse,
  type RetargetingProfile,
  type SignedInCustomer,
  type StoreSegment,
} from '@vitrine/api-client/contract';
import { DEFAULT_BOT_CHALLENGE_BYPASS } from '@vitrine/analytics';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_BOT_CHALLENGE_TOKEN } from '../src/customers/bot-challenge.js';
import {
  ACCOUNT_CREATED,
  CATALOG_REQUEST_SENT,
  DETAILS_SAVED,
  SECONDARY_ADDRESS_REMOVED,
} from '../src/customers/customer-messages.js';
import type * as Passwords from '../src/customers/passwords.js';
import { verifyPassword } from '../src/customers/passwords.js';
import { queryRows } from '../src/db/query.js';
import {
  cartLines,
  carts,
  catalogRequests,
  customers,
  newsletterSubscribers,
  orders,
  passwordResetTokens,
  personalAccounts,
} from '../src/db/schema.js';
import { formSchemas, validateForm } from '../src/http/form-validation.js';
import { SESSION_COOKIE, SIGNED_IN_IDLE_SECONDS } from '../src/http/session.js';
import { DEFAULT_RATE_LIMITS } from '../src/security/rate-limit.js';
import { DEMO_PASSWORD, seedDemoAccounts } from '../src/seed/demo-accounts.js';
import { STORES as STORE_SETTINGS } from '../src/stores.js';
import { expectToMatchContract, refusal } from './contract-check.js';
import {
  CONTACT_DETAILS,
  NEW_PASSWORD,
  PASSWORD,
  addressOf,
  logIn,
  loginBody,
  mailTo,
  newEmail,
  sameDatabaseApp,
  signUp,
  signupBody,
} from './customer-fixtures.js';
import { Shopper } from './shopper.js';
import { startTestApp, type TestApp } from './test-app.js';

// Every password check goes through the real scrypt; the spy only counts the checks.
vi.mock('../src/customers/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const routes = apiRoutes.customer;
const STORES: StoreSegment[] = ['fr', 'uk'];
let t: TestApp;
/** Every answer body of the suite, to check at the end that none holds a password or a hash. */
const answers: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const call = t.call.bind(t);
  t.call = async (options) => {
    const response = await call(options);
    answers.push(response.body);
    return response;
  };
});
afterAll(() => t.app.close());

const sessionCookieLine = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie']].flat().find((line) => String(line).startsWith(SESSION_COOKIE));

const sessionHashOf = (shopper: Shopper) =>
  createHash('sha256')
    .update(shopper.cookies.get(SESSION_COOKIE) ?? '')
    .digest('base64url');

/** A shopper holding another's session cookie (a copy kept from before a change). */
function withCookieOf(shopper: Shopper): Shopper {
  const copy = new Shopper(t, shopper.store);
  for (const [name, value] of shopper.cookies) copy.cookies.set(name, value);
  return copy;
}

const customerOf = async (shopper: Shopper) => shopper.ok<Customer>('GET', '/api/customer/get');

describe('demo accounts', () => {
  it.each([
    ['fr', 'marie.dupont@example.fr', '0', true],
    ['fr', 'lucas.martin@example.fr', '1', false],
    ['uk', 'james.smith@example.co.uk', '0', false],
    ['uk', 'emma.jones@example.co.uk', '0', false],
  ] as const)(
    'logs in the %s demo account %s (overseas %s)',
    async (store, email, overseas, hasAlternative) => {
      const { customer } = await logIn(t, store, email, DEMO_PASSWORD);
      expectToMatchContract(routes.get.response, customer);
      expect(customer).toMatchObject({ email, overseas });
      expect(customer.addresses.S !== undefined).toBe(hasAlternative);
      // Their details pass the forms' production rules, so the account pages can save them.
      const schemas = formSchemas(STORE_SETTINGS[store], { production: true });
      const { cellPhone, landline, smsOption } = customer;
      for (const address of [customer.addresses.P, customer.addresses.S].filter((a) => a))
        await validateForm(schemas.mainAddress, { ...address, cellPhone, landline, smsOption });
    },
  );
});

describe('demo accounts seeding', () => {
  it('gives the UK account its personal account, and replaces the accounts when run again', async () => {
    const db = t.database.db;
    const [account] = await db
      .select()
      .from(personalAccounts)
      .where(eq(personalAccounts.customerId, await idOf('james.smith@example.co.uk')));
    expect(account).toMatchObject({ creditLimit: '1000.00', balance: '150.00' });
    const [unused] = await db
      .select()
      .from(personalAccounts)
      .where(eq(personalAccounts.customerId, await idOf('emma.jones@example.co.uk')));
    expect(unused).toMatchObject({ creditLimit: '1000.00', balance: '0.00' });
    const before = await idOf('marie.dupont@example.fr');
    const ids = await db.transaction((tx) =>
      seedDemoAccounts(tx, { categories: [], products: [] }),
    );
    expect(ids.french).not.toBe(before);
    expect(ids.french).toBe(await idOf('marie.dupont@example.fr'));
    const { customer } = await logIn(t, 'fr', 'marie.dupont@example.fr', DEMO_PASSWORD);
    expect(customer.customerNumber).toBe('10000001');
  });
});

describe.each(STORES)('sessions and login in the %s store', (store) => {
  it('answers the empty customer to a visitor, without creating a session', async () => {
    const response = await t.call({ method: 'GET', url: `/${store}/api/customer/get` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isLoggedIn: false });
    expect(sessionCookieLine(response)).toBeUndefined();
  });

  it('logs in by e-mail with an HttpOnly, SameSite=Lax session cookie on the store path', async () => {
    const { email } = await signUp(t, store);
    const shopper = new Shopper(t, store);
    const response = await shopper.post('/api/customer/login', loginBody(email.toUpperCase()));
    expect(response.statusCode).toBe(200);
    const answer = response.json<LoginResponse>();
    expectToMatchContract(routes.login.response, answer);
    expect(answer).toMatchObject({ cartMerged: false, customer: { email, isLoggedIn: true } });
    const cookie = String(sessionCookieLine(response));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Path=/${store}`);
    expect(cookie).not.toMatch(/;\s*Secure/i);
    const customer = await customerOf(shopper);
    expectToMatchContract(routes.get.response, customer);
    expect(customer).toEqual(answer.customer);
  });

  it('marks the session cookie Secure behind a trusted https proxy', async () => {
    const { email } = await signUp(t, store);
    const proxied = await sameDatabaseApp(t, {}, true);
    try {
      const response = await proxied.call({
        method: 'POST',
        url: `/${store}/api/customer/login`,
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
        payload: loginBody(email),
      });
      expect(response.statusCode).toBe(200);
      expect(String(sessionCookieLine(response))).toMatch(/;\s*Secure/i);
    } finally {
      await proxied.app.close();
    }
  });

  it('logs in by customer number and surname, without case or accents', async () => {
    const { customer, email } = await signUp(t, store);
    expect(customer.lastName).toBe('Lefèvre');
    const shopper = new Shopper(t, store);
    const { customer: loggedIn } = await shopper.ok<LoginResponse>('POST', '/api/customer/login', {
      nClient: customer.customerNumber,
      surname: 'LEFEVRE',
      password: PASSWORD,
      turnstileToken: TEST_BOT_CHALLENGE_TOKEN,
    });
    expect(loggedIn.email).toBe(email);
  });

  /** Each failed login's answer, after checking it is a 401 that opens no session. */
  const refusedLogins = async (attempts: object[]) => {
    const refusals: unknown[] = [];
    for (const body of attempts) {
      const response = await new Shopper(t, store).post('/api/customer/login', body);
      expect(response.statusCode).toBe(401);
      expect(sessionCookieLine(response)).toBeUndefined();
      refusals.push(response.json());
    }
    return refusals;
  };

  it('answers the same 401 to a wrong password and an unknown e-mail address', async () => {
    const { email } = await signUp(t, store);
    const refusals = await refusedLogins([
      loginBody(email, 'Wrong-password1'),
      loginBody(newEmail('nobody')),
    ]);
    expect(refusals).toEqual([
      {
        code: 'auth.invalid_login',
        message:
          store === 'uk'
            ? 'Your email address or password is incorrect. Please try again.'
            : 'Votre adresse e-mail ou votre mot de passe est incorrect. Veuillez réessayer.',
      },
      refusals[0],
    ]);
  });

  it("answers the customer number's 401 to a wrong surname, password or number alike", async () => {
    const { customer } = await signUp(t, store);
    const byNumber = (nClient: string, surname: string, password: string) => ({
      nClient,
      surname,
      password,
      turnstileToken: TEST_BOT_CHALLENGE_TOKEN,
    });
    const refusals = await refusedLogins([
      byNumber(customer.customerNumber, 'Martin', PASSWORD),
      byNumber(customer.customerNumber, 'Lefèvre', 'Wrong-password1'),
      byNumber('99999999', 'Lefèvre', PASSWORD),
    ]);
    expect(refusals).toEqual([
      {
        code: 'auth.invalid_customer_number_login',
        message:
          store === 'uk'
            ? 'Your customer number, surname or password is incorrect. Please try again.'
            : 'Votre numéro client, votre nom ou votre mot de passe est incorrect. Veuillez réessayer.',
      },
      refusals[0],
      refusals[0],
    ]);
  });

  it('checks a password even for an unknown account, so the answer takes as long', async () => {
    const check = vi.mocked(verifyPassword);
    check.mockClear();
    await new Shopper(t, store).post('/api/customer/login', loginBody(newEmail('nobody')));
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]?.[1]).toMatch(/^scrypt\$10\$8\$1\$/);
  });

  it('refuses a login whose bot challenge fails, and lets the monitoring robot through', async () => {
    const { email } = await signUp(t, store);
    const refused = await new Shopper(t, store).post('/api/customer/login', {
      ...loginBody(email),
      turnstileToken: 'forged',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal('auth.bot_challenge_failed'));
    const robot = new Shopper(t, store, {
      'user-agent': `Mozilla/5.0 (compatible; ${DEFAULT_BOT_CHALLENGE_BYPASS}/1.0)`,
    });
    await robot.ok('POST', '/api/customer/login', { ...loginBody(email), turnstileToken: '' });
  });

  it('gives a new session id at login: the visitor cookie stops working', async () => {
    const { email } = await signUp(t, store);
    const shopper = new Shopper(t, store);
    await shopper.ok('POST', '/api/customer/updateSession', { retarg: 'visitor-1' });
    const visitorCookie = shopper.cookies.get(SESSION_COOKIE);
    expect(visitorCookie).toBeDefined();
    const visitor = withCookieOf(shopper);
    await shopper.ok('POST', '/api/customer/login', loginBody(email));
    expect(shopper.cookies.get(SESSION_COOKIE)).not.toBe(visitorCookie);
    expect(await customerOf(visitor)).toEqual({ isLoggedIn: false });
    expect(await customerOf(shopper)).toMatchObject({ isLoggedIn: true, email });
  });

  it("merges the visitor's basket into the account's at login", async () => {
    const { email } = await signUp(t, store);
    const shopper = new Shopper(t, store);
    await shopper.ok('POST', '/api/customer/updateSession', { retarg: 'visitor-2' });
    const db = t.database.db;
    const [variant] = await queryRows<{ sku: string }>(
      db,
      sql`SELECT sku FROM variants WHERE store = ${store} AND stock > 0 LIMIT 1`,
    );
    const [cart] = await db
      .insert(carts)
      .values({ store, sessionHash: sessionHashOf(shopper) })
      .returning({ id: carts.id });
    if (!cart || !variant) throw new Error('no cart');
    await db.insert(cartLines).values({ cartId: cart.id, line: 1, sku: variant.sku, quantity: 2 });
    const answer = await shopper.ok<LoginResponse>('POST', '/api/customer/login', loginBody(email));
    expect(answer.cartMerged).toBe(true);
    const [merged] = await db.select().from(carts).where(eq(carts.id, cart.id));
    expect(merged?.customerId).toBe(await idOf(email));
  });

  it('logs out: the session ends, its cookie is cleared and no longer works', async () => {
    const { shopper } = await signUp(t, store);
    const kept = withCookieOf(shopper);
    const response = await shopper.request('GET', '/api/customer/logout');
    expect(response.statusCode).toBe(200);
    expectToMatchContract(routes.logout.response, response.json());
    expect(response.json()).toEqual({ isLoggedIn: false });
    expect(sessionCookieLine(response)).toMatch(/vitrine_sid=;/);
    expect(shopper.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await customerOf(kept)).toEqual({ isLoggedIn: false });
  });

  /** Makes the shopper's session look last used `seconds` ago. */
  const lastUsed = (shopper: Shopper, seconds: number) =>
    t.database.db.execute(sql`UPDATE sessions
      SET last_seen_at = now() - make_interval(secs => ${seconds})
      WHERE id_hash = ${sessionHashOf(shopper)}`);
  const secondsSinceUse = async (shopper: Shopper) =>
    Number(
      (
        await queryRows<{ idle: number }>(
          t.database.db,
          sql`SELECT extract(epoch FROM now() - last_seen_at) AS idle
              FROM sessions WHERE id_hash = ${sessionHashOf(shopper)}`,
        )
      )[0]?.idle,
    );

  it('keeps a signed-in session alive while it is used, and lets it lapse after the idle limit', async () => {
    const { shopper, email } = await signUp(t, store);
    await lastUsed(shopper, SIGNED_IN_IDLE_SECONDS - 300);
    expect(await customerOf(shopper)).toMatchObject({ isLoggedIn: true, email });
    expect(await secondsSinceUse(shopper)).toBeLessThan(60);

    await lastUsed(shopper, SIGNED_IN_IDLE_SECONDS + 60);
    expect(await customerOf(shopper)).toEqual({ isLoggedIn: false });
    const answer = await shopper.request('GET', '/api/customer/orders/get');
    expect(answer.statusCode).toBe(401);
  });

  it("keeps an idle visitor's session and basket until the absolute limit", async () => {
    const shopper = new Shopper(t, store);
    await shopper.ok('POST', '/api/customer/updateSession', { retarg: 'idle-visitor' });
    await lastUsed(shopper, 20 * 86_400);
    await shopper.ok('POST', '/api/customer/updateSession', { retarg: 'idle-visitor' });
    expect(await secondsSinceUse(shopper)).toBeLessThan(60);
  });
});

async function idOf(email: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email.toLowerCase()));
  if (!row) throw new Error(`no customer ${email}`);
  return row.id;
}

describe('sessions across stores', () => {
  it('keeps a session to its own store', async () => {
    const { shopper } = await signUp(t, 'fr');
    const elsewhere = new Shopper(t, 'uk');
    for (const [name, value] of shopper.cookies) elsewhere.cookies.set(name, value);
    expect(await customerOf(elsewhere)).toEqual({ isLoggedIn: false });
  });

  it('lets the same e-mail hold one account in each store', async () => {
    const email = newEmail('both');
    await signUp(t, 'fr', email);
    await signUp(t, 'uk', email);
  });
});

describe.each(STORES)('signup in the %s store', (store) => {
  it('creates the account, logs it in and mails a welcome', async () => {
    const email = newEmail('SignUp');
    const shopper = new Shopper(t, store);
    const response = await shopper.post('/api/customer/create', signupBody(store, email));
    expect(response.statusCode).toBe(200);
    const answer = response.json<CustomerChangeResponse>();
    expectToMatchContract(routes.create.response, answer);
    expect(answer.message).toBe(ACCOUNT_CREATED);
    expect(answer.customer).toMatchObject({
      email: email.toLowerCase(),
      civility: 'Mrs',
      firstName: 'Claire',
      lastName: 'Lefèvre',
      surname: 'Lefèvre',
      overseas: '0',
      addresses: { P: addressOf(store) },
      birthDate: { day: '14', month: '07', year: '1985' },
      userStatus: 'prospect',
      numberOfOrders: 0,
      ...CONTACT_DETAILS[store],
    });
    expect(answer.customer.customerNumber).toMatch(/^\d+$/);
    expect(await customerOf(shopper)).toEqual(answer.customer);
    const [welcome] = await mailTo(t, store, email);
    expect(welcome?.kind).toBe('welcome');
    expect(welcome?.body).toContain(answer.customer.customerNumber);
  });

  it('refuses an e-mail already taken, whatever its case, with 409', async () => {
    const { email } = await signUp(t, store);
    const response = await new Shopper(t, store).post(
      '/api/customer/create',
      signupBody(store, email.toUpperCase()),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal('account.email_taken'));
  });

  it("checks every field with the forms' rules", async () => {
    const email = newEmail();
    const response = await new Shopper(t, store).post('/api/customer/create', {
      ...signupBody(store, email),
      confirmEmail: 'other@example.com',
      password: 'weakpassword',
      confirmPassword: 'weakpassword',
      postalCode: store === 'fr' ? '99000' : 'XX',
      cellPhone: '',
      birthDate: { day: '31', month: '02', year: '1990' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({
      confirmEmail: 'VALIDATION_EMAIL_MISMATCH',
      password: 'VALIDATION_PASSWORD_DIGIT',
      postalCode:
        store === 'fr' ? 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' : 'VALIDATION_POSTCODE_INVALID',
      cellPhone: 'VALIDATION_MOBILE_REQUIRED_FOR_SMS',
      birthDate: 'VALIDATION_BIRTH_DATE_INVALID',
    });
    expect(await mailTo(t, store, email)).toEqual([]);
  });
});

describe("the '+' in e-mail addresses", () => {
  it('is accepted outside production and refused in production', async () => {
    await signUp(t, 'fr', newEmail('plus').replace('@', '+tag@'));
    // Its own limits: this suite has made many signups from 127.0.0.1 already.
    const production = await sameDatabaseApp(t, {
      production: true,
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        create: { perIp: 100, perIdentifier: 5, windowSeconds: 60 },
      },
    });
    try {
      const response = await new Shopper(production, 'fr').post(
        '/api/customer/create',
        signupBody('fr', newEmail('plus').replace('@', '+tag@')),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { email: 'VALIDATION_EMAIL_INVALID' } });
    } finally {
      await production.app.close();
    }
  });
});

describe('account calls', () => {
  const validBodies: Record<string, unknown> = {
    update: {
      evt: 'personalInformation',
      civility: 'Mr',
      firstName: 'Paul',
      lastName: 'Durand',
      ...CONTACT_DETAILS.fr,
    },
    subscriptions: {
      evt: 'subscriptions',
      mailOption: true,
      smsOption: false,
      partnerOption: false,
      cellPhone: '',
    },
    'update-password': {
      password: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    },
    'update-email': {
      newEmail: 'x@example.com',
      confirmEmail: 'x@example.com',
      password: PASSWORD,
    },
    'address/main/save': { ...addressOf('fr'), ...CONTACT_DETAILS.fr },
    'address/secondary/save': { ...addressOf('fr'), ...CONTACT_DETAILS.fr },
    'address/secondary/delete': { confirm: true },
  };

  it.each(Object.entries(validBodies))('answers 401 to a visitor: %s', async (name, body) => {
    const path = name === 'subscriptions' ? 'update' : name;
    const response = await new Shopper(t, 'fr').post(`/api/customer/${path}`, body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refusal('auth.required'));
  });

  it.each(STORES)('update personal information (%s)', async (store) => {
    const { shopper } = await signUp(t, store);
    const answer = await shopper.ok<CustomerChangeResponse>('POST', '/api/customer/update', {
      evt: 'personalInformation',
      civility: 'Mr',
      firstName: 'Étienne',
      lastName: "O'Brien",
      cellPhone: '',
      landline: '',
      smsOption: false,
    });
    expectToMatchContract(routes.update.response, answer);
    expect(answer.message).toBe(DETAILS_SAVED);
    expect(answer.customer).toMatchObject({
      civility: 'Mr',
      firstName: 'Étienne',
      lastName: "O'Brien",
      surname: "O'Brien",
      cellPhone: '',
      smsOption: false,
      birthDate: null,
    });
    const invalid = await shopper.post('/api/customer/update', {
      evt: 'personalInformation',
      civility: 'Mr',
      firstName: 'R2D2',
      lastName: 'Durand',
      cellPhone: '',
      landline: '',
      smsOption: true,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      fields: {
        firstName: 'VALIDATION_NAME_INVALID',
        cellPhone: 'VALIDATION_MOBILE_REQUIRED_FOR_SMS',
      },
    });
  });

  it.each(STORES)('updates the marketing preferences (%s)', async (store) => {
    const { shopper } = await signUp(t, store);
    const answer = await shopper.ok<CustomerChangeResponse>('POST', '/api/customer/update', {
      evt: 'subscriptions',
      mailOption: true,
      smsOption: true,
      partnerOption: true,
      cellPhone: CONTACT_DETAILS[store].cellPhone,
    });
    expectToMatchContract(routes.update.response, answer);
    expect(answer).toMatchObject({
      message: DETAILS_SAVED,
      customer: { mailOption: true, smsOption: true, partnerOption: true },
    });
  });

  it.each(STORES)(
    'changes the password with the current one, and logs out the other sessions (%s)',
    async (store) => {
      const { shopper, email } = await signUp(t, store);
      const { shopper: elsewhere } = await logIn(t, store, email);
      const wrong = await shopper.post('/api/customer/update-password', {
        password: 'Not-my-password1',
        newPassword: NEW_PASSWORD,
        confirmNewPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(
        refusal('auth.wrong_current_password', {
          fields: { password: 'auth.wrong_current_password' },
        }),
      );
      const answer = await shopper.ok('POST', '/api/customer/update-password', {
        password: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmNewPassword: NEW_PASSWORD,
      });
      expectToMatchContract(routes.updatePassword.response, answer);
      expect(answer).toEqual({ message: DETAILS_SAVED });
      expect(await customerOf(shopper)).toMatchObject({ isLoggedIn: true });
      expect(await customerOf(elsewhere)).toEqual({ isLoggedIn: false });
      await logIn(t, store, email, NEW_PASSWORD);
      const old = await new Shopper(t, store).post('/api/customer/login', loginBody(email));
      expect(old.statusCode).toBe(401);
    },
  );

  it.each(STORES)('changes the e-mail, stored lower-case (%s)', async (store) => {
    const { shopper } = await signUp(t, store);
    const { email: taken } = await signUp(t, store);
    const change = (newEmailAddress: string, password = PASSWORD) =>
      shopper.post('/api/customer/update-email', {
        newEmail: newEmailAddress,
        confirmEmail: newEmailAddress,
        password,
      });
    const wrongPassword = await change(newEmail(), 'Not-my-password1');
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({
      fields: { password: 'auth.wrong_current_password' },
    });
    const takenAnswer = await change(taken.toUpperCase());
    expect(takenAnswer.statusCode).toBe(409);
    expect(takenAnswer.json()).toEqual(refusal('account.email_taken'));
    const fresh = newEmail('Moved');
    const moved = await change(fresh);
    expect(moved.statusCode).toBe(200);
    const answer = moved.json<CustomerChangeResponse>();
    expectToMatchContract(routes.updateEmail.response, answer);
    expect(answer).toMatchObject({
      message: DETAILS_SAVED,
      customer: { email: fresh.toLowerCase() },
    });
    await logIn(t, store, fresh);
  });

  it.each(STORES)('saves one main address and at most one alternative (%s)', async (store) => {
    const { shopper } = await signUp(t, store);
    const main = { ...addressOf(store), street: '1 Main Street', ...CONTACT_DETAILS[store] };
    const mainAnswer = await shopper.ok<CustomerChangeResponse>(
      'POST',
      '/api/customer/address/main/save',
      { ...main, landline: '' },
    );
    expectToMatchContract(routes.saveMainAddress.response, mainAnswer);
    expect(mainAnswer.message).toBe(DETAILS_SAVED);
    const customer = mainAnswer.customer;
    expect(customer.addresses.P.street).toBe('1 Main Street');
    expect(customer.addresses.S).toBeUndefined();
    for (const street of ['2 Other Street', '3 Third Street']) {
      const answer = await shopper.ok<CustomerChangeResponse>(
        'POST',
        '/api/customer/address/secondary/save',
        { ...addressOf(store), street, ...CONTACT_DETAILS[store] },
      );
      expectToMatchContract(routes.saveSecondaryAddress.response, answer);
      expect(answer.customer.addresses.S?.street).toBe(street);
      expect(answer.customer.addresses.P.street).toBe('1 Main Street');
    }
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS count FROM addresses WHERE customer_id = ${await idOf(customer.email)}`,
    );
    expect(row?.count).toBe(2);
    const invalid = await shopper.post('/api/customer/address/main/save', {
      ...main,
      country: store === 'fr' ? 'GB' : 'FR',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ fields: { country: 'VALIDATION_CHOICE_INVALID' } });
  });

  it.each(STORES)('removes the alternative address, idempotently (%s)', async (store) => {
    const { shopper, customer } = await signUp(t, store);
    await shopper.ok('POST', '/api/customer/address/secondary/save', {
      ...addressOf(store),
      street: '2 Other Street',
      ...CONTACT_DETAILS[store],
    });
    const remove = (body: unknown = { confirm: true }) =>
      shopper.post('/api/customer/address/secondary/delete', body);

    for (const refused of [{}, { confirm: false }]) {
      const response = await remove(refused);
      expect(response.statusCode, JSON.stringify(refused)).toBe(400);
    }
    expect((await customerOf(shopper)) as SignedInCustomer).toMatchObject({
      addresses: { S: { street: '2 Other Street' } },
    });

    // Twice: a second click or another tab finds nothing to remove, and is told the same.
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await remove();
      expect(response.statusCode).toBe(200);
      const answer = response.json<CustomerChangeResponse>();
      expectToMatchContract(routes.deleteSecondaryAddress.response, answer);
      expect(answer.message).toBe(SECONDARY_ADDRESS_REMOVED);
      expect(answer.customer.addresses).toEqual({ P: addressOf(store) });
    }
    expect(await customerOf(shopper)).toEqual({ ...customer, addresses: { P: addressOf(store) } });
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS count FROM addresses WHERE customer_id = ${await idOf(customer.email)}`,
    );
    expect(row?.count).toBe(1);
  });

  it('refuses an alternative address to a customer living overseas', async () => {
    const { shopper } = await signUp(t, 'fr');
    const overseas = { ...addressOf('fr'), postalCode: '97200', city: 'Fort-de-France' };
    const answer = await shopper.ok<CustomerChangeResponse>(
      'POST',
      '/api/customer/address/main/save',
      {
        ...overseas,
        ...CONTACT_DETAILS.fr,
      },
    );
    expect(answer.customer).toMatchObject({ overseas: '1' });
    const refused = await shopper.post('/api/customer/address/secondary/save', {
      ...addressOf('fr'),
      ...CONTACT_DETAILS.fr,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal('account.no_secondary_address_overseas'));
  });

  it("never reads nor changes another customer's account", async () => {
    const alice = await signUp(t, 'fr');
    const bob = await signUp(t, 'fr');
    await alice.shopper.ok('POST', '/api/customer/update', {
      evt: 'personalInformation',
      civility: 'Ms',
      firstName: 'Alice',
      lastName: 'Martin',
      ...CONTACT_DETAILS.fr,
    });
    await alice.shopper.ok('POST', '/api/customer/address/main/save', {
      ...addressOf('fr'),
      street: "12 rue d'Alice",
      ...CONTACT_DETAILS.fr,
    });
    const bobNow = await customerOf(bob.shopper);
    expect(bobNow).toEqual(bob.customer);
    const aliceNow = (await customerOf(alice.shopper)) as SignedInCustomer;
    expect(aliceNow.customerNumber).not.toBe(bob.customer.customerNumber);
    const steal = await alice.shopper.post('/api/customer/update-email', {
      newEmail: bob.email,
      confirmEmail: bob.email,
      password: PASSWORD,
    });
    expect(steal.statusCode).toBe(409);
  });
});

describe.each(STORES)('account recovery in the %s store', (store) => {
  it('tells whether an account uses an e-mail', async () => {
    const { email } = await signUp(t, store);
    for (const [address, exists] of [
      [email.toUpperCase(), true],
      [newEmail('nobody'), false],
    ] as const) {
      const answer = await new Shopper(t, store).ok('POST', '/api/customer/exists', {
        email: address,
      });
      expectToMatchContract(routes.exists.response, answer);
      expect(answer).toEqual({ exists });
    }
  });

  it('mails a single-use reset link valid one hour, kept hashed', async () => {
    const { email } = await signUp(t, store);
    const unknown = await new Shopper(t, store).post('/api/customer/forgotpassword', {
      email: newEmail('nobody'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(refusal('account.not_found'));

    const asked = await new Shopper(t, store).ok('POST', '/api/customer/forgotpassword', { email });
    expectToMatchContract(routes.forgotPassword.response, asked);
    const [mail] = await mailTo(t, store, email);
    expect(mail?.kind).toBe('password-reset');
    const link = /https?:\/\/\S+/.exec(mail?.body ?? '')?.[0] ?? '';
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(
      `http://shop.test/${store}/customer/account/forgotpasswordverification`,
    );
    const token = url.searchParams.get('token') ?? '';
    const [stored] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.customerId, await idOf(email)));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(stored?.tokenHash).not.toContain(token);
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);

    const reset = { token, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
    const done = await new Shopper(t, store).ok('POST', '/api/customer/resetpassword', reset);
    expectToMatchContract(routes.resetPassword.response, done);
    await logIn(t, store, email, NEW_PASSWORD);
    const again = await new Shopper(t, store).post('/api/customer/resetpassword', reset);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual(refusal('account.reset_link_expired'));
  });

  it('refuses an expired or unknown link with the spec message, and a weak new password', async () => {
    const { email } = await signUp(t, store);
    await new Shopper(t, store).ok('POST', '/api/customer/forgotpassword', { email });
    const [mail] = await mailTo(t, store, email);
    const token = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    const reset = (tokenValue: string, password = NEW_PASSWORD) =>
      new Shopper(t, store).post('/api/customer/resetpassword', {
        token: tokenValue,
        newPassword: password,
        confirmNewPassword: password,
      });
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.customerId, await idOf(email)));
    for (const tokenValue of [token, 'x'.repeat(43)]) {
      const response = await reset(tokenValue);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({
        code: 'account.reset_link_expired',
        message:
          store === 'uk'
            ? "The link has expired. Please click on 'My Account' then 'Forgotten password?' to reset your password."
            : 'Le lien a expiré. Veuillez cliquer sur « Mon compte » puis « Mot de passe oublié ? » pour réinitialiser votre mot de passe.',
      });
    }
    await logIn(t, store, email);
  });

  it('ends every session of the account when the password is reset', async () => {
    const { shopper, email } = await signUp(t, store);
    await new Shopper(t, store).ok('POST', '/api/customer/forgotpassword', { email });
    const token = /token=([\w-]+)/.exec((await mailTo(t, store, email))[0]?.body ?? '')?.[1];
    await new Shopper(t, store).ok('POST', '/api/customer/resetpassword', {
      token,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(await customerOf(shopper)).toEqual({ isLoggedIn: false });
  });

  it('mails the customer number', async () => {
    const { email, customer } = await signUp(t, store);
    const answer = await new Shopper(t, store).ok('POST', '/api/customer/forgotcustomernumber', {
      email,
    });
    expectToMatchContract(routes.forgotCustomerNumber.response, answer);
    const [mail] = await mailTo(t, store, email);
    expect(mail?.kind).toBe('customer-number');
    expect(mail?.body).toContain(customer.customerNumber);
    const unknown = await new Shopper(t, store).post('/api/customer/forgotcustomernumber', {
      email: newEmail('nobody'),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe.each(STORES)('newsletter in the %s store', (store) => {
  const subscription = (email: string) => ({
    evt: 'newsletter',
    email,
    mailOption: 'O',
    sendMailNewsletter: true,
  });

  it('subscribes a visitor e-mail, with the subscriber page choices, and mails a confirmation', async () => {
    const email = newEmail('news');
    const answer = await new Shopper(t, store).ok('POST', '/api/customer/update', {
      ...subscription(email),
      partnerOption: true,
      smsOption: true,
      cellPhone: CONTACT_DETAILS[store].cellPhone,
    });
    expectToMatchContract(routes.update.response, answer);
    expect(answer).toMatchObject({ customer: { isLoggedIn: false } });
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row).toMatchObject({ store, mailOption: true, partnerOption: true, smsOption: true });
    expect((await mailTo(t, store, email))[0]?.kind).toBe('newsletter');

    const unsubscribed = await new Shopper(t, store).ok(
      'POST',
      '/api/customer/newsletter/unsubscribe',
      {
        email,
      },
    );
    expectToMatchContract(routes.unsubscribeNewsletter.response, unsubscribed);
    const [after] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(after?.mailOption).toBe(false);
    expect(after?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it("tells a visitor using an account's e-mail to log in first", async () => {
    const { email } = await signUp(t, store);
    const response = await new Shopper(t, store).post('/api/customer/update', subscription(email));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal('account.log_in_first'));
  });

  it("subscribes a logged-in customer's own e-mail through the account, and unsubscribes it", async () => {
    const { shopper, email, customer } = await signUp(t, store);
    expect(customer.mailOption).toBe(false);
    const answer = await shopper.ok<CustomerChangeResponse>(
      'POST',
      '/api/customer/update',
      subscription(email),
    );
    expect(answer.customer).toMatchObject({ isLoggedIn: true, mailOption: true });
    await new Shopper(t, store).ok('POST', '/api/customer/newsletter/unsubscribe', { email });
    expect(await customerOf(shopper)).toMatchObject({ mailOption: false });
  });

  it('checks the e-mail and the mobile wanted for SMS', async () => {
    const response = await new Shopper(t, store).post('/api/customer/update', {
      ...subscription('not-an@email'),
      smsOption: true,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe.each(STORES)('catalogue request in the %s store', (store) => {
  const request = (email: string) => ({
    civility: 'Mr',
    firstName: 'Jean',
    lastName: 'Moreau',
    email,
    ...addressOf(store),
  });

  it("keeps a visitor's request and mails a confirmation", async () => {
    const email = newEmail('catalogue');
    const answer = await new Shopper(t, store).ok(
      'POST',
      '/api/customer/catalog/request',
      request(email),
    );
    expectToMatchContract(routes.requestCatalog.response, answer);
    expect(answer).toEqual({ message: CATALOG_REQUEST_SENT });
    const rows = await t.database.db.select().from(catalogRequests);
    expect(rows.find((row) => (row.request as { email: string }).email === email)).toMatchObject({
      store,
      customerId: null,
    });
    const [mail] = await mailTo(t, store, email);
    expect(mail?.kind).toBe('catalog-request');
    // The address as the country writes it: '75011 Paris, France'; 'London, SW1A 2AA, United Kingdom'.
    const postal = {
      fr: ['3 rue des Lilas', '75011 Paris', 'France'],
      uk: ['10 Downing Street', 'Westminster', 'London', 'SW1A 2AA', 'United Kingdom'],
    }[store].join('\n');
    expect(mail?.body).toContain(postal);
  });

  it("asks a visitor using an account's e-mail to log in first, and takes it once logged in", async () => {
    const { shopper, email } = await signUp(t, store);
    const visitor = await new Shopper(t, store).post(
      '/api/customer/catalog/request',
      request(email),
    );
    expect(visitor.statusCode).toBe(409);
    expect(visitor.json()).toEqual(refusal('account.log_in_first'));
    await shopper.ok('POST', '/api/customer/catalog/request', request(email));
    const rows = await t.database.db
      .select()
      .from(catalogRequests)
      .where(eq(catalogRequests.customerId, await idOf(email)));
    expect(rows).toHaveLength(1);
  });
});

describe.each(STORES)('retargeting in the %s store', (store) => {
  it('answers an OCTIPASS UUID that stays the same for the same identifier', async () => {
    const shopper = new Shopper(t, store);
    const first = await shopper.ok<{ OCTIPASS: string }>('POST', '/api/customer/updateSession', {
      retarg: 'abc.123',
    });
    expectToMatchContract(routes.updateSession.response, first);
    const again = await shopper.ok('POST', '/api/customer/updateSession', { retarg: 'abc.123' });
    expect(again).toEqual(first);
    const other = await shopper.ok('POST', '/api/customer/updateSession', { retarg: 'def-456' });
    expect(other).not.toEqual(first);
    const [row] = await queryRows<{ retarg: string }>(
      t.database.db,
      sql`SELECT retarg FROM sessions WHERE id_hash = ${sessionHashOf(shopper)}`,
    );
    expect(row?.retarg).toBe('def-456');
  });

  it("answers the customer's profile from their orders, and no profile to a visitor", async () => {
    const visitor = await new Shopper(t, store).ok('POST', '/api/customer/user/retarg', {
      retarg: 'abc',
    });
    expectToMatchContract(routes.retargetingProfile.response, visitor);
    expect(visitor).toMatchObject({ CODE_RETOUR: '1', NBCDE: 0, DATEDERNCDE: '' });

    const { shopper, email } = await signUp(t, store);
    const prospect = await shopper.ok<RetargetingProfile>('POST', '/api/customer/user/retarg', {
      retarg: 'abc',
    });
    expect(prospect).toEqual({
      CODE_RETOUR: '0',
      NBCDE: 0,
      OPTIONMAIL: 'N',
      DATEDERNCDE: '',
      CATEGORIE: '',
    });
    const customerId = await idOf(email);
    for (const createdAt of ['2026-03-02T10:00:00Z', '2026-09-15T10:00:00Z'])
      await t.database.db.insert(orders).values({
        store,
        orderNumber: `9${String(Date.now())}${createdAt.slice(5, 7)}`,
        customerId,
        idempotencyKey: randomUUID(),
        status: 'delivered',
        paymentMethod: 'card',
        shippingMethod: 'C',
        deliveryAddress: addressOf(store),
        subtotal: '50.00',
        discount: '0',
        shippingFees: '4.99',
        tax: '9.17',
        total: '54.99',
        createdAt: new Date(createdAt),
      });
    const client = await shopper.ok('POST', '/api/customer/user/retarg', { retarg: 'abc' });
    expectToMatchContract(routes.retargetingProfile.response, client);
    expect(client).toMatchObject({ CODE_RETOUR: '0', NBCDE: 2, DATEDERNCDE: '2026-09-15' });
    expect(await customerOf(shopper)).toMatchObject({ userStatus: 'client', numberOfOrders: 2 });
  });
});

describe('secrets', () => {
  it('never answers nor mails a password or a password hash', async () => {
    const passwords = [PASSWORD, NEW_PASSWORD, DEMO_PASSWORD];
    expect(answers.length).toBeGreaterThan(100);
    for (const body of answers) {
      expect(body).not.toContain('scrypt$');
      expect(body).not.toMatch(/passwordHash|password_hash/);
      for (const password of passwords) expect(body).not.toContain(password);
    }
    const mails = await queryRows<{ body: string; subject: string }>(
      t.database.db,
      sql`SELECT subject, body FROM mail_outbox`,
    );
    expect(mails.length).toBeGreaterThan(20);
    for (const mail of mails)
      for (const secret of ['scrypt$', ...passwords])
        expect(`${mail.subject}\n${mail.body}`).not.toContain(secret);
  });
});
