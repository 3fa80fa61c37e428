import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ACCOUNT_HREF_LOGGED_IN,
  ACCOUNT_HREF_VISITOR,
  BANNER_HTML,
  BANNER_HTML_EN,
  CUSTOMER_MRS_DUPONT,
  CUSTOMER_MRS_SMITH,
  HEADER_HREFS,
  HOSTILE_BANNER_HTML,
  LONG_BANNER_HTML,
  PageFiller,
  PlaceholderMenu,
  PlaceholderSearch,
} from '../fixtures/header.story-support.js';
import { present } from '../fixtures/queries.story-support.js';
import { withStoryLinks } from '../fixtures/story-link.story-support.js';
import {
  isDesktopWidth,
  isHeaderSticky,
  isScrollToTopVisible,
  scrollableHeight,
} from './header-scroll.js';
import { ScrollToTopButton } from './scroll-to-top-button.js';
import { SiteHeader } from './site-header.js';
import { TopBanner } from './top-banner.js';
import type { SiteHeaderProps } from './site-header.js';

const meta = {
  title: 'Header/SiteHeader',
  component: SiteHeader,
  args: {
    ...HEADER_HREFS,
    accountHref: ACCOUNT_HREF_VISITOR,
    banner: <TopBanner html={BANNER_HTML} />,
    basketCount: 0,
    search: <PlaceholderSearch />,
    menu: <PlaceholderMenu />,
    onOpenMenu: fn(),
    menuId: 'menu-drawer',
    onSignOut: fn(),
    onLogoClick: fn((event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
    }),
  },
  argTypes: { search: { control: false }, menu: { control: false } },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const loggedIn = {
  accountHref: ACCOUNT_HREF_LOGGED_IN,
  customer: CUSTOMER_MRS_DUPONT,
  basketCount: 3,
} satisfies Partial<SiteHeaderProps>;

export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    await expect(within(header).getByRole('link', { name: 'Mon compte' })).toHaveAttribute(
      'href',
      '/fr/customer/account/login',
    );
    await expect(within(header).queryByRole('button', { name: /Mon compte,/ })).toBeNull();
    await expect(within(header).getByRole('searchbox', { name: 'Rechercher' })).toBeVisible();
    await expect(within(header).getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    // Desktop: no burger; the logo link goes home.
    await expect(within(header).queryByRole('button', { name: 'Menu' })).toBeNull();
    const logo = within(header).getByRole('link', { name: 'Vitrine – accueil' });
    await expect(logo).toHaveAttribute('href', '/fr/');
    await userEvent.click(logo);
    await expect(args.onLogoClick).toHaveBeenCalledTimes(1);
  },
};

export const LoggedInWithBasket: Story = {
  args: loggedIn,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The badge shows the count; the link's name says it in words.
    const basket = canvas.getByRole('link', { name: 'Panier, 3 articles' });
    await expect(within(basket).getByTestId('basket-badge')).toHaveTextContent(/^3$/);
    await expect(canvas.getByRole('link', { name: 'Mon compte' })).toHaveAttribute(
      'href',
      '/fr/customer/account/order/history',
    );
    // The account dropdown, by keyboard.
    const toggle = canvas.getByRole('button', { name: 'Mon compte, Mme Dupont' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Mes informations personnelles' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Mes commandes' })).toBeNull();
    // Open again, tab to sign out and press it.
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Se déconnecter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Tabbing past the last entry closes it.
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(basket).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Every link reports its stable name and address (analytics header clicks). */
export const LinkClicks: Story = {
  args: { ...loggedIn, onLinkClick: fn() },
  decorators: [withStoryLinks],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Vitrine – accueil' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Commande rapide' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Aide' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Mon compte' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Panier, 3 articles' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mon compte, Mme Dupont' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Mes informations personnelles' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Mes commandes' }));
    await expect(args.onLinkClick).toHaveBeenNthCalledWith(1, 'logo', HEADER_HREFS.homeHref);
    await expect(args.onLinkClick).toHaveBeenNthCalledWith(
      2,
      'quick_order',
      HEADER_HREFS.quickOrderHref,
    );
    await expect(args.onLinkClick).toHaveBeenNthCalledWith(3, 'help', HEADER_HREFS.helpHref);
    await expect(args.onLinkClick).toHaveBeenNthCalledWith(4, 'account', ACCOUNT_HREF_LOGGED_IN);
    await expect(args.onLinkClick).toHaveBeenNthCalledWith(5, 'basket', HEADER_HREFS.basketHref);
    await expect(args.onLinkClick).toHaveBeenNthCalledWith(
      6,
      'account_information',
      HEADER_HREFS.personalInformationHref,
    );
    await expect(args.onLinkClick).toHaveBeenNthCalledWith(
      7,
      'account_orders',
      HEADER_HREFS.ordersHref,
    );
    await expect(args.onLinkClick).toHaveBeenCalledTimes(7);
    // The logo's own handler still runs (the app reloads the home page with it).
    await expect(args.onLogoClick).toHaveBeenCalledTimes(1);
  },
};

