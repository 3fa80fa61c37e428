import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UiProvider } from '../core/ui-context.js';
import {
  englishMenuItems,
  englishServiceBanner,
  findMenuItem,
  frenchMenuItems,
  longFrenchMenuItems,
  serviceBanner,
} from '../fixtures/menu.story-support.js';
import { StoryLink } from '../fixtures/story-link.story-support.js';
import { createStoryClock, withClock } from '../fixtures/timing.story-support.js';
import { MEGA_MENU_HOVER_DELAY } from './hover-intent.js';
import { MegaMenu } from './mega-menu.js';

/**
 * The hover stories' time: their play functions move it (see {@link createStoryClock}), so the
 * hover delay and the click guard last exactly as long as they say, however loaded the machine.
 */
const clock = createStoryClock();

/** Runs a story's menu on {@link clock}, reset before it renders. */
const clocked = {
  decorators: [withClock(clock)],
  beforeEach: () => {
    clock.reset();
  },
};

/**
 * Hovers `target` and moves the clock through the hover delay: `button`'s layer is still closed
 * a millisecond before the end, open at the end.
 */
async function hoverUntilOpen(
  user: ReturnType<typeof userEvent.setup>,
  target: HTMLElement,
  button: HTMLElement,
): Promise<void> {
  await user.hover(target);
  clock.advance(MEGA_MENU_HOVER_DELAY - 1);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  clock.advance(1);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

/** The layer a disclosure button controls. */
const layerOf = (button: HTMLElement): HTMLElement => {
  const layer = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!layer) throw new Error('The button controls no layer');
  return layer;
};

const meta = {
  title: 'Navigation/MegaMenu',
  component: MegaMenu,
  args: {
    items: frenchMenuItems,
    serviceBanner,
    onNavigate: fn(),
    onBannerClick: fn(),
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <UiProvider Link={StoryLink}>
        <div style={{ minHeight: 720 }}>
          <Story />
          <p data-testid="page" style={{ padding: '2rem', margin: 0 }}>
            Contenu de la page
          </p>
        </div>
      </UiProvider>
    ),
  ],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav).toBeVisible();
    const entries = within(nav)
      .getAllByRole('listitem')
      .filter((li) => li.dataset.menuEntry);
    await expect(entries).toHaveLength(8);
    for (const button of within(nav).getAllByRole('button', { expanded: false }))
      await expect(layerOf(button)).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Femme' })).toHaveAttribute(
      'href',
      frenchMenuItems[0]?.url,
    );
  },
};

