import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InstalmentsMessage } from './instalments-message.js';

const meta = {
  title: 'Commerce/InstalmentsMessage',
  component: InstalmentsMessage,
  args: { amount: 129.99 },
} satisfies Meta<typeof InstalmentsMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Intl puts a (narrow) no-break space before the euro sign.
const plain = (element: Element) => element.textContent.replace(/[\u00a0\u202f]/g, ' ');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement)).toContain('Payez en 3× 43,33 €');
  },
};

export const EvenSplit: Story = {
  args: { amount: 149.97 },
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement)).toBe('Payez en 3× 49,99 € sans frais par carte bancaire');
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const FromOneHundred: Story = {
  args: { amount: 100 },
  play: async ({ canvasElement }) => {
    // 100 € does not split evenly: the first payment takes the extra cent.
    await expect(plain(canvasElement)).toBe(
      'Payez en 3× sans frais par carte bancaire : 33,34 € puis 2 × 33,33 €',
    );
  },
};

export const BelowMinimum: Story = {
  args: { amount: 99.99 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeNull();
    await expect(plain(canvasElement)).toBe('');
  },
};

export const LongAmountOnPhone: Story = {
  args: { amount: 1249.5 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement)).toBe('Payez en 3× 416,50 € sans frais par carte bancaire');
  },
};

export const English: Story = {
  args: { amount: 120 },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    await expect(plain(canvasElement)).toBe('Pay in 3 interest-free instalments of £40 by card');
  },
};