export const EmptyBasket: Story = {
  args: { ...loggedIn, basketCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('basket-badge')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Panier' })).toBeVisible();
  },
};

export const HomePage: Story = {
  args: { isHome: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    const logo = within(heading).getByRole('link', { name: 'Vitrine – accueil' });
    await expect(logo).toHaveAttribute('aria-disabled', 'true');
    await expect(logo).not.toHaveAttribute('href');
    await userEvent.click(logo);
    await expect(args.onLogoClick).not.toHaveBeenCalled();
    // The first Tab stop is the banner's link, then the search: never the logo.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'voir conditions' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

export const Sticky: Story = {
  args: { ...loggedIn, sticky: true },
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <PageFiller />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    const bar = header.firstElementChild;
    if (!(bar instanceof HTMLElement)) throw new Error('no header bar');
    const style = getComputedStyle(bar);
    await expect(style.position).toBe('fixed');
    await expect(style.top).toBe('0px');
    await expect(style.boxShadow).not.toBe('none');
    // Compact: no offer strip; the header keeps its place in the page.
    await expect(canvas.queryByRole('link', { name: 'voir conditions' })).toBeNull();
    await expect(header.getBoundingClientRect().height).toBeGreaterThanOrEqual(
      bar.getBoundingClientRect().height,
    );
    await expect(canvas.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  },
};

/**
 * The app's side: scroll listeners feeding header-scroll's rules to the header and the button.
 * The scroll position the rules were last applied to is left in `data-scroll-y` on a hidden
 * marker, so a play function knows when the header has been drawn for a position.
 */
function ScrollingPage(args: SiteHeaderProps) {
  const [scroll, setScroll] = useState({ y: 0, sticky: false, toTop: false });
  useEffect(() => {
    const update = () => {
      const { scrollY, innerWidth, innerHeight } = window;
      const height = scrollableHeight(document.documentElement.scrollHeight, innerHeight);
      const isHome = args.isHome ?? false;
      setScroll({
        y: scrollY,
        sticky: isHeaderSticky({ scrollY, isDesktop: isDesktopWidth(innerWidth), isHome }),
        toTop: isScrollToTopVisible({ scrollY, scrollableHeight: height, isHome }),
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [args.isHome]);
  return (
    <>
      <SiteHeader {...args} sticky={scroll.sticky} />
      <span hidden data-scroll-y={scroll.y} />
      <PageFiller />
      <ScrollToTopButton
        visible={scroll.toTop}
        onClick={(behavior) => {
          window.scrollTo({ top: 0, behavior });
        }}
      />
    </>
  );
}

/** The marker of the scroll position {@link ScrollingPage} last drew the header for. */
const scrollMarker = (canvasElement: HTMLElement) =>
  present(canvasElement.querySelector('[data-scroll-y]'), 'scroll marker');

export const StickyOnScroll: Story = {
  args: loggedIn,
  render: (args) => <ScrollingPage {...args} />,
  beforeEach: () => () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    const main = canvas.getByRole('main');
    const top = main.getBoundingClientRect().top + window.scrollY;
    await expect(header).not.toHaveAttribute('data-sticky');
    // 166 px is not enough on desktop (checked once the header is drawn for 166)…
    window.scrollTo({ top: 166, behavior: 'instant' });
    await waitFor(() =>
      expect(scrollMarker(canvasElement)).toHaveAttribute('data-scroll-y', '166'),
    );
    await expect(header).not.toHaveAttribute('data-sticky');
    // …167 is, and the page below does not move.
    window.scrollTo({ top: 400, behavior: 'instant' });
    await waitFor(() => expect(header).toHaveAttribute('data-sticky'));
    await expect(main.getBoundingClientRect().top + window.scrollY).toBe(top);
    // Past 10 % of the scrollable height the button shows; it brings the page back up.
    const toTop = await canvas.findByRole('button', { name: 'Haut de page' });
    await userEvent.click(toTop);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(header).not.toHaveAttribute('data-sticky'));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Haut de page' })).toBeNull());
  },
};

export const HomePageNeverSticksOnDesktop: Story = {
  args: { ...loggedIn, isHome: true },
  render: (args) => <ScrollingPage {...args} />,
  beforeEach: () => () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.scrollTo({ top: 800, behavior: 'instant' });
    await waitFor(() =>
      expect(scrollMarker(canvasElement)).toHaveAttribute('data-scroll-y', '800'),
    );
    await expect(window.scrollY).toBe(800);
    await expect(canvas.getByRole('banner')).not.toHaveAttribute('data-sticky');
    await expect(canvas.queryByRole('button', { name: 'Haut de page' })).toBeNull();
  },
};

export const LongFrenchBanner: Story = {
  args: { ...loggedIn, banner: <TopBanner html={LONG_BANNER_HTML} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'je découvre les soldes' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const HostileBanner: Story = {
  args: { banner: <TopBanner html={HOSTILE_BANNER_HTML} /> },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header.querySelector('script, iframe, img')).toBeNull();
    const link = within(header).getByRole('link', { name: 'j’en profite' });
    await expect(link).toHaveAttribute('href', '/fr/vente-privee');
    const banner = link.closest('p');
    await expect(banner).toHaveTextContent(
      'Vente privée -30 % sur tout le site – j’en profite piège',
    );
    await expect(
      banner?.querySelector('[onerror], [onclick], [onmouseover], [style], [target]'),
    ).toBeNull();
    await expect(within(header).queryByRole('link', { name: 'piège' })).toBeNull();
  },
};

export const WithoutBanner: Story = {
  args: { banner: <TopBanner html={''} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'voir conditions' })).toBeNull();
  },
};

