import type { Page } from '@playwright/test';
import { allowRefusal, SIGN_IN_ANSWER, signedOutCustomer } from './support/account.js';
import { uniqueEmail } from './support/checkout.js';
import { expect, test } from './support/fixtures.js';
import { inStore } from './support/page-parts.js';
import { SIGNUP_FORM, textField } from './support/signup-form.js';

/*
 * The paper catalogue request (spec 2.1 /catalogrequest/ and /customer/account/catalogrequest, 4,
 * 8): a visitor's request and its message; an address that has an account must log in first
 * (then the account's form, filled in from the account, sends it). The form's required fields and
 * the side menu's link are catalogue-request-page.test.tsx's and account-area-layout.test.tsx's.
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
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

// Sign-ins check passwords at the production cost: slow on a loaded 2-core machine.
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

test("a visitor's request is sent; an address with an account logs in first, then the account's form sends it", async ({
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
  const form = SIGNUP_FORM[store.id];
  const customer = await signedOutCustomer(page.request, store);

  await test.step("a visitor's request: its message in place of the form", async () => {
    await page.goto('catalogrequest/');
    await expect(heading(page, texts.title)).toBeVisible();
    await fillRequest(page, store.id, uniqueEmail(store));
    await submit(page, texts);
    await expect(page.getByRole('status').filter({ hasText: texts.sent })).toBeVisible(ANSWER);
    await expect(page.getByRole('button', { name: texts.submit })).toHaveCount(0);
  });

  await test.step("an account's address: refused until its owner logs in", async () => {
    await page.goto('catalogrequest/');
    await fillRequest(page, store.id, customer.email);
    await submit(page, texts);
    await expect(page.getByRole('alert').filter({ hasText: texts.logInFirst })).toBeVisible(ANSWER);
    await page.getByRole('link', { name: texts.logInLink, exact: true }).click();
    await textField(page, texts.identifier).fill(customer.email);
    await textField(page, texts.password).fill(customer.password);
    await page.getByRole('button', { name: texts.signIn, exact: true }).click();
    await expect(page).toHaveURL((url) => inStore(url) === ACCOUNT_REQUEST, SIGN_IN_ANSWER);
  });

  await test.step("the account's form, filled in from the account, sends it", async () => {
    await expect(heading(page, texts.title)).toBeVisible();
    await expect(textField(page, form.email)).toHaveValue(customer.email);
    await expect(textField(page, form.firstName)).toHaveValue(customer.firstName);
    await expect(textField(page, form.lastName)).toHaveValue(customer.lastName);
    await submit(page, texts);
    await expect(page.getByRole('status').filter({ hasText: texts.sent })).toBeVisible(ANSWER);
  });
});