export const OpenedLayer: Story = {
  name: 'Opened layer (hover intent)',
  ...clocked,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    const femme = canvas.getByRole('button', { name: 'Sous-menu Femme' });
    const homme = canvas.getByRole('button', { name: 'Sous-menu Homme' });

    // First hover: closed at first, the layer only after the 300 ms delay.
    await hoverUntilOpen(user, canvas.getByRole('link', { name: 'Femme' }), femme);
    const layer = within(layerOf(femme));
    await expect(layerOf(femme)).toBeVisible();
    await expect(layer.getByRole('link', { name: 'Robes longues' })).toBeVisible();
    await expect(layer.getByRole('link', { name: /^Soldes : jusqu’à -50 %/ })).toBeVisible();
    await expect(
      layer.getByRole('link', { name: 'Livraison offerte dès 49 € d’achat' }),
    ).toBeVisible();

    // Later openings are instant: the clock does not move.
    await user.hover(canvas.getByRole('link', { name: 'Homme' }));
    await expect(homme).toHaveAttribute('aria-expanded', 'true');
    await expect(femme).toHaveAttribute('aria-expanded', 'false');

    // Escape closes and gives focus back to the entry's button.
    within(layerOf(homme)).getByRole('link', { name: 'Chemises' }).focus();
    await user.keyboard('{Escape}');
    await expect(homme).toHaveAttribute('aria-expanded', 'false');
    await expect(layerOf(homme)).not.toBeVisible();
    await expect(homme).toHaveFocus();

    // A click on the button opens at once; a click away closes.
    await user.click(homme);
    await expect(homme).toHaveAttribute('aria-expanded', 'true');
    await user.click(canvas.getByTestId('page'));
    await waitFor(() => expect(homme).toHaveAttribute('aria-expanded', 'false'));

    // Following a link closes the layer and reports the item.
    await user.click(femme);
    await user.click(within(layerOf(femme)).getByRole('link', { name: 'Jeans' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      findMenuItem(frenchMenuItems.slice(0, 1), 'Jeans'),
    );
    await expect(femme).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LeavingTheMenu: Story = {
  name: 'Leaving the menu closes and resets the delay',
  ...clocked,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    const lingerie = canvas.getByRole('button', { name: 'Sous-menu Lingerie' });
    await hoverUntilOpen(user, canvas.getByRole('link', { name: 'Lingerie' }), lingerie);
    await user.hover(canvas.getByTestId('page'));
    await expect(lingerie).toHaveAttribute('aria-expanded', 'false');
    // Back in the menu, the first hover waits again.
    const chaussures = canvas.getByRole('button', { name: 'Sous-menu Chaussures' });
    await hoverUntilOpen(user, canvas.getByRole('link', { name: 'Chaussures' }), chaussures);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    const femmeLink = canvas.getByRole('link', { name: 'Femme' });
    const femme = canvas.getByRole('button', { name: 'Sous-menu Femme' });

    // Arrows, Home and End move between the top-level entries.
    await user.tab();
    await expect(femmeLink).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Homme' })).toHaveFocus();
    await user.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: 'Soldes' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Maison' })).toHaveFocus();
    await user.keyboard('{Home}');
    await expect(femmeLink).toHaveFocus();

    // The disclosure button follows the link; Enter opens, Tab goes through the layer.
    await user.tab();
    await expect(femme).toHaveFocus();
    await expect(femme).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await expect(femme).toHaveAttribute('aria-expanded', 'true');
    const layer = within(layerOf(femme));
    await user.tab();
    await expect(layer.getByRole('link', { name: 'Robes' })).toHaveFocus();
    await user.tab();
    await expect(layer.getByRole('link', { name: 'Robes longues' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await expect(layer.getByRole('link', { name: 'Robes courtes' })).toHaveFocus();

    // Escape closes and returns focus to the button.
    await user.keyboard('{Escape}');
    await expect(femme).toHaveAttribute('aria-expanded', 'false');
    await expect(femme).toHaveFocus();

    // Down Arrow opens and enters the layer; Space toggles.
    await user.keyboard('{ArrowDown}');
    await expect(femme).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(layer.getByRole('link', { name: 'Robes' })).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    await expect(femme).toHaveFocus();
    await user.keyboard(' ');
    await expect(femme).toHaveAttribute('aria-expanded', 'false');

    // Tabbing past the layer's last link closes it.
    await user.keyboard(' ');
    layer.getByRole('link', { name: 'Livraison offerte dès 49 € d’achat' }).focus();
    await user.tab();
    await expect(canvas.getByRole('link', { name: 'Homme' })).toHaveFocus();
    await expect(femme).toHaveAttribute('aria-expanded', 'false');

    // A button-only entry (no link) opens with Enter too.
    const maison = canvas.getByRole('button', { name: 'Maison' });
    maison.focus();
    await user.keyboard('{Enter}');
    await expect(maison).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'Linge de lit' }),
    );
    await expect(maison).toHaveAttribute('aria-expanded', 'false');
  },
};

export const TouchBehaviour: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    const femmeLink = canvas.getByRole('link', { name: 'Femme' });
    const femme = canvas.getByRole('button', { name: 'Sous-menu Femme' });

    // First tap: the layer opens, the link is not followed.
    await user.pointer({ keys: '[TouchA]', target: femmeLink });
    await expect(femme).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onNavigate).not.toHaveBeenCalled();

    // Second tap: the link is followed and the layer closes.
    await user.pointer({ keys: '[TouchA]', target: femmeLink });
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ label: 'Femme' }));
    await expect(femme).toHaveAttribute('aria-expanded', 'false');

    // An entry without a layer is followed on the first tap.
    await user.pointer({
      keys: '[TouchA]',
      target: canvas.getByRole('link', { name: 'Bien-être' }),
    });
    await expect(args.onNavigate).toHaveBeenLastCalledWith(
      expect.objectContaining({ label: 'Bien-être' }),
    );
  },
};

