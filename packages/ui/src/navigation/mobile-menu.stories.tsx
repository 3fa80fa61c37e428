import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  MOBILE_MENU_HREFS,
  MOBILE_MENU_HREFS_EN,
  englishMenuItems,
  englishMobileFooterBanner,
  englishMobileMerchBanners,
  findMenuItem,
  frenchMenuItems,
  longFrenchMenuItems,
  mobileFooterBanner,
  mobileMerchBanners,
} from '../fixtures/menu.story-support.js';
import { present } from '../fixtures/queries.story-support.js';
import { withStoryLinks } from '../fixtures/story-link.story-support.js';
import { MobileMenu } from './mobile-menu.js';
import type { MobileMenuProps } from './mobile-menu.js';

/** The app's side: an opener outside the drawer, and `open` set back to false on close. */
function WithOpener(args: MobileMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        style={{ minWidth: 44, minHeight: 44, margin: 8 }}
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('LABEL_MENU_DRAWER_TITLE')}
      </button>
      <MobileMenu
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

/** A window event that makes DroppedWhileOpen's app drop the drawer. */
const DROP_DRAWER = 'story:drop-drawer';

/**
 * The app drops the drawer, open or not, and keeps its opener: the store's header does when the
 * window grows to desktop width.
 */
function DroppedWhileOpen(args: MobileMenuProps) {
  const [open, setOpen] = useState(args.open);
  const [dropped, setDropped] = useState(false);
  useEffect(() => {
    const drop = () => {
      setDropped(true);
    };
    window.addEventListener(DROP_DRAWER, drop);
    return () => {
      window.removeEventListener(DROP_DRAWER, drop);
    };
  }, []);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Menu
      </button>
      {!dropped && <MobileMenu {...args} open={open} />}
    </>
  );
}

