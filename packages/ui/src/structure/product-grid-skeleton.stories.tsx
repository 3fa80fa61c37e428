import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { present } from '../fixtures/queries.story-support.js';
import { ProductGridSkeleton } from './product-grid-skeleton.js';

const meta = {
  title: 'Structure/ProductGridSkeleton',
  component: ProductGridSkeleton,
} satisfies Meta<typeof ProductGridSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const columns = (canvasElement: HTMLElement) => {
  const grid = present(canvasElement.querySelector('[aria-hidden="true"]'));
  return getComputedStyle(grid).gridTemplateColumns.split(' ').length;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des articles…');
    const grid = present(canvasElement.querySelector('[aria-hidden="true"]'));
    await expect(grid.children).toHaveLength(8);
  },
};

export const Phone: Story = {
  args: { count: 4 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(2);
  },
};

export const Tablet: Story = {
  args: { count: 6 },
  globals: { viewport: { value: 'medium', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(3);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(4);
    // Each card keeps the picture ratio of the real cards (0.8).
    const picture = present(canvasElement.querySelector('[aria-hidden="true"] > div > span'));
    const box = picture.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(0.8, 1);
  },
};

export const EnglishStore: Story = {
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading items…');
  },
};
