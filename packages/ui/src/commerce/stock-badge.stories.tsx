import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StockBadge } from './stock-badge.js';

const meta = {
  title: 'Commerce/StockBadge',
  component: StockBadge,
  args: { stock: 24 },
} satisfies Meta<typeof StockBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('En stock');
    await expect(canvasElement.querySelector('[data-level="in-stock"] svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const LowStock: Story = {
  args: { stock: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Plus que 3 en stock');
  },
};

export const LastOne: Story = {
  args: { stock: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Plus qu’un en stock');
  },
};

export const OutOfStock: Story = {
  args: { stock: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Épuisé');
  },
};

export const AvailableOnDate: Story = {
  args: { stock: 0, availableOn: '2025-03-12' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Disponible à partir du 12 mars');
  },
};

export const HiddenWhileInStock: Story = {
  args: { stock: 40, hideInStock: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-level]')).toBeNull();
  },
};

export const AllLevels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <StockBadge stock={40} />
      <StockBadge stock={5} />
      <StockBadge stock={2} size="sm" />
      <StockBadge stock={0} />
      <StockBadge stock={0} availableOn="2025-11-03" size="sm" />
    </div>
  ),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const levels = [...canvasElement.querySelectorAll('[data-level]')].map((badge) =>
      badge.getAttribute('data-level'),
    );
    await expect(levels).toEqual(['in-stock', 'low', 'low', 'out', 'restock']);
    await expect(
      within(canvasElement).getByText('Disponible à partir du 3 novembre'),
    ).toBeVisible();
  },
};

export const English: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <StockBadge stock={40} />
      <StockBadge stock={3} />
      <StockBadge stock={1} />
      <StockBadge stock={0} />
      <StockBadge stock={0} availableOn="2025-03-12" />
    </div>
  ),
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    for (const text of [
      'In stock',
      'Only 3 left in stock',
      'Only 1 left in stock',
      'Out of stock',
      'Available from 12 March',
    ])
      await expect(within(canvasElement).getByText(text)).toBeVisible();
  },
};
