import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { englishToasts, frenchToasts, ToastHarness } from '../fixtures/structure.story-support.js';
import { present } from '../fixtures/queries.story-support.js';
import { ToastRegion } from './toast-region.js';

const meta = {
  title: 'Structure/ToastRegion',
  component: ToastRegion,
  args: { toasts: frenchToasts, onDismiss: fn() },
  render: (args) => <ToastHarness {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stack: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(region).getAllByRole('status')).toHaveLength(3);
    // Dismissing the second message reports its id.
    const second = present(within(region).getAllByRole('listitem')[1]);
    await userEvent.click(within(second).getByRole('button', { name: 'Fermer le message' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('code');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const AutoDismiss: Story = {
  args: {
    toasts: [
      { ...frenchToasts[0], id: 'quick', autoDismissMs: 300 } as (typeof frenchToasts)[number],
      { id: 'stays', severity: 'error', message: 'Le paiement n’a pas été validé.' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('quick'), { timeout: 2000 });
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Le paiement n’a pas été validé.');
  },
};

export const Empty: Story = {
  args: { toasts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    const box = region.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(window.innerWidth - 40);
  },
};

export const Desktop: Story = {
  args: { position: 'top-end' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region').getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(400);
    await expect(box.top).toBeLessThan(100);
  },
};

export const EnglishStore: Story = {
  args: { toasts: englishToasts },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveTextContent('Success: Added to your basket');
  },
};
