import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStoryLinks } from '../fixtures/story-link.story-support.js';
import { EmptyState } from './empty-state.js';

const meta = {
  title: 'Structure/EmptyState',
  component: EmptyState,
  args: { kind: 'basket', action: { href: '/fr' } },
  decorators: [withStoryLinks],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyBasket: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Votre panier est vide',
    );
    await expect(canvas.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute(
      'href',
      '/fr',
    );
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const NoSearchResult: Story = {
  args: {
    kind: 'search',
    searchTerm: 'robe pailletée',
    action: { href: '/fr/C-10100-robes', label: 'Voir toutes les robes' },
    headingLevel: 1,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Aucun résultat pour « robe pailletée »',
    );
    await expect(canvas.getByText(/Vérifiez l’orthographe/u)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir toutes les robes' })).toBeVisible();
  },
};

export const NoSearchTerm: Story = {
  args: { kind: 'search', action: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading')).toHaveTextContent(/^Aucun résultat$/u);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const NoOrders: Story = {
  args: { kind: 'orders', action: { onClick: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading')).toHaveTextContent(
      'Vous n’avez pas encore passé de commande',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer mes achats' }));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
  },
};

export const GenericWithIllustration: Story = {
  args: {
    kind: 'generic',
    title: 'Cette sélection est victime de son succès',
    text: 'Tous les articles de cette vente privée ont trouvé preneur. Revenez jeudi pour découvrir notre prochaine sélection maison.',
    illustration: <img src="/images/coussin-velours-front.svg" alt="" width={160} height={200} />,
    action: { href: '/fr/C-20000-maison', label: 'Découvrir l’univers maison' },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Découvrir l’univers maison' });
    // Full-width action on phones.
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth * 0.7);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link.getBoundingClientRect().width).toBeLessThan(400);
  },
};

export const EnglishStore: Story = {
  args: { kind: 'search', searchTerm: 'sequin dress', action: { href: '/' } },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading')).toHaveTextContent('No results for “sequin dress”');
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  },
};
