import type { Page } from '@playwright/test';
import { allowRefusal, SIGN_IN_ANSWER } from './support/account.js';
import { API_HEADERS, expect, test } from './support/fixtures.js';
import { NEW_PASSWORD, signUp, uniqueEmail } from './support/checkout.js';
import { escapeRegExp, inStore } from './support/page-parts.js';
import { fillSignupForm, textField } from './support/signup-form.js';
import type { StoreFixture } from './support/stores.js';

/*
 * The customer area's sign-in and signup (spec 2.1, 2.2, 4, 8): the same forms as the checkout's,
 * after which the customer goes back to the page that asked for a login, else to order history;
 * the demo customers (docs/demo-accounts.md, only signed in and out) after a wrong password, by
 * e-mail and by customer number, the header's dropdown, and signing out from the dropdown and
 * from the side menu to the sign-out page, the session ended. (The countdown from there to the
 * home page is content.spec.ts's, on a clock.)
 */

const TEXTS = {
  fr: {
    identifier: 'E-mail ou numéro client',
    surname: 'Nom',
    password: 'Mot de passe',
    signIn: 'Me connecter',
    botPassed: 'Vérification anti-robot : réussie',
    createAccount: 'Créer mon compte',
    orderHistory: 'Mes commandes',
    invalidLogin: 'Votre adresse e-mail ou votre mot de passe est incorrect. Veuillez réessayer.',
    myAccount: 'Mon compte',
    personalInformation: 'Mes informations personnelles',
    dropdownSignOut: 'Se déconnecter',
    menuSignOut: 'Me déconnecter',
    /** The demo customer (marie.dupont@example.fr) as the login form and the header know her. */
    demo: { customerNumber: '10000001', surname: 'dupont', name: 'Mme Dupont' },
  },
  uk: {
    identifier: 'Email address or customer number',
    surname: 'Surname',
    password: 'Password',
    signIn: 'Sign in',
    botPassed: 'Bot check: passed',
    createAccount: 'Create my account',
    orderHistory: 'My orders',
    invalidLogin: 'Your email address or password is incorrect. Please try again.',
    myAccount: 'My account',
    personalInformation: 'My personal information',
    dropdownSignOut: 'Sign out',
    menuSignOut: 'Sign out',
    /** The demo customer (james.smith@example.co.uk). */
    demo: { customerNumber: '10000003', surname: 'SMITH', name: 'Mr Smith' },
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

// Sign-ins check passwords at the production cost: slow on a loaded 2-core machine.
test.describe.configure({ timeout: 90_000 });

const LOGIN = 'customer/account/login';

/** The header's account dropdown of a signed-in customer, named 'My account, Mrs Dupont'. */
const accountDropdown = (page: Page, text: Texts) =>
  page.getByRole('banner').getByRole('button', { name: `${text.myAccount}, ${text.demo.name}` });

/** Order history, signed in: its heading, and the header's dropdown with civility and name. */
async function expectSignedIn(page: Page, text: Texts) {
  await expect(page).toHaveURL(
    (url) => inStore(url) === '/customer/account/order/history',
    SIGN_IN_ANSWER,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: text.orderHistory, exact: true }),
  ).toBeVisible();
  await expect(accountDropdown(page, text)).toBeVisible();
}

/** The sign-out page (spec 2.1 /logoutSuccess), and a header for a visitor again. */
async function expectSignedOut(page: Page, store: StoreFixture, text: Texts) {
  await expect(page).toHaveURL((url) => inStore(url) === '/customer/account/logoutSuccess');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.account.logoutTitle);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: text.myAccount, exact: true })).toBeVisible();
  await expect(accountDropdown(page, text)).toHaveCount(0);
  const answer = await page.request.get('api/customer/get', { headers: API_HEADERS });
  expect(await answer.json()).toEqual({ isLoggedIn: false });
}

test('a customer asked to sign in by a guarded page goes back to it once signed in', async ({
  page,
  store,
}) => {
  const texts = TEXTS[store.id];
  const customer = await signUp(page.request, store);
  const logout = await page.request.get('api/customer/logout', { headers: API_HEADERS });
  expect(logout.status()).toBe(200);

  await page.goto('customer/account/order/history');
  await expect(page).toHaveURL((url) => inStore(url) === '/customer/account/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(store.account.login);
  await textField(page, texts.identifier).fill(customer.email);
  await textField(page, texts.password).fill(customer.password);
  await page.getByRole('button', { name: texts.signIn, exact: true }).click();

  await expect(page).toHaveURL(
    (url) => inStore(url) === '/customer/account/order/history',
    SIGN_IN_ANSWER,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: texts.orderHistory, exact: true }),
  ).toBeVisible();
});

