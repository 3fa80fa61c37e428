import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AccountMenuHarness,
  AccountPageSample,
  frenchAccountHrefs,
  ukAccountHrefs,
} from '../fixtures/structure.story-support.js';
import { AccountSideMenu } from './account-side-menu.js';

const meta = {
  title: 'Structure/AccountSideMenu',
  component: AccountSideMenu,
  args: {
    hrefs: frenchAccountHrefs,
    current: 'details',
    onSignOut: fn(),
    onBackToMenu: fn(),
    onItemClick: fn(),
    children: <AccountPageSample />,
  },
  render: (args) => <AccountMenuHarness {...args} />,
} satisfies Meta<typeof AccountSideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Menu de mon compte' });
    const links = within(menu).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Mes commandes',
      'Mes informations personnelles',
      'Mes abonnements',
      'Demander un catalogue',
    ]);
    await expect(within(menu).getByRole('link', { name: 'Mes commandes' })).toHaveAttribute(
      'href',
      '/fr/customer/account/order/history',
    );
    // The current entry, and no other, is marked.
    await expect(
      within(menu).getByRole('link', { name: 'Mes informations personnelles' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(menu.querySelectorAll('[aria-current]')).toHaveLength(1);
    // Menu and page side by side, no back link.
    await expect(
      canvas.getByRole('heading', { name: 'Mes informations personnelles' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retour au menu' })).toBeNull();
    await userEvent.click(within(menu).getByRole('button', { name: 'Me déconnecter' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const PhoneCollapseAndBack: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The page is shown, the menu waits behind 'Back to menu'.
    await expect(canvas.queryByRole('navigation', { name: 'Menu de mon compte' })).toBeNull();
    await expect(
      canvas.getByRole('heading', { name: 'Mes informations personnelles' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retour au menu' }));
    await expect(args.onBackToMenu).toHaveBeenCalledTimes(1);
    // Now the menu alone, with the focus on the current entry.
    const menu = canvas.getByRole('navigation', { name: 'Menu de mon compte' });
    await expect(
      canvas.queryByRole('heading', { name: 'Mes informations personnelles' }),
    ).toBeNull();
    await expect(
      within(menu).getByRole('link', { name: 'Mes informations personnelles' }),
    ).toHaveFocus();
    // Choosing an entry goes back into a page.
    await userEvent.click(within(menu).getByRole('link', { name: 'Mes commandes' }));
    await expect(args.onItemClick).toHaveBeenCalledWith('orders');
    await expect(canvas.queryByRole('navigation', { name: 'Menu de mon compte' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Retour au menu' })).toBeVisible();
  },
};

export const PhoneMenuOpen: Story = {
  args: { contentOpen: false, current: undefined, greeting: 'Bonjour Claire' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Menu de mon compte' })).toBeVisible();
    await expect(canvas.getByText('Bonjour Claire')).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: 'Mes informations personnelles' }),
    ).toBeNull();
  },
};

export const BackToMenuLink: Story = {
  args: { backToMenuHref: '/fr/customer/account' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('link', { name: 'Retour au menu' });
    await expect(back).toHaveAttribute('href', '/fr/customer/account');
    await userEvent.click(back);
    await expect(args.onBackToMenu).toHaveBeenCalledTimes(1);
  },
};

export const WithoutCatalogueRequest: Story = {
  args: { showCatalogueRequest: false, current: 'orders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Demander un catalogue' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const LongFrenchText: Story = {
  args: {
    greeting: 'Bonjour Marie-Bernadette de La Rochefoucauld-Montmorency',
    current: 'subscriptions',
  },
  globals: { viewport: { value: 'medium', isRotated: false } },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation');
    await expect(menu.scrollWidth).toBeLessThanOrEqual(menu.clientWidth);
  },
};

export const EnglishStorePersonalAccount: Story = {
  args: {
    hrefs: ukAccountHrefs,
    showPersonalAccount: true,
    current: 'personalAccount',
    children: <AccountPageSample english />,
  },
  globals: { locale: 'en-GB', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'My account menu' });
    const personal = within(menu).getByRole('link', { name: 'Pay my personal account' });
    await expect(personal).toHaveAttribute('href', '/customer/account/my-personal-account');
    await expect(personal).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getAllByRole('link')).toHaveLength(5);
    await expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};
