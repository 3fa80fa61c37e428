import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScrollToTopButton } from './scroll-to-top-button.js';

const meta = {
  title: 'Header/ScrollToTopButton',
  component: ScrollToTopButton,
  args: { visible: true, onClick: fn() },
} satisfies Meta<typeof ScrollToTopButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Haut de page' });
    await expect(button).toBeVisible();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(args.onClick).toHaveBeenCalledWith('smooth');
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Out of the accessibility tree and the tab order.
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const realMatchMedia = window.matchMedia.bind(window);

export const ReducedMotion: Story = {
  beforeEach: () => {
    window.matchMedia = (query: string) => {
      const list = realMatchMedia(query);
      if (query === '(prefers-reduced-motion: reduce)')
        Object.defineProperty(list, 'matches', { value: true });
      return list;
    };
    return () => {
      window.matchMedia = realMatchMedia;
    };
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Haut de page' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(args.onClick).toHaveBeenCalledWith('auto');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Haut de page' });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(within(button).getByText('Haut de page').getBoundingClientRect().width).toBe(1);
  },
};

export const EnglishStore: Story = {
  globals: { locale: 'en-GB', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Back to top' });
    await expect(within(button).getByText('Back to top')).toBeVisible();
  },
};
