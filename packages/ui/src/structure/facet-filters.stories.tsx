import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  englishFacets,
  FacetFiltersHarness,
  frenchFacets,
  longFrenchFacets,
} from '../fixtures/structure.story-support.js';
import { FacetFilters } from './facet-filters.js';

const meta = {
  title: 'Structure/FacetFilters',
  component: FacetFilters,
  args: { facets: frenchFacets, selection: {}, onChange: fn(), resultCount: 124 },
  render: (args) => <FacetFiltersHarness {...args} />,
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof FacetFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('region', { name: 'Filtres' });
    await expect(canvas.queryByRole('button', { name: /^Filtrer/u })).toBeNull();
    // French counts zero in the singular.
    await expect(canvas.getByRole('checkbox', { name: '34 (0 article)' })).toBeTruthy();
    // Ticking a colour reports the whole selection.
    const colours = within(sidebar).getByRole('group', { name: 'Couleur' });
    const red = within(colours).getByRole('checkbox', { name: 'Rouge (12 articles)' });
    await userEvent.click(red);
    await expect(args.onChange).toHaveBeenLastCalledWith({ colour: ['rouge'] });
    await expect(red).toBeChecked();
    // Sizes and prices add to it.
    await userEvent.click(within(sidebar).getByRole('checkbox', { name: /^40/u }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ colour: ['rouge'], size: ['40'] });
    await userEvent.click(within(sidebar).getByRole('checkbox', { name: /^De 20\s€ à 50\s€/u }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      colour: ['rouge'],
      size: ['40'],
      price: ['20-50'],
    });
    // Chips, removable one by one; focus stays among them.
    const chips = within(sidebar).getByRole('list', { name: 'Vos filtres' });
    await expect(within(chips).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(
      within(chips).getByRole('button', { name: 'Retirer le filtre Couleur\u00a0: Rouge' }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({ size: ['40'], price: ['20-50'] });
    await expect(red).not.toBeChecked();
    await expect(
      within(chips).getByRole('button', { name: /Prix\s: De 20\s€ à 50\s€/u }),
    ).toHaveFocus();
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Tout effacer' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await expect(within(sidebar).queryByRole('list', { name: 'Vos filtres' })).toBeNull();
  },
};

export const Disclosure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first three groups are open; 'Marque' is closed.
    const brand = canvas.getByRole('button', { name: 'Marque' });
    await expect(brand).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('checkbox', { name: /^Balsamik/u })).toBeNull();
    await userEvent.click(brand);
    await expect(brand).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('checkbox', { name: /^Balsamik/u })).toBeVisible();
    const size = canvas.getByRole('button', { name: 'Taille' });
    size.focus();
    await userEvent.keyboard('{Enter}');
    await expect(size).toHaveAttribute('aria-expanded', 'false');
    // Out-of-stock values cannot be ticked.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('checkbox', { name: /^34/u })).toBeDisabled();
  },
};

export const WithSelection: Story = {
  args: { selection: { size: ['38', '40'], brand: ['castaluna'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Groups holding a chosen value open; their name shows how many.
    await expect(canvas.getByRole('button', { name: 'Marque (1)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Taille (2)' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /^Castaluna/u })).toBeChecked();
  },
};

export const PhoneDrawer: Story = {
  args: { selection: { colour: ['noir'], size: ['38', '40'] } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The sidebar gives way to a button that says how many filters apply.
    await expect(canvas.queryByRole('region', { name: 'Filtres' })).toBeNull();
    const open = canvas.getByRole('button', { name: 'Filtrer (3)' });
    await userEvent.click(open);
    const drawer = canvas.getByRole('dialog', { name: 'Filtres' });
    await waitFor(() => expect(drawer).toBeVisible());
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /^Marine/u }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      colour: ['noir', 'marine'],
      size: ['38', '40'],
    });
    await expect(canvas.getByRole('button', { name: 'Filtrer (4)' })).toBeInTheDocument();
    // Ids stay unique with the drawer open.
    const ids = [...canvasElement.querySelectorAll('[id]')].map((element) => element.id);
    await expect(new Set(ids).size).toBe(ids.length);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Voir les 124 articles' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();
  },
};

export const PhoneClearAllInDrawer: Story = {
  args: { selection: { brand: ['venca'] }, resultCount: 1 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrer (1)' }));
    const drawer = canvas.getByRole('dialog');
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Voir l’article' })).toBeVisible(),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Tout effacer' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
    await expect(within(drawer).getByRole('button', { name: 'Tout effacer' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Filtrer' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { facets: [], resultCount: 0 },
  play: async ({ canvasElement }) => {
    const sidebar = within(canvasElement).getByRole('region', { name: 'Filtres' });
    await expect(within(sidebar).queryByRole('checkbox')).toBeNull();
  },
};

export const LongFrenchText: Story = {
  args: { facets: longFrenchFacets, selection: { matiere: ['lin'] } },
  globals: { viewport: { value: 'large', isRotated: false } },
  render: (args) => (
    <div style={{ width: 280 }}>
      <FacetFiltersHarness {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Counts are grouped in the store's way: 1 204.
    await expect(
      canvas.getByRole('checkbox', { name: /^Lin lavé .* \(1\u202f204 articles\)$/u }),
    ).toBeChecked();
    const sidebar = canvas.getByRole('region');
    await expect(sidebar.scrollWidth).toBeLessThanOrEqual(280);
  },
};

export const EnglishStore: Story = {
  args: { facets: englishFacets, selection: { price: ['0-20'] }, resultCount: 9 },
  globals: { locale: 'en-GB', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Under £20 (9 items)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^£20 to £50/u })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter Price: Under £20' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({});
  },
};
