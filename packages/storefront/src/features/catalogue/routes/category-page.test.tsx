import { screen, waitFor, within } from '@testing-library/react';
import type { Listing, ProductCard } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { afterEach, describe, expect, it } from 'vitest';
import { page as browser } from 'vitest/browser';
import { failure, pending, type ApiRequest } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';
import {
  EXAMPLE_CARD_PRODUCT,
  exampleCardItem,
} from '../../../testing/tracking-examples.test-support.js';

const CATEGORY = '/C-12345-robes';
const EXAMPLE = contractExamples.catalogue.listing.response.valid[0] as Listing;
const EXAMPLE_CARD = EXAMPLE.products[0] as ProductCard;

/** The n-th dress of a listing: 'Robe 7', P-ROBE0007. */
function card(n: number): ProductCard {
  const id = `P-ROBE${String(n).padStart(4, '0')}`;
  return {
    id,
    url: `/${id}-robe-${String(n)}`,
    attributes: { ...EXAMPLE_CARD.attributes, libelle: `Robe ${String(n)}` },
  };
}

/**
 * A listing of `total` dresses, 48 a page, answering the page the request asks for. Each page
 * carries only its first `cards` dresses: the page counts and links are the listing's, and the
 * test renders a few cards rather than hundreds.
 */
function dresses(total: number, { cards = 3 }: { cards?: number } = {}) {
  return ({ url }: ApiRequest): Listing => {
    const page = Number(url.searchParams.get('page') ?? '1');
    const pageSize = Number(url.searchParams.get('pageSize') ?? '48');
    const first = (page - 1) * pageSize + 1;
    const last = Math.min(total, page * pageSize, first + cards - 1);
    return {
      ...EXAMPLE,
      total,
      page,
      pageSize,
      pageCount: Math.ceil(total / pageSize),
      products: Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => card(first + i)),
    };
  };
}

/** The query of the last listing request (not the price ranges' counts: those ask 1 a page). */
function lastListingQuery(calls: ApiRequest[]): Record<string, string> {
  const pages = calls.filter((call) => call.url.searchParams.get('pageSize') === '48');
  return Object.fromEntries(pages.at(-1)?.url.searchParams ?? []);
}

/** The tag manager's data layer (spec 1: events go there). */
const dataLayer = () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;

const results = () => screen.getByRole('region', { name: 'Liste des articles' });

afterEach(async () => {
  await browser.viewport(1280, 900);
});

