import type { SignedInCustomer } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { SIGNED_IN } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const HISTORY = '/customer/account/order/history';
const CUSTOMER = contractExamples.customer.get.response.valid[0] as SignedInCustomer;

const menu = (name = 'Menu de mon compte') => screen.getByRole('navigation', { name });
const entries = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(async () => {
  await page.viewport(1280, 900);
});

describe('the customer area', () => {
  it('greets the customer beside the menu of their account, the page’s entry marked', async () => {
    renderStore(HISTORY, { api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    expect(within(menu()).getByText('Bonjour Claire Dupont')).toBeTruthy();
    expect(entries(menu())).toEqual([
      'Mes commandes',
      'Mes informations personnelles',
      'Mes abonnements',
      'Demander un catalogue',
      'Me déconnecter',
    ]);
    const current = within(menu()).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Mes commandes');
  });

  it('goes from page to page through the menu', async () => {
    const { user, location } = renderStore(HISTORY, { api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    await user.click(within(menu()).getByRole('link', { name: 'Mes informations personnelles' }));
    await screen.findByRole('heading', { level: 1, name: 'Mes informations personnelles' });
    expect(location()).toBe('/customer/account/informations');
    expect(within(menu()).getByRole('link', { current: 'page' }).textContent).toBe(
      'Mes informations personnelles',
    );
  });

  it('shows the way back through the breadcrumbs, the page last and not a link', async () => {
    renderStore(HISTORY, { api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    const trail = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Accueil', 'Mon compte', 'Mes commandes']);
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/fr', '/fr/customer/account/order/history']);
  });

  it('hides the catalogue request from an overseas customer', async () => {
    renderStore(HISTORY, { api: { 'customer.get': { ...CUSTOMER, overseas: '1' } } });
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    expect(entries(menu())).not.toContain('Demander un catalogue');
  });

  it('offers to pay the personal account in the UK store', async () => {
    renderStore(HISTORY, { store: 'uk', api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'My orders' });
    const nav = menu('My account menu');
    expect(within(nav).getByText('Hello Claire Dupont')).toBeTruthy();
    expect(entries(nav)).toEqual([
      'My orders',
      'My personal details',
      'Pay my personal account',
      'My marketing preferences',
      'Request a catalogue',
      'Sign out',
    ]);
    expect(
      within(nav).getByRole('link', { name: 'Pay my personal account' }).getAttribute('href'),
    ).toBe('/uk/customer/account/my-personal-account');
  });

  it('signs the customer out, then says so', async () => {
    const { user, api, location } = renderStore(HISTORY, { api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    api.answer('customer.get', { isLoggedIn: false });
    await user.click(within(menu()).getByRole('button', { name: 'Me déconnecter' }));
    await screen.findByRole('heading', { level: 1, name: 'Vous êtes déconnecté(e)' });
    expect(location()).toBe('/customer/account/logoutSuccess');
    expect(api.callsTo('customer.logout')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Menu de mon compte' })).toBeNull();
  });

  it('on a phone, shows the page under a way back to the menu, and the menu alone on request', async () => {
    await page.viewport(375, 800);
    const { user } = renderStore(HISTORY, { api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    expect(screen.queryByRole('navigation', { name: 'Menu de mon compte' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Retour au menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Menu de mon compte' });
    expect(screen.queryByRole('heading', { level: 1, name: 'Mes commandes' })).toBeNull();
    // The focus goes to the page's entry, where the shopper left off.
    expect(document.activeElement).toBe(within(nav).getByRole('link', { current: 'page' }));

    await user.click(within(nav).getByRole('link', { name: 'Mes abonnements' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes abonnements' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menu de mon compte' })).toBeNull();
  });

  it('on a phone, shows the page again when the shopper chooses the entry they came from', async () => {
    await page.viewport(375, 800);
    const { user } = renderStore(HISTORY, { api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    await user.click(screen.getByRole('button', { name: 'Retour au menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Menu de mon compte' });
    await user.click(within(nav).getByRole('link', { name: 'Mes commandes' }));
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeTruthy();
    });
  });
});
