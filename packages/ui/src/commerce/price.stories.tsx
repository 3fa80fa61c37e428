import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './price.js';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { price: 49.99 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('49,99 €');
  },
};

export const WholeAmount: Story = {
  args: { price: 49 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^49 €$/);
  },
};

export const Discounted: Story = {
  args: { price: 34.99, crossedOutPrice: 69.99 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('69,99 €', { exact: false }).closest('s')).not.toBeNull();
    await expect(canvasElement).toHaveTextContent('-50 %');
  },
};

export const From: Story = {
  args: { price: 19.99, from: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('À partir de 19,99 €');
  },
};

export const Large: Story = { args: { price: 129, crossedOutPrice: 159, size: 'lg' } };

export const Pounds: Story = {
  args: { price: 24.5, crossedOutPrice: 35, from: true },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^From .*£24.50/);
    await expect(canvasElement).toHaveTextContent('£35');
    await expect(canvasElement).toHaveTextContent('-30%');
  },
};

/** A label says what the amount is, once, even when the price is discounted. */
export const Labelled: Story = {
  args: { price: 34.99, crossedOutPrice: 49.99, label: 'Prix unitaire' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^Prix unitaire 34,99\s€Prix initial 49,99\s€/);
    await expect(canvasElement.textContent.match(/Prix/g)).toHaveLength(2);
  },
};
