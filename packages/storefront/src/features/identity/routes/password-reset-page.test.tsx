import { screen, within } from '@testing-library/react';
import { NEW_PASSWORD } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import { failure, SIGNED_IN } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';
import { fill } from '../identity.test-support.js';

const RESET = '/customer/account/forgotpasswordverification';
const TOKEN = 'k3Jd9_Qm2-x8Zr5Lp0aB';
const EXPIRED =
  'Le lien a expiré. Veuillez cliquer sur «\u00a0Mon compte\u00a0» puis «\u00a0Mot de passe oublié\u00a0?\u00a0» pour réinitialiser votre mot de passe.';

const newPassword = () => screen.findByLabelText(/^Nouveau mot de passe/);
const confirmation = () => screen.getByLabelText(/^Confirmation du nouveau mot de passe/);
const submit = () => screen.getByRole('button', { name: 'Enregistrer mon mot de passe' });
/** The expired-link notice (Testing Library reads its no-break spaces as spaces). */
const expiredNotice = () => screen.findByText(EXPIRED.replace(/\s+/g, ' '));

describe('the password reset page', () => {
  it('sends a signed-in customer to their order history', async () => {
    const { location } = renderStore(`${RESET}?token=${TOKEN}`, { api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    expect(location()).toBe('/customer/account/order/history');
  });

  it.each([
    ['without a token', RESET],
    ['with a token the store cannot have sent', `${RESET}?token=short`],
  ])('says the link has expired %s, and offers a new one', async (_, path) => {
    const { user, location } = renderStore(path);
    await screen.findByRole('heading', { level: 1, name: 'Nouveau mot de passe' });
    expect(await expiredNotice()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer mon mot de passe' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Recevoir un nouveau lien' }));
    await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' });
    expect(location()).toBe('/customer/account/forgotpassword');
  });

  it('asks for the new password twice, by the password rules', async () => {
    const { user, api } = renderStore(`${RESET}?token=${TOKEN}`);
    await newPassword();
    expect(screen.getByText('Choisissez le nouveau mot de passe de votre compte.')).toBeTruthy();
    await user.click(submit());
    const summary = await screen.findByRole('alert', {
      name: 'Le formulaire contient des erreurs',
    });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Nouveau mot de passe\u00a0: Ce champ est obligatoire.',
      'Confirmation du nouveau mot de passe\u00a0: Ce champ est obligatoire.',
    ]);

    await fill(user, await newPassword(), 'court1!');
    await fill(user, confirmation(), 'autre');
    await user.click(submit());
    expect(
      await within(summary).findByText(/Le mot de passe doit contenir entre 8 et 32 caractères\.$/),
    ).toBeTruthy();
    expect(within(summary).getByText(/Les mots de passe ne correspondent pas\.$/)).toBeTruthy();
    expect(api.callsTo('customer.resetPassword')).toEqual([]);
  });

  it('saves the new password and leads to sign-in with the news', async () => {
    const { user, api, location } = renderStore(`${RESET}?token=${TOKEN}`);
    await fill(user, await newPassword(), NEW_PASSWORD);
    await fill(user, confirmation(), NEW_PASSWORD);
    await user.click(submit());
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    expect(location()).toBe('/customer/account/login');
    expect(
      screen.getByText('Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.'),
    ).toBeTruthy();
    expect(api.callsTo('customer.resetPassword').map((call) => call.body)).toEqual([
      { token: TOKEN, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
    ]);
  });

  it.each([
    ['used or expired', failure(410, 'account.reset_link_expired')],
    [
      'refused by the server',
      failure(400, 'request.invalid', { fields: { token: 'request.invalid' } }),
    ],
  ])('says so in place of the form when the link is %s', async (_, answer) => {
    const { user } = renderStore(`${RESET}?token=${TOKEN}`, {
      api: { 'customer.resetPassword': answer },
    });
    await fill(user, await newPassword(), NEW_PASSWORD);
    await fill(user, confirmation(), NEW_PASSWORD);
    await user.click(submit());
    expect(await expiredNotice()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer mon mot de passe' })).toBeNull();
  });

  it('gives its form to a newer link opened in the same tab', async () => {
    const { user, router } = renderStore(`${RESET}?token=${TOKEN}`, {
      api: { 'customer.resetPassword': failure(410, 'account.reset_link_expired') },
    });
    await fill(user, await newPassword(), NEW_PASSWORD);
    await fill(user, confirmation(), NEW_PASSWORD);
    await user.click(submit());
    await expiredNotice();
    await router.navigate(`${RESET}?token=${TOKEN}-newer`);
    expect(await newPassword()).toBeTruthy();
  });

  it('keeps the form with the generic message when the server fails', async () => {
    const { user } = renderStore(`${RESET}?token=${TOKEN}`, {
      api: { 'customer.resetPassword': failure(503, 'server.unavailable') },
    });
    await fill(user, await newPassword(), NEW_PASSWORD);
    await fill(user, confirmation(), NEW_PASSWORD);
    await user.click(submit());
    expect(await screen.findByText('Une erreur est survenue.')).toBeTruthy();
    expect(submit()).toBeTruthy();
  });

  it('is in English in the UK store', async () => {
    renderStore(RESET, { store: 'uk' });
    await screen.findByRole('heading', { level: 1, name: 'New password' });
    expect(
      await screen.findByText(
        "The link has expired. Please click on 'My Account' then 'Forgotten password?' to reset your password.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a new link' })).toBeTruthy();
  });
});
