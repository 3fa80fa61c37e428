import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  englishProductTabs,
  longFrenchProductTabs,
  productTabs,
} from '../fixtures/structure.story-support.js';
import { present } from '../fixtures/queries.story-support.js';
import { Tabs } from './tabs.js';

const meta = {
  title: 'Structure/Tabs',
  component: Tabs,
  args: { tabs: productTabs, onSelect: fn(), onToggle: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every id in the story is unique (tabs, headers and panels of the responsive variant). */
async function expectUniqueIds(root: HTMLElement) {
  const ids = [...root.querySelectorAll('[id]')].map((element) => element.id);
  await expect(new Set(ids).size).toBe(ids.length);
}

export const TabsAutomatic: Story = {
  args: { variant: 'tabs' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Informations sur le produit' });
    const tabs = within(tablist).getAllByRole('tab');
    await expect(tabs).toHaveLength(6);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Description' })).toBeVisible();
    // Roving tabindex: only the selected tab is in the Tab sequence.
    await expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);

    await userEvent.click(present(tabs[0]));
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).toHaveBeenLastCalledWith('size-guide');
    await expect(canvas.getByRole('tabpanel', { name: 'Guide des tailles' })).toBeVisible();
    await expect(canvas.queryByRole('tabpanel', { name: 'Description' })).toBeNull();

    await userEvent.keyboard('{End}');
    await expect(tabs[5]).toHaveFocus();
    await expect(args.onSelect).toHaveBeenLastCalledWith('help');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[5]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveFocus();
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);

    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Description' })).toHaveFocus();
    await expectUniqueIds(canvasElement);
  },
};

export const TabsManual: Story = {
  args: { variant: 'tabs', activation: 'manual' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    tabs[0]?.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // Focus moved, the selection did not.
    await expect(tabs[2]).toHaveFocus();
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelect).toHaveBeenCalledWith('shipping');
    await expect(canvas.getByRole('tabpanel', { name: 'Livraison et retours' })).toBeVisible();
  },
};

export const Accordion: Story = {
  args: { variant: 'accordion', defaultExpandedIds: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    const headers = canvas.getAllByRole('button');
    await expect(headers).toHaveLength(6);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const sizes = canvas.getByRole('button', { name: 'Guide des tailles' });
    await expect(sizes).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region')).toBeNull();
    await userEvent.click(sizes);
    await expect(sizes).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onToggle).toHaveBeenCalledWith('size-guide', true);
    await expect(canvas.getByRole('region', { name: 'Guide des tailles' })).toBeVisible();
    // Up, Down, Home and End move between the headers.
    await userEvent.keyboard('{ArrowDown}');
    await expect(headers[2]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(headers[5]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(headers[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(headers[5]).toHaveFocus();
    // Space closes the section again.
    sizes.focus();
    await userEvent.keyboard(' ');
    await expect(sizes).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onToggle).toHaveBeenLastCalledWith('size-guide', false);
  },
};

export const ResponsivePhone: Story = {
  args: { variant: 'responsive' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // An accordion: no tab list, the first section open.
    await expect(canvas.queryByRole('tablist')).toBeNull();
    const description = canvas.getByRole('button', { name: 'Description' });
    await expect(description).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Robe portefeuille en crêpe fluide/u)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Aide' }));
    await expect(canvas.getByText(/Une question sur cet article/u)).toBeVisible();
    await expectUniqueIds(canvasElement);
  },
};

export const ResponsiveDesktop: Story = {
  args: { variant: 'responsive' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tabs: the accordion headers are not shown.
    await expect(canvas.queryByRole('button', { name: 'Description' })).toBeNull();
    const tabs = canvas.getAllByRole('tab');
    await userEvent.click(present(tabs[3]));
    await expect(canvas.getByRole('tabpanel', { name: 'Avis clients (12)' })).toBeVisible();
    await expect(canvas.getByText(/Robe portefeuille en crêpe fluide/u)).not.toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tabpanel', { name: 'Livraison et retours' })).toBeVisible();
    await expectUniqueIds(canvasElement);
  },
};

export const LongFrenchText: Story = {
  args: { tabs: longFrenchProductTabs, variant: 'tabs' },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const tablist = within(canvasElement).getByRole('tablist');
    // Long labels scroll sideways inside the tab list rather than widening the page.
    await expect(tablist.scrollWidth).toBeGreaterThan(tablist.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongFrenchTextPhone: Story = {
  args: { tabs: longFrenchProductTabs, variant: 'responsive' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('button', {
      name: 'Livraison, retours gratuits sous 30 jours et remboursement',
    });
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

export const EnglishStore: Story = {
  args: { tabs: englishProductTabs, variant: 'tabs', defaultSelectedId: 'reviews' },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Product information' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Reviews (12)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