export const Flags: Story = {
  name: 'Flags (no click, no layer, css class)',
  // The second click follows the first within the click guard, however long the checks between
  // them take: a hover then would open Femme's layer before the click, which would close it.
  ...clocked,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    // menuNoLayer: a plain link, no disclosure button.
    await expect(canvas.getByRole('link', { name: 'Bien-être' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Bien-être/ })).toBeNull();
    // menuNoClick with a layer: a button, no link.
    await expect(canvas.queryByRole('link', { name: 'Maison' })).toBeNull();
    // cssClass 'is-sale': raw class kept, label in the accent red.
    const soldes = canvas.getByRole('link', { name: 'Soldes' });
    await expect(soldes).toHaveClass('is-sale');
    await expect(getComputedStyle(soldes).color).toBe('rgb(179, 18, 46)');
    // menuMobNoLayer is ignored on desktop: Soldes still has its layer.
    await user.click(canvas.getByRole('button', { name: 'Sous-menu Soldes' }));
    await expect(canvas.getByRole('button', { name: 'Sous-menu Soldes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // menuNoClick on a group title: text, not a link.
    await user.click(canvas.getByRole('button', { name: 'Sous-menu Femme' }));
    const femme = within(layerOf(canvas.getByRole('button', { name: 'Sous-menu Femme' })));
    await expect(femme.getByText('Nos sélections')).toBeVisible();
    await expect(femme.queryByRole('link', { name: 'Nos sélections' })).toBeNull();
    await expect(femme.getByRole('link', { name: 'Petits prix' })).toHaveClass('is-sale');
    await expect(femme.getByRole('link', { name: 'Nouveautés' })).toHaveClass('is-new');
  },
};

export const LongFrenchLabels: Story = {
  args: { items: longFrenchMenuItems },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    const button = canvas.getByRole('button', {
      name: 'Sous-menu Prêt-à-porter féminin et accessoires de saison',
    });
    await user.click(button);
    await expect(
      within(layerOf(button)).getByRole('link', {
        name: 'Pulls à col roulé en laine mérinos',
      }),
    ).toBeVisible();
    // The bar wraps rather than overflowing the page.
    const nav = canvas.getByRole('navigation');
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

export const EnglishStore: Story = {
  name: 'en-GB',
  args: { items: englishMenuItems, serviceBanner: englishServiceBanner },
  globals: { locale: 'en-GB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    const women = canvas.getByRole('button', { name: 'Women submenu' });
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await user.click(women);
    await expect(
      within(layerOf(women)).getByRole('link', { name: 'Free delivery on orders over £49' }),
    ).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation')).toBeVisible();
  },
};

export const Phone: Story = {
  name: 'Phone (hidden: the drawer is used)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = canvasElement.querySelector('nav');
    await expect(nav).not.toBeNull();
    await expect(nav).not.toBeVisible();
  },
};

/** While `/v2/menu` is fetched: placeholders at the bar's height, announced as loading. */
export const Loading: Story = {
  args: { items: [], loading: true },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu principal' });
    await expect(nav).toHaveAttribute('aria-busy', 'true');
    await expect(within(nav).getByRole('status')).toHaveTextContent('Chargement…');
    await expect(nav.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    await expect(within(nav).queryByRole('link')).toBeNull();
  },
};

/** The menu arrives while the bar is loading: hovering opens its layers as usual. */
export const LoadedAfterLoading: Story = {
  args: { items: [], loading: true },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  ...clocked,
  render: function Render(args) {
    const [items, setItems] = useState(args.items);
    useEffect(() => {
      const timer = setTimeout(() => {
        setItems(frenchMenuItems);
      }, 50);
      return () => {
        clearTimeout(timer);
      };
    }, []);
    return <MegaMenu {...args} items={items} loading={items.length === 0} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const femme = await canvas.findByRole('button', { name: 'Sous-menu Femme' });
    await hoverUntilOpen(userEvent.setup(), canvas.getByRole('link', { name: 'Femme' }), femme);
    await expect(layerOf(femme)).toBeVisible();
  },
};

/** The menu could not be loaded: no empty navigation landmark is left behind. */
export const Empty: Story = {
  args: { items: [] },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
