import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, pending, SIGNED_IN } from '../testing/api-double.test-support.js';
import { renderStore } from '../testing/render-store.test-support.js';
import { PAGE_VIEW_MAX_WAIT_MS } from './use-page-views.js';

type Entry = Record<string, unknown>;
const dataLayer = () => (window as unknown as { dataLayer: Entry[] }).dataLayer;
const pageViews = () => dataLayer().filter((entry) => entry.event === 'page_view');
const pageViewsOf = (path: string) => pageViews().filter((entry) => entry.page_path === path);

/** A visitor who is not signed in, as every page view describes them (decision 020). */
const VISITOR = {
  user_id: '',
  user_logged: false,
  user_email_optin: false,
  user_nb_command: 0,
  user_status: 'prospect',
  customer_last_order: '',
  user_category: '',
  user_email_sha256: '',
};

beforeEach(() => {
  (window as unknown as { dataLayer: Entry[] }).dataLayer = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('page views', () => {
  it("waits for the customer's answer, then describes a visitor as not logged in, once", async () => {
    renderStore('/aide');
    await waitFor(() => {
      expect(pageViews()).toEqual([
        {
          event: 'page_view',
          page_type: 'other',
          page_path: '/fr/aide',
          site_language: 'fr-FR',
          currency: 'EUR',
          user: VISITOR,
        },
      ]);
    });
  });

  it("carries a signed-in customer's status, order count and hashed e-mail from customer/get", async () => {
    renderStore('/help', { store: 'uk', api: SIGNED_IN });
    await waitFor(() => {
      expect(pageViews()).toEqual([
        {
          event: 'page_view',
          page_type: 'other',
          page_path: '/uk/help',
          site_language: 'en-GB',
          currency: 'GBP',
          user: {
            user_id: '12345678',
            user_logged: true,
            user_email_optin: true,
            user_nb_command: 3,
            user_status: 'client',
            customer_last_order: '',
            user_category: '',
            // SHA-256 of 'claire.dupont@example.fr': the address itself is never pushed.
            user_email_sha256: 'fa245da668dcc91897f437a5ec619ffa8d1c0bab69f0cfd7cdfdd5834d37bd77',
          },
        },
      ]);
    });
  });

  it('types an unknown page as an error page', async () => {
    renderStore('/page-qui-n-existe-pas', {
      api: { 'content.cmsPage': failure(404, 'content.page_not_found') },
    });
    await screen.findByRole('heading', { level: 1, name: 'Page introuvable' });
    await waitFor(() => {
      expect(pageViews()).toEqual([
        expect.objectContaining({
          page_type: 'error',
          page_path: '/fr/page-qui-n-existe-pas',
          user: VISITOR,
        }),
      ]);
    });
  });

  it('waits for a product reached in the app to answer: not found, its one page view is an error', async () => {
    let answer: (response: Response) => void = () => undefined;
    const sheet = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const { router, api } = renderStore('/aide', {
      api: { 'catalogue.productStatic': () => sheet },
    });
    await waitFor(() => {
      expect(pageViewsOf('/fr/aide')).toHaveLength(1);
    });
    await router.navigate('/P-ABCDEFGH-robe-disparue');
    await waitFor(() => {
      expect(api.callsTo('catalogue.productStatic').length).toBeGreaterThan(0);
    });
    // The sheet has not answered: the page may still be a product, nothing is pushed yet.
    expect(pageViewsOf('/fr/P-ABCDEFGH-robe-disparue')).toEqual([]);
    answer(failure(404, 'catalogue.product_not_found'));
    await screen.findByRole('heading', { level: 1, name: 'Produit introuvable.' });
    await waitFor(() => {
      expect(pageViewsOf('/fr/P-ABCDEFGH-robe-disparue')).toEqual([
        expect.objectContaining({ page_type: 'error', user: VISITOR }),
      ]);
    });
  });

  it("types the route's error screen as an error page", async () => {
    renderStore('/P-ABCDEFGH-robe', {
      api: { 'catalogue.productStatic': failure(500, 'server.error') },
    });
    await screen.findByText('Erreur 500');
    await waitFor(() => {
      expect(pageViews()).toEqual([
        expect.objectContaining({ page_type: 'error', page_path: '/fr/P-ABCDEFGH-robe' }),
      ]);
    });
  });

  it('does not wait for ever for a customer who does not answer: it goes without them', async () => {
    // Only the page's timers are moved by hand; the waits poll on real time (expect.poll).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderStore('/aide', { api: { 'customer.get': pending } });
    const heading = () =>
      screen.queryByRole('heading', { level: 1, name: 'Aide et questions fréquentes' });
    await expect.poll(heading, { timeout: 10_000 }).not.toBeNull();
    expect(pageViews()).toEqual([]);
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_MAX_WAIT_MS);
    await expect.poll(pageViews).toEqual([
      {
        event: 'page_view',
        page_type: 'other',
        page_path: '/fr/aide',
        site_language: 'fr-FR',
        currency: 'EUR',
      },
    ]);
  });
});
