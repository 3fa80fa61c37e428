import { screen, within } from '@testing-library/react';
import { SIGNUP } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import { failure, SIGNED_IN } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';
import { choose, fill, fillFrenchSignup } from '../identity.test-support.js';

const SIGNUP_PATH = '/customer/account/create';

const submit = () => screen.getByRole('button', { name: 'Créer mon compte' });
const errorSummary = () =>
  screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
const summaryLines = async () =>
  within(await errorSummary())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the account signup page', () => {
  it('sends a signed-in customer to their order history', async () => {
    const { location } = renderStore(SIGNUP_PATH, { api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    expect(location()).toBe('/customer/account/order/history');
  });

  it('offers to sign in instead, keeping the way back', async () => {
    renderStore(`${SIGNUP_PATH}?redirect=%2Fcustomer%2Faccount%2Fnewsletter`);
    await screen.findByRole('heading', { level: 1, name: 'Créer mon compte' });
    expect(screen.getByText(/^Vous avez déjà un compte \?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Identifiez-vous' }).getAttribute('href')).toBe(
      '/fr/customer/account/login?redirect=%2Fcustomer%2Faccount%2Fnewsletter',
    );
  });

  it('lists every required field left empty, in page order, and sends nothing', async () => {
    const { user, api } = renderStore(SIGNUP_PATH);
    await user.click(await screen.findByRole('button', { name: 'Créer mon compte' }));
    expect(await summaryLines()).toEqual(
      [
        'Civilité',
        'Prénom',
        'Nom',
        'Adresse e-mail',
        'Confirmation de l’adresse e-mail',
        'Mot de passe',
        'Confirmation du mot de passe',
        'Numéro et nom de rue',
        'Code postal',
        'Ville',
        'Offres par e-mail',
        'Offres par SMS',
        'Offres de nos partenaires par e-mail',
      ].map((label) => `${label}\u00a0: Ce champ est obligatoire.`),
    );
    expect(api.callsTo('customer.create')).toEqual([]);
  });

  it('checks the confirmations, the password rules, the postcode and the mobile SMS offers need', async () => {
    const { user, api } = renderStore(SIGNUP_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Créer mon compte' });
    await fillFrenchSignup(user);
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Confirmation de l’adresse e-mail' }),
      'claire@example.fr',
    );
    await fill(user, screen.getByLabelText(/^Mot de passe/), 'nouveau#2025');
    await fill(user, screen.getByLabelText(/^Confirmation du mot de passe/), 'Nouveau#2026');
    await fill(user, screen.getByRole('textbox', { name: 'Code postal' }), '7500');
    await fill(user, screen.getByRole('textbox', { name: 'Téléphone portable' }), '');
    await user.click(submit());
    expect(await summaryLines()).toEqual([
      'Confirmation de l’adresse e-mail\u00a0: Les adresses e-mail ne correspondent pas.',
      'Mot de passe\u00a0: Le mot de passe doit contenir au moins une majuscule.',
      'Confirmation du mot de passe\u00a0: Les mots de passe ne correspondent pas.',
      'Code postal\u00a0: Le code postal doit contenir 5 chiffres.',
      'Téléphone portable\u00a0: Indiquez un numéro de mobile pour recevoir nos SMS.',
    ]);
    expect(api.callsTo('customer.create')).toEqual([]);
  });

  it('tells how many password rules are met as the shopper types', async () => {
    const { user } = renderStore(SIGNUP_PATH);
    await fill(user, await screen.findByLabelText(/^Mot de passe/), 'abc');
    const progress = screen.getByText(/^Critères du mot de passe respectés/);
    expect(progress.textContent).toBe('Critères du mot de passe respectés\u00a0: 1 sur 5.');
    await fill(user, screen.getByLabelText(/^Mot de passe/), SIGNUP.password);
    expect(progress.textContent).toBe('Votre mot de passe respecte tous les critères.');
  });

  it('asks for the mobile only once SMS offers are chosen', async () => {
    const { user } = renderStore(SIGNUP_PATH);
    const mobile = await screen.findByRole('textbox', { name: 'Téléphone portable' });
    expect(mobile.getAttribute('aria-required')).toBeNull();
    await choose(user, 'Offres par SMS', 'Oui');
    expect(
      screen.getByRole('textbox', { name: 'Téléphone portable' }).getAttribute('aria-required'),
    ).toBe('true');
  });

  it('creates the account, signs the customer in and shows their order history with the news', async () => {
    const { user, api, location } = renderStore(SIGNUP_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Créer mon compte' });
    await fillFrenchSignup(user);
    await user.click(submit());
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    expect(location()).toBe('/customer/account/order/history');
    expect(screen.getByText('Votre compte a bien été créé.')).toBeTruthy();
    expect(api.callsTo('customer.create').map((call) => call.body)).toEqual([SIGNUP]);
  });

  it('leaves the birth date out when none is given, and goes back to the page that asked', async () => {
    const { user, api, location } = renderStore(
      `${SIGNUP_PATH}?redirect=${encodeURIComponent('/customer/account/informations')}`,
    );
    await screen.findByRole('heading', { level: 1, name: 'Créer mon compte' });
    await fillFrenchSignup(user);
    for (const part of ['Jour', 'Mois', 'Année'])
      await fill(user, screen.getByRole('textbox', { name: part }), '');
    await user.click(submit());
    await screen.findByRole('heading', { level: 1, name: 'Mes informations personnelles' });
    expect(location()).toBe('/customer/account/informations');
    const { birthDate, ...withoutBirthDate } = SIGNUP;
    expect(birthDate).toBeDefined();
    expect(api.callsTo('customer.create')[0]?.body).toEqual(withoutBirthDate);
  });

  it('says so when the e-mail address already has an account, keeping the values', async () => {
    const { user, location } = renderStore(SIGNUP_PATH, {
      api: { 'customer.create': failure(409, 'account.email_taken') },
    });
    await screen.findByRole('heading', { level: 1, name: 'Créer mon compte' });
    await fillFrenchSignup(user);
    await user.click(submit());
    expect(
      await screen.findByText('Votre adresse e-mail est déjà associée à un compte.'),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveProperty('value', 'Claire');
    expect(location()).toBe(SIGNUP_PATH);
  });

  it('shows a field the server refuses beside it', async () => {
    const { user } = renderStore(SIGNUP_PATH, {
      api: {
        'customer.create': failure(400, 'form.minor_birth_date', {
          fields: { birthDate: 'form.minor_birth_date' },
        }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Créer mon compte' });
    await fillFrenchSignup(user);
    await user.click(submit());
    const birthDate = await screen.findByRole('group', { name: 'Date de naissance' });
    expect(await within(birthDate).findByText('Vous n’avez pas 18 ans.')).toBeTruthy();
    // The reason is shown beside the field, not again above the button.
    expect(screen.getAllByText('Vous n’avez pas 18 ans.')).toHaveLength(1);
  });

  it("says spec 8's 'We can't save the client.' when the server fails", async () => {
    const { user } = renderStore(SIGNUP_PATH, {
      api: { 'customer.create': failure(500, 'server.error') },
    });
    await screen.findByRole('heading', { level: 1, name: 'Créer mon compte' });
    await fillFrenchSignup(user);
    await user.click(submit());
    expect(await screen.findByText('Nous ne pouvons pas enregistrer votre compte.')).toBeTruthy();
  });

  it('takes a British address in the UK store', async () => {
    const { user, api } = renderStore(SIGNUP_PATH, { store: 'uk' });
    await screen.findByRole('heading', { level: 1, name: 'Create my account' });
    expect(screen.getByRole('combobox', { name: 'Country' }).textContent).toBe('United Kingdom');
    await fill(user, screen.getByRole('textbox', { name: 'Postcode' }), '75002');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByText(/^Postcode/).textContent).toBe(
      'Postcode: Please enter a valid UK postcode.',
    );
    expect(api.callsTo('customer.create')).toEqual([]);
  });
});
