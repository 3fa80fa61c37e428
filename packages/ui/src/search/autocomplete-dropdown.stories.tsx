import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  dressSuggestions,
  emptySuggestions,
  longFrenchSuggestions,
  robeSuggestions,
} from '../fixtures/search.story-support.js';
import { present } from '../fixtures/queries.story-support.js';
import { storyNavigate, withStoryLinks } from '../fixtures/story-link.story-support.js';
import { AutocompleteDropdown } from './autocomplete-dropdown.js';

const meta = {
  title: 'Search/AutocompleteDropdown',
  component: AutocompleteDropdown,
  // The popup hangs under the search field; here it hangs under the top of the canvas.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 900 }}>
        <div style={{ position: 'relative' }}>
          <Story />
        </div>
      </div>
    ),
    withStoryLinks,
  ],
  beforeEach: () => {
    storyNavigate.mockClear();
  },
  args: {
    listboxId: 'search-suggestions',
    open: true,
    query: 'robe',
    suggestions: robeSuggestions,
    status: 'ready',
    onFollow: fn(),
    onSeeAll: fn(),
    onClose: fn(),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof AutocompleteDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const listbox = canvas.getByRole('listbox', { name: 'Suggestions de recherche' });
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(11);
    await expect(options[0]).toHaveAttribute('id', 'search-suggestions-option-0');
    await expect(options[0]).toHaveAttribute('href', '/fr/femme/vetements/robes');
    await expect(options[0]).toHaveAttribute('tabindex', '-1');
    // Highlights are drawn as <mark>, never as HTML.
    await expect(listbox.querySelectorAll('em')).toHaveLength(0);
    await expect(options[1]?.querySelector('mark')).toHaveTextContent('Robe');
    // A product: picture with its size, discount, brand, label and price.
    const product = present(options[5]);
    const image = product.querySelector('img');
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '500');
    await expect(product).toHaveTextContent('-30 %');
    await expect(product).toHaveTextContent('Atelier Lune');
    await expect(product).toHaveTextContent('34,99 €');
    await expect(product).toHaveTextContent('49,99 €');
    await expect(options[7]).toHaveTextContent('À partir de 59 €');
    await expect(options[8]).toHaveTextContent(/Lot de 3 — 9,99\s€ l’unité/);
    await userEvent.click(product);
    await expect(args.onFollow).toHaveBeenCalledWith({
      type: 'product',
      id: 'P-RBP2024A01',
      url: '/fr/p/robe-portefeuille-imprimee-P-RBP2024A01',
    });
    await expect(storyNavigate).toHaveBeenCalledWith(
      '/fr/p/robe-portefeuille-imprimee-P-RBP2024A01',
    );
  },
};

export const ActiveOption: Story = {
  args: { activeIndex: 6 },
  play: async ({ canvasElement }) => {
    const options = within(canvasElement).getAllByRole('option');
    await expect(options[6]).toHaveAttribute('aria-selected', 'true');
    await expect(options.filter((option) => option.ariaSelected === 'true')).toHaveLength(1);
  },
};

export const SeeAllAndClose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Voir tous les résultats' }));
    await expect(args.onSeeAll).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', suggestions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Recherche…');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const LoadingWithPreviousResults: Story = {
  args: { status: 'loading', query: 'robes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Recherche…');
    await expect(canvas.getAllByRole('option')).toHaveLength(11);
  },
};

export const NoResults: Story = {
  args: { query: 'robe fuchsia à pois', suggestions: emptySuggestions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent(
      /Aucun résultat pour «\s?robe fuchsia à pois\s?»/,
    );
    await expect(canvas.getByText(/Vérifiez l’orthographe/)).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/momentanément indisponible/);
    await expect(canvas.queryByRole('option')).toBeNull();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const LongFrenchLabels: Story = {
  args: { suggestions: longFrenchSuggestions },
  play: async ({ canvasElement }) => {
    const options = within(canvasElement).getAllByRole('option');
    await expect(options[0]).toHaveTextContent(/cérémonie pour mariage, baptême et communion/);
    await expect(options[2]).toHaveTextContent('-31 %');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const grid = present(within(canvasElement).getAllByRole('option')[5]?.parentElement);
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
};

export const EnglishStore: Story = {
  args: { query: 'dress', suggestions: dressSuggestions },
  // Without onClose, no close button.
  render: (args) => <AutocompleteDropdown {...args} onClose={undefined} />,
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const options = canvas.getAllByRole('option');
    await expect(options[3]).toHaveTextContent('£29.50');
    await expect(options[3]).toHaveTextContent('£42');
    await expect(options[5]).toHaveTextContent('Pack of 3 — £9 each');
    // The text as drawn keeps the space before the highlighted part.
    await expect(options[1]?.innerText).toBe('Maxi dresses');
    await expect(options[2]?.innerText).toBe('Plus-size dresses');
    await expect(canvas.getByRole('status')).toHaveTextContent('6 suggestions');
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};
