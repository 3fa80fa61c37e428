import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsentBanner } from './consent-banner.js';

const meta = {
  title: 'Consent/ConsentBanner',
  component: ConsentBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    onAcceptAll: fn(),
    onRefuseAll: fn(),
    onCustomise: fn(),
    policyHref: '/fr/donnees-personnelles-cookies',
  },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Vos choix en matière de cookies' });
    await expect(banner).toHaveTextContent('mesurer l’audience du site');
    await expect(
      within(banner).getByRole('link', { name: 'En savoir plus sur les cookies' }),
    ).toHaveAttribute('href', '/fr/donnees-personnelles-cookies');
    // Refusing is as easy as accepting: the same kind of button, side by side, one click each.
    const refuse = within(banner).getByRole('button', { name: 'Tout refuser' });
    const accept = within(banner).getByRole('button', { name: 'Tout accepter' });
    await expect(refuse.className).toBe(accept.className);
    // From the keyboard: Tab reaches every action in reading order.
    within(banner).getByRole('link').focus();
    await userEvent.tab();
    await expect(
      within(banner).getByRole('button', { name: 'Choisir par finalité' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCustomise).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(refuse).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRefuseAll).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(accept).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en-GB' },
  args: { policyHref: '/uk/privacy-policy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Your cookie choices' });
    await expect(within(banner).getByRole('button', { name: 'Reject all' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Accept all' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Vos choix en matière de cookies' });
    // Fixed at the bottom of the viewport: the page does not move under it.
    await expect(getComputedStyle(banner).position).toBe('fixed');
    await expect(within(banner).getByRole('button', { name: 'Tout accepter' })).toBeVisible();
  },
};
