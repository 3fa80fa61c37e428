// Test support: the whole store rendered in the test's browser at an address, as a shopper would
// open it — the real routes, guards, Redux store, i18n and kit — with the API answered by the
// double (api-double). Component tests then use Testing Library's queries and user-event.
import '@vitrine/ui/styles.css';
import { createApiClient } from '@vitrine/api-client';
import { cleanup, configure, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach } from 'vitest';
import { createStoreI18n } from '../app/i18n.js';
import { createStore } from '../app/store.js';
import { StoreRoot } from '../app/store-root.js';
import type { StoreConfig } from '../config/store-config.js';
import { ENGLISH_STORE, FRENCH_STORE } from '../config/store-fixtures.test-support.js';
import { englishTexts } from '../i18n/texts-en.js';
import { frenchTexts } from '../i18n/texts-fr.js';
import { createRoutes } from '../routes/route-table.js';
import { apiDouble, type ApiAnswers } from './api-double.test-support.js';

export interface RenderStoreOptions {
  /** Which store: 'fr' (default) or 'uk'. */
  store?: 'fr' | 'uk';
  /** Answers that differ from the contract's examples (see api-double). */
  api?: ApiAnswers;
  /** Changes to the store's configuration (features, slugs…). */
  config?: Partial<StoreConfig>;
}

const TEXTS = {
  fr: { own: frenchTexts, other: englishTexts },
  uk: { own: englishTexts, other: frenchTexts },
};

// `findBy…` and `waitFor` wait up to 15 s (Testing Library's default is 1 s): a page's first render
// loads its lazy route code, which took 5 to 15 s when CI ran every suite at once on two cores. A
// passing test waits no longer for it.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * Opens `path` (below the store's segment, e.g. '/panier') in the store, and returns what a test
 * needs to act and to check: the user-event session, the router (its location), the Redux store
 * and the API double (its calls).
 */
export function renderStore(path: string, options: RenderStoreOptions = {}) {
  const segment = options.store ?? 'fr';
  const config: StoreConfig = {
    ...(segment === 'fr' ? FRENCH_STORE : ENGLISH_STORE),
    ...options.config,
  };
  const api = apiDouble(segment, options.api);
  const client = createApiClient({
    baseUrl: `/${segment}`,
    appKey: config.appKey,
    fetch: api.fetch,
  });
  const store = createStore(client);
  const texts = TEXTS[segment];
  const i18n = createStoreI18n(config, {
    own: texts.own,
    fallback: () => Promise.resolve(texts.other),
  });
  const router = createMemoryRouter(createRoutes({ store, config }), {
    initialEntries: [`/${segment}${path}`],
    basename: `/${segment}`,
  });
  const user = userEvent.setup();
  const { container } = render(
    <StoreRoot store={store} i18n={i18n} config={config}>
      <RouterProvider router={router} />
    </StoreRoot>,
  );
  /** Where the shopper is now, below the store's segment. */
  const location = () => {
    const { pathname, search } = router.state.location;
    // The home page is '/' (the segment's own address, '/fr' or '/fr/').
    return `${pathname.replace(`/${segment}`, '') || '/'}${search}`;
  };
  return { container, user, router, store, api, location, config };
}
