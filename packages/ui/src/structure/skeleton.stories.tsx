import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { present } from '../fixtures/queries.story-support.js';
import { Skeleton } from './skeleton.js';

const meta = {
  title: 'Structure/Skeleton',
  component: Skeleton,
  args: { variant: 'text' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { lines: 3, width: 320 },
  play: async ({ canvasElement }) => {
    const root = present(canvasElement.firstElementChild?.firstElementChild);
    await expect(root).toHaveAttribute('aria-hidden', 'true');
    await expect(root.children).toHaveLength(3);
    // The last line is shorter.
    const widths = [...root.children].map((line) => line.getBoundingClientRect().width);
    await expect(widths[2]).toBeLessThan(widths[0] ?? 0);
  },
};

export const Block: Story = {
  args: { variant: 'block', width: 240, aspectRatio: 0.8 },
  play: async ({ canvasElement }) => {
    const block = present(canvasElement.querySelector('[aria-hidden="true"]'));
    const box = block.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(240);
    await expect(Math.round(box.height)).toBe(300);
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Circle: Story = {
  args: { variant: 'circle', width: 48, height: 48 },
  play: async ({ canvasElement }) => {
    const circle = present(canvasElement.querySelector('[aria-hidden="true"]'));
    await expect(getComputedStyle(circle).borderRadius).toBe('50%');
  },
};

export const Shimmer: Story = {
  args: { variant: 'block', width: 320, height: 80 },
  play: async ({ canvasElement }) => {
    const block = present(canvasElement.querySelector('[aria-hidden="true"]'));
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // The shine (its ::after) runs, except under reduced motion.
    await expect(getComputedStyle(block, '::after').animationName === 'none').toBe(motion);
  },
};
