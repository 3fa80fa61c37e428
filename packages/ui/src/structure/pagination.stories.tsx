import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { present } from '../fixtures/queries.story-support.js';
import { withStoryLinks } from '../fixtures/story-link.story-support.js';
import { Pagination } from './pagination.js';
import type { PaginationProps } from './pagination.js';

const hrefForPage = (page: number) => `/fr/C-10100-robes?page=${String(page)}`;

/** Buttons that move the current page, as a client-side listing would. */
function PagedHarness({ onPageChange, page: first, ...props }: PaginationProps) {
  const [page, setPage] = useState(first);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Structure/Pagination',
  component: Pagination,
  args: { page: 6, pageCount: 20, onPageChange: fn() },
  decorators: [withStoryLinks],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The labels of the visible items: page numbers, '…', previous and next. */
function visibleItems(nav: HTMLElement) {
  return [...nav.querySelectorAll('li')]
    .filter((item) => getComputedStyle(item).display !== 'none')
    .map((item) => item.querySelector('[aria-current]')?.textContent ?? item.textContent)
    .map((text, index, all) => (index === 0 || index === all.length - 1 ? '‹›' : text));
}

export const Links: Story = {
  args: { hrefForPage },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(visibleItems(nav)).toEqual([
      '‹›',
      '1',
      '…',
      '4',
      '5',
      '6',
      '7',
      '8',
      '…',
      '20',
      '‹›',
    ]);
    const current = canvas.getByRole('link', { name: 'Page 6' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Page 7' })).toHaveAttribute(
      'href',
      '/fr/C-10100-robes?page=7',
    );
    await expect(canvas.getByRole('link', { name: 'Précédent' })).toHaveAttribute(
      'href',
      '/fr/C-10100-robes?page=5',
    );
    await expect(canvas.getByRole('link', { name: 'Suivant' })).toHaveAttribute(
      'href',
      '/fr/C-10100-robes?page=7',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Page 20' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(20);
  },
};

export const FirstPage: Story = {
  args: { page: 1, hrefForPage },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // No link to a page before the first.
    await expect(canvas.queryByRole('link', { name: 'Précédent' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Suivant' })).toHaveAttribute(
      'href',
      '/fr/C-10100-robes?page=2',
    );
    await expect(visibleItems(canvas.getByRole('navigation'))).toEqual([
      '‹›',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '…',
      '20',
      '‹›',
    ]);
  },
};

export const Buttons: Story = {
  args: { page: 1, pageCount: 12 },
  render: (args) => <PagedHarness {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 12' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    // The current page does not report itself again.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 12' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

export const Phone: Story = {
  args: { hrefForPage },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    // One neighbour each side; the bar fits the screen on one line.
    await expect(visibleItems(nav)).toEqual(['‹›', '1', '…', '5', '6', '7', '…', '20', '‹›']);
    const list = present(nav.querySelector('ul'));
    await expect(list.getBoundingClientRect().height).toBeLessThan(60);
    await expect(within(nav).getByRole('link', { name: 'Suivant' })).toBeVisible();
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 3, hrefForPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /^Page/u })).toHaveLength(3);
    await expect(canvas.queryByText('…')).toBeNull();
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const EnglishStore: Story = {
  args: {
    page: 3,
    pageCount: 9,
    hrefForPage: (page: number) => `/C-10100-dresses?page=${String(page)}`,
  },
  globals: { locale: 'en-GB', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Previous' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/C-10100-dresses?page=4',
    );
  },
};
