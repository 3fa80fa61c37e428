import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStore } from '../../../testing/render-store.test-support.js';

/** The order steps as listed, and the one marked current. */
async function steps(name = 'Étapes de la commande') {
  const nav = await screen.findByRole('navigation', { name });
  const items = within(nav).getAllByRole('listitem');
  return {
    all: items.map((item) => item.textContent),
    current: items
      .filter((item) => item.getAttribute('aria-current') === 'step')
      .map((item) => item.textContent),
  };
}

describe('the checkout layout', () => {
  it('shows the basket as the first of the order steps, in the store’s own frame', async () => {
    renderStore('/checkout/cart');
    expect(await steps()).toEqual({
      all: ['Panier', 'Identification', 'Livraison', 'Paiement', 'Confirmation'],
      current: ['Panier'],
    });
    await screen.findByRole('heading', { level: 1, name: 'Mon panier' });
    // The basket keeps the store's header: no checkout reassurance line.
    expect(screen.queryByText('Paiement 100 % sécurisé')).toBeNull();
  });

  it('sends /checkout alone to the basket, where the checkout starts', async () => {
    const { location } = renderStore('/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon panier' })).toBeTruthy();
    expect(location()).toBe('/checkout/cart');
  });

  it('marks the step of an address with a trailing slash', async () => {
    renderStore('/checkout/cart/');
    expect((await steps()).current).toEqual(['Panier']);
  });

  it('gives the steps after the basket the checkout’s own header and footer', async () => {
    renderStore('/checkout/account/login');
    expect((await steps()).current).toEqual(['Identification']);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Vitrine – accueil' }).getAttribute('href')).toBe(
      '/fr',
    );
    expect(header.getByText('Paiement 100 % sécurisé')).toBeTruthy();
    expect(header.getByRole('link', { name: 'Besoin d’aide ?' }).getAttribute('href')).toBe(
      '/fr/aide',
    );
    expect(
      within(screen.getByRole('contentinfo')).getByText(
        'Vos données sont protégées et vos paiements chiffrés.',
      ),
    ).toBeTruthy();
  });
});

describe('the checkout layout in the UK store', () => {
  it('names the steps in English and points to the English help page', async () => {
    renderStore('/checkout/account/login', { store: 'uk' });
    expect(await steps('Order steps')).toEqual({
      all: ['Basket', 'Sign in', 'Delivery', 'Payment', 'Confirmation'],
      current: ['Sign in'],
    });
    const header = within(screen.getByRole('banner'));
    expect(header.getByText('100% secure payment')).toBeTruthy();
    expect(header.getByRole('link', { name: 'Need help?' }).getAttribute('href')).toBe('/uk/help');
    expect(
      screen.getByText('Your data is protected and your payments are encrypted.'),
    ).toBeTruthy();
  });
});