test('a new customer signs up in the customer area and lands on order history', async ({
  page,
  store,
}) => {
  const texts = TEXTS[store.id];
  const email = uniqueEmail(store);
  await page.goto('customer/account/create');
  await fillSignupForm(page, store, {
    firstName: 'Léa',
    lastName: 'Fontaine',
    email,
    password: NEW_PASSWORD,
  });
  await page.getByRole('button', { name: texts.createAccount, exact: true }).click();

  await expect(page).toHaveURL(
    (url) => inStore(url) === '/customer/account/order/history',
    SIGN_IN_ANSWER,
  );
  const answer = await page.request.get('api/customer/get', { headers: API_HEADERS });
  expect(await answer.json()).toMatchObject({ isLoggedIn: true, email });
});

test.describe('the demo customer', () => {
  test("after a wrong password, signs in with the e-mail; the dropdown's civility and name; signs out from it", async ({
    page,
    store,
    consoleErrors,
  }) => {
    const text = TEXTS[store.id];
    const account = store.accounts.customer;
    allowRefusal(consoleErrors, '401 (Unauthorized)', 'login', 'the password is wrong on purpose');
    await page.goto(LOGIN);

    await test.step("a wrong password: the spec's message in the store's language", async () => {
      await textField(page, text.identifier).fill(account.email);
      await textField(page, text.password).fill(`${account.password}x`);
      await page.getByRole('button', { name: text.signIn, exact: true }).click();
      await expect(page.getByRole('alert').getByText(text.invalidLogin)).toBeVisible(
        SIGN_IN_ANSWER,
      );
      await expect(page).toHaveURL((url) => inStore(url) === '/customer/account/login');
      // The shopper can try again without typing the identifier again.
      await expect(textField(page, text.identifier)).toHaveValue(account.email);
      // The bot check is solved again for the next attempt.
      await expect(page.getByRole('status').filter({ hasText: text.botPassed })).toBeVisible();
    });

    await test.step("the right one: order history, the header's dropdown", async () => {
      await textField(page, text.password).fill(account.password);
      await page.getByRole('button', { name: text.signIn, exact: true }).click();
      await expectSignedIn(page, text);
      // Spec 2.2: the dropdown's links to personal information and orders, and sign-out.
      const dropdown = accountDropdown(page, text);
      await expect(dropdown).toHaveAttribute('aria-expanded', 'false');
      await dropdown.click();
      await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${(await dropdown.getAttribute('aria-controls')) ?? ''}"]`);
      await expect(panel.getByRole('link')).toHaveText([
        text.personalInformation,
        text.orderHistory,
      ]);
      await panel.getByRole('button', { name: text.dropdownSignOut, exact: true }).click();
      await expectSignedOut(page, store, text);
    });
  });

  test('signs in with the customer number and the surname, whatever its case; signs out from the side menu', async ({
    page,
    store,
  }) => {
    const text = TEXTS[store.id];
    await page.goto(LOGIN);
    await textField(page, text.identifier).fill(text.demo.customerNumber);
    await textField(page, text.surname).fill(text.demo.surname);
    await textField(page, text.password).fill(store.accounts.customer.password);
    await page.getByRole('button', { name: text.signIn, exact: true }).click();
    await expectSignedIn(page, text);

    await page
      .getByRole('navigation', { name: store.account.menu })
      .getByRole('button', { name: text.menuSignOut, exact: true })
      .click();
    await expectSignedOut(page, store, text);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      new RegExp(
        `^(${[5, 4, 3, 2, 1].map((seconds) => escapeRegExp(store.account.logoutCountdown(seconds))).join('|')})$`,
      ),
    );
    // The account pages are a customer's again: a visitor is sent to sign in.
    await page.goto('customer/account/order/history');
    await expect(page).toHaveURL((url) => inStore(url) === '/customer/account/login');
  });
});
