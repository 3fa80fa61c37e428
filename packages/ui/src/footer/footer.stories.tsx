import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  englishFooterColumns,
  englishLegalLinks,
  footerSocialLinks,
  frenchFooterColumns,
  frenchLegalLinks,
  longFrenchFooterColumns,
} from '../fixtures/footer.story-support.js';
import { withStoryLinks } from '../fixtures/story-link.story-support.js';
import { Footer } from './footer.js';

const meta = {
  title: 'Footer/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    columns: frenchFooterColumns,
    legalLinks: frenchLegalLinks,
    socialLinks: footerSocialLinks,
    newsletter: { onSubmit: fn() },
    reassuranceLinks: { returns: '/fr/aide/retours', customerService: '/fr/contact' },
    year: 2025,
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    // Desktop: the columns are open lists under plain headings.
    const nav = canvas.getByRole('navigation', { name: 'Aide et informations' });
    await expect(within(nav).getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(within(nav).queryByRole('button')).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Guide des tailles' })).toBeVisible();
    // Reassurance strip.
    const promises = canvas.getByRole('list', { name: 'Nos engagements' });
    await expect(promises).toHaveTextContent('Retours gratuits sous 30 jours');
    await expect(promises).toHaveTextContent('Paiement sécurisé');
    await expect(within(promises).getByRole('link', { name: /Service client/ })).toHaveAttribute(
      'href',
      '/fr/contact',
    );
    // Social, legal and copyright.
    const instagram = canvas.getByRole('link', {
      name: 'Suivez-nous sur Instagram (nouvel onglet)',
    });
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    const legal = canvas.getByRole('navigation', { name: 'Informations légales' });
    await expect(within(legal).getAllByRole('link')).toHaveLength(5);
    await expect(footer).toHaveTextContent('© 2025 Vitrine. Tous droits réservés.');
    // The newsletter box is in the footer.
    const input = canvas.getByRole('textbox', { name: 'Votre adresse e-mail' });
    await userEvent.type(input, 'claire.martin@exemple.fr{Enter}');
    await expect(args.newsletter.onSubmit).toHaveBeenCalledWith('claire.martin@exemple.fr');
  },
};

/** Each link reports a stable label: the promise, the network, else its address (other clicks). */
export const LinkClicks: Story = {
  args: { onLinkClick: fn() },
  decorators: [withStoryLinks],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: /Retours gratuits/ }));
    await userEvent.click(canvas.getByRole('link', { name: /Service client/ }));
    await userEvent.click(canvas.getByRole('link', { name: 'Livraison' }));
    await userEvent.click(
      canvas.getByRole('link', { name: 'Suivez-nous sur Facebook (nouvel onglet)' }),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Mentions légales' }));
    await expect(args.onLinkClick).toHaveBeenNthCalledWith(1, 'returns', '/fr/aide/retours');
    await expect(args.onLinkClick).toHaveBeenNthCalledWith(2, 'customer_service', '/fr/contact');
    await expect(args.onLinkClick).toHaveBeenNthCalledWith(
      3,
      '/fr/aide/livraison',
      '/fr/aide/livraison',
    );
    await expect(args.onLinkClick).toHaveBeenNthCalledWith(
      4,
      'facebook',
      'https://www.facebook.com/vitrine',
    );
    await expect(args.onLinkClick).toHaveBeenNthCalledWith(
      5,
      '/fr/mentions-legales',
      '/fr/mentions-legales',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Aide et informations' });
    const toggles = within(nav).getAllByRole('button');
    await expect(toggles).toHaveLength(4);
    for (const toggle of toggles) await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link', { name: 'Livraison' })).toBeNull();

    // Keyboard: Enter opens the 'Commande' panel, Space closes it.
    const commande = within(nav).getByRole('button', { name: 'Commande' });
    commande.focus();
    await userEvent.keyboard('{Enter}');
    await expect(commande).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('region', { name: 'Commande' });
    await expect(commande).toHaveAttribute('aria-controls', panel.id);
    await expect(within(panel).getByRole('link', { name: 'Paiement en 3 fois' })).toBeVisible();
    // The other panels stay closed.
    await expect(toggles[0]).toHaveAttribute('aria-expanded', 'false');
    // Tab goes from the button into its open panel.
    await userEvent.tab();
    await expect(
      within(panel).getByRole('link', { name: 'Commande rapide par référence' }),
    ).toHaveFocus();
    commande.focus();
    await userEvent.keyboard(' ');
    await expect(commande).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: 'Commande' })).toBeNull();
  },
};

export const EnglishStore: Story = {
  args: { columns: englishFooterColumns, legalLinks: englishLegalLinks, brandName: 'Vitrine UK' },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Our promises' })).toHaveTextContent(
      'Free returns within 30 days',
    );
    await expect(canvas.getByText('£10 OFF')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Follow us on TikTok (new tab)' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      '© 2025 Vitrine UK. All rights reserved.',
    );
    await expect(canvas.getByRole('heading', { name: 'Ordering' })).toBeVisible();
  },
};

export const LongFrenchText: Story = {
  args: { columns: longFrenchFooterColumns },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        name: 'À propos de l’entreprise et de ses engagements responsables',
      }),
    ).toBeVisible();
    // Long labels wrap inside the page instead of overflowing it.
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  },
};

export const LongFrenchTextOnPhone: Story = {
  args: { columns: longFrenchFooterColumns },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', {
      name: 'Aide et service client, du lundi au samedi',
    });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  },
};

export const Minimal: Story = {
  args: { socialLinks: [], legalLinks: [], reassuranceLinks: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Informations légales' })).toBeNull();
    await expect(canvas.queryByText('Suivez-nous')).toBeNull();
    await expect(
      within(canvas.getByRole('list', { name: 'Nos engagements' })).queryByRole('link'),
    ).toBeNull();
  },
};

export const CookieSettings: Story = {
  args: { onCookieSettings: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const legal = canvas.getByRole('navigation', { name: 'Informations légales' });
    // A button, not a link: it reopens the consent choices where the shopper is.
    const settings = within(legal).getByRole('button', { name: 'Gérer mes cookies' });
    settings.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCookieSettings).toHaveBeenCalledTimes(1);
  },
};

export const WithInformation: Story = {
  args: {
    information: (
      <section>
        <h2>Service client</h2>
        <p>09 69 32 00 00, du lundi au vendredi de 8 h à 19 h.</p>
      </section>
    ),
  },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    // The store's own content sits in the footer, outside the link columns.
    const heading = within(footer).getByRole('heading', { level: 2, name: 'Service client' });
    const nav = within(footer).getByRole('navigation', { name: 'Aide et informations' });
    await expect(nav.contains(heading)).toBe(false);
    await expect(footer).toHaveTextContent('du lundi au vendredi de 8 h à 19 h');
  },
};
