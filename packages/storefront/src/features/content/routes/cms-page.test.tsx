import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, pending } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const HELP_HTML =
  '<h2>Commander</h2><p>Vous pouvez commander en ligne, par téléphone ou par courrier.</p><p><a href="/fr/contact">Nous écrire</a></p>';

const descriptionMeta = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('a CMS page', () => {
  it('shows its known title while its content loads', async () => {
    const { container } = renderStore('/aide', { api: { 'content.cmsPage': pending } });
    await screen.findByRole('heading', { level: 1, name: 'Aide et questions fréquentes' });
    expect(container.querySelector('main [aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('Commander')).toBeNull();
  });

  it('shows the help page with its breadcrumbs, title and description', async () => {
    const { api } = renderStore('/aide', { api: { 'content.cmsPage': HELP_HTML } });
    await screen.findByRole('heading', { level: 1, name: 'Aide et questions fréquentes' });
    // The page's own first heading stays in the content: the known title is the h1.
    expect(await screen.findByRole('heading', { level: 2, name: 'Commander' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(crumbs).getByRole('link', { name: 'Accueil' })).toBeTruthy();
    expect(within(crumbs).getByText('Aide et questions fréquentes')).toBeTruthy();
    expect(api.callsTo('content.cmsPage').map((call) => call.params['*'])).toEqual(['aide']);
    await waitFor(() => {
      expect(document.title).toBe('Aide et questions fréquentes | Vitrine');
    });
    expect(descriptionMeta()).toBe(
      'Vous pouvez commander en ligne, par téléphone ou par courrier.',
    );
  });

  it('follows a link of its content inside the store', async () => {
    const { user, location } = renderStore('/aide', { api: { 'content.cmsPage': HELP_HTML } });
    await user.click(await screen.findByRole('link', { name: 'Nous écrire' }));
    await screen.findByRole('heading', { level: 1, name: 'Nous contacter' });
    expect(location()).toBe('/contact');
  });

  it('shows no script, form or event handler of its content', async () => {
    const { container } = renderStore('/aide', {
      api: {
        'content.cmsPage':
          '<p>Texte sûr</p><script>window.hacked = true</script><form><input name="card"></form><img src="/x.png" alt="" onerror="window.hacked = true">',
      },
    });
    await screen.findByText('Texte sûr');
    const main = container.querySelector('main');
    expect(main?.querySelector('script, form, input, [onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it.each([
    [
      '/donnees-personnelles-cookies',
      'Données personnelles et cookies',
      'donnees-personnelles-cookies',
    ],
    ['/privacy-policy', 'Données personnelles et cookies', 'donnees-personnelles-cookies'],
    ['/help', 'Aide et questions fréquentes', 'aide'],
    [
      '/promotional-offers-terms-and-conditions',
      'Conditions des offres promotionnelles',
      'promotional-offers-terms-and-conditions',
    ],
    ['/livraison-et-retours', 'Livraison et retours', 'livraison-et-retours'],
  ])('serves %s as the page %s', async (path, title, cmsPath) => {
    const { api } = renderStore(path, { api: { 'content.cmsPage': '<p>Contenu</p>' } });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(await screen.findByText('Contenu')).toBeTruthy();
    expect(api.callsTo('content.cmsPage').map((call) => call.params['*'])).toEqual([cmsPath]);
  });

  it('takes the title of another page from its first heading', async () => {
    renderStore('/a-propos/', {
      api: {
        'content.cmsPage':
          '<h2>Qui sommes-nous ?</h2><p>Une maison de vente par correspondance.</p>',
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Qui sommes-nous ?' });
    expect(screen.getAllByText('Qui sommes-nous ?')).toHaveLength(2); // the h1 and its crumb
    expect(screen.queryByRole('heading', { level: 2, name: 'Qui sommes-nous ?' })).toBeNull();
  });

  it('names a page without a heading with the fallback title', async () => {
    renderStore('/engagements', { api: { 'content.cmsPage': '<p>Nos engagements.</p>' } });
    await screen.findByRole('heading', { level: 1, name: 'Informations' });
    expect(screen.getByText('Nos engagements.')).toBeTruthy();
  });

  it('is the not-found page when the content has no such page', async () => {
    renderStore('/page-disparue', {
      api: { 'content.cmsPage': failure(404, 'content.page_not_found') },
    });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
  });

  it('is the not-found page, without asking, for a path no CMS page can have', async () => {
    const { api } = renderStore('/%3Cscript%3E');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(api.callsTo('content.cmsPage')).toEqual([]);
  });

  it('offers to try again when the content cannot be read, and shows it once it can', async () => {
    const { user, api } = renderStore('/engagements', {
      api: { 'content.cmsPage': failure(503, 'server.unavailable') },
    });
    await screen.findByRole('heading', { level: 1, name: 'Informations' });
    expect(
      screen.getByText('Une erreur est survenue lors du chargement des données.'),
    ).toBeTruthy();
    api.answer('content.cmsPage', '<h2>Nos engagements</h2><p>Fabriqué en France.</p>');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Fabriqué en France.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Nos engagements' })).toBeTruthy();
  });

  it("asks the UK store's content for its own form of a two-form page", async () => {
    const { api } = renderStore('/aide', {
      store: 'uk',
      api: { 'content.cmsPage': '<p>How to order.</p>' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Help and FAQs' });
    expect(await screen.findByText('How to order.')).toBeTruthy();
    expect(api.callsTo('content.cmsPage').map((call) => call.params['*'])).toEqual(['help']);
  });
});
