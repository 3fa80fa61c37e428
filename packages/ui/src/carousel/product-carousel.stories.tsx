import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LONG_LABEL_PRODUCT, PRODUCTS } from '../fixtures/products.story-support.js';
import { ProductCarousel } from './product-carousel.js';

const meta = {
  title: 'Carousel/ProductCarousel',
  component: ProductCarousel,
  args: { title: 'Nos coups de cœur', products: PRODUCTS },
} satisfies Meta<typeof ProductCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards shown side by side in the first page. */
function visibleCards(canvasElement: HTMLElement) {
  const track = within(canvasElement).getByRole('group', { name: /^(Diapositives|Slides)$/ });
  const box = track.getBoundingClientRect();
  return [...track.querySelectorAll('article')].filter((card) => {
    const cardBox = card.getBoundingClientRect();
    return cardBox.left >= box.left - 1 && cardBox.right <= box.right + 1;
  }).length;
}

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Nos coups de cœur' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Nos coups de cœur' })).toBeVisible();
    await expect(visibleCards(canvasElement)).toBe(6);
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await expect(canvasElement).toHaveTextContent('Page 2 sur 2');
  },
};

export const Phone: Story = {
  args: { priority: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(visibleCards(canvasElement)).toBe(2);
    const fronts = within(canvasElement).getAllByRole('img', { name: /vue de/ });
    await expect(fronts[0]).toHaveAttribute('loading', 'eager');
    await expect(fronts[1]).toHaveAttribute('loading', 'eager');
    await expect(fronts[2]).toHaveAttribute('loading', 'lazy');
  },
};

export const TitleLevelThree: Story = {
  args: { titleLevel: 3, title: 'Vous aimerez aussi', products: PRODUCTS.slice(4, 10) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Vous aimerez aussi' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, products: [] },
  globals: { viewport: { value: 'medium', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nos coups de cœur' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
    const skeletons = canvas.getAllByTestId('product-skeleton');
    // One page of skeletons at this width (4 from 768 px); the rest is cut off.
    const row = skeletons[0]?.parentElement?.getBoundingClientRect();
    if (!row) throw new Error('No skeleton row');
    const inView = skeletons.filter((item) => item.getBoundingClientRect().right <= row.right + 1);
    await expect(inView).toHaveLength(4);
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const LoadingPhone: Story = {
  args: { loading: true, products: [] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const skeletons = within(canvasElement).getAllByTestId('product-skeleton');
    const first = skeletons[0]?.getBoundingClientRect();
    if (!first) throw new Error('No skeleton');
    // Two a row: each takes half the width less half the 10 px gap.
    const row = skeletons[0]?.parentElement?.getBoundingClientRect();
    if (!row) throw new Error('No skeleton row');
    await expect(Math.abs(first.width - (row.width - 10) / 2)).toBeLessThanOrEqual(1);
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const EmptyWithMessage: Story = {
  args: { products: [], emptyMessage: 'Aucun produit à vous proposer pour le moment.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nos coups de cœur' })).toBeVisible();
    await expect(canvas.getByText('Aucun produit à vous proposer pour le moment.')).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const LongFrenchLabels: Story = {
  args: {
    title: 'Les indispensables de la garde-robe pour une rentrée tout en élégance',
    products: Array.from({ length: 6 }, (_, index) => ({
      ...LONG_LABEL_PRODUCT,
      href: `/fr/P-JU66020${String(index)}-jupe`,
    })),
  },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(visibleCards(canvasElement)).toBe(3);
  },
};

export const Pounds: Story = {
  args: { title: 'Our favourites' },
  globals: { locale: 'en-GB', viewport: { value: 'large', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('£59.99');
    await expect(canvasElement).toHaveTextContent('Page 1 of 2');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
  },
};
