import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, pending } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const SITEMAP = '/plan-de-site-produits.html';
const TITLE = 'Plan du site : produits';
const INTRO = 'Tous les articles de la boutique, par ordre alphabétique.';

const page = (number: number, pageCount: number, labels: string[]) => ({
  page: number,
  pageCount,
  total: labels.length * pageCount,
  items: labels.map((label) => ({
    label,
    url: `/P-AB12CD3${String(number)}-${label.toLowerCase().replaceAll(' ', '-')}`,
  })),
});

describe('the product site plan', () => {
  it('holds the place of its links while they load', async () => {
    const { container } = renderStore(SITEMAP, {
      api: { 'catalogue.productSitemap': pending },
    });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(screen.getByText(INTRO)).toBeTruthy();
    expect(container.querySelector('main [aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages du plan du site' })).toBeNull();
  });

  it('lists the first page of products, with the pages as links', async () => {
    const { api } = renderStore(SITEMAP, {
      api: { 'catalogue.productSitemap': page(1, 3, ['Robe portefeuille', 'Jupe plissée']) },
    });
    expect(
      (await screen.findByRole('link', { name: 'Robe portefeuille' })).getAttribute('href'),
    ).toBe('/fr/P-AB12CD31-robe-portefeuille');
    expect(screen.getByRole('link', { name: 'Jupe plissée' })).toBeTruthy();
    expect(screen.getByText(`${INTRO} Page 1 sur 3`)).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages du plan du site' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      `/fr${SITEMAP}?page=2`,
    );
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      `/fr${SITEMAP}`,
    );
    expect(api.callsTo('catalogue.productSitemap')[0]?.url.searchParams.get('page')).toBe('1');
    await waitFor(() => {
      expect(document.title).toBe(`${TITLE} | Vitrine`);
    });
  });

  it('goes to the next page', async () => {
    const { user, api, location } = renderStore(SITEMAP, {
      api: {
        'catalogue.productSitemap': ({ url }) =>
          url.searchParams.get('page') === '2'
            ? page(2, 3, ['Veste en lin'])
            : page(1, 3, ['Robe portefeuille']),
      },
    });
    const pages = await screen.findByRole('navigation', { name: 'Pages du plan du site' });
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Veste en lin' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Robe portefeuille' })).toBeNull();
    expect(location()).toBe(`${SITEMAP}?page=2`);
    expect(screen.getByText(`${INTRO} Page 2 sur 3`)).toBeTruthy();
    expect(
      api.callsTo('catalogue.productSitemap').map((call) => call.url.searchParams.get('page')),
    ).toEqual(['1', '2']);
    await waitFor(() => {
      expect(document.title).toBe(`${TITLE} – page 2 | Vitrine`);
    });
  });

  it('reads a page number it cannot use as the first page', async () => {
    const { api } = renderStore(`${SITEMAP}?page=deux`, {
      api: { 'catalogue.productSitemap': page(1, 1, ['Robe portefeuille']) },
    });
    await screen.findByRole('link', { name: 'Robe portefeuille' });
    expect(api.callsTo('catalogue.productSitemap')[0]?.url.searchParams.get('page')).toBe('1');
    // One page: no page count, and no pages to choose.
    expect(screen.getByText(INTRO)).toBeTruthy();
  });

  it('is the not-found page past the last page', async () => {
    renderStore(`${SITEMAP}?page=9`, {
      api: { 'catalogue.productSitemap': failure(404, 'request.no_route') },
    });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
  });

  it('offers to try again when the links cannot be read', async () => {
    const { user, api } = renderStore(SITEMAP, {
      api: { 'catalogue.productSitemap': failure(500) },
    });
    expect(
      await screen.findByText('Une erreur est survenue lors du chargement des données.'),
    ).toBeTruthy();
    api.answer('catalogue.productSitemap', page(1, 1, ['Robe portefeuille']));
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Robe portefeuille' })).toBeTruthy();
  });

  it('is in English at its UK address', async () => {
    renderStore('/site-plan-products.html', {
      store: 'uk',
      api: { 'catalogue.productSitemap': page(1, 2, ['Wrap dress']) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Site map: products' });
    expect(await screen.findByRole('link', { name: 'Wrap dress' })).toBeTruthy();
    expect(screen.getByText(/Page 1 of 2$/)).toBeTruthy();
  });
});
