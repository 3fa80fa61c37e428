import { screen, waitFor, within } from '@testing-library/react';
import type { Banner, Menu } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import { failure, pending } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const banner = (id: string, title: string, alt = title): Banner => ({
  id,
  title,
  url: `/C-3000${String(id.length % 10)}-${id}`,
  image: { src: `https://img.example/${id}.jpg`, alt, width: 1200, height: 600 },
});

const universe = (id: string, label: string, url: string, metadata = {}) => ({
  id,
  label,
  url,
  metadata,
  children: [],
});

/**
 * Three universes, a filtered link and a heading that is no link; a hero and two side banners
 * (pictures without a text are named by their title).
 */
const MENU: Menu = {
  hierarchy: [
    universe('femme', 'Femme', '/C-10000-femme'),
    universe('homme', 'Homme', '/C-20000-homme'),
    universe('maison', 'Maison', '/C-30000-maison'),
    universe('bons-plans', 'Bons plans', '/C-40000-promos?promo=1'),
    universe('marques', 'Marques', '/C-50000-marques', { menuNoClick: true }),
  ],
  dynamicZones: [
    {
      id: 'home',
      banners: [
        banner('soldes', 'Les soldes', ''),
        banner('lin', 'Le lin', ''),
        banner('plage', 'À la plage'),
        banner('rentree', 'La rentrée'),
      ],
    },
  ],
  serviceBanner: null,
  mobFooterBanner: null,
};

const LISTING = contractExamples.catalogue.listing.response.valid[0];
const TRENDING = {
  Zones: [3, 4].map((ZoneId) => ({
    ZoneId,
    Controls: [
      {
        ControlId: `zone-${String(ZoneId)}`,
        Actions: [
          {
            HtmlContent: `<a href="/fr/C-1234${String(ZoneId)}-tendance"><img src="https://img.example/${String(ZoneId)}.jpg" alt="Tendance ${String(ZoneId)}" width="300" height="200"></a>`,
          },
        ],
      },
    ],
  })),
};

