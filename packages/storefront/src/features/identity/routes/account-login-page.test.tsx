import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { EMAIL, PASSWORD } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import { failure, pending, SIGNED_IN } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';
import { fill } from '../identity.test-support.js';

const LOGIN = '/customer/account/login';
const BOT_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

const identifierField = () => screen.getByRole('textbox', { name: 'E-mail ou numéro client' });
const passwordField = () => screen.getByLabelText(/^Mot de passe/);
const EMAIL_LOGIN_REFUSED =
  'Votre adresse e-mail ou votre mot de passe est incorrect. Veuillez réessayer.';
const NEWSLETTER_LOGIN_NOTICE =
  'Votre adresse e-mail est associée à un compte : identifiez-vous pour vous abonner à la newsletter.';
/** Types `password` and sends the form. */
async function tryPassword(user: UserEvent, password: string) {
  await fill(user, passwordField(), password);
  await user.click(screen.getByRole('button', { name: 'Me connecter' }));
}
const errorSummary = () =>
  screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });

describe('the account login page', () => {
  it('sends a signed-in customer to their order history', async () => {
    const { location } = renderStore(LOGIN, { api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    expect(location()).toBe('/customer/account/order/history');
  });

  it('offers the returning customer form and the way to a new account, keeping the way back', async () => {
    renderStore(`${LOGIN}?redirect=%2Fcustomer%2Faccount%2Fnewsletter`);
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    expect(screen.getByRole('region', { name: 'Déjà client ?' })).toBeTruthy();
    const newCustomer = screen.getByRole('region', { name: 'Nouveau client ?' });
    expect(within(newCustomer).getByRole('link', { name: 'Créer mon compte' })).toHaveProperty(
      'pathname',
      '/fr/customer/account/create',
    );
    expect(
      within(newCustomer).getByRole('link', { name: 'Créer mon compte' }).getAttribute('href'),
    ).toBe('/fr/customer/account/create?redirect=%2Fcustomer%2Faccount%2Fnewsletter');
    expect(screen.getByText('Vérification anti-robot : réussie')).toBeTruthy();
  });

  it('lists the empty required fields and sends nothing', async () => {
    const { user, api } = renderStore(LOGIN);
    await user.click(await screen.findByRole('button', { name: 'Me connecter' }));
    const summary = await errorSummary();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'E-mail ou numéro client\u00a0: Ce champ est obligatoire.',
      'Mot de passe\u00a0: Ce champ est obligatoire.',
    ]);
    expect(api.callsTo('customer.login')).toEqual([]);
  });

  it('refuses an identifier that is neither an e-mail address nor a customer number', async () => {
    const { user } = renderStore(LOGIN);
    // Spec 5: no '+' in the stores' e-mail addresses.
    await user.type(
      await screen.findByRole('textbox', { name: 'E-mail ou numéro client' }),
      'claire+promo@example.fr',
    );
    await fill(user, passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Me connecter' }));
    const summary = await errorSummary();
    expect(within(summary).getByRole('link').textContent).toBe(
      'E-mail ou numéro client\u00a0: Saisissez votre adresse e-mail ou votre numéro client.',
    );
  });

  it('signs in with an e-mail address and goes back to the page that asked', async () => {
    const { user, api, location } = renderStore(
      `${LOGIN}?redirect=${encodeURIComponent('/customer/account/informations')}`,
    );
    await fill(
      user,
      await screen.findByRole('textbox', { name: 'E-mail ou numéro client' }),
      EMAIL,
    );
    await fill(user, passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Me connecter' }));
    await screen.findByRole('heading', { level: 1, name: 'Mes informations personnelles' });
    expect(location()).toBe('/customer/account/informations');
    expect(api.callsTo('customer.login').map((call) => call.body)).toEqual([
      { email: EMAIL, password: PASSWORD, turnstileToken: BOT_TOKEN },
    ]);
  });

  it('asks for the surname with a customer number, and signs in with both', async () => {
    const { user, api, location } = renderStore(LOGIN);
    await user.type(
      await screen.findByRole('textbox', { name: 'E-mail ou numéro client' }),
      '12345678',
    );
    const surname = await screen.findByRole('textbox', { name: 'Nom' });
    expect(
      screen.getByText('Avec votre numéro client, indiquez le nom de votre compte.'),
    ).toBeTruthy();
    await fill(user, passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Me connecter' }));
    const summary = await errorSummary();
    expect(within(summary).getByRole('link').textContent).toBe(
      'Nom\u00a0: Ce champ est obligatoire.',
    );
    expect(api.callsTo('customer.login')).toEqual([]);

    await user.type(surname, 'Dupont');
    await user.click(screen.getByRole('button', { name: 'Me connecter' }));
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    expect(location()).toBe('/customer/account/order/history');
    expect(api.callsTo('customer.login').map((call) => call.body)).toEqual([
      { nClient: '12345678', surname: 'Dupont', password: PASSWORD, turnstileToken: BOT_TOKEN },
    ]);
  });

  it('says so when the e-mail address or the password is wrong, keeping what was typed', async () => {
    const { user, location } = renderStore(LOGIN, {
      api: { 'customer.login': failure(401, 'auth.invalid_login') },
    });
    await fill(
      user,
      await screen.findByRole('textbox', { name: 'E-mail ou numéro client' }),
      EMAIL,
    );
    await tryPassword(user, 'Wrong12!');
    expect(await screen.findByText(EMAIL_LOGIN_REFUSED)).toBeTruthy();
    expect(identifierField()).toHaveProperty('value', EMAIL);
    expect(location()).toBe(LOGIN);
  });

  it('says so when the customer number, the surname or the password is wrong', async () => {
    const { user } = renderStore(LOGIN, {
      api: { 'customer.login': failure(401, 'auth.invalid_customer_number_login') },
    });
    await user.type(
      await screen.findByRole('textbox', { name: 'E-mail ou numéro client' }),
      '12345678',
    );
    await fill(user, await screen.findByRole('textbox', { name: 'Nom' }), 'Dupont');
    await tryPassword(user, 'Wrong12!');
    expect(
      await screen.findByText(
        'Votre numéro client, votre nom ou votre mot de passe est incorrect. Veuillez réessayer.',
      ),
    ).toBeTruthy();
  });

  it('words a refusal after a refusal otherwise, so the new attempt shows it was checked', async () => {
    const { user, api } = renderStore(LOGIN, {
      api: { 'customer.login': () => failure(401, 'auth.invalid_login') },
    });
    await fill(
      user,
      await screen.findByRole('textbox', { name: 'E-mail ou numéro client' }),
      EMAIL,
    );
    await tryPassword(user, 'Wrong12!');
    await screen.findByText(EMAIL_LOGIN_REFUSED);
    await tryPassword(user, 'Wrong34!');
    const again = await screen.findByText(
      'Votre identifiant ou votre mot de passe est incorrect. Veuillez les saisir à nouveau.',
    );
    expect(again.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText(EMAIL_LOGIN_REFUSED)).toBeNull();
    expect(api.callsTo('customer.login')).toHaveLength(2);
  });

  it('asks to wait after too many attempts, and shows the generic message when the server fails', async () => {
    const { user, api } = renderStore(LOGIN, {
      api: { 'customer.login': failure(429, 'request.too_many') },
    });
    await fill(
      user,
      await screen.findByRole('textbox', { name: 'E-mail ou numéro client' }),
      EMAIL,
    );
    await fill(user, passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Me connecter' }));
    expect(
      await screen.findByText(
        'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
      ),
    ).toBeTruthy();

    api.answer('customer.login', failure(503, 'server.unavailable'));
    await user.click(screen.getByRole('button', { name: 'Me connecter' }));
    expect(await screen.findByText('Une erreur est survenue.')).toBeTruthy();
    // Each attempt gets a new bot-challenge token (the widget is remounted).
    expect(api.callsTo('customer.login')).toHaveLength(2);
    expect(api.callsTo('customer.login')[1]?.body).toMatchObject({ turnstileToken: BOT_TOKEN });
  });

  it('shows the fields refused by the server beside them', async () => {
    const { user } = renderStore(LOGIN, {
      api: {
        'customer.login': failure(400, 'form.invalid', {
          fields: { password: 'VALIDATION_REQUIRED' },
        }),
      },
    });
    await fill(
      user,
      await screen.findByRole('textbox', { name: 'E-mail ou numéro client' }),
      EMAIL,
    );
    await fill(user, passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Me connecter' }));
    expect(await screen.findByText('Certains champs ne sont pas valides.')).toBeTruthy();
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
  });

  it('waits for the server with the button busy', async () => {
    const { user } = renderStore(LOGIN, { api: { 'customer.login': pending } });
    await fill(
      user,
      await screen.findByRole('textbox', { name: 'E-mail ou numéro client' }),
      EMAIL,
    );
    await fill(user, passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Me connecter' }));
    expect(await screen.findByText('Envoi en cours…')).toBeTruthy();
  });

  it('hands the e-mail address typed to the forgotten password page', async () => {
    const { user, location } = renderStore(LOGIN);
    await fill(
      user,
      await screen.findByRole('textbox', { name: 'E-mail ou numéro client' }),
      EMAIL,
    );
    await user.click(screen.getByRole('link', { name: 'Mot de passe oublié ?' }));
    await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' });
    expect(location()).toBe('/customer/account/forgotpassword');
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveProperty('value', EMAIL);
  });

  it('hands no customer number to the forgotten customer number page', async () => {
    const { user } = renderStore(LOGIN);
    await user.type(
      await screen.findByRole('textbox', { name: 'E-mail ou numéro client' }),
      '12345678',
    );
    await user.click(screen.getByRole('link', { name: 'Numéro client oublié ?' }));
    await screen.findByRole('heading', { level: 1, name: 'Numéro client oublié' });
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveProperty('value', '');
  });

  it('goes to the logged-in home the store configures', async () => {
    const { user, location } = renderStore(LOGIN, {
      config: { loggedInHome: '/customer/account/informations' },
    });
    await fill(
      user,
      await screen.findByRole('textbox', { name: 'E-mail ou numéro client' }),
      EMAIL,
    );
    await fill(user, passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Me connecter' }));
    await screen.findByRole('heading', { level: 1, name: 'Mes informations personnelles' });
    expect(location()).toBe('/customer/account/informations');
  });

  it("comes from the footer's newsletter box for an address with an account, and leads to the subscriptions", async () => {
    const { user, api, location } = renderStore(LOGIN, {
      api: { 'customer.exists': { exists: true } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    await user.type(screen.getByRole('textbox', { name: 'Votre adresse e-mail' }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Je m’inscris' }));
    expect(await screen.findByText(NEWSLETTER_LOGIN_NOTICE)).toBeTruthy();
    expect(location()).toBe(`${LOGIN}?newsletter=1`);
    expect(api.callsTo('customer.exists').map((call) => call.body)).toEqual([{ email: EMAIL }]);
    expect(identifierField()).toHaveProperty('value', EMAIL);

    await fill(user, passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Me connecter' }));
    await screen.findByRole('heading', { level: 1, name: 'Mes abonnements' });
    expect(location()).toBe('/customer/account/newsletter');
  });

  /** Comes to sign in from the footer's box, which found an account for EMAIL; every password is refused. */
  async function arriveFromNewsletterBox() {
    const { user } = renderStore(LOGIN, {
      api: {
        'customer.exists': { exists: true },
        'customer.login': failure(401, 'auth.invalid_login'),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    await user.type(screen.getByRole('textbox', { name: 'Votre adresse e-mail' }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Je m’inscris' }));
    await screen.findByText(NEWSLETTER_LOGIN_NOTICE);
    return user;
  }

  it("says the password is wrong for the newsletter box's address, which the box said has an account", async () => {
    const user = await arriveFromNewsletterBox();
    await tryPassword(user, 'Wrong12!');
    expect(
      await screen.findByText('Le mot de passe est incorrect. Veuillez réessayer.'),
    ).toBeTruthy();
  });

  it('says nothing of an account the box did not look up: another address typed instead', async () => {
    const user = await arriveFromNewsletterBox();
    await fill(user, identifierField(), 'autre.adresse@example.fr');
    await tryPassword(user, 'Wrong12!');
    expect(await screen.findByText(EMAIL_LOGIN_REFUSED)).toBeTruthy();
  });

  it("says spec 8's English texts in the UK store", async () => {
    const { user } = renderStore(LOGIN, {
      store: 'uk',
      api: { 'customer.login': () => failure(401, 'auth.invalid_customer_number_login') },
    });
    const identifier = await screen.findByRole('textbox', {
      name: 'Email address or customer number',
    });
    await user.type(identifier, '12345678');
    await fill(user, await screen.findByRole('textbox', { name: 'Surname' }), 'Dupont');
    await fill(user, screen.getByLabelText(/^Password/), 'Wrong12!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(
        'Your customer number, surname or password is incorrect. Please try again.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Your login or password is incorrect. Please enter it again.'),
    ).toBeTruthy();
  });

  it('is in English in the UK store', async () => {
    const { user } = renderStore(LOGIN, { store: 'uk' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link')[0]?.textContent).toMatch(
      /^Email address or customer number/,
    );
    expect(screen.getByRole('link', { name: 'Create my account' }).getAttribute('href')).toBe(
      '/uk/customer/account/create',
    );
  });
});
