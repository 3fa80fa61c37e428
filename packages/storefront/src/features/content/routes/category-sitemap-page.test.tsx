import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const CATEGORIES = {
  page: 2,
  pageCount: 2,
  total: 3,
  items: [
    { label: 'Robes', url: '/C-12345-robes' },
    { label: 'Vestes', url: '/C-12346-vestes' },
  ],
};

describe('the category site plan', () => {
  it.each(['/plan-de-site-categories.html', '/site-plan-categories.html'])(
    'lists the page of categories the address asks for at %s',
    async (path) => {
      const { api } = renderStore(`${path}?page=2`, {
        api: { 'catalogue.categorySitemap': CATEGORIES },
      });
      await screen.findByRole('heading', { level: 1, name: 'Plan du site : catégories' });
      expect((await screen.findByRole('link', { name: 'Vestes' })).getAttribute('href')).toBe(
        '/fr/C-12346-vestes',
      );
      expect(
        screen.getByText(
          'Toutes les catégories de la boutique, par ordre alphabétique. Page 2 sur 2',
        ),
      ).toBeTruthy();
      const pages = screen.getByRole('navigation', { name: 'Pages du plan du site' });
      expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
        `/fr${path}`,
      );
      expect(api.callsTo('catalogue.categorySitemap')[0]?.url.searchParams.get('page')).toBe('2');
    },
  );

  it('follows a category', async () => {
    const { user, location } = renderStore('/plan-de-site-categories.html', {
      api: { 'catalogue.categorySitemap': { ...CATEGORIES, page: 1 } },
    });
    await user.click(await screen.findByRole('link', { name: 'Robes' }));
    await screen.findByRole('heading', { level: 1, name: 'Robes' });
    expect(location()).toBe('/C-12345-robes');
  });

  it('offers to try again when the categories cannot be read', async () => {
    renderStore('/plan-de-site-categories.html', {
      api: { 'catalogue.categorySitemap': failure(503, 'server.unavailable') },
    });
    expect(await screen.findByText('Une erreur est survenue.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