export const Phone: Story = {
  args: loggedIn,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const burger = canvas.getByRole('button', { name: 'Menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toHaveAttribute('aria-controls', 'menu-drawer');
    await userEvent.click(burger);
    await expect(args.onOpenMenu).toHaveBeenCalledTimes(1);
    // The mega menu row is for desktop; the drawer replaces it.
    await expect(canvas.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    // Icons only, still named; everything fits in 375 px.
    await expect(canvas.getByRole('link', { name: 'Panier, 3 articles' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mon compte, Mme Dupont' })).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const PhoneFullBasket: Story = {
  args: { ...loggedIn, basketCount: 128 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByTestId('basket-badge');
    await expect(badge).toHaveTextContent(/^99\+$/);
    await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const PhoneMenuOpen: Story = {
  args: { ...loggedIn, menuOpen: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  // The drawer is another group's: a stand-in with the id the burger controls.
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <div id="menu-drawer">
        <PlaceholderMenu />
      </div>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Tablet: Story = {
  args: loggedIn,
  globals: { viewport: { value: 'medium', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Commande rapide' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Aide' })).toBeVisible();
  },
};

export const Desktop: Story = {
  args: loggedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.getByText('Commande rapide')).toBeVisible();
    await expect(canvas.getByText('Mme Dupont', { selector: 'button span' })).toBeVisible();
    // Logo, search and links share one row.
    const logo = canvas.getByRole('link', { name: 'Vitrine – accueil' }).getBoundingClientRect();
    const search = canvas.getByRole('searchbox').getBoundingClientRect();
    await expect(
      Math.abs(logo.top + logo.height / 2 - (search.top + search.height / 2)),
    ).toBeLessThan(4);
  },
};

export const EnglishStore: Story = {
  args: {
    ...loggedIn,
    customer: CUSTOMER_MRS_SMITH,
    banner: <TopBanner html={BANNER_HTML_EN} />,
    homeHref: '/en/',
    accountHref: '/en/customer/account/order/history',
  },
  globals: { locale: 'en-GB', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Vitrine – home' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Basket, 3 items' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'My account, Mrs Smith' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Quick order' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Help' })).toBeVisible();
  },
};
