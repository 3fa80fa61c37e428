import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  dressSuggestions,
  emptySuggestions,
  longFrenchSuggestions,
  robeSuggestions,
  searchBanners,
} from '../fixtures/search.story-support.js';
import { present } from '../fixtures/queries.story-support.js';
import { createStoryClock, withClock } from '../fixtures/timing.story-support.js';
import { storyNavigate as navigate, withStoryLinks } from '../fixtures/story-link.story-support.js';
import { SEARCH_PLACEHOLDER_INTERVAL } from './placeholder-rotation.js';
import { SearchCombobox } from './search-combobox.js';
import type { SearchComboboxProps } from './search-combobox.js';

const withRoom: Decorator = (Story) => (
  <div style={{ minHeight: 760 }}>
    <Story />
  </div>
);

/** The app's side: it owns the keyword. */
function ControlledSearch(args: SearchComboboxProps) {
  const [value, setValue] = useState(args.value);
  return (
    <SearchCombobox
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Search/SearchCombobox',
  component: SearchCombobox,
  decorators: [withRoom, withStoryLinks],
  render: (args) => <ControlledSearch {...args} />,
  args: {
    value: '',
    onChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
    onFollow: fn(),
    onBannerFollow: fn(),
    suggestions: robeSuggestions,
    status: 'ready',
    rotatePlaceholder: true,
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof SearchCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder stories' time: the play functions move it (see {@link createStoryClock}). */
const clock = createStoryClock();

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Rechercher' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await expect(input).toHaveAttribute('placeholder', 'Trouver un produit');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Rechercher' })).toHaveAttribute(
      'type',
      'submit',
    );
  },
};

export const TypingOneCharacter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'r');
    await expect(args.onChange).toHaveBeenLastCalledWith('r');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
  },
};

export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'robe');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox', { name: 'Suggestions de recherche' });
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(11);
    await expect(canvas.getByRole('group', { name: 'Catégories' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Produits' })).toBeVisible();
    // The matched part of each category is marked, from the highlight or from the keyword.
    await expect(options[0]?.querySelector('mark')).toHaveTextContent('Robe');
    await expect(options[4]?.querySelector('mark')).toHaveTextContent('robe');
    await expect(canvas.getByRole('status')).toHaveTextContent('11 suggestions');

    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);

    await userEvent.keyboard('{Enter}');
    await expect(args.onFollow).toHaveBeenCalledWith({
      type: 'page',
      id: 'C-10210',
      url: '/fr/femme/vetements/robes',
    });
    await expect(navigate).toHaveBeenCalledWith('/fr/femme/vetements/robes');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-activedescendant');

    // Typing opens it again; Escape closes it and keeps the keyword.
    await userEvent.type(input, 's');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('robes');
  },
};

export const ProductsByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'robe');
    const options = within(canvas.getByRole('listbox')).getAllByRole('option');
    // Up from the field goes to the last product; down wraps to the first category.
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[10]?.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    // Down through the five categories to the first product.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[5]?.id);
    await expect(options[5]).toHaveAccessibleName(/Robe portefeuille imprimée fleurie/);
    await expect(options[5]).toHaveTextContent('-30 %');
    // Moving the caret gives the visual focus back to the field.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[9]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onFollow).toHaveBeenCalledWith({
      type: 'product',
      id: 'P-RPL8820PL',
      url: '/fr/p/robe-plissee-bretelles-P-RPL8820PL',
    });
    await expect(navigate).toHaveBeenCalledWith('/fr/p/robe-plissee-bretelles-P-RPL8820PL');
  },
};

