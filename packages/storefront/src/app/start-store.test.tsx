// The browser entry: a store started in an empty #root renders the page of the address, asks for
// the frame's feeds and the customer, and reports what breaks rendering.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRENCH_STORE } from '../config/store-fixtures.test-support.js';
import { englishTexts } from '../i18n/texts-en.js';
import { frenchTexts } from '../i18n/texts-fr.js';
import { apiDouble } from '../testing/api-double.test-support.js';
import { startStore } from './start-store.js';

const TEXTS = { own: frenchTexts, fallback: () => Promise.resolve(englishTexts) };

describe('startStore', () => {
  const runnerAddress = window.location.href;
  let container: HTMLElement;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    container.remove();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', runnerAddress);
  });

  it('renders the page of the address in an empty root, with the frame and the customer asked for', async () => {
    window.history.replaceState(null, '', '/fr/checkout/cart');
    const api = apiDouble('fr');
    vi.stubGlobal('fetch', api.fetch);
    await startStore(FRENCH_STORE, TEXTS, container);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon panier' })).toBeTruthy();
    expect(api.callsTo('catalogue.menu').length).toBeGreaterThan(0);
    expect(api.callsTo('catalogue.siteContent').length).toBeGreaterThan(0);
    await vi.waitFor(() => {
      expect(api.callsTo('customer.get').length).toBeGreaterThan(0);
    });
  });

  it('refuses to start without a root to render into', async () => {
    await expect(startStore(FRENCH_STORE, TEXTS, null)).rejects.toThrow(
      'The page has no #root element to render the store into',
    );
  });
});
