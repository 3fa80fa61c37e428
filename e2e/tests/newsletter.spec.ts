import type { Locator, Page } from '@playwright/test';
import { SIGN_IN_ANSWER, signedOutCustomer } from './support/account.js';
import { signUp, uniqueEmail } from './support/checkout.js';
import { API_HEADERS, expect, test } from './support/fixtures.js';
import { inStore } from './support/page-parts.js';
import { textField } from './support/signup-form.js';

/*
 * The newsletter (spec 2.1, 2.4, 3, 4) as the server records it: the footer box's paths that ask
 * the server — a customer's own address (subscribed at once, then the account's newsletter page
 * with its message), a visitor whose address has an account (login with the newsletter notice,
 * then the account's page) and an unknown address (the subscriber page, preset: e-mail offers on,
 * SMS and partners off) —, the account's preferences saved and read back, the public
 * unsubscription, and the subscription page sending a customer to their own. (A customer typing
 * another address goes to their page without asking anything: newsletter-next-step.test.ts.)
 */

const TEXTS = {
  fr: {
    boxEmail: 'Votre adresse e-mail',
    boxSubmit: 'Je m’inscris',
    preferencesTitle: 'Mes abonnements',
    subscribeTitle: 'Inscription à la newsletter',
    unsubscribeTitle: 'Désinscription de la newsletter',
    email: 'Adresse e-mail',
    mailOption: 'Newsletter et offres par e-mail',
    smsOption: 'Offres par SMS',
    partnerOption: 'Offres de nos partenaires par e-mail',
    yes: 'Oui',
    no: 'Non',
    subscribe: 'Je m’inscris',
    save: 'Enregistrer mes choix',
    unsubscribe: 'Me désinscrire',
    identifier: 'E-mail ou numéro client',
    password: 'Mot de passe',
    signIn: 'Me connecter',
    loginTitle: 'Identification',
    /** The header's account button once the customer is known: 'Mon compte, Mme Lefèvre'. */
    accountButton: /^Mon compte, /,
    sentTo: (email: string) => `Nos newsletters et nos offres vous sont envoyées à ${email}.`,
    // What the shopper reads
    subscribed: 'Votre inscription à la newsletter a bien été enregistrée.',
    loginNotice:
      'Votre adresse e-mail est associée à un compte : identifiez-vous pour vous abonner à la newsletter.',
    saved: 'Vos choix ont bien été enregistrés.',
    unsubscribed: 'Vous êtes désinscrit(e) de la newsletter.',
    otherAddress:
      'L’adresse e-mail saisie n’est pas celle de votre compte : elle n’a pas été inscrite. Les abonnements ci-dessous sont ceux de votre compte. Pour inscrire une autre adresse, déconnectez-vous puis saisissez-la dans le bloc newsletter en bas de page.',
  },
  uk: {
    boxEmail: 'Your email address',
    boxSubmit: 'Sign up',
    preferencesTitle: 'My subscriptions',
    subscribeTitle: 'Newsletter sign-up',
    unsubscribeTitle: 'Unsubscribe from the newsletter',
    email: 'Email address',
    mailOption: 'Newsletter and offers by email',
    smsOption: 'Offers by text message',
    partnerOption: 'Our partners’ offers by email',
    yes: 'Yes',
    no: 'No',
    subscribe: 'Sign up',
    save: 'Save my choices',
    unsubscribe: 'Unsubscribe',
    identifier: 'Email address or customer number',
    password: 'Password',
    signIn: 'Sign in',
    loginTitle: 'Sign in',
    accountButton: /^My account, /,
    sentTo: (email: string) => `Our newsletters and offers are sent to ${email}.`,
    subscribed: 'Your subscription to the newsletter has been registered.',
    loginNotice:
      'Your email address is associated with an account: please sign in to subscribe to the newsletter.',
    saved: 'Your choices have been saved.',
    unsubscribed: 'You have been unsubscribed from the newsletter.',
    otherAddress:
      'The email address you entered is not the one of your account: it has not been subscribed. The subscriptions below are those of your account. To subscribe another address, sign out, then enter it in the newsletter box at the bottom of the page.',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

// Sign-ins check passwords at the production cost: slow on a loaded 2-core machine.
test.describe.configure({ timeout: 120_000 });
const ANSWER = { timeout: 30_000 };

const ACCOUNT_NEWSLETTER = '/customer/account/newsletter';

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** One of the yes/no choices (spec 3 subscription preferences), by its question. */
const choice = (page: Page, question: string, answer: string) =>
  page
    .getByRole('main')
    .getByRole('radiogroup', { name: question, exact: true })
    .getByRole('radio', { name: answer, exact: true });

/** Types an address in the footer's newsletter box and sends it (spec 2.4). */
async function useFooterBox(page: Page, texts: Texts, email: string) {
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: texts.boxEmail, exact: true });
  await field.fill(email);
  await footer.getByRole('button', { name: texts.boxSubmit, exact: true }).click();
}

async function expectChoices(page: Page, texts: Texts, mail: string, sms: string, partner: string) {
  await expect(choice(page, texts.mailOption, mail)).toBeChecked();
  await expect(choice(page, texts.smsOption, sms)).toBeChecked();
  await expect(choice(page, texts.partnerOption, partner)).toBeChecked();
}