export const SubmitSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'robe longue{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('robe longue');
    await expect(args.onFollow).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // 'See all results' runs the same search.
    await userEvent.type(input, ' fleurie');
    await userEvent.click(canvas.getByRole('button', { name: 'Voir tous les résultats' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith('robe longue fleurie');
    // So does the search button.
    await userEvent.click(canvas.getByRole('button', { name: 'Rechercher' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(3);
  },
};

export const SeeAllLink: Story = {
  args: { value: 'robe', seeAllHref: '/fr/recherche/robe' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    const seeAll = canvas.getByRole('link', { name: 'Voir tous les résultats' });
    await expect(seeAll).toHaveAttribute('href', '/fr/recherche/robe');
  },
};

export const EscapeClosesThenClears: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'robe');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-activedescendant');
    await expect(input).toHaveValue('robe');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CloseAndClear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'robe');
    // The clear button empties the field and keeps the focus there.
    await userEvent.click(canvas.getByRole('button', { name: 'Effacer la recherche' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'robe');
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Fermer' })).toBeNull();
  },
};

export const TabLeaves: Story = {
  render: (args) => (
    <>
      <ControlledSearch {...args} />
      <button type="button">Après la recherche</button>
    </>
  ),
  args: { value: 'robe' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    // The options are not in the tab order: Tab goes to the field's buttons, then the popup's.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Effacer la recherche' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Voir tous les résultats' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Après la recherche' })).toHaveFocus();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Loading: Story = {
  args: { value: 'robe', status: 'loading', suggestions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    await expect(canvas.getByRole('status')).toHaveTextContent('Recherche…');
    await expect(canvas.getByText('Recherche…', { selector: 'p' })).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NoResults: Story = {
  args: { value: 'robe fuchsia à pois', suggestions: emptySuggestions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.click(input);
    const message = /Aucun résultat pour «\s?robe fuchsia à pois\s?»/;
    await expect(canvas.getByRole('status')).toHaveTextContent(message);
    await expect(canvas.getByText(message, { selector: 'p' })).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Voir tous les résultats' })).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { value: 'robe', status: 'error', suggestions: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'La recherche est momentanément indisponible',
    );
    await expect(canvas.queryByRole('listbox')).toBeNull();
    // Enter still runs the full search.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('robe');
  },
};

export const EmptyFocusBanners: Story = {
  args: { emptyFocusBanners: searchBanners, showEmptyFocusBanners: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await expect(canvas.queryByRole('region', { name: 'Tendances du moment' })).toBeNull();
    await userEvent.click(input);
    const region = canvas.getByRole('region', { name: 'Tendances du moment' });
    const banners = within(region).getAllByRole('link');
    await expect(banners).toHaveLength(3);
    await expect(banners[0]).toHaveAccessibleName(/Soldes/);
    await userEvent.click(present(banners[1]));
    await expect(args.onBannerFollow).toHaveBeenCalledWith(searchBanners[1]);
    await expect(navigate).toHaveBeenCalledWith('/fr/maison/linge-de-maison');
    // Typing replaces the banners by the suggestions.
    await userEvent.type(input, 'robe');
    await expect(canvas.queryByRole('region', { name: 'Tendances du moment' })).toBeNull();
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.clear(input);
    await expect(canvas.getByRole('region', { name: 'Tendances du moment' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region', { name: 'Tendances du moment' })).toBeNull();
  },
};

export const Phone: Story = {
  args: {
    rotatePlaceholder: false,
    emptyFocusBanners: searchBanners,
    showEmptyFocusBanners: false,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: [withClock(clock)],
  beforeEach: () => {
    clock.reset();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveAttribute('placeholder', 'Rechercher');
    // Nothing rotates on a phone.
    await expect(clock.pendingTimers()).toBe(0);
    clock.advance(SEARCH_PLACEHOLDER_INTERVAL * 3);
    await expect(input).toHaveAttribute('placeholder', 'Rechercher');
    await userEvent.click(input);
    await expect(canvas.queryByRole('region')).toBeNull();
    await userEvent.type(input, 'robe');
    await expect(canvas.getByRole('listbox')).toBeVisible();
  },
};

export const MaxLength: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveAttribute('maxlength', '128');
    // Pasting most of it keeps the story quick on a loaded machine; the last keys are typed past
    // the limit one by one.
    await userEvent.click(input);
    await userEvent.paste('a'.repeat(125));
    await userEvent.type(input, 'a'.repeat(15));
    await expect((input as HTMLInputElement).value).toHaveLength(128);
    await expect(args.onChange).toHaveBeenLastCalledWith('a'.repeat(128));
  },
};

export const PlaceholderRotation: Story = {
  decorators: [withClock(clock)],
  beforeEach: () => {
    clock.reset();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await expect(input).toHaveAttribute('placeholder', 'Trouver un produit');
    // Every 2 s, not a millisecond sooner.
    clock.advance(SEARCH_PLACEHOLDER_INTERVAL - 1);
    await expect(input).toHaveAttribute('placeholder', 'Trouver un produit');
    clock.advance(1);
    await expect(input).toHaveAttribute('placeholder', 'Trouver une couleur');
    // It holds while the field has the focus: the rotation stops.
    input.focus();
    await waitFor(() => expect(clock.pendingTimers()).toBe(0));
    clock.advance(SEARCH_PLACEHOLDER_INTERVAL * 3);
    await expect(input).toHaveAttribute('placeholder', 'Trouver une couleur');
    // Leaving the field starts it again, a full interval from then.
    input.blur();
    await waitFor(() => expect(clock.pendingTimers()).toBe(1));
    clock.advance(SEARCH_PLACEHOLDER_INTERVAL - 1);
    await expect(input).toHaveAttribute('placeholder', 'Trouver une couleur');
    clock.advance(1);
    await expect(input).toHaveAttribute('placeholder', 'Trouver une référence');
  },
};

export const PlaceholderReducedMotion: Story = {
  beforeEach: () => {
    clock.reset();
    const realMatchMedia = window.matchMedia.bind(window);
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string): MediaQueryList =>
        query.includes('prefers-reduced-motion')
          ? ({
              matches: true,
              media: query,
              onchange: null,
              addEventListener: () => undefined,
              removeEventListener: () => undefined,
              dispatchEvent: () => false,
            } as Partial<MediaQueryList> as MediaQueryList)
          : realMatchMedia(query),
    });
    return () => {
      Reflect.deleteProperty(window, 'matchMedia');
    };
  },
  decorators: [withClock(clock)],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await expect(input).toHaveAttribute('placeholder', 'Trouver un produit');
    // No rotation under reduced motion.
    await expect(clock.pendingTimers()).toBe(0);
    clock.advance(SEARCH_PLACEHOLDER_INTERVAL * 3);
    await expect(input).toHaveAttribute('placeholder', 'Trouver un produit');
  },
};

export const LongFrenchLabels: Story = {
  args: { value: 'robe', suggestions: longFrenchSuggestions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    const options = within(canvas.getByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(4);
    await expect(options[3]).toHaveTextContent(/Lot de 5 — 12,99\s€ l’unité/);
  },
};

export const EnglishStore: Story = {
  args: { value: 'dress', suggestions: dressSuggestions },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.click(input);
    const listbox = canvas.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox).toHaveTextContent('£29.50');
    await expect(listbox).toHaveTextContent('-30%');
    await expect(listbox).toHaveTextContent('Pack of 3 — £9 each');
    await expect(canvas.getByRole('button', { name: 'See all results' })).toBeVisible();
    await userEvent.keyboard('{Escape}{Escape}');
    await expect(input).toHaveAttribute('placeholder', 'Find a product');
  },
};
