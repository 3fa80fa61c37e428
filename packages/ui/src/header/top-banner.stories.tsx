import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  BANNER_HTML,
  BANNER_HTML_EN,
  HOSTILE_BANNER_HTML,
  LONG_BANNER_HTML,
} from '../fixtures/header.story-support.js';
import { TopBanner } from './top-banner.js';

declare global {
  interface Window {
    __bannerHacked?: boolean;
  }
}

const meta = {
  title: 'Header/TopBanner',
  component: TopBanner,
  args: { html: BANNER_HTML },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent(
      'Livraison offerte dès 49 € d’achat avec le code BIENVENUE – voir conditions',
    );
    await expect(canvas.getByRole('link', { name: 'voir conditions' })).toHaveAttribute(
      'href',
      '/fr/conditions-livraison',
    );
    await expect(canvasElement.querySelector('strong')).toHaveTextContent('Livraison offerte');
  },
};

export const LongFrenchText: Story = {
  args: { html: LONG_BANNER_HTML },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvasElement).toHaveTextContent('jusqu’au dimanche 2 février minuit');
  },
};

export const LongFrenchTextPhone: Story = {
  args: { html: LONG_BANNER_HTML },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    // The text wraps inside the phone's width: no horizontal scrolling.
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
    await expect(window.innerWidth).toBe(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toBeVisible();
  },
};

export const HostileHtml: Story = {
  args: { html: HOSTILE_BANNER_HTML },
  beforeEach: () => {
    window.__bannerHacked = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('script, iframe, img, style')).toBeNull();
    await expect(
      canvasElement.querySelector('[onerror], [onclick], [onmouseover], [style], [target]'),
    ).toBeNull();
    // The text and the real link survive; the javascript: link loses its address.
    await expect(canvasElement).toHaveTextContent('Vente privée -30 % sur tout le site');
    const link = canvas.getByRole('link', { name: 'j’en profite' });
    await expect(link).toHaveAttribute('href', '/fr/vente-privee');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvasElement).toHaveTextContent('piège');
    await expect(window.__bannerHacked).toBe(false);
  },
};

export const Empty: Story = {
  args: { html: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[lang]')).toBeEmptyDOMElement();
  },
};

export const OnlyUnsafeContent: Story = {
  args: { html: '<script>alert(1)</script><iframe src="https://example.com"></iframe> <b> </b>' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[lang]')).toBeEmptyDOMElement();
  },
};

export const EnglishStore: Story = {
  args: { html: BANNER_HTML_EN },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Free delivery on orders over £40');
    await expect(within(canvasElement).getByRole('link', { name: 'see terms' })).toBeVisible();
  },
};