/** The account's newsletter page (spec 2.1 /customer/account/newsletter). */
async function expectAccountNewsletterPage(page: Page, texts: Texts, email: string) {
  await expect(page).toHaveURL((url) => inStore(url) === ACCOUNT_NEWSLETTER, ANSWER);
  await expect(heading(page, texts.preferencesTitle)).toBeVisible();
  await expect(page.getByText(texts.sentTo(email), { exact: true })).toBeVisible();
}

/** A status message (the kit's messages start with their severity, for screen readers). */
const status = (page: Page, message: string): Locator =>
  page.getByRole('status').filter({ hasText: message });

async function customerChoices(page: Page) {
  const answer = await page.request.get('api/customer/get', { headers: API_HEADERS });
  const { mailOption, smsOption, partnerOption } = (await answer.json()) as Record<string, unknown>;
  return { mailOption, smsOption, partnerOption };
}

test('a customer subscribes their own address in the footer, then saves their choices', async ({
  page,
  store,
}) => {
  const texts = TEXTS[store.id];
  const customer = await signUp(page.request, store);

  await test.step('their own address, typed in another case: subscribed, their page says so', async () => {
    await page.goto('');
    // The box decides by the customer the page knows: once the header shows them.
    await expect(
      page.getByRole('banner').getByRole('button', { name: texts.accountButton }),
    ).toBeVisible();
    await useFooterBox(page, texts, customer.email.toUpperCase());
    await expectAccountNewsletterPage(page, texts, customer.email);
    await expect(status(page, texts.subscribed)).toBeVisible();
    await expectChoices(page, texts, texts.yes, texts.no, texts.no);
    expect((await customerChoices(page)).mailOption).toBe(true);
  });

  await test.step('their choices saved: the account has them, a fresh page reads them back', async () => {
    await choice(page, texts.partnerOption, texts.yes).check();
    await page.getByRole('button', { name: texts.save, exact: true }).click();
    await expect(status(page, texts.saved)).toBeVisible(ANSWER);
    expect(await customerChoices(page)).toEqual({
      mailOption: true,
      smsOption: false,
      partnerOption: true,
    });
    await page.reload();
    await expectChoices(page, texts, texts.yes, texts.no, texts.yes);
  });

  await test.step('another address in the box: their page says it was not subscribed', async () => {
    await page.goto('');
    await expect(
      page.getByRole('banner').getByRole('button', { name: texts.accountButton }),
    ).toBeVisible();
    await useFooterBox(page, texts, `other.${customer.email}`);
    await expectAccountNewsletterPage(page, texts, customer.email);
    await expect(status(page, texts.otherAddress)).toBeVisible();
    await expectChoices(page, texts, texts.yes, texts.no, texts.yes);
  });

  await test.step('the public subscription page sends a customer to their own', async () => {
    await page.goto('newsletter/subscriber');
    await expectAccountNewsletterPage(page, texts, customer.email);
  });
});

test('a visitor subscribes an unknown address and unsubscribes it; an address with an account signs in first', async ({
  page,
  store,
}) => {
  const texts = TEXTS[store.id];
  const email = uniqueEmail(store);
  const customer = await signedOutCustomer(page.request, store);
  const main = page.getByRole('main');

  await test.step('an unknown address: the subscriber page, preset by the box, subscribes it', async () => {
    await page.goto('');
    await useFooterBox(page, texts, email);
    await expect(page).toHaveURL((url) => inStore(url) === '/newsletter/subscriber');
    await expect(heading(page, texts.subscribeTitle)).toBeVisible();
    await expect(main.getByRole('textbox', { name: texts.email, exact: true })).toHaveValue(email);
    // Spec 4: mail option on, partner and SMS options off.
    await expectChoices(page, texts, texts.yes, texts.no, texts.no);
    await main.getByRole('button', { name: texts.subscribe, exact: true }).click();
    await expect(status(page, texts.subscribed)).toBeVisible(ANSWER);
    await expect(main.getByRole('textbox', { name: texts.email, exact: true })).toHaveCount(0);
  });

  await test.step('the same address unsubscribed', async () => {
    await page.goto('newsletter/subscriber/unsubscribe');
    await expect(heading(page, texts.unsubscribeTitle)).toBeVisible();
    await main.getByRole('textbox', { name: texts.email, exact: true }).fill(email);
    await main.getByRole('button', { name: texts.unsubscribe, exact: true }).click();
    await expect(status(page, texts.unsubscribed)).toBeVisible(ANSWER);
  });

  await test.step('an address with an account: login with the notice, then the newsletter page', async () => {
    await page.goto('');
    await useFooterBox(page, texts, customer.email);
    await expect(page).toHaveURL(
      (url) => inStore(url) === '/customer/account/login' && url.searchParams.has('newsletter'),
    );
    await expect(heading(page, texts.loginTitle)).toBeVisible();
    await expect(status(page, texts.loginNotice)).toBeVisible();
    // The address typed in the box is already there.
    await expect(textField(page, texts.identifier)).toHaveValue(customer.email);
    await textField(page, texts.password).fill(customer.password);
    await page.getByRole('button', { name: texts.signIn, exact: true }).click();
    await expect(page).toHaveURL((url) => inStore(url) === ACCOUNT_NEWSLETTER, SIGN_IN_ANSWER);
    await expectAccountNewsletterPage(page, texts, customer.email);
  });
});
