import type { Page } from '@playwright/test';
import { allowRefusal, SIGN_IN_ANSWER, signedOutCustomer } from './support/account.js';
import { signUp, uniqueEmail } from './support/checkout.js';
import { expect, test } from './support/fixtures.js';
import { escapeRegExp, inStore } from './support/page-parts.js';
import { SIGNUP_FORM, textField } from './support/signup-form.js';

/*
 * The paper catalogue request (spec 2.1 /catalogrequest/ and /customer/account/catalogrequest, 4,
 * 8): a visitor's request and its message; an address that has an account must log in first
 * (then the account's form, filled in, sends it); a customer's request from the side menu.
 */

const TEXTS = {
  fr: {
    title: 'Demander un catalogue',
    submit: 'Recevoir le catalogue',
    logInLink: 'M’identifier pour demander le catalogue',
    identifier: 'E-mail ou numéro client',
    password: 'Mot de passe',
    signIn: 'Me connecter',
    sent: 'Votre demande a bien été envoyée !',
    logInFirst:
      'Votre adresse e-mail est déjà associée à un compte. Veuillez d’abord vous identifier.',
    required: 'Ce champ est obligatoire.',
    errorSummary: 'Le formulaire contient des erreurs',
  },
  uk: {
    title: 'Request a catalogue',
    submit: 'Get the catalogue',
    logInLink: 'Sign in to request the catalogue',
    identifier: 'Email address or customer number',
    password: 'Password',
    signIn: 'Sign in',
    sent: 'Your request has been sent !',
    logInFirst: 'Your email address is already associated with an account. Please log in first.',
    required: 'This field is required.',
    errorSummary: 'There is a problem',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

// Sign-ins check passwords at the production cost, and axe runs: slow on a loaded 2-core machine.
test.describe.configure({ timeout: 120_000 });
const ANSWER = { timeout: 30_000 };
const ACCOUNT_REQUEST = '/customer/account/catalogrequest';

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

const submit = (page: Page, texts: Texts) =>
  page.getByRole('main').getByRole('button', { name: texts.submit, exact: true }).click();

/** Fills the request as a visitor does: identity, e-mail, the store's sample address. */
async function fillRequest(page: Page, storeId: 'fr' | 'uk', email: string) {
  const form = SIGNUP_FORM[storeId];
  await page
    .getByRole('radiogroup', { name: form.civility, exact: true })
    .getByRole('radio', { name: form.civilityChoice, exact: true })
    .check();
  await textField(page, form.firstName).fill('Inès');
  await textField(page, form.lastName).fill('Moreau');
  await textField(page, form.email).fill(email);
  await textField(page, form.street).fill(form.address.street);
  await textField(page, form.postalCode).fill(form.address.postalCode);
  await textField(page, form.city).fill(form.address.city);
}

test('a visitor requests the catalogue: required fields, then its message', async ({
  page,
  store,
}) => {
  const texts = TEXTS[store.id];
  await page.goto('catalogrequest/');
  await expect(heading(page, texts.title)).toBeVisible();

  await submit(page, texts);
  await expect(page.getByRole('alert').filter({ hasText: texts.errorSummary })).toBeVisible();
  await expect(textField(page, SIGNUP_FORM[store.id].street)).toHaveAccessibleDescription(
    new RegExp(escapeRegExp(texts.required)),
  );

  await fillRequest(page, store.id, uniqueEmail(store));
  await submit(page, texts);
  await expect(page.getByRole('status').filter({ hasText: texts.sent })).toBeVisible(ANSWER);
  await expect(page.getByRole('button', { name: texts.submit })).toHaveCount(0);
});

test("an address that has an account must log in first, then the account's form sends it", async ({
  page,
  store,
  consoleErrors,
}) => {
  allowRefusal(
    consoleErrors,
    '409 (Conflict)',
    'catalog/request',
    'the e-mail address belongs to an account: log in first',
  );
  const texts = TEXTS[store.id];
  const customer = await signedOutCustomer(page.request, store);
  await page.goto('catalogrequest/');
  await fillRequest(page, store.id, customer.email);
  await submit(page, texts);
  await expect(page.getByRole('alert').filter({ hasText: texts.logInFirst })).toBeVisible(ANSWER);

  await page.getByRole('link', { name: texts.logInLink, exact: true }).click();
  await textField(page, texts.identifier).fill(customer.email);
  await textField(page, texts.password).fill(customer.password);
  await page.getByRole('button', { name: texts.signIn, exact: true }).click();
  await expect(page).toHaveURL((url) => inStore(url) === ACCOUNT_REQUEST, SIGN_IN_ANSWER);
  await expect(heading(page, texts.title)).toBeVisible();
  // The account's own identity and address fill the form.
  await expect(textField(page, SIGNUP_FORM[store.id].email)).toHaveValue(customer.email);
  await expect(textField(page, SIGNUP_FORM[store.id].firstName)).toHaveValue(customer.firstName);
  await submit(page, texts);
  await expect(page.getByRole('status').filter({ hasText: texts.sent })).toBeVisible(ANSWER);
});

test('a customer requests the catalogue from the side menu', async ({ page, store }) => {
  const texts = TEXTS[store.id];
  const customer = await signUp(page.request, store);
  await page.goto('customer/account/order/history');
  await page
    .getByRole('navigation', { name: store.account.menu })
    .getByRole('link', { name: texts.title, exact: true })
    .click();
  await expect(page).toHaveURL((url) => inStore(url) === ACCOUNT_REQUEST);
  await expect(heading(page, texts.title)).toBeVisible();
  await expect(textField(page, SIGNUP_FORM[store.id].lastName)).toHaveValue(customer.lastName);

  await submit(page, texts);
  await expect(page.getByRole('status').filter({ hasText: texts.sent })).toBeVisible(ANSWER);
});
