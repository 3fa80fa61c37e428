import { screen, within } from '@testing-library/react';
import { EMAIL, PASSWORD } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import { failure, SIGNED_IN } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';
import { fill } from '../identity.test-support.js';

const CHECKOUT_LOGIN = '/checkout/account/login';

async function signIn(user: Parameters<typeof fill>[0]) {
  await fill(user, await screen.findByRole('textbox', { name: 'E-mail ou numéro client' }), EMAIL);
  await fill(user, screen.getByLabelText(/^Mot de passe/), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Me connecter' }));
}

describe('the checkout identification page', () => {
  it('sends a signed-in customer to their account information (spec 2.1)', async () => {
    const { location } = renderStore(CHECKOUT_LOGIN, { api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Mes informations personnelles' });
    expect(location()).toBe('/customer/account/informations');
  });

  it('is the identification step of the order, in the checkout frame', async () => {
    renderStore(CHECKOUT_LOGIN);
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    const steps = screen.getByRole('navigation', { name: 'Étapes de la commande' });
    expect(within(steps).getByText('Identification').getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Paiement 100 % sécurisé')).toBeTruthy();
    // The checkout's own header: no store search, no mega menu.
    expect(screen.queryByRole('combobox', { name: 'Rechercher' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Créer mon compte' }).getAttribute('href')).toBe(
      '/fr/checkout/account/create',
    );
  });

  it('signs in and goes on to delivery', async () => {
    const { user, api, location } = renderStore(CHECKOUT_LOGIN);
    await signIn(user);
    await screen.findByRole('heading', { level: 1, name: 'Livraison' });
    expect(location()).toBe('/checkout/shipping');
    expect(api.callsTo('customer.login').map((call) => call.body)).toEqual([
      { email: EMAIL, password: PASSWORD, turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX' },
    ]);
  });

  it('goes back to the checkout step that asked', async () => {
    const { user, location } = renderStore(
      `${CHECKOUT_LOGIN}?redirect=${encodeURIComponent('/checkout/payment')}`,
    );
    await signIn(user);
    await screen.findByRole('heading', { level: 1, name: 'Paiement' });
    expect(location()).toBe('/checkout/payment');
  });

  it('never leaves the store after signing in, whatever the way back says', async () => {
    const { user, location } = renderStore(
      `${CHECKOUT_LOGIN}?redirect=${encodeURIComponent('//evil.example/phish')}`,
    );
    await signIn(user);
    await screen.findByRole('heading', { level: 1, name: 'Livraison' });
    expect(location()).toBe('/checkout/shipping');
  });

  it('says why the bot check failed', async () => {
    const { user, location } = renderStore(CHECKOUT_LOGIN, {
      api: { 'customer.login': failure(403, 'auth.bot_challenge_failed') },
    });
    await signIn(user);
    expect(
      await screen.findByText(
        'Nous n’avons pas pu vérifier que vous n’êtes pas un robot. Veuillez recharger la page et réessayer.',
      ),
    ).toBeTruthy();
    expect(location()).toBe(CHECKOUT_LOGIN);
  });

  it('is in English in the UK store', async () => {
    renderStore(CHECKOUT_LOGIN, { store: 'uk' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.getByText('100% secure payment')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'New customer?' })).toBeTruthy();
  });
});
