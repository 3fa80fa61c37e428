import { screen, waitFor, within } from '@testing-library/react';
import type { Menu } from '@vitrine/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { failure, pending, SIGNED_IN } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';
import {
  EXAMPLE_CARD_PRODUCT,
  exampleCardItem,
} from '../../../testing/tracking-examples.test-support.js';

/** A page with the store's header: the help page. */
const PAGE = '/aide';
const PAGE_API = { 'content.cmsPage': '<p>Comment commander ?</p>' } as const;

const picture = (id: string, title: string) => ({
  id,
  title,
  url: `/C-1000${id.length % 10}-${id}`,
  image: { src: `https://img.example/${id}.jpg`, alt: title, width: 600, height: 300 },
});

/** Two universes: 'Femme' opens a layer (two columns and a banner), 'Maison' is a plain link. */
const MENU: Menu = {
  hierarchy: [
    {
      id: 'femme',
      label: 'Femme',
      url: '/C-10000-femme',
      metadata: {},
      children: [
        {
          id: 'vetements',
          label: 'Vêtements',
          url: '/C-10100-vetements',
          metadata: { menuColumn: 1 },
          children: [
            { id: 'robes', label: 'Robes', url: '/C-12345-robes', metadata: {}, children: [] },
            { id: 'jupes', label: 'Jupes', url: '/C-12346-jupes', metadata: {}, children: [] },
          ],
        },
        {
          // A banner without a column goes to column 3; without a text, its title names it.
          id: 'promo',
          label: 'Promo',
          url: '/C-10200-promo',
          metadata: {},
          children: [],
          banner: { ...picture('soldes', 'Les soldes'), image: { ...picture('soldes', '').image } },
        },
      ],
    },
    { id: 'maison', label: 'Maison', url: '/C-20000-maison', metadata: {}, children: [] },
  ],
  dynamicZones: [{ id: 'zone-1', banners: [picture('ete', 'Collection été')] }],
  serviceBanner: picture('service', 'Livraison offerte'),
  mobFooterBanner: picture('appli', 'Notre application'),
};

const dataLayer = () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;
const searchBox = () => screen.findByRole('combobox', { name: 'Rechercher' });

/** Two rendered frames: the header measures the scroll on the next one. */
const twoFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Scrolls a long page to `top`, then waits for `settled`. The scroll is done again if the router
 * resets it meanwhile (its scroll restoration runs as the page settles).
 */
async function scrollLongPage(top: number, settled: () => void | Promise<void>) {
  document.body.style.minHeight = '5000px';
  await waitFor(async () => {
    if (window.scrollY !== top) window.scrollTo(0, top);
    await twoFrames();
    expect(window.scrollY).toBe(top);
    await settled();
  });
}

afterEach(async () => {
  await page.viewport(1280, 900);
  document.body.style.minHeight = '';
  window.scrollTo(0, 0);
});

