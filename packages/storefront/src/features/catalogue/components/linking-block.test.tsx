import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const CATEGORY = '/C-12345-robes';
const BLOCK_HTML =
  '<section><h2>Nos incontournables · Femme</h2><ul><li><a href="/fr/C-12346-jupes">Jupes</a></li><li><a href="/fr/C-12347-pulls">Pulls</a></li></ul></section>';

const title = () => screen.findByRole('heading', { level: 1, name: 'Robes' });

describe('a category’s internal-linking block', () => {
  it('shows under the listing, asked by the category’s id', async () => {
    const { api } = renderStore(CATEGORY, { api: { 'content.internalLinking': BLOCK_HTML } });
    const block = await screen.findByRole('navigation', { name: 'Catégories associées' });
    expect(
      within(block).getByRole('heading', { level: 2, name: 'Nos incontournables · Femme' }),
    ).toBeTruthy();
    expect(
      within(block)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Jupes', '/fr/C-12346-jupes'],
      ['Pulls', '/fr/C-12347-pulls'],
    ]);
    expect(api.callsTo('content.internalLinking').map((call) => call.params.file)).toEqual([
      'maillagebloc-12345.html',
    ]);
  });

  it('leads to another category through the router', async () => {
    const { user, location, api } = renderStore(CATEGORY, {
      api: { 'content.internalLinking': BLOCK_HTML },
    });
    const block = await screen.findByRole('navigation', { name: 'Catégories associées' });
    await user.click(within(block).getByRole('link', { name: 'Jupes' }));
    await waitFor(() => {
      expect(location()).toBe('/C-12346-jupes');
    });
    // The new category's page, with its own block asked for.
    await waitFor(() => {
      expect(api.callsTo('content.internalLinking').map((call) => call.params.file)).toContain(
        'maillagebloc-12346.html',
      );
    });
  });

  it('is not there when the category has none (404), and the page shows as usual', async () => {
    renderStore(CATEGORY, {
      api: { 'content.internalLinking': failure(404, 'content.page_not_found') },
    });
    await title();
    expect(await screen.findByRole('list', { name: 'Articles, page 1' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Catégories associées' })).toBeNull();
    expect(screen.queryByText('Une erreur est survenue.')).toBeNull();
  });

  it.each([
    ['fails otherwise', failure(500)],
    ['is empty', ''],
  ])('is not there when it %s, and the page shows as usual', async (_, answer) => {
    renderStore(CATEGORY, { api: { 'content.internalLinking': answer } });
    await screen.findByRole('list', { name: 'Articles, page 1' });
    expect(screen.queryByRole('navigation', { name: 'Catégories associées' })).toBeNull();
  });

  it('is named in English in the English store', async () => {
    renderStore('/C-12345-dresses', {
      store: 'uk',
      api: {
        'content.internalLinking':
          '<section><h2>Also discover</h2><ul><li><a href="/uk/C-12346-skirts">Skirts</a></li></ul></section>',
      },
    });
    const block = await screen.findByRole('navigation', { name: 'Related categories' });
    expect(within(block).getByRole('link', { name: 'Skirts' }).getAttribute('href')).toBe(
      '/uk/C-12346-skirts',
    );
  });
});
