import type { Page } from '@playwright/test';
import {
  addToCart,
  buyableProducts,
  NEW_PASSWORD,
  uniqueEmail,
  type NewCustomer,
} from './support/checkout.js';
import { API_HEADERS, expect, test } from './support/fixtures.js';
import { test as signedInTest } from './support/signed-in.js';
import { allowRefusal, signedOutCustomer } from './support/account.js';
import { fillSignupForm, SIGNUP_FORM, textField } from './support/signup-form.js';
import { inStore } from './support/page-parts.js';

/*
 * Checkout identification (issue 8; spec 3, 4, 5, 8): signing in on /checkout/account/login (a
 * wrong password, then the customer number; the visitor's basket kept), signing up on
 * /checkout/account/create, and what the shopper reads when the server refuses. Each journey has its own new account (never a demo one: their baskets
 * are shared by the run). The forms' own checks before sending (required fields, the surname a
 * customer number needs, the error summary and its form_error event) are the identity pages'
 * component tests'.
 */

/** What the shopper reads, per store: the identity feature's texts and the kit's. */
const TEXTS = {
  fr: {
    loginTitle: 'Identification',
    signupTitle: 'Créer mon compte',
    identifier: 'E-mail ou numéro client',
    surname: 'Nom',
    password: 'Mot de passe',
    signIn: 'Me connecter',
    createAccount: 'Créer mon compte',
    botPassed: 'Vérification anti-robot : réussie',
    invalidLogin: 'Votre adresse e-mail ou votre mot de passe est incorrect. Veuillez réessayer.',
    invalidCustomerNumberLogin:
      'Votre numéro client, votre nom ou votre mot de passe est incorrect. Veuillez réessayer.',
    invalidLoginAgain:
      'Votre identifiant ou votre mot de passe est incorrect. Veuillez les saisir à nouveau.',
    emailTaken: 'Votre adresse e-mail est déjà associée à un compte.',
    accountCreated: 'Votre compte a bien été créé.',
    deliveryStep: 'Livraison',
  },
  uk: {
    loginTitle: 'Sign in',
    signupTitle: 'Create my account',
    identifier: 'Email address or customer number',
    surname: 'Surname',
    password: 'Password',
    signIn: 'Sign in',
    createAccount: 'Create my account',
    botPassed: 'Bot check: passed',
    invalidLogin: 'Your email address or password is incorrect. Please try again.',
    invalidCustomerNumberLogin:
      'Your customer number, surname or password is incorrect. Please try again.',
    invalidLoginAgain: 'Your login or password is incorrect. Please enter it again.',
    emailTaken: 'Your email address is already associated with an account.',
    accountCreated: 'Your account has been successfully created.',
    deliveryStep: 'Delivery',
  },
} as const;

const SIGNUP = 'checkout/account/create';

/** Delivery is reached: its address, and the checkout steps say so. */
async function expectDelivery(page: Page, deliveryStep: string) {
  await expect(page).toHaveURL((url) => inStore(url) === '/checkout/shipping');
  await expect(page.locator('[aria-current="step"]')).toHaveText(deliveryStep);
}