describe('the store header', () => {
  it('shows the top banner of the site content, sanitised', async () => {
    renderStore(PAGE, {
      api: {
        ...PAGE_API,
        'catalogue.siteContent': {
          Zones: [
            {
              ZoneId: 0,
              Controls: [
                {
                  ControlId: 'banner',
                  Actions: [
                    {
                      HtmlContent:
                        '<strong>-20 %</strong> sur tout <img src=x onerror="window.hacked=1">',
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
    });
    const banner = await screen.findByText('-20 %');
    expect(banner.tagName).toBe('STRONG');
    expect(document.querySelector('header img[onerror]')).toBeNull();
  });

  it('leads a visitor to sign in, and shows the basket count', async () => {
    renderStore(PAGE, { api: PAGE_API });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe(
      '/fr/customer/account/login',
    );
    expect(within(header).getByRole('link', { name: 'Commande rapide' }).getAttribute('href')).toBe(
      '/fr/commande_directe',
    );
    expect(within(header).getByRole('link', { name: 'Aide' }).getAttribute('href')).toBe(
      '/fr/aide',
    );
    expect(
      (await within(header).findByRole('link', { name: 'Panier, 3 articles' })).getAttribute(
        'href',
      ),
    ).toBe('/fr/checkout/cart');
  });

  it("gives a signed-in customer their account's menu, and signs them out", async () => {
    const { user, api, location } = renderStore(PAGE, { api: { ...PAGE_API, ...SIGNED_IN } });
    const header = await screen.findByRole('banner');
    const account = await within(header).findByRole('button', { name: /^Mon compte, Mme Dupont/ });
    expect(within(header).getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe(
      '/fr/customer/account/order/history',
    );
    await user.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(header).getByRole('link', { name: 'Mes informations personnelles' }),
    ).toBeTruthy();
    await user.click(within(header).getByRole('button', { name: 'Se déconnecter' }));
    await screen.findByRole('heading', { level: 1, name: 'Vous êtes déconnecté(e)' });
    expect(location()).toBe('/customer/account/logoutSuccess');
    expect(api.callsTo('customer.logout')).toHaveLength(1);
  });

  it('tells the data layer which header link is followed, by a stable name and its path', async () => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    const { user, location } = renderStore(PAGE, { api: { ...PAGE_API, ...SIGNED_IN } });
    const header = await screen.findByRole('banner');
    const follow = async (link: HTMLElement, path: string) => {
      await user.click(link);
      await waitFor(() => {
        expect(location()).toBe(path);
      });
    };
    await follow(
      within(header).getByRole('link', { name: 'Commande rapide' }),
      '/commande_directe',
    );
    await follow(within(header).getByRole('link', { name: 'Aide' }), '/aide');
    await follow(
      within(header).getByRole('link', { name: 'Mon compte' }),
      '/customer/account/order/history',
    );
    await follow(await within(header).findByRole('link', { name: /^Panier/ }), '/checkout/cart');
    await user.click(within(header).getByRole('button', { name: /^Mon compte,/ }));
    await follow(
      within(header).getByRole('link', { name: 'Mes informations personnelles' }),
      '/customer/account/informations',
    );
    // The account menu stays open after a link of its own is followed.
    await follow(
      within(header).getByRole('link', { name: 'Mes commandes' }),
      '/customer/account/order/history',
    );
    const click = (label: string, path: string) => ({
      event: 'header_click',
      click_label: label,
      click_url: `/fr${path}`,
    });
    expect(dataLayer().filter((entry) => entry.event === 'header_click')).toEqual([
      click('quick_order', '/commande_directe'),
      click('help', '/aide'),
      click('account', '/customer/account/order/history'),
      click('basket', '/checkout/cart'),
      click('account_information', '/customer/account/informations'),
      click('account_orders', '/customer/account/order/history'),
    ]);
  });

  describe('the mega menu', () => {
    it('holds its place while the menu loads', async () => {
      renderStore(PAGE, { api: { ...PAGE_API, 'catalogue.menu': pending } });
      const loading = await screen.findByRole('navigation', { name: 'Menu principal' });
      expect(loading.getAttribute('aria-busy')).toBe('true');
      expect(within(loading).getByText('Chargement…')).toBeTruthy();
    });

    it('leaves no empty menu when it cannot be read', async () => {
      renderStore(PAGE, { api: { ...PAGE_API, 'catalogue.menu': failure(500) } });
      await screen.findByText('Comment commander ?');
      await waitFor(() => {
        expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
      });
    });

    it("opens a universe's layer from the keyboard and follows a link, for the data layer", async () => {
      const { user, location } = renderStore(PAGE, {
        api: { ...PAGE_API, 'catalogue.menu': MENU },
      });
      const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
      const disclosure = await within(menu).findByRole('button', { name: 'Sous-menu Femme' });
      expect(disclosure.getAttribute('aria-expanded')).toBe('false');
      disclosure.focus();
      await user.keyboard('{Enter}');
      expect(disclosure.getAttribute('aria-expanded')).toBe('true');
      expect(within(menu).getByRole('link', { name: 'Vêtements' })).toBeTruthy();
      expect(within(menu).getByRole('link', { name: 'Les soldes' })).toBeTruthy();
      expect(within(menu).getByRole('link', { name: 'Livraison offerte' })).toBeTruthy();

      await user.click(within(menu).getByRole('link', { name: 'Robes' }));
      await screen.findByRole('heading', { level: 1, name: 'Robes' });
      expect(location()).toBe('/C-12345-robes');
      expect(dataLayer()).toContainEqual({
        event: 'menu_click',
        menu_level: 1,
        menu_label: 'Robes',
        menu_url: '/C-12345-robes',
      });
    });

    it('follows a universe without a layer', async () => {
      const { user, location } = renderStore(PAGE, {
        api: { ...PAGE_API, 'catalogue.menu': MENU },
      });
      const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
      await user.click(await within(menu).findByRole('link', { name: 'Maison' }));
      await waitFor(() => {
        expect(location()).toBe('/C-20000-maison');
      });
      expect(dataLayer()).toContainEqual(
        expect.objectContaining({ event: 'menu_click', menu_label: 'Maison' }),
      );
    });
  });

  describe('the search', () => {
    it('suggests categories and products after a pause in typing', async () => {
      const { user, api } = renderStore(PAGE, { api: PAGE_API });
      await user.type(await searchBox(), 'ro');
      const suggestions = await screen.findByRole('listbox', { name: 'Suggestions de recherche' });
      const options = await within(suggestions).findAllByRole('option');
      expect(options.map((option) => option.getAttribute('href'))).toEqual([
        '/fr/C-12345-robes',
        '/fr/P-AB12CD34-robe-portefeuille',
      ]);
      expect(options[1]?.textContent).toContain('Robe portefeuille');
      expect(
        api.callsTo('catalogue.suggest').map((call) => call.url.searchParams.get('q')),
      ).toEqual(['ro']);
      expect((await searchBox()).getAttribute('aria-expanded')).toBe('true');
    });

    it('asks nothing for a single character, and a product reference for a reference', async () => {
      const { user, api } = renderStore(PAGE, { api: PAGE_API });
      await user.type(await searchBox(), 'r');
      await user.clear(await searchBox());
      await user.type(await searchBox(), 'abc.1234');
      await screen.findByRole('listbox', { name: 'Suggestions de recherche' });
      await waitFor(() => {
        expect(
          api.callsTo('catalogue.suggest').map((call) => call.url.searchParams.get('q')),
        ).toEqual(['ABC1234']);
      });
    });

    it('follows a suggestion, for the data layer, and clears the search', async () => {
      const { user, location } = renderStore(PAGE, { api: PAGE_API });
      await user.type(await searchBox(), 'ro');
      const suggestions = await screen.findByRole('listbox', { name: 'Suggestions de recherche' });
      const robes = (await within(suggestions).findAllByRole('option')).find(
        (option) => option.getAttribute('href') === '/fr/C-12345-robes',
      );
      if (!robes) throw new Error('No suggestion of the Robes category');
      await user.click(robes);
      await screen.findByRole('heading', { level: 1, name: 'Robes' });
      expect(location()).toBe('/C-12345-robes');
      expect(await searchBox()).toHaveProperty('value', '');
      expect(dataLayer()).toContainEqual({
        event: 'header_click',
        click_label: 'autocomplete_page',
        click_url: '/C-12345-robes',
      });
    });

    it('counts the suggested products as a list: impressions, and a product click when followed', async () => {
      (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
      const { user, location } = renderStore(PAGE, { api: PAGE_API });
      await user.type(await searchBox(), 'ro');
      const suggestions = await screen.findByRole('listbox', { name: 'Suggestions de recherche' });
      const dress = (await within(suggestions).findAllByRole('option')).find(
        (option) => option.getAttribute('href') === '/fr/P-AB12CD34-robe-portefeuille',
      );
      if (!dress) throw new Error('No suggestion of the dress');
      const product = EXAMPLE_CARD_PRODUCT;
      const item = exampleCardItem('autocomplete', 0);
      const ecommerce = { currency: 'EUR', value: 39.99, item_list_name: 'autocomplete' };
      // Events and GA4's clearing entries, in order (consent commands and page views aside).
      const entries = () =>
        dataLayer().filter(
          (entry) => entry.event !== 'page_view' && ('event' in entry || 'ecommerce' in entry),
        );
      // They follow once the tracking code has loaded (product-tracking.ts).
      await waitFor(() => {
        expect(entries()).toEqual([
          { event: 'impression', list_name: 'autocomplete', products: [product] },
          { ecommerce: null },
          { event: 'view_item_list', ecommerce: { ...ecommerce, items: [item] } },
        ]);
      });
      await user.click(dress);
      await waitFor(() => {
        expect(location()).toBe('/P-AB12CD34-robe-portefeuille');
      });
      await waitFor(() => {
        expect(dataLayer()).toEqual(
          expect.arrayContaining([
            {
              event: 'header_click',
              click_label: 'autocomplete_product',
              click_url: '/P-AB12CD34-robe-portefeuille',
            },
            { event: 'product_click', list_name: 'autocomplete', position: 1, product },
            { event: 'select_item', ecommerce: { ...ecommerce, items: [item] } },
          ]),
        );
      });
    });

    it('says so when the suggestions cannot be read', async () => {
      const { user } = renderStore(PAGE, {
        api: { ...PAGE_API, 'catalogue.suggest': failure(503, 'server.unavailable') },
      });
      await user.type(await searchBox(), 'robe');
      expect(
        await screen.findByText(
          'La recherche est momentanément indisponible. Veuillez réessayer dans un instant.',
          { selector: 'p' },
        ),
      ).toBeTruthy();
    });

    it('runs the search on Enter and goes where it leads: a product', async () => {
      const { user, api, location } = renderStore(PAGE, {
        api: {
          ...PAGE_API,
          'catalogue.search': {
            contextUrl: '/P-AB12CD34-robe-portefeuille',
            isSearchPage: false,
            data: null,
          },
        },
      });
      await user.type(await searchBox(), 'robe portefeuille{Enter}');
      await waitFor(() => {
        expect(location()).toBe('/P-AB12CD34-robe-portefeuille');
      });
      expect(api.callsTo('catalogue.search').map((call) => call.params)).toEqual([
        { kind: 'Recherche', term: 'robe portefeuille' },
      ]);
      expect(dataLayer()).toContainEqual({
        event: 'header_click',
        click_label: 'search',
        click_url: 'robe portefeuille',
      });
    });

    it('runs the search from the button, then shows its results page', async () => {
      const { user, location } = renderStore(PAGE, { api: PAGE_API });
      await user.type(await searchBox(), 'robe');
      await user.click(screen.getByRole('button', { name: 'Rechercher' }));
      await waitFor(() => {
        expect(location()).toBe('/Recherche/robe');
      });
      expect(await searchBox()).toHaveProperty('value', '');
    });

    it('says so above the page when the search fails, keeping the words, until the next page', async () => {
      const { user, location, router } = renderStore(PAGE, {
        api: { ...PAGE_API, 'catalogue.search': failure(500) },
      });
      await user.type(await searchBox(), 'robe{Enter}');
      const message = await screen.findByText(
        'La recherche est momentanément indisponible. Veuillez réessayer dans un instant.',
      );
      expect(message.closest('[role="alert"]')).not.toBeNull();
      expect(await searchBox()).toHaveProperty('value', 'robe');
      expect(location()).toBe(PAGE);
      await router.navigate('/contact');
      await screen.findByRole('heading', { level: 1, name: 'Nous contacter' });
      await waitFor(() => {
        expect(
          screen.queryByText(
            'La recherche est momentanément indisponible. Veuillez réessayer dans un instant.',
          ),
        ).toBeNull();
      });
    });

    it('clears the words on Escape', async () => {
      const { user } = renderStore(PAGE, { api: PAGE_API });
      await user.type(await searchBox(), 'robe');
      await screen.findByRole('listbox', { name: 'Suggestions de recherche' });
      await user.keyboard('{Escape}{Escape}');
      expect(await searchBox()).toHaveProperty('value', '');
    });

    it('shows the trending banners of zones 3 to 5 when focused empty on desktop', async () => {
      const { user } = renderStore(PAGE, {
        api: {
          ...PAGE_API,
          'catalogue.siteContent': {
            Zones: [
              {
                ZoneId: 3,
                Controls: [
                  {
                    ControlId: 'z3',
                    Actions: [
                      {
                        HtmlContent:
                          '<a href="/fr/C-12345-robes"><img src="https://img.example/robes.jpg" alt="Robes d’été" width="300" height="200"></a>',
                      },
                    ],
                  },
                ],
              },
            ],
          },
        },
      });
      await user.click(await searchBox());
      expect((await screen.findByRole('link', { name: /Robes d’été/ })).getAttribute('href')).toBe(
        '/fr/C-12345-robes',
      );
    });

    it('searches in the UK store under its own words', async () => {
      const { user, api } = renderStore('/help', { store: 'uk', api: PAGE_API });
      await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'dress{Enter}');
      await waitFor(() => {
        expect(api.callsTo('catalogue.search').map((call) => call.params)).toEqual([
          { kind: 'Search', term: 'dress' },
        ]);
      });
    });
  });

  describe('on scroll', () => {
    it('sticks to the top of a long page, with a way back to the top', async () => {
      const { user } = renderStore(PAGE, { api: PAGE_API });
      await screen.findByText('Comment commander ?');
      const header = screen.getByRole('banner');
      // Hidden, the button is inert and invisible (no accessible name): found by its text.
      const toTop = screen.getByText('Haut de page').closest('button');
      if (!toTop) throw new Error('No scroll-to-top button');
      expect(header.hasAttribute('data-sticky')).toBe(false);
      expect(toTop.inert).toBe(true);

      await scrollLongPage(1000, () => {
        expect(header.hasAttribute('data-sticky')).toBe(true);
      });
      await waitFor(() => {
        expect(toTop.inert).toBe(false);
      });
      await user.click(toTop);
      await waitFor(() => {
        expect(window.scrollY).toBe(0);
      });
      await waitFor(() => {
        expect(header.hasAttribute('data-sticky')).toBe(false);
      });
    });

    it('never sticks on the home page on desktop', async () => {
      renderStore('/');
      await screen.findByRole('heading', { level: 2, name: 'Nos univers' });
      const header = screen.getByRole('banner');
      // Scrolled past the threshold, two rendered frames later: still in place.
      await scrollLongPage(1000, () => undefined);
      expect(header.hasAttribute('data-sticky')).toBe(false);
    });
  });

  describe('on a phone', () => {
    it("names the drawer's quick-order and toolbar links in the data layer", async () => {
      await page.viewport(375, 800);
      (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
      const { user, location } = renderStore(PAGE, {
        api: { ...PAGE_API, 'catalogue.menu': MENU },
      });
      const openDrawer = async () => {
        await user.click(await screen.findByRole('button', { name: 'Menu' }));
        return screen.findByRole('dialog', { name: 'Menu' });
      };
      await user.click(within(await openDrawer()).getByRole('link', { name: 'Commande rapide' }));
      await waitFor(() => {
        expect(location()).toBe('/commande_directe');
      });
      // The router's location changes before React renders the page, and the header closes the
      // drawer when it renders the new route: opened before that, it would close again (CI, run 24).
      await screen.findByRole('heading', { level: 1, name: 'Commande rapide' });
      const toolbar = within(await openDrawer()).getByRole('navigation', {
        name: 'Compte, aide et panier',
      });
      await user.click(within(toolbar).getByRole('link', { name: 'Mon compte' }));
      await waitFor(() => {
        expect(location()).toBe('/customer/account/login');
      });
      expect(dataLayer().filter((entry) => entry.event === 'header_click')).toEqual([
        { event: 'header_click', click_label: 'quick_order', click_url: '/fr/commande_directe' },
        { event: 'header_click', click_label: 'account', click_url: '/fr/customer/account/login' },
      ]);
    });

    it('opens the drawer from the menu button, drills down and follows a link', async () => {
      await page.viewport(375, 800);
      const { user, location } = renderStore(PAGE, {
        api: { ...PAGE_API, 'catalogue.menu': MENU },
      });
      const burger = await screen.findByRole('button', { name: 'Menu' });
      expect(burger.getAttribute('aria-expanded')).toBe('false');
      await user.click(burger);
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      expect(burger.getAttribute('aria-expanded')).toBe('true');
      expect(within(drawer).getByRole('link', { name: 'Collection été' })).toBeTruthy();
      expect(within(drawer).getByRole('link', { name: 'Notre application' })).toBeTruthy();

      await user.click(await within(drawer).findByRole('button', { name: 'Femme' }));
      expect(await within(drawer).findByRole('heading', { name: 'Femme' })).toBeTruthy();
      await user.click(within(drawer).getByRole('button', { name: 'Vêtements' }));
      await user.click(await within(drawer).findByRole('link', { name: 'Robes' }));
      await waitFor(() => {
        expect(location()).toBe('/C-12345-robes');
      });
      // The drawer closes on the route change.
      await waitFor(() => {
        expect(burger.getAttribute('aria-expanded')).toBe('false');
      });
      expect(dataLayer()).toContainEqual(
        expect.objectContaining({ event: 'menu_click', menu_label: 'Robes' }),
      );
    });

    it('closes the drawer with its close button', async () => {
      await page.viewport(375, 800);
      const { user } = renderStore(PAGE, { api: { ...PAGE_API, 'catalogue.menu': pending } });
      await user.click(await screen.findByRole('button', { name: 'Menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      expect(within(drawer).getByText('Chargement…')).toBeTruthy();
      await user.click(within(drawer).getByRole('button', { name: 'Fermer' }));
      await waitFor(() => {
        expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
      });
      expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
        'false',
      );
    });
  });
});
