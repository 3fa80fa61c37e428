import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  ACCOUNT_HREF_LOGGED_IN,
  ACCOUNT_HREF_VISITOR,
  HEADER_HREFS,
} from '../fixtures/header.story-support.js';
import { HeaderLinks } from './header-links.js';

const meta = {
  title: 'Header/HeaderLinks',
  component: HeaderLinks,
  args: {
    quickOrderHref: HEADER_HREFS.quickOrderHref,
    helpHref: HEADER_HREFS.helpHref,
    accountHref: ACCOUNT_HREF_VISITOR,
    basketHref: HEADER_HREFS.basketHref,
    basketCount: 0,
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof HeaderLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Commande rapide' })).toHaveAttribute(
      'href',
      '/fr/commande_directe',
    );
    await expect(canvas.getByRole('link', { name: 'Aide' })).toHaveAttribute('href', '/fr/aide');
    await expect(canvas.getByRole('link', { name: 'Mon compte' })).toHaveAttribute(
      'href',
      '/fr/customer/account/login',
    );
    await expect(canvas.getByRole('link', { name: 'Panier' })).toHaveAttribute(
      'href',
      '/fr/checkout/cart',
    );
    // Labels show from 992 px.
    await expect(canvas.getByText('Commande rapide')).toBeVisible();
    await expect(canvas.getByText('Commande rapide').getBoundingClientRect().width).toBeGreaterThan(
      20,
    );
  },
};

export const EmptyBasket: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('basket-badge')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Panier' })).toBeInTheDocument();
  },
};

export const LoggedInWithBasket: Story = {
  args: { accountHref: ACCOUNT_HREF_LOGGED_IN, basketCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Mon compte' })).toHaveAttribute(
      'href',
      '/fr/customer/account/order/history',
    );
    const basket = canvas.getByRole('link', { name: 'Panier, 3 articles' });
    await expect(within(basket).getByTestId('basket-badge')).toHaveTextContent(/^3$/);
    await expect(within(basket).getByTestId('basket-badge')).toBeVisible();
  },
};

export const OneItem: Story = {
  args: { basketCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Panier, 1 article' })).toBeInTheDocument();
    await expect(canvas.getByTestId('basket-badge')).toHaveTextContent(/^1$/);
  },
};

export const FullBasket: Story = {
  args: { basketCount: 128 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('basket-badge')).toHaveTextContent(/^99\+$/);
    await expect(canvas.getByRole('link', { name: 'Panier, 128 articles' })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  args: { basketCount: 3 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Icons only: the labels are read, not shown.
    const account = canvas.getByRole('link', { name: 'Mon compte' });
    await expect(within(account).getByText('Mon compte').getBoundingClientRect().width).toBe(1);
    await expect(account.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(account.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('link', { name: 'Panier, 3 articles' })).toBeVisible();
    // Quick order and help live in the menu drawer on the narrowest phones.
    await expect(canvas.queryByRole('link', { name: 'Commande rapide' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Aide' })).toBeNull();
  },
};

export const Tablet: Story = {
  args: { basketCount: 3 },
  globals: { viewport: { value: 'medium', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const help = canvas.getByRole('link', { name: 'Aide' });
    await expect(help).toBeVisible();
    await expect(within(help).getByText('Aide').getBoundingClientRect().width).toBe(1);
  },
};

export const EnglishStore: Story = {
  args: { basketCount: 2 },
  globals: { locale: 'en-GB', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Basket, 2 items' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Quick order' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My account' })).toBeVisible();
  },
};
