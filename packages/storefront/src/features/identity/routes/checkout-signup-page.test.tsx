import { screen } from '@testing-library/react';
import { SIGNUP } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';
import { fillFrenchSignup } from '../identity.test-support.js';

const CHECKOUT_SIGNUP = '/checkout/account/create';

describe('the checkout signup page', () => {
  it('sends a signed-in customer to their account information (spec 2.1)', async () => {
    const { location } = renderStore(CHECKOUT_SIGNUP, { api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Mes informations personnelles' });
    expect(location()).toBe('/customer/account/informations');
  });

  it('offers the checkout identification instead', async () => {
    renderStore(CHECKOUT_SIGNUP);
    await screen.findByRole('heading', { level: 1, name: 'Créer mon compte' });
    expect(screen.getByRole('link', { name: 'Identifiez-vous' }).getAttribute('href')).toBe(
      '/fr/checkout/account/login',
    );
  });

  it('creates the account and goes on to delivery with the news', async () => {
    const { user, api, location } = renderStore(CHECKOUT_SIGNUP);
    await screen.findByRole('heading', { level: 1, name: 'Créer mon compte' });
    await fillFrenchSignup(user);
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await screen.findByRole('heading', { level: 1, name: 'Livraison' });
    expect(location()).toBe('/checkout/shipping');
    expect(screen.getByText('Votre compte a bien été créé.')).toBeTruthy();
    expect(api.callsTo('customer.create').map((call) => call.body)).toEqual([SIGNUP]);
  });
});