describe('the category page', () => {
  it('shows placeholders while the listing loads', async () => {
    renderStore(CATEGORY, { api: { 'catalogue.listing': pending } });
    expect(await screen.findByText('Chargement des articles…')).toBeTruthy();
    expect(results().getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the category: breadcrumbs, title, count, filters and products', async () => {
    const { api } = renderStore(CATEGORY);
    expect(await screen.findByRole('heading', { level: 1, name: 'Robes' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(crumbs).getByRole('link', { name: 'Accueil' })).toBeTruthy();
    expect(within(crumbs).getByText('Femme')).toBeTruthy();
    expect(screen.getByText('1 article')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Articles, page 1' });
    expect(
      within(list).getByRole('link', { name: 'Vitrine Robe portefeuille' }).getAttribute('href'),
    ).toBe('/fr/P-AB12CD34-robe-portefeuille');
    expect(screen.getByRole('checkbox', { name: '40 (1 article)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Bleu (1 article)' })).toBeTruthy();
    // One price (39.99 to 39.99): no price ranges to offer.
    expect(screen.queryByRole('button', { name: 'Prix' })).toBeNull();
    const [call] = api.callsTo('catalogue.listing');
    expect(call?.params['*']).toBe('C-12345-robes');
    expect(lastListingQuery(api.callsTo('catalogue.listing'))).toEqual({ pageSize: '48' });
    // A single page: no page links.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('starts the results at the top of their column, however tall the filters beside them', async () => {
    const options = (count: number, label: (n: number) => string) =>
      Array.from({ length: count }, (_, n) => ({
        code: String(n),
        label: label(n),
        count: 1,
        selected: false,
      }));
    const tallFilters: Listing = {
      ...EXAMPLE,
      facets: {
        ...EXAMPLE.facets,
        sizes: options(16, (n) => String(34 + 2 * n)),
        colours: options(12, (n) => `Couleur ${String(n)}`).map((o) => ({ ...o, hex: '#1f2a44' })),
        brands: options(10, (n) => `Marque ${String(n)}`),
      },
    };
    renderStore(CATEGORY, { api: { 'catalogue.listing': tallFilters } });
    const list = await screen.findByRole('list', { name: 'Articles, page 1' });
    const sort = screen.getByRole('combobox', { name: 'Trier par' }).getBoundingClientRect();
    const filters = screen.getByRole('checkbox', { name: 'Couleur 11 (1 article)' });
    // The filter column runs far below the first screen; the card sits just under the sort.
    expect(filters.getBoundingClientRect().bottom).toBeGreaterThan(900);
    expect(list.getBoundingClientRect().top - sort.bottom).toBeLessThan(64);
  });

  it('counts in thousands the French way', async () => {
    renderStore(CATEGORY, { api: { 'catalogue.listing': dresses(1234) } });
    expect(await screen.findByText('1 234 articles')).toBeTruthy();
  });

  it('filters on a size: the address, the request and a chip to take it off', async () => {
    const { user, api, location } = renderStore(CATEGORY);
    await user.click(await screen.findByRole('checkbox', { name: '40 (1 article)' }));
    await waitFor(() => {
      expect(location()).toBe(`${CATEGORY}?size=40`);
    });
    await waitFor(() => {
      expect(lastListingQuery(api.callsTo('catalogue.listing'))).toEqual({
        size: '40',
        pageSize: '48',
      });
    });
    const chip = await screen.findByRole('button', { name: 'Retirer le filtre Taille\u00a0: 40' });
    expect(screen.getByRole('button', { name: 'Taille (1)' })).toBeTruthy();
    await user.click(chip);
    await waitFor(() => {
      expect(location()).toBe(CATEGORY);
    });
  });

  it('keeps only products in stock when asked', async () => {
    const { user, location } = renderStore(CATEGORY);
    await user.click(await screen.findByRole('button', { name: 'Disponibilité' }));
    await user.click(screen.getByRole('checkbox', { name: 'En stock uniquement (1 article)' }));
    await waitFor(() => {
      expect(location()).toBe(`${CATEGORY}?inStock=1`);
    });
  });

  it('cuts the prices into ranges with their counts, and filters on one', async () => {
    const { user, api, location } = renderStore(CATEGORY, {
      api: {
        'catalogue.listing': ({ url }) => ({
          ...EXAMPLE,
          facets: { ...EXAMPLE.facets, price: { min: 12, max: 95 } },
          // The range counts ask one product a page: each answers its own total.
          total: url.searchParams.get('pageSize') === '1' ? 3 : 10,
        }),
      },
    });
    await user.click(
      await screen.findByRole('checkbox', { name: /^De 25\s€ à 50\s€ \(3 articles\)$/ }),
    );
    expect(screen.getByRole('checkbox', { name: /^Moins de 25\s€ \(3 articles\)$/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^Plus de 75\s€ \(3 articles\)$/ })).toBeTruthy();
    await waitFor(() => {
      expect(location()).toBe(`${CATEGORY}?priceMin=25&priceMax=50`);
    });
    const counts = api
      .callsTo('catalogue.listing')
      .filter((call) => call.url.searchParams.get('pageSize') === '1')
      .map((call) => Object.fromEntries(call.url.searchParams));
    expect(counts).toContainEqual({ page: '1', pageSize: '1', priceMax: '25' });
    expect(counts).toContainEqual({ page: '1', pageSize: '1', priceMin: '25', priceMax: '50' });
    expect(counts).toContainEqual({ page: '1', pageSize: '1', priceMin: '75' });
    // Another range replaces the first: the API filters on one span.
    await user.click(screen.getByRole('checkbox', { name: /^Plus de 75\s€ \(3 articles\)$/ }));
    await waitFor(() => {
      expect(location()).toBe(`${CATEGORY}?priceMin=75`);
    });
  });

  it('keeps a shared price span that is not one of the ranges, with the listing’s count', async () => {
    renderStore(`${CATEGORY}?priceMin=30`, {
      api: {
        'catalogue.listing': {
          ...EXAMPLE,
          total: 4,
          facets: { ...EXAMPLE.facets, price: { min: 12, max: 95 } },
        },
      },
    });
    expect(
      await screen.findByRole('checkbox', { name: /^Plus de 30\s€ \(4 articles\)$/ }),
    ).toHaveProperty('checked', true);
    expect(
      screen.getByRole('button', { name: /^Retirer le filtre Prix\s: Plus de 30\s€$/ }),
    ).toBeTruthy();
  });

  it('keeps a chosen value the listing no longer offers, so that it can be unticked', async () => {
    const { user, location } = renderStore(`${CATEGORY}?colour=099&sort=price-desc`);
    const gone = await screen.findByRole('checkbox', { name: '099 (0 article)' });
    expect(gone).toHaveProperty('checked', true);
    await user.click(gone);
    await waitFor(() => {
      expect(location()).toBe(`${CATEGORY}?sort=price-desc`);
    });
  });

  it('sorts: the address and the request say the order, back to the first page', async () => {
    const { user, api, location } = renderStore(`${CATEGORY}?size=40&page=2`, {
      api: { 'catalogue.listing': dresses(100) },
    });
    const select = await screen.findByRole('combobox', { name: 'Trier par' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Pertinence',
      'Prix croissant',
      'Prix décroissant',
      'Nouveautés',
      'Meilleures remises',
    ]);
    await user.selectOptions(select, 'Prix croissant');
    await waitFor(() => {
      expect(location()).toBe(`${CATEGORY}?size=40&sort=price-asc`);
    });
    await waitFor(() => {
      expect(lastListingQuery(api.callsTo('catalogue.listing'))).toEqual({
        size: '40',
        sort: 'price-asc',
        pageSize: '48',
      });
    });
    await user.selectOptions(select, 'Pertinence');
    await waitFor(() => {
      expect(location()).toBe(`${CATEGORY}?size=40`);
    });
  });

  it('pages with links, and brings the results into view', async () => {
    const { user, api, location } = renderStore(CATEGORY, {
      api: { 'catalogue.listing': dresses(100) },
    });
    const pagination = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(
      within(pagination).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(pagination).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      `/fr${CATEGORY}?page=3`,
    );
    await user.click(within(pagination).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => {
      expect(location()).toBe(`${CATEGORY}?page=2`);
    });
    expect(await screen.findByText('Robe 49')).toBeTruthy();
    expect(screen.queryByText('Robe 1')).toBeNull();
    expect(lastListingQuery(api.callsTo('catalogue.listing'))).toEqual({
      page: '2',
      pageSize: '48',
    });
    await waitFor(() => {
      expect(document.activeElement).toBe(results());
    });
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('on a phone, loads more products under the ones shown, and gives them the focus', async () => {
    await browser.viewport(390, 844);
    const { user, location } = renderStore(CATEGORY, {
      api: { 'catalogue.listing': dresses(140) },
    });
    expect(await screen.findByText('Vous avez vu 48 articles sur 140')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Voir plus d’articles' }));
    await waitFor(() => {
      expect(location()).toBe(`${CATEGORY}?page=2`);
    });
    const second = await screen.findByRole('list', { name: 'Articles, page 2' });
    expect(screen.getByRole('list', { name: 'Articles, page 1' })).toBeTruthy();
    expect(within(second).getByText('Robe 49')).toBeTruthy();
    await waitFor(() => {
      expect(document.activeElement).toBe(second);
    });
    expect(screen.getByText('Vous avez vu 96 articles sur 140')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Voir plus d’articles' }));
    expect(await screen.findByText('Robe 97')).toBeTruthy();
    // The last page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Voir plus d’articles' })).toBeNull();
    expect(screen.getAllByRole('list', { name: /^Articles, page/ })).toHaveLength(3);
  });

  it('offers to try again when a page added by "load more" cannot be read', async () => {
    await browser.viewport(390, 844);
    const answer = dresses(100);
    const { user, api } = renderStore(CATEGORY, {
      api: {
        'catalogue.listing': (request) =>
          request.url.searchParams.get('page') === '2'
            ? failure(503, 'server.unavailable')
            : answer(request),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Voir plus d’articles' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Une erreur est survenue lors du chargement des données.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Articles, page 1' })).toBeTruthy();
    api.answer('catalogue.listing', answer);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list', { name: 'Articles, page 2' })).toBeTruthy();
  });

  it('says when a category has no product yet', async () => {
    renderStore(CATEGORY, { api: { 'catalogue.listing': dresses(0) } });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aucun article pour le moment' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Cette sélection se remplit bientôt : revenez nous voir.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuer mes achats' }).getAttribute('href')).toBe(
      '/fr',
    );
    expect(screen.getByText('0 article')).toBeTruthy();
  });

  it('says when no product matches the filters, and clears them (the sort stays)', async () => {
    const { user, location } = renderStore(`${CATEGORY}?size=52&sort=newest`, {
      api: { 'catalogue.listing': dresses(0) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Aucun article ne correspond à vos filtres' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Retirez un filtre ou effacez-les tous pour voir plus d’articles.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => {
      expect(location()).toBe(`${CATEGORY}?sort=newest`);
    });
  });

  it('says when a page of the list no longer exists, with the way back to the first', async () => {
    renderStore(`${CATEGORY}?page=9`, { api: { 'catalogue.listing': dresses(100) } });
    expect(
      await screen.findByRole('heading', { name: 'Cette page de la liste n’existe pas' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Revenir à la première page' }).getAttribute('href'),
    ).toBe(`/fr${CATEGORY}`);
  });

  it('shows the not-found page for an unknown category', async () => {
    renderStore('/C-99999-disparue', {
      api: { 'catalogue.listing': failure(404, 'catalogue.category_not_found') },
    });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Idée shopping' })).toBeTruthy();
  });

  it('offers to try again when the listing cannot be read, and shows it once it can', async () => {
    const { user, api } = renderStore(CATEGORY, {
      api: { 'catalogue.listing': failure(500) },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Une erreur est survenue lors du chargement des données.',
      }),
    ).toBeTruthy();
    api.answer('catalogue.listing', EXAMPLE);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Robes' })).toBeTruthy();
  });

  it('reads the category below extra path segments', async () => {
    const { api } = renderStore(`${CATEGORY}/page-ete`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Robes' })).toBeTruthy();
    expect(api.callsTo('catalogue.listing')[0]?.params['*']).toBe('C-12345-robes');
  });

  it('counts the page shown as an impression and GA4 view_item_list, and a card followed as a click, in the whole listing', async () => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    const { user, location } = renderStore(`${CATEGORY}?page=2`, {
      api: { 'catalogue.listing': dresses(100) },
    });
    const link = await screen.findByRole('link', { name: 'Vitrine Robe 50' });
    // The example card's tracking fields, for the dress numbered n.
    const product = (n: number) => ({
      ...EXAMPLE_CARD_PRODUCT,
      sku: `P-ROBE00${String(n)}`,
      name: `Robe ${String(n)}`,
    });
    // GA4 counts from 0 in the whole listing: the second page starts at 48.
    const item = (n: number) => ({
      ...exampleCardItem('category:Robes', n - 1),
      item_id: `P-ROBE00${String(n)}`,
      item_name: `Robe ${String(n)}`,
    });
    const events = (name: string) => dataLayer().filter((entry) => entry.event === name);
    await waitFor(() => {
      expect(events('impression')).toEqual([
        {
          event: 'impression',
          list_name: 'category:Robes',
          products: [product(49), product(50), product(51)],
        },
      ]);
    });
    expect(events('view_item_list')).toEqual([
      {
        event: 'view_item_list',
        ecommerce: {
          currency: 'EUR',
          value: 119.97,
          item_list_name: 'category:Robes',
          items: [item(49), item(50), item(51)],
        },
      },
    ]);
    await user.click(link);
    await waitFor(() => {
      expect(location()).toBe('/P-ROBE0050-robe-50');
    });
    // The click's events follow once the tracking code has loaded (product-tracking.ts).
    await waitFor(() => {
      expect(events('product_click')).toEqual([
        { event: 'product_click', list_name: 'category:Robes', position: 50, product: product(50) },
      ]);
    });
    expect(events('select_item')).toEqual([
      {
        event: 'select_item',
        ecommerce: {
          currency: 'EUR',
          value: 39.99,
          item_list_name: 'category:Robes',
          items: [item(50)],
        },
      },
    ]);
  });

  it('goes to the product page from a card, and tells the data layer where it was', async () => {
    const { user, location } = renderStore(CATEGORY, {
      api: { 'catalogue.listing': dresses(100) },
    });
    const link = await screen.findByRole('link', { name: 'Vitrine Robe 3' });
    const before = dataLayer().length;
    await user.click(link);
    await waitFor(() => {
      expect(location()).toBe('/P-ROBE0003-robe-3');
    });
    expect(dataLayer().slice(before)).toContainEqual(
      expect.objectContaining({
        event: 'product_click',
        list_name: 'category:Robes',
        position: 3,
      }),
    );
  });

  it('in the UK store: English texts and prices in pounds', async () => {
    const { user } = renderStore(CATEGORY, {
      store: 'uk',
      api: {
        'catalogue.listing': (request) => ({
          ...dresses(1234)(request),
          facets: { ...EXAMPLE.facets, price: { min: 12, max: 95 } },
        }),
      },
    });
    expect(await screen.findByText('1,234 items')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: /^Under £25 / })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Availability' }));
    await user.click(screen.getByRole('checkbox', { name: /^In stock only/ }));
    expect(
      await screen.findByRole('button', { name: 'Remove filter Availability: In stock only' }),
    ).toBeTruthy();
  });
});