describe('the home page', () => {
  it('holds the place of every section while the menu loads', async () => {
    renderStore('/', { api: { 'catalogue.menu': pending, 'catalogue.siteContent': pending } });
    const universes = await screen.findByRole('region', { name: 'Nos univers' });
    expect(within(universes).getByRole('list').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('region', { name: 'À la une' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2, name: 'Nouveautés' })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Idées du moment' })).toBeTruthy();
  });

  it('has the logo as its heading, and the store’s title', async () => {
    renderStore('/', { api: { 'catalogue.menu': MENU } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vitrine – accueil' }),
    ).toBeTruthy();
    await waitFor(() => {
      expect(document.title).toBe(
        'Mode femme, homme, grandes tailles, lingerie et maison | Vitrine',
      );
    });
  });

  it('shows the hero and two side banners of the menu’s first zone', async () => {
    renderStore('/', { api: { 'catalogue.menu': MENU } });
    const highlights = await screen.findByRole('region', { name: 'À la une' });
    const hero = await within(highlights).findByRole('link', { name: 'Les soldes' });
    expect(hero.getAttribute('href')).toBe('/fr/C-30006-soldes');
    expect(within(highlights).getByRole('link', { name: 'Le lin' })).toBeTruthy();
    expect(within(highlights).getByRole('link', { name: 'À la plage' })).toBeTruthy();
    expect(within(highlights).queryByRole('link', { name: 'La rentrée' })).toBeNull();
  });

  it('lists the universes of the menu, without its other entries', async () => {
    renderStore('/', { api: { 'catalogue.menu': MENU } });
    const universes = await screen.findByRole('region', { name: 'Nos univers' });
    await within(universes).findByRole('link', { name: 'Femme' });
    expect(
      within(universes)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Femme', '/fr/C-10000-femme'],
      ['Homme', '/fr/C-20000-homme'],
      ['Maison', '/fr/C-30000-maison'],
    ]);
  });

  it('shows the newest products of the first two universes, each with a way to all of them', async () => {
    const { api } = renderStore('/', { api: { 'catalogue.menu': MENU } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nouveautés Femme' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nouveautés Homme' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Nouveautés Maison' })).toBeNull();
    const seeAll = await screen.findByRole('link', { name: 'Voir toutes les nouveautés Femme' });
    expect(seeAll.getAttribute('href')).toBe('/fr/C-10000-femme?sort=newest');
    const calls = api.callsTo('catalogue.listing');
    expect(calls.map((call) => call.params['*']).sort()).toEqual([
      'C-10000-femme',
      'C-20000-homme',
    ]);
    expect(calls[0]?.url.searchParams.get('sort')).toBe('newest');
    expect(calls[0]?.url.searchParams.get('pageSize')).toBe('12');
    expect(
      screen.getAllByText(LISTING?.products[0]?.attributes.libelle ?? '?').length,
    ).toBeGreaterThan(0);
  });

  it('leaves out the carousel of a universe that has no new product', async () => {
    const { api } = renderStore('/', {
      api: {
        'catalogue.menu': { ...MENU, hierarchy: MENU.hierarchy.slice(0, 1) },
        'catalogue.listing': { ...LISTING, products: [], total: 0 },
      },
    });
    const universes = await screen.findByRole('region', { name: 'Nos univers' });
    await within(universes).findByRole('link', { name: 'Femme' });
    await waitFor(() => {
      expect(api.callsTo('catalogue.listing')).toHaveLength(1);
    });
    await waitFor(() => {
      expect(screen.queryByRole('heading', { level: 2, name: 'Nouveautés Femme' })).toBeNull();
    });
    expect(screen.queryByRole('heading', { level: 2, name: /^Nouveautés/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Voir toutes les nouveautés/ })).toBeNull();
  });

  it('shows the trending pictures of zones 3 to 5, named by their text', async () => {
    renderStore('/', { api: { 'catalogue.menu': MENU, 'catalogue.siteContent': TRENDING } });
    const trending = await screen.findByRole('region', { name: 'Idées du moment' });
    const links = await within(trending).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tendance 3', '/fr/C-12343-tendance'],
      ['Tendance 4', '/fr/C-12344-tendance'],
    ]);
  });

  it('shows the shopping idea carousel of the no-result feed, under its title', async () => {
    renderStore('/', {
      api: {
        'catalogue.menu': MENU,
        'catalogue.noResultContent': {
          Header: { Controls: [{ Attributes: { title: 'Nos coups de cœur' } }] },
          Zones: [{ ZoneId: 1, Controls: [{ Actions: LISTING?.products ?? [] }] }],
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nos coups de cœur' }),
    ).toBeTruthy();
  });

  it('names the shopping idea carousel itself when the feed does not', async () => {
    renderStore('/', {
      api: {
        'catalogue.menu': MENU,
        'catalogue.noResultContent': {
          Header: { Controls: [] },
          Zones: [{ ZoneId: 1, Controls: [{ Actions: LISTING?.products ?? [] }] }],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Idée shopping' })).toBeTruthy();
  });

  it('leaves out what the menu and the feeds cannot give', async () => {
    renderStore('/', {
      api: {
        'catalogue.menu': failure(503, 'server.unavailable'),
        'catalogue.siteContent': { Zones: [] },
        'catalogue.noResultContent': failure(500),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vitrine – accueil' }),
    ).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Nos univers' })).toBeNull();
    });
    expect(screen.queryByRole('region', { name: 'À la une' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: 'Idées du moment' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: /^Nouveautés/ })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: 'Idée shopping' })).toBeNull();
  });

  it('is in English in the UK store', async () => {
    renderStore('/', { store: 'uk', api: { 'catalogue.menu': MENU } });
    expect(await screen.findByRole('region', { name: 'Shop by department' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'New in: Femme' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'See all new in Femme' })).toBeTruthy();
  });
});
