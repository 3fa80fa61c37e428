import type { Locator, Page } from '@playwright/test';
import { signUp, uniqueEmail } from './support/checkout.js';
import { API_HEADERS, expect, logIn, test, type ConsoleErrorGuard } from './support/fixtures.js';
import { escapeRegExp, inStore } from './support/page-parts.js';
import { textField } from './support/signup-form.js';

/*
 * The customer's personal information (spec 2.1 /customer/account/informations…, 3, 5, 8), as the
 * server keeps it: the details, the main and alternative addresses (added, then removed after a
 * confirmation) saved and read back; the e-mail address and the password changed, with the
 * server's refusals (an address another account uses, a wrong current password); and the overseas
 * customer who is offered no alternative address. Every journey that changes an account makes its
 * own. The forms' checks before sending (required fields, the mobile SMS offers need, each store's
 * postcode rules, the error summary and its form_error event) and the removal's cancel are the
 * information pages' component tests'.
 */

const TEXTS = {
  fr: {
    title: 'Mes informations personnelles',
    detailsTitle: 'Mes coordonnées',
    nameTerm: 'Nom',
    mainTitle: 'Adresse principale',
    editDetails: 'Modifier mes coordonnées',
    editEmail: 'Modifier mon adresse e-mail',
    editPassword: 'Modifier mon mot de passe',
    editMain: 'Modifier l’adresse principale',
    addSecondary: 'Ajouter une adresse secondaire',
    removeSecondary: 'Supprimer l’adresse secondaire',
    removeDialog: 'Supprimer votre adresse secondaire ?',
    remove: 'Supprimer',
    secondaryTitle: 'Adresse secondaire',
    noSecondary: 'Vous n’avez pas d’adresse secondaire.',
    overseasNote: 'L’adresse secondaire n’est pas proposée aux clients résidant en outre-mer.',
    detailsPage: 'Modifier mes informations',
    emailPage: 'Modifier mon adresse e-mail',
    passwordPage: 'Modifier mon mot de passe',
    mainPage: 'Mon adresse principale',
    secondaryPage: 'Mon adresse secondaire',
    civility: 'Civilité',
    mr: 'Monsieur',
    firstName: 'Prénom',
    lastName: 'Nom',
    day: 'Jour',
    month: 'Mois',
    year: 'Année',
    mobile: 'Téléphone portable',
    street: 'Numéro et nom de rue',
    postcode: 'Code postal',
    city: 'Ville',
    newEmail: 'Nouvelle adresse e-mail',
    confirmEmail: 'Confirmation de la nouvelle adresse e-mail',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmation du nouveau mot de passe',
    save: 'Enregistrer',
    signOut: 'Se déconnecter',
    accountButton: (name: string) => `Mon compte, ${name}`,
    // What the shopper reads (spec 8)
    saved: 'Vos informations ont bien été modifiées.',
    removed: 'Votre adresse secondaire a été supprimée.',
    wrongPassword: 'Le mot de passe ne correspond pas à ce compte.',
    emailTaken: 'Votre adresse e-mail est déjà associée à un compte.',
    // The customer as the journeys change them
    signedUpName: 'Madame Camille Lefèvre',
    newName: 'Monsieur Julien Dubois',
    headerBefore: 'Mme Lefèvre',
    headerAfter: 'M. Dubois',
    birthDate: '14 juillet 1985',
    newMobile: '0698765432',
    mainAddress: { street: '8 boulevard Voltaire', postcode: '75011', city: 'Paris' },
    mainLines: ['8 boulevard Voltaire', '75011 Paris', 'France'],
    secondary: { street: '3 quai des Chartrons', postcode: '33000', city: 'Bordeaux' },
    secondaryLines: ['3 quai des Chartrons', '33000 Bordeaux', 'France'],
  },
  uk: {
    title: 'My personal information',
    detailsTitle: 'My details',
    nameTerm: 'Name',
    mainTitle: 'Main address',
    editDetails: 'Edit my details',
    editEmail: 'Change my email address',
    editPassword: 'Change my password',
    editMain: 'Edit the main address',
    addSecondary: 'Add an alternative address',
    removeSecondary: 'Remove the alternative address',
    removeDialog: 'Remove your alternative address?',
    remove: 'Remove',
    secondaryTitle: 'Alternative address',
    noSecondary: 'You have no alternative address.',
    overseasNote: 'An alternative address is not available for customers living overseas.',
    detailsPage: 'Edit my details',
    emailPage: 'Change my email address',
    passwordPage: 'Change my password',
    mainPage: 'My main address',
    secondaryPage: 'My alternative address',
    civility: 'Title',
    mr: 'Mr',
    firstName: 'First name',
    lastName: 'Last name',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    mobile: 'Mobile phone',
    street: 'House number and street',
    postcode: 'Postcode',
    city: 'Town or city',
    newEmail: 'New email address',
    confirmEmail: 'Confirm your new email address',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm your new password',
    save: 'Save',
    signOut: 'Sign out',
    accountButton: (name: string) => `My account, ${name}`,
    saved: 'Your information have been successfully modified',
    removed: 'Your alternative address has been removed.',
    wrongPassword: "The password doesn't match this account.",
    emailTaken: 'Your email address is already associated with an account.',
    signedUpName: 'Mrs Camille Lefèvre',
    newName: 'Mr Julien Dubois',
    headerBefore: 'Mrs Lefèvre',
    headerAfter: 'Mr Dubois',
    birthDate: '14 July 1985',
    newMobile: '07700900987',
    mainAddress: { street: '10 Downing Street', postcode: 'SW1A 2AA', city: 'London' },
    mainLines: ['10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom'],
    secondary: { street: '1 Princes Street', postcode: 'EH2 2EQ', city: 'Edinburgh' },
    secondaryLines: ['1 Princes Street', 'Edinburgh', 'EH2 2EQ', 'United Kingdom'],
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

// Each journey fills several forms in a row, and the server checks passwords with the
// production scrypt cost: time on a loaded machine.
test.describe.configure({ timeout: 180_000 });
/** How long an answer of the server may take to show (a password check under load). */
const ANSWER = { timeout: 45_000 };

const SUMMARY = '/customer/account/informations';
/** The new password of the password journey (spec 5 rules). */
const CHANGED_PASSWORD = 'Vitrine#2027';

/** Chromium logs a refused call (4xx) as a console error: a journey that expects one says so. */
function allowRefusal(consoleErrors: ConsoleErrorGuard, status: number, call: string, why: string) {
  consoleErrors.allow(
    new RegExp(
      `status of ${String(status)} \\([^)]*\\) \\(http[^)]*/api/customer/${escapeRegExp(call)}`,
    ),
    why,
  );
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** The summary page, with the store's flash message when a change was just saved. */
async function expectSummary(page: Page, texts: Texts, message?: string) {
  await expect(page).toHaveURL((url) => inStore(url) === SUMMARY, ANSWER);
  await expect(heading(page, texts.title)).toBeVisible();
  if (message) await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
}

/** The value the summary shows for one of the details ('Nom', 'Adresse e-mail'…). */
const detail = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${escapeRegExp(term)}$`) }).locator('+ dd');

/** A part of the summary by its heading (details, main address, alternative address). */
const card = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

/** The header's account button: 'Mon compte, Mme Lefèvre' (spec 2.2). */
const accountButton = (page: Page, texts: Texts, name: string) =>
  page.getByRole('banner').getByRole('button', { name: texts.accountButton(name), exact: true });

const save = (page: Page, texts: Texts) =>
  page.getByRole('button', { name: texts.save, exact: true }).click();

/** A field's error as the kit links it to the field (aria-describedby), the server's included. */
const expectFieldError = (field: Locator, message: string) =>
  expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)), ANSWER);

interface AddressLines {
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
}

async function fillAddress(page: Page, texts: Texts, address: AddressLines) {
  await textField(page, texts.street).fill(address.street);
  await textField(page, texts.postcode).fill(address.postcode);
  await textField(page, texts.city).fill(address.city);
}

async function expectLines(part: Locator, lines: readonly string[]) {
  await expect(part.locator('p > span')).toHaveText([...lines]);
}

test('a customer edits their details and main address, then adds and removes an alternative one', async ({
  page,
  store,
}) => {
  const texts = TEXTS[store.id];
  await signUp(page.request, store);
  await page.goto('customer/account/informations');
  await expectSummary(page, texts);
  await expect(detail(page, texts.nameTerm)).toHaveText(texts.signedUpName);
  await expect(accountButton(page, texts, texts.headerBefore)).toBeVisible();
  await expect(card(page, texts.secondaryTitle)).toContainText(texts.noSecondary);

  await test.step('the details: the summary and the header follow, a fresh page reads them back', async () => {
    await page.getByRole('link', { name: texts.editDetails, exact: true }).click();
    await expect(heading(page, texts.detailsPage)).toBeVisible();
    await expect(textField(page, texts.lastName)).toHaveValue('Lefèvre');
    await page
      .getByRole('radiogroup', { name: texts.civility })
      .getByRole('radio', { name: texts.mr, exact: true })
      .check();
    await textField(page, texts.firstName).fill('Julien');
    await textField(page, texts.lastName).fill('Dubois');
    await textField(page, texts.mobile).fill(texts.newMobile);
    await textField(page, texts.day).fill('14');
    await textField(page, texts.month).fill('07');
    await textField(page, texts.year).fill('1985');
    await save(page, texts);

    await expectSummary(page, texts, texts.saved);
    const details = card(page, texts.detailsTitle);
    await expect(detail(page, texts.nameTerm)).toHaveText(texts.newName);
    await expect(details).toContainText(texts.birthDate);
    await expect(details).toContainText(texts.newMobile);
    await expect(accountButton(page, texts, texts.headerAfter)).toBeVisible();
    // The change is the account's: a fresh page reads it back from the server.
    await page.reload();
    await expect(card(page, texts.detailsTitle)).toContainText(texts.newName);
  });

  await test.step('the main address, saved', async () => {
    await page.getByRole('link', { name: texts.editMain, exact: true }).click();
    await expect(heading(page, texts.mainPage)).toBeVisible();
    await expect(textField(page, texts.postcode)).not.toHaveValue('');
    await fillAddress(page, texts, texts.mainAddress);
    await save(page, texts);
    await expectSummary(page, texts, texts.saved);
    await expectLines(card(page, texts.mainTitle), texts.mainLines);
  });

  const secondary = card(page, texts.secondaryTitle);
  await test.step('an alternative address, added', async () => {
    await page.getByRole('link', { name: texts.addSecondary, exact: true }).click();
    await expect(page).toHaveURL(
      (url) => inStore(url) === '/customer/account/informations/address/secondary/edit',
    );
    await expect(heading(page, texts.secondaryPage)).toBeVisible();
    await expect(textField(page, texts.street)).toHaveValue('');
    await fillAddress(page, texts, texts.secondary);
    await save(page, texts);
    await expectSummary(page, texts, texts.saved);
    await expectLines(secondary, texts.secondaryLines);
    await expect(page.getByRole('link', { name: texts.addSecondary })).toHaveCount(0);
  });

  await test.step('removed once confirmed: the account keeps its main address only', async () => {
    await secondary.getByRole('button', { name: texts.removeSecondary, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: texts.removeDialog });
    await dialog.getByRole('button', { name: texts.remove, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.removed })).toBeVisible(ANSWER);
    await expect(secondary).toContainText(texts.noSecondary);
    // Focus lands on the card's own heading (the closing dialog's title may still be fading out).
    await expect(
      secondary.getByRole('heading', { level: 2, name: texts.secondaryTitle, exact: true }),
    ).toBeFocused();
    await expect(page.getByRole('link', { name: texts.addSecondary, exact: true })).toBeVisible();
    const answer = await page.request.get('api/customer/get', { headers: API_HEADERS });
    const { addresses } = (await answer.json()) as { addresses: Record<string, unknown> };
    expect(Object.keys(addresses)).toEqual(['P']);
  });
});

test('a customer changes their e-mail address, then their password: the server’s refusals first', async ({
  page,
  store,
  consoleErrors,
}) => {
  allowRefusal(consoleErrors, 409, 'update-email', 'the e-mail address belongs to another account');
  allowRefusal(consoleErrors, 400, 'update-password', 'the current password given is wrong');
  const texts = TEXTS[store.id];
  const customer = await signUp(page.request, store);
  const email = uniqueEmail(store);

  await test.step('an address another account uses is refused; a new one is saved', async () => {
    await page.goto('customer/account/informations/edit/email');
    await expect(heading(page, texts.emailPage)).toBeVisible();
    await expect(page.getByText(customer.email)).toBeVisible();
    const taken = store.accounts.customer.email;
    await textField(page, texts.newEmail).fill(taken);
    await textField(page, texts.confirmEmail).fill(taken);
    await textField(page, texts.currentPassword).fill(customer.password);
    await save(page, texts);
    await expect(page.getByRole('alert').filter({ hasText: texts.emailTaken })).toBeVisible(ANSWER);

    await textField(page, texts.newEmail).fill(email);
    await textField(page, texts.confirmEmail).fill(email);
    await save(page, texts);
    await expectSummary(page, texts, texts.saved);
    await expect(card(page, texts.detailsTitle)).toContainText(email);
    await expect(card(page, texts.detailsTitle)).not.toContainText(customer.email);
  });

  await test.step('a wrong current password is refused on its field; the right one saves', async () => {
    await page.getByRole('link', { name: texts.editPassword, exact: true }).click();
    await expect(heading(page, texts.passwordPage)).toBeVisible();
    const current = textField(page, texts.currentPassword);
    await current.fill('Not-the-password-1');
    await textField(page, texts.newPassword).fill(CHANGED_PASSWORD);
    await textField(page, texts.confirmPassword).fill(CHANGED_PASSWORD);
    await save(page, texts);
    await expectFieldError(current, texts.wrongPassword);
    await expect(page).toHaveURL((url) => inStore(url) === `${SUMMARY}/edit/password`);

    await current.fill(customer.password);
    await save(page, texts);
    await expectSummary(page, texts, texts.saved);
  });

  await test.step('signed out, the old password no longer opens the account; the new one does', async () => {
    await accountButton(page, texts, texts.headerBefore).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: texts.signOut, exact: true })
      .click();
    await expect(page).toHaveURL((url) => inStore(url) === '/customer/account/logoutSuccess');
    const oldLogin = await page.request.post('api/customer/login', {
      headers: API_HEADERS,
      data: { email, password: customer.password, turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX' },
    });
    expect(oldLogin.status()).toBe(401);
    await logIn(page, store, { email, password: CHANGED_PASSWORD });
    await page.goto('customer/account/informations');
    await expectSummary(page, texts);
    await expect(card(page, texts.detailsTitle)).toContainText(email);
  });
});

test('an overseas customer is offered no alternative address', async ({ page, store }) => {
  test.skip(!store.accounts.overseas, 'the overseas demo account is in the French store');
  const texts = TEXTS[store.id];
  await logIn(page, store, store.accounts.overseas);
  await page.goto('customer/account/informations');
  await expectSummary(page, texts);
  await expect(card(page, texts.secondaryTitle)).toContainText(texts.overseasNote);
  await expect(page.getByRole('link', { name: texts.addSecondary })).toHaveCount(0);

  await page.goto('customer/account/informations/address/secondary/edit');
  await expectSummary(page, texts);
});
