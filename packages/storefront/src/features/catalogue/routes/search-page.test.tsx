import { screen, waitFor, within } from '@testing-library/react';
import type { ProductCard, SearchListing } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import { failure, pending } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

/** The contract's results for 'robe': one dress, the term corrected to 'robes'. */
const CORRECTED = contractExamples.catalogue.searchResults.response.valid[0] as SearchListing;
/** The same results, found for the term as typed. */
const FOUND: SearchListing = { ...CORRECTED };
delete FOUND.correctedTerm;
const NOTHING: SearchListing = { ...FOUND, total: 0, pageCount: 0, products: [] };

const title = (term: string) => `Résultats pour «\u00a0${term}\u00a0»`;
/** A text as Testing Library's text queries read it: no-break spaces as spaces. */
const read = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the search results page', () => {
  it('says what was searched while the results load', async () => {
    renderStore('/Recherche/robe', { api: { 'catalogue.searchResults': pending } });
    expect(await screen.findByRole('heading', { level: 1, name: title('robe') })).toBeTruthy();
    expect(screen.getByText('Chargement des articles…')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).getByText(
        read('Recherche «\u00a0robe\u00a0»'),
      ),
    ).toBeTruthy();
  });

  it('lists what the search found, asked with the term and a page of 48', async () => {
    const { api } = renderStore('/Recherche/robe', { api: { 'catalogue.searchResults': FOUND } });
    expect(await screen.findByRole('heading', { level: 1, name: title('robe') })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Vitrine Robe portefeuille' })).toBeTruthy();
    expect(screen.getByText('1 article')).toBeTruthy();
    expect(document.title).toBe('Résultats de recherche pour «\u00a0robe\u00a0» | Vitrine');
    const [call] = api.callsTo('catalogue.searchResults');
    expect(call?.params).toEqual({ term: 'robe' });
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ pageSize: '48' });
  });

  it('says when the term was corrected, and titles the results with the correction', async () => {
    renderStore('/Recherche/robe');
    expect(await screen.findByRole('heading', { level: 1, name: title('robes') })).toBeTruthy();
    expect(
      screen.getByText(
        read(
          'Aucun résultat pour «\u00a0robe\u00a0» : voici les résultats pour «\u00a0robes\u00a0».',
        ),
      ),
    ).toBeTruthy();
  });

  it('says when nothing was found, with the no-result feed’s carousels', async () => {
    const card = FOUND.products[0] as ProductCard;
    renderStore('/Recherche/zzz', {
      api: {
        'catalogue.searchResults': NOTHING,
        'catalogue.noResultContent': {
          Header: { Controls: [{ Attributes: { title: 'Nos coups de cœur' } }] },
          Zones: [
            { ZoneId: 1, Controls: [{ Actions: [card] }] },
            {
              ZoneId: 2,
              Controls: [
                {
                  Actions: [
                    {
                      ...card,
                      id: 'P-ZZ12CD34',
                      attributes: { ...card.attributes, libelle: 'Coussin' },
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Aucun résultat pour «\u00a0zzz\u00a0»',
      }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        read(
          'Vérifiez l’orthographe ou essayez un mot plus général, comme «\u00a0robe\u00a0» ou «\u00a0coussin\u00a0».',
        ),
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuer mes achats' }).getAttribute('href')).toBe(
      '/fr',
    );
    // The feed names its first carousel; the second keeps the store's title.
    expect(await screen.findByRole('heading', { name: 'Nos coups de cœur' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'À découvrir aussi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vitrine Robe portefeuille' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vitrine Coussin' })).toBeTruthy();
  });

  it('says when the filters match nothing, and keeps the title and filters', async () => {
    const { user, location } = renderStore('/Recherche/robe?size=52', {
      api: { 'catalogue.searchResults': NOTHING },
    });
    expect(
      await screen.findByRole('heading', { name: 'Aucun article ne correspond à vos filtres' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: title('robe') })).toBeTruthy();
    // A filtered listing is not for search engines.
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => {
      expect(location()).toBe('/Recherche/robe');
    });
  });

  it('offers to try again when the search fails, and shows the results once it works', async () => {
    const { user, api } = renderStore('/Recherche/robe', {
      api: { 'catalogue.searchResults': failure(503, 'server.unavailable') },
    });
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Une erreur est survenue lors du chargement des données.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: title('robe') })).toBeTruthy();
    api.answer('catalogue.searchResults', FOUND);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Vitrine Robe portefeuille' })).toBeTruthy();
  });

  it('filters and sorts the results in the address', async () => {
    const { user, api, location } = renderStore('/Recherche/robe', {
      api: { 'catalogue.searchResults': FOUND },
    });
    await user.click(await screen.findByRole('checkbox', { name: '40 (1 article)' }));
    await waitFor(() => {
      expect(location()).toBe('/Recherche/robe?size=40');
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Nouveautés');
    await waitFor(() => {
      expect(location()).toBe('/Recherche/robe?size=40&sort=newest');
    });
    await waitFor(() => {
      expect(
        Object.fromEntries(api.callsTo('catalogue.searchResults').at(-1)?.url.searchParams ?? []),
      ).toEqual({ size: '40', sort: 'newest', pageSize: '48' });
    });
  });

  /**
   * The results page with size 40 ticked and its results loading for ever: the page on screen
   * still shows the unfiltered ones.
   */
  async function sizeTickedStillLoading() {
    const rendered = renderStore('/Recherche/robe', {
      api: {
        'catalogue.searchResults': ({ url }) => (url.searchParams.has('size') ? pending() : FOUND),
      },
    });
    await rendered.user.click(await screen.findByRole('checkbox', { name: '40 (1 article)' }));
    await waitFor(() => {
      expect(
        rendered.api.callsTo('catalogue.searchResults').at(-1)?.url.searchParams.get('size'),
      ).toBe('40');
    });
    return rendered;
  }

  it('keeps a filter whose results are still loading when the sort changes', async () => {
    const { user, location } = await sizeTickedStillLoading();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Nouveautés');
    await waitFor(() => {
      expect(location()).toBe('/Recherche/robe?size=40&sort=newest');
    });
  });

  it('keeps a filter whose results are still loading when another is ticked', async () => {
    const { user, location } = await sizeTickedStillLoading();
    await user.click(screen.getByRole('checkbox', { name: 'Bleu (1 article)' }));
    await waitFor(() => {
      const query = new URLSearchParams(location().split('?')[1]);
      expect(Object.fromEntries(query)).toEqual({ size: '40', colour: '01' });
    });
  });

  it('shows a header search’s first page at once, from the search’s own answer', async () => {
    // The results call never answers: what the page lists comes from the header search.
    const { user, api, location } = renderStore('/C-12345-robes', {
      api: { 'catalogue.searchResults': pending },
    });
    const search = await screen.findByRole('combobox', { name: 'Rechercher' });
    await user.type(search, 'robe{Enter}');
    await waitFor(() => {
      expect(location()).toBe('/Recherche/robe');
    });
    expect(await screen.findByRole('heading', { level: 1, name: title('robe') })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Vitrine Robe portefeuille' })).toBeTruthy();
    expect(screen.getByText('1 article')).toBeTruthy();
    expect(api.callsTo('catalogue.search')[0]?.params).toEqual({ kind: 'Recherche', term: 'robe' });
  });

  it('takes the header form’s plain GET to the results page', async () => {
    const { location } = renderStore('/Recherche?q=%20robe%20rouge%20');
    expect(await screen.findByRole('heading', { level: 1, name: /^Résultats pour/ })).toBeTruthy();
    expect(location()).toBe('/Recherche/robe%20rouge');
  });

  it('takes an empty header search home', async () => {
    const { location } = renderStore('/Recherche?q=%20%20');
    await waitFor(() => {
      expect(location()).toBe('/');
    });
  });

  it('searches at most 128 characters, control characters left out', async () => {
    const long = 'a'.repeat(140);
    const { api } = renderStore(`/Recherche/%07${long}`, {
      api: { 'catalogue.searchResults': FOUND },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: title('a'.repeat(128)) }),
    ).toBeTruthy();
    expect(api.callsTo('catalogue.searchResults')[0]?.params.term).toBe('a'.repeat(128));
  });

  it('searches a term with a stray percent sign as it is', async () => {
    const { api } = renderStore('/Recherche/100%', { api: { 'catalogue.searchResults': FOUND } });
    expect(await screen.findByRole('heading', { level: 1, name: title('100%') })).toBeTruthy();
    expect(api.callsTo('catalogue.searchResults')[0]?.params.term).toBe('100%');
  });

  it('in the UK store: the English path word and texts', async () => {
    const { location } = renderStore('/Search?q=dress', {
      store: 'uk',
      api: { 'catalogue.searchResults': { ...FOUND, term: 'dress' } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “dress”' }),
    ).toBeTruthy();
    expect(location()).toBe('/Search/dress');
    expect(screen.getByText('1 item')).toBeTruthy();
    expect(screen.getByText('Search: “dress”')).toBeTruthy();
  });

  it('in the UK store: says when nothing was found', async () => {
    renderStore('/Search/zzz', { store: 'uk', api: { 'catalogue.searchResults': NOTHING } });
    expect(
      await screen.findByRole('heading', { level: 1, name: /^No results for .zzz.$/ }),
    ).toBeTruthy();
  });
});
