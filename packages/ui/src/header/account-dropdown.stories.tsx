import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HEADER_HREFS } from '../fixtures/header.story-support.js';
import { AccountDropdown } from './account-dropdown.js';

const meta = {
  title: 'Header/AccountDropdown',
  component: AccountDropdown,
  args: {
    civility: 'Mrs',
    lastName: 'Dupont',
    personalInformationHref: HEADER_HREFS.personalInformationHref,
    ordersHref: HEADER_HREFS.ordersHref,
    onSignOut: fn(),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  // Room for the panel, with a focusable neighbour to tab to and a place to click away.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 16, minHeight: 280 }}>
        <Story />
        <a href="#panier">Panier</a>
      </div>
    ),
  ],
} satisfies Meta<typeof AccountDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Mon compte, Mme Dupont' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Mme Dupont', { selector: 'button span' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Mes commandes' })).toBeNull();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Mme Dupont/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(
      canvas.getByRole('link', { name: 'Mes informations personnelles' }),
    ).toHaveAttribute('href', '/fr/customer/account/informations');
    await expect(canvas.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute(
      'href',
      '/fr/customer/account/order/history',
    );
    await expect(canvas.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  },
};

export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Mme Dupont/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await expect(panel).toBeVisible();
    // Tab walks into the panel, in order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Mes informations personnelles' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Mes commandes' })).toHaveFocus();
    // Escape closes and gives focus back to the button.
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(panel).not.toBeVisible();
    // Space opens it again, and toggles it shut.
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const TabOutCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Mme Dupont/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Se déconnecter' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Panier' })).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ClickAwayCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Mme Dupont/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // A click inside the panel keeps it open…
    await userEvent.click(canvas.getByText('Mme Dupont', { selector: 'p' }));
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // …a click elsewhere closes it.
    await userEvent.click(canvasElement);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SignOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Mme Dupont/ });
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('button', { name: 'Se déconnecter' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(args.onSignOut).toHaveBeenCalledWith();
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await expect(button).toHaveFocus();
  },
};

export const Mister: Story = {
  args: { civility: 'Mr', lastName: 'Martin' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Mon compte, M. Martin' }),
    ).toBeInTheDocument();
  },
};

export const MissWithLongName: Story = {
  args: { civility: 'Miss', lastName: 'de La Rochefoucauld-Montbazon', defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Mon compte, Mlle de La Rochefoucauld-Montbazon' }),
    ).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Phone: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Mon compte, Mme Dupont' });
    // Only the chevron shows; the panel names the customer.
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByText('Mme Dupont', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mes commandes' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const EnglishStore: Story = {
  args: { civility: 'Ms', lastName: 'Smith', defaultOpen: true },
  globals: { locale: 'en-GB', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'My account, Ms Smith' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My personal information' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My orders' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};
