import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  longFrenchTrail,
  longTrail,
  shortTrail,
  ukTrail,
} from '../fixtures/structure.story-support.js';
import { present } from '../fixtures/queries.story-support.js';
import { Breadcrumbs } from './breadcrumbs.js';

const meta = {
  title: 'Structure/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: shortTrail, homeHref: '/fr' },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Fil d’Ariane' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(present(items[0])).getByRole('link')).toHaveAccessibleName('Accueil');
    await expect(canvas.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/fr');
    // The last item is the current page: text, not a link.
    const last = present(items.at(-1));
    await expect(within(last).queryByRole('link')).toBeNull();
    await expect(within(last).getByText('Robes')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const HomeOnly: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Accueil')).toHaveAttribute('aria-current', 'page');
  },
};

export const LongTrailDesktop: Story = {
  args: { items: longTrail },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Wide screens show the whole path and no '…' button.
    await expect(canvas.getByRole('link', { name: 'Vêtements' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Afficher le chemin complet' })).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
  },
};

export const LongTrailPhone: Story = {
  args: { items: longTrail },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The middle is hidden behind '…'; Home, the parent and the current page stay.
    await expect(canvas.getByRole('link', { name: 'Accueil' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Robes mi-longues' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Vêtements' })).toBeNull();
    const expander = canvas.getByRole('button', { name: 'Afficher le chemin complet' });
    await userEvent.click(expander);
    const revealed = canvas.getByRole('link', { name: 'Femme' });
    await expect(revealed).toBeVisible();
    await expect(revealed).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Vêtements' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Afficher le chemin complet' })).toBeNull();
  },
};

export const LongFrenchText: Story = {
  args: { items: longFrenchTrail },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Three items after Home: only one would hide, so nothing collapses.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(/Housse de coussin en velours côtelé/u)).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const EnglishStore: Story = {
  args: { items: ukTrail, homeHref: '/' },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('Midi dresses')).toHaveAttribute('aria-current', 'page');
  },
};