test.describe('checkout login', () => {
  test("a wrong password gets the spec's message; the customer number and surname sign in, the visitor's basket kept", async ({
    page,
    store,
    consoleErrors,
  }) => {
    const text = TEXTS[store.id];
    allowRefusal(consoleErrors, '401 (Unauthorized)', 'login', 'the password is wrong on purpose');
    const customer = await signedOutCustomer(page.request, store);
    expect(customer.customerNumber).toMatch(/^\d{1,20}$/);
    const [product] = await buyableProducts(page.request, 1);
    if (!product) throw new Error('No buyable product');
    await addToCart(page.request, [{ sku: product.sku, quantity: 2 }]);

    await test.step('delivery asks for a customer: the visitor lands on the checkout login', async () => {
      await page.goto('checkout/shipping');
      await expect(page).toHaveURL((url) => inStore(url) === '/checkout/account/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.loginTitle);
      await expect(page).toHaveTitle(new RegExp(`^${text.loginTitle} \\| ${store.siteName}$`));
      await expect(page.getByRole('status').filter({ hasText: text.botPassed })).toBeVisible();
    });

    await test.step('a wrong password: the message in the store’s language', async () => {
      await textField(page, text.identifier).fill(customer.email);
      // An e-mail address needs no surname.
      await expect(textField(page, text.surname)).toHaveCount(0);
      await textField(page, text.password).fill(`${NEW_PASSWORD}x`);
      await page.getByRole('button', { name: text.signIn, exact: true }).click();
      await expect(page.getByRole('alert').getByText(text.invalidLogin)).toBeVisible();
      await expect(page).toHaveURL((url) => inStore(url) === '/checkout/account/login');
      // The widget is solved again for the next attempt.
      await expect(page.getByRole('status').filter({ hasText: text.botPassed })).toBeVisible();
    });

    await test.step('refused again: the spec’s other wording, so the new try shows as read', async () => {
      await textField(page, text.password).fill(`${NEW_PASSWORD}y`);
      await page.getByRole('button', { name: text.signIn, exact: true }).click();
      await expect(page.getByRole('alert').getByText(text.invalidLoginAgain)).toBeVisible();
    });

    await test.step('a fresh form refusing a customer number words it for the number', async () => {
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: text.botPassed })).toBeVisible();
      await textField(page, text.identifier).fill(customer.customerNumber);
      await textField(page, text.surname).fill(customer.lastName);
      await textField(page, text.password).fill(`${NEW_PASSWORD}x`);
      await page.getByRole('button', { name: text.signIn, exact: true }).click();
      await expect(
        page.getByRole('alert').getByText(text.invalidCustomerNumberLogin),
      ).toBeVisible();
    });

    await test.step('the customer number with the surname signs in, on to delivery', async () => {
      await textField(page, text.identifier).fill(customer.customerNumber);
      const surname = textField(page, text.surname);
      await expect(surname).toBeVisible();
      await surname.fill(customer.lastName);
      await textField(page, text.password).fill(customer.password);
      await page.getByRole('button', { name: text.signIn, exact: true }).click();
      await expectDelivery(page, text.deliveryStep);
    });

    await test.step("back in the store (no reload): the basket holds the visitor's articles", async () => {
      await page.getByRole('banner').getByRole('link').first().click();
      await expect(
        page.getByRole('banner').getByRole('link', { name: store.basketWithCount(2), exact: true }),
      ).toBeVisible();
    });
  });
});

test.describe('checkout signup', () => {
  test('an e-mail already used gets the spec’s message, the form kept; a new one signs up, on to delivery', async ({
    page,
    store,
    consoleErrors,
  }) => {
    const text = TEXTS[store.id];
    const form = SIGNUP_FORM[store.id];
    allowRefusal(
      consoleErrors,
      '409 (Conflict)',
      'create',
      'the e-mail address is taken on purpose',
    );
    const existing = await signedOutCustomer(page.request, store);
    // A visitor's basket (delivery sends an empty one back to the basket, clearing the flash).
    const [product] = await buyableProducts(page.request, 1);
    if (!product) throw new Error('No product to buy');
    await addToCart(page.request, [{ sku: product.sku }]);
    const customer: NewCustomer = {
      email: existing.email,
      password: NEW_PASSWORD,
      firstName: 'Hélène',
      lastName: 'Marchand',
    };
    await page.goto(SIGNUP);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.signupTitle);

    await test.step('an address that has an account: the message, the form kept', async () => {
      await fillSignupForm(page, store, customer);
      await page.getByRole('button', { name: text.createAccount, exact: true }).click();
      await expect(page.getByRole('alert').getByText(text.emailTaken)).toBeVisible();
      await expect(page).toHaveURL((url) => inStore(url) === '/checkout/account/create');
      await expect(textField(page, form.email)).toHaveValue(existing.email);
      await expect(textField(page, form.firstName)).toHaveValue(customer.firstName);
      await expect(textField(page, form.city)).toHaveValue(form.address.city);
    });

    await test.step('a new address: the account is created, on to delivery', async () => {
      const email = uniqueEmail(store);
      await textField(page, form.email).fill(email);
      await textField(page, form.confirmEmail).fill(email);
      // Typed again, whether or not the refused attempt kept them.
      await textField(page, form.password).fill(customer.password);
      await textField(page, form.confirmPassword).fill(customer.password);
      await page.getByRole('button', { name: text.createAccount, exact: true }).click();
      await expectDelivery(page, text.deliveryStep);
      await expect(page.getByRole('status').filter({ hasText: text.accountCreated })).toBeVisible();
      // The session is the new customer's.
      const answer = await page.request.get('api/customer/get', { headers: API_HEADERS });
      expect(await answer.json()).toMatchObject({ isLoggedIn: true, email });
    });
  });
});

signedInTest.describe('signed in', () => {
  signedInTest.use({ signedIn: true });

  signedInTest(
    'the checkout login and signup pages lead to the account information (spec 2.1)',
    async ({ page }) => {
      for (const path of ['checkout/account/login', 'checkout/account/create']) {
        await page.goto(path);
        await expect(page).toHaveURL((url) => inStore(url) === '/customer/account/informations');
      }
    },
  );
});
