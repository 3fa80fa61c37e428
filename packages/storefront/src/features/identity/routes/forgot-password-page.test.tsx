import { screen, waitFor, within } from '@testing-library/react';
import { EMAIL } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import { failure, pending, SIGNED_IN } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';
import { fill } from '../identity.test-support.js';

const FORGOT_PASSWORD = '/customer/account/forgotpassword';
const SENT =
  'Un e-mail contenant un lien pour réinitialiser votre mot de passe a été envoyé à votre adresse e-mail.';

const emailField = () => screen.findByRole('textbox', { name: 'Adresse e-mail' });
const submit = () => screen.getByRole('button', { name: 'Recevoir le lien' });

describe('the forgotten password page', () => {
  it('sends a signed-in customer to their order history', async () => {
    const { location } = renderStore(FORGOT_PASSWORD, { api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    expect(location()).toBe('/customer/account/order/history');
  });

  it('says what it does and leads back to sign-in', async () => {
    const { user, location } = renderStore(FORGOT_PASSWORD);
    await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié' });
    expect(
      screen.getByText(
        'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Retour à l’identification' }));
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    expect(location()).toBe('/customer/account/login');
  });

  it('asks for a valid e-mail address before sending anything', async () => {
    const { user, api } = renderStore(FORGOT_PASSWORD);
    await emailField();
    await user.click(submit());
    const summary = await screen.findByRole('alert', {
      name: 'Le formulaire contient des erreurs',
    });
    expect(within(summary).getByRole('link').textContent).toBe(
      'Adresse e-mail\u00a0: Ce champ est obligatoire.',
    );
    await fill(user, await emailField(), 'claire.dupont@example');
    await user.click(submit());
    await waitFor(() => {
      expect(within(summary).getByRole('link').textContent).toBe(
        'Adresse e-mail\u00a0: Veuillez saisir une adresse e-mail valide.',
      );
    });
    expect(api.callsTo('customer.forgotPassword')).toEqual([]);
  });

  it('sends the reset link and says so in place of the form', async () => {
    const { user, api } = renderStore(FORGOT_PASSWORD);
    await fill(user, await emailField(), EMAIL);
    await user.click(submit());
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Adresse e-mail' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour à l’identification' })).toBeTruthy();
    expect(api.callsTo('customer.forgotPassword').map((call) => call.body)).toEqual([
      { email: EMAIL },
    ]);
  });

  it('keeps the button busy while the mail is being asked for', async () => {
    const { user } = renderStore(FORGOT_PASSWORD, {
      api: { 'customer.forgotPassword': pending },
    });
    await fill(user, await emailField(), EMAIL);
    await user.click(submit());
    expect(await screen.findByText('Envoi en cours…')).toBeTruthy();
  });

  it('says so when no account has the address, keeping it', async () => {
    const { user } = renderStore(FORGOT_PASSWORD, {
      api: { 'customer.forgotPassword': failure(404, 'account.not_found') },
    });
    await fill(user, await emailField(), EMAIL);
    await user.click(submit());
    expect(
      await screen.findByText('Aucun compte n’est associé à cette adresse e-mail.'),
    ).toBeTruthy();
    expect(await emailField()).toHaveProperty('value', EMAIL);
  });

  it('shows the generic message when the server fails, and sends again on the next try', async () => {
    const { user, api } = renderStore(FORGOT_PASSWORD, {
      api: { 'customer.forgotPassword': failure(500) },
    });
    await fill(user, await emailField(), EMAIL);
    await user.click(submit());
    expect(await screen.findByText('Une erreur est survenue.')).toBeTruthy();
    api.answer('customer.forgotPassword', { message: 'OK' });
    await user.click(submit());
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(screen.queryByText('Une erreur est survenue.')).toBeNull();
  });

  it('is in English in the UK store', async () => {
    const { user } = renderStore(FORGOT_PASSWORD, { store: 'uk' });
    await fill(user, await screen.findByRole('textbox', { name: 'Email address' }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(
      await screen.findByText(
        'An email with a link to reset your password has been sent to your email address.',
      ),
    ).toBeTruthy();
  });
});