const meta = {
  title: 'Navigation/MobileMenu',
  component: MobileMenu,
  args: {
    open: true,
    onClose: fn(),
    onNavigate: fn(),
    onBannerClick: fn(),
    items: frenchMenuItems,
    banners: mobileMerchBanners,
    footerBanner: mobileFooterBanner,
    basketCount: 3,
    ...MOBILE_MENU_HREFS,
  },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <WithOpener key={String(args.open)} {...args} />,
  decorators: [withStoryLinks],
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvasElement.querySelector('dialog')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(await canvas.findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};

export const OpenAtRoot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Menu' });
    const drawer = within(dialog);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(drawer.getByRole('heading', { level: 2, name: 'Menu' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Fermer' })).toHaveFocus();

    const menu = within(drawer.getByRole('navigation', { name: 'Menu principal' }));
    await expect(menu.getByRole('button', { name: 'Femme' })).toBeVisible();
    // menuMobNoLayer: a plain link (and its 'is-sale' class); menuNoLayer is desktop-only.
    await expect(menu.getByRole('link', { name: 'Soldes' })).toHaveClass('is-sale');
    await expect(menu.queryByRole('button', { name: 'Soldes' })).toBeNull();
    await expect(menu.getByRole('button', { name: 'Bien-être' })).toBeVisible();

    // Banners in an autoplaying carousel, quick order, footer banner, toolbar.
    const carousel = drawer.getByRole('region', { name: 'À la une' });
    await expect(
      within(carousel).getByRole('button', { name: 'Arrêter le défilement automatique' }),
    ).toBeVisible();
    await expect(
      within(carousel).getByRole('link', { name: 'Soldes : jusqu’à -50 %' }),
    ).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Commande rapide' })).toHaveAttribute(
      'href',
      MOBILE_MENU_HREFS.quickOrderHref,
    );
    await expect(
      drawer.getByRole('link', { name: 'Découvrir la nouvelle collection' }),
    ).toBeVisible();
    const toolbar = within(drawer.getByRole('navigation', { name: 'Compte, aide et panier' }));
    await expect(toolbar.getByRole('link', { name: 'Mon compte' })).toHaveAttribute(
      'href',
      MOBILE_MENU_HREFS.accountHref,
    );
    await expect(toolbar.getByRole('link', { name: 'Aide' })).toBeVisible();
    await expect(toolbar.getByRole('link', { name: 'Panier, 3 articles' })).toHaveTextContent('3');
  },
};

/** The quick-order link and the toolbar's links report their stable names (header clicks). */
export const ToolbarLinkClicks: Story = {
  args: { onLinkClick: fn() },
  play: async ({ canvasElement, args }) => {
    const drawer = within(await within(canvasElement).findByRole('dialog', { name: 'Menu' }));
    const toolbar = within(drawer.getByRole('navigation', { name: 'Compte, aide et panier' }));
    await userEvent.click(drawer.getByRole('link', { name: 'Commande rapide' }));
    await userEvent.click(toolbar.getByRole('link', { name: 'Mon compte' }));
    await userEvent.click(toolbar.getByRole('link', { name: 'Aide' }));
    await userEvent.click(toolbar.getByRole('link', { name: 'Panier, 3 articles' }));
    await expect(args.onLinkClick).toHaveBeenNthCalledWith(
      1,
      'quick_order',
      MOBILE_MENU_HREFS.quickOrderHref,
    );
    await expect(args.onLinkClick).toHaveBeenNthCalledWith(
      2,
      'account',
      MOBILE_MENU_HREFS.accountHref,
    );
    await expect(args.onLinkClick).toHaveBeenNthCalledWith(3, 'help', MOBILE_MENU_HREFS.helpHref);
    await expect(args.onLinkClick).toHaveBeenNthCalledWith(
      4,
      'basket',
      MOBILE_MENU_HREFS.basketHref,
    );
    // Menu entries stay menu clicks, not header clicks.
    await userEvent.click(drawer.getByRole('link', { name: 'Soldes' }));
    await expect(args.onLinkClick).toHaveBeenCalledTimes(4);
  },
};

/** Femme with a column heading whose column is only a banner (desktop): nothing to show on phones. */
const withBannerOnlyColumn = frenchMenuItems.map((item) =>
  item.label === 'Femme'
    ? {
        ...item,
        children: [
          ...(item.children ?? []),
          {
            id: 'femme-inspiration',
            label: 'Inspirations',
            url: '/femme?sort=newest',
            children: [],
            metadata: { menuColumn: 4, menuNoClick: true },
          },
        ],
      }
    : item,
);

export const NoEmptyEntries: Story = {
  args: { items: withBannerOnlyColumn },
  play: async ({ canvasElement }) => {
    const drawer = within(await within(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Femme' }));
    await expect(drawer.getByRole('heading', { level: 2 })).toHaveTextContent('Femme');
    await expect(drawer.queryByText('Inspirations')).toBeNull();
    // Every row of the level leads somewhere: a link, or a button to a deeper level.
    const level = present(drawer.getAllByRole('list')[0]);
    for (const row of within(level).getAllByRole('listitem'))
      await expect(row.querySelector('a[href], button')).not.toBeNull();
  },
};

export const DrilledTwoLevels: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    const drawer = within(await canvas.findByRole('dialog', { name: 'Menu' }));
    const heading = () => drawer.getByRole('heading', { level: 2 });

    // Femme: its level is pushed and its heading takes the focus.
    const femme = drawer.getByRole('button', { name: 'Femme' });
    await user.click(femme);
    await expect(heading()).toHaveTextContent('Femme');
    await expect(heading()).toHaveFocus();
    await expect(drawer.getByRole('link', { name: 'Tout voir – Femme' })).toHaveAttribute(
      'href',
      findMenuItem(frenchMenuItems, 'Femme').url,
    );
    await expect(drawer.queryByRole('region', { name: 'À la une' })).toBeNull();

    // Robes, one level deeper.
    await user.click(drawer.getByRole('button', { name: 'Robes' }));
    await expect(heading()).toHaveTextContent('Robes');
    await expect(heading()).toHaveFocus();
    const robesLongues = drawer.getByRole('link', { name: 'Robes longues' });
    await user.click(robesLongues);
    await expect(args.onNavigate).toHaveBeenCalledWith(
      findMenuItem(frenchMenuItems, 'Robes longues'),
    );

    // Back to Femme: focus returns to the item that opened the level.
    await user.click(drawer.getByRole('button', { name: 'Retour à Femme' }));
    await expect(heading()).toHaveTextContent('Femme');
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Robes' })).toHaveFocus());

    // Back to the root.
    await user.click(drawer.getByRole('button', { name: 'Retour' }));
    await expect(heading()).toHaveTextContent('Menu');
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Femme' })).toHaveFocus());
    await expect(drawer.queryByRole('button', { name: /^Retour/ })).toBeNull();
    await expect(drawer.getByRole('region', { name: 'À la une' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup();
    const opener = canvas.getByRole('button', { name: 'Menu' });

    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Menu' });
    const drawer = within(dialog);
    const close = drawer.getByRole('button', { name: 'Fermer' });
    await expect(close).toHaveFocus();

    // Focus stays in the drawer both ways.
    await user.tab({ shift: true });
    await expect(drawer.getByRole('link', { name: 'Panier, 3 articles' })).toHaveFocus();
    await user.tab();
    await expect(close).toHaveFocus();

    // Enter on an item pushes its level.
    await user.tab();
    await expect(drawer.getByRole('button', { name: 'Femme' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(drawer.getByRole('heading', { level: 2, name: 'Femme' })).toHaveFocus();

    // Escape closes: onClose once, focus back on the opener.
    await user.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(opener).toHaveFocus();

    // Opening again starts at the root; the close button closes too.
    await user.click(opener);
    await expect(drawer.getByRole('heading', { level: 2, name: 'Menu' })).toBeVisible();
    await user.click(drawer.getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(opener).toHaveFocus();
  },
};

export const FocusBackWhenDropped: Story = {
  name: 'Focus back to the opener when the app drops the open drawer',
  args: { open: false },
  render: (args) => <DroppedWhileOpen {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    const drawer = within(await canvas.findByRole('dialog', { name: 'Menu' }));
    await expect(drawer.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    window.dispatchEvent(new Event(DROP_DRAWER));
    // Focus fell to the body with the dialog; the drawer gives it back once it has gone.
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const WithoutBanners: Story = {
  name: 'Without banners, empty basket',
  args: { banners: [], footerBanner: undefined, basketCount: 0 },
  play: async ({ canvasElement }) => {
    const drawer = within(await within(canvasElement).findByRole('dialog'));
    await expect(drawer.queryByRole('region')).toBeNull();
    await expect(drawer.getByRole('link', { name: 'Panier' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Commande rapide' })).toBeVisible();
  },
};

export const LongFrenchLabels: Story = {
  args: { items: longFrenchMenuItems, basketCount: 128 },
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const dialog = await within(canvasElement).findByRole('dialog');
    const drawer = within(dialog);
    await expect(drawer.getByRole('link', { name: 'Panier, 128 articles' })).toHaveTextContent(
      '99+',
    );
    await user.click(
      drawer.getByRole('button', { name: 'Prêt-à-porter féminin et accessoires de saison' }),
    );
    await user.click(
      drawer.getByRole('button', { name: 'Robes, combinaisons et ensembles coordonnés' }),
    );
    await expect(drawer.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Robes, combinaisons et ensembles coordonnés',
    );
    await expect(
      drawer.getByRole('button', {
        name: 'Retour à Prêt-à-porter féminin et accessoires de saison',
      }),
    ).toBeVisible();
    // Long labels wrap: no row, heading or button is wider than the drawer.
    const boxes = [...dialog.querySelectorAll<HTMLElement>('h2, li > a, li > button, button')];
    await expect(boxes.length).toBeGreaterThan(4);
    await waitFor(async () => {
      for (const box of boxes) {
        await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
        await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(
          dialog.getBoundingClientRect().right + 0.5,
        );
      }
    });
  },
};

export const EnglishStore: Story = {
  name: 'en-GB',
  args: {
    items: englishMenuItems,
    banners: englishMobileMerchBanners,
    footerBanner: englishMobileFooterBanner,
    basketCount: 2,
    ...MOBILE_MENU_HREFS_EN,
  },
  globals: { locale: 'en-GB', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const user = userEvent.setup();
    const drawer = within(await within(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await expect(drawer.getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(drawer.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Quick order' })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Highlights' })).toBeVisible();
    await user.click(drawer.getByRole('button', { name: 'Women' }));
    await user.click(drawer.getByRole('button', { name: 'Dresses' }));
    await expect(drawer.getByRole('button', { name: 'Back to Women' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'See all – Dresses' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    // The drawer leaves a strip of the dimmed page visible (and clickable to close).
    await expect(dialog.getBoundingClientRect().width).toBeLessThan(window.innerWidth);
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBe(0));
    // A click on that strip (the backdrop, which belongs to the dialog element) closes.
    await userEvent.click(dialog);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};

/** The menu is still being fetched: placeholder rows; quick order and the toolbar already work. */
export const Loading: Story = {
  args: { items: [], banners: [], loading: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Menu' });
    const drawer = within(dialog);
    const nav = drawer.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav).toHaveAttribute('aria-busy', 'true');
    await expect(within(nav).getByRole('status')).toHaveTextContent('Chargement…');
    await expect(within(nav).queryByRole('button')).toBeNull();
    await expect(drawer.getByRole('link', { name: 'Commande rapide' })).toBeVisible();
  },
};
