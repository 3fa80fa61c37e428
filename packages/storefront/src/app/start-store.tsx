import '@vitrine/ui/styles.css';
import { createApiClient } from '@vitrine/api-client';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  matchRoutes,
  type RouteObject,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { checkStoreConfig, type StoreConfig, type StoreTexts } from '../config/store-config.js';
import type { RouteHandle } from '../routes/root-layout.js';
import { preloadNotFoundPage } from '../routes/route-error-screen.js';
import { createRoutes } from '../routes/route-table.js';
import { startConsent } from '../shared/consent/consent-state.js';
import { siteApi } from '../shared/site-api.js';
import { isChunkLoadError } from './chunk-reload.js';
import { PAGE_HEAD_ATTRIBUTE } from '../shared/page-head.js';
import { reportRenderError } from './error-report.js';
import { createStoreI18n } from './i18n.js';
import { readPageState, servedConfig } from './page-state.js';
import { createStore } from './store.js';
import { StoreRoot } from './store-root.js';

declare global {
  interface Window {
    /** Where React Router reads the server's loader data and errors from (see router-hydration). */
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * Loads the code of the routes this address matches, and the split-off parts they render with,
 * before the first render: it must be the page the server rendered, in one pass (see preloadable).
 */
async function loadMatchedRoutes(routes: RouteObject[], basename: string) {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      if (typeof route.lazy === 'function')
        Object.assign(route, await route.lazy(), { lazy: undefined });
      await (route.handle as RouteHandle | undefined)?.preload?.(params);
    }),
  );
}

/**
 * Starts a store in the page: hydrates the page the server rendered (with the state it wrote
 * into it), or renders into an empty `#root` (the Vite development server).
 */
export async function startStore(
  appConfig: StoreConfig,
  texts: StoreTexts,
  container = document.getElementById('root'),
): Promise<void> {
  checkStoreConfig(appConfig);
  // Consent Mode's default goes into the data layer before anything else (decision 019).
  startConsent(appConfig.tagManagerContainers);
  if (!container) throw new Error('The page has no #root element to render the store into');
  const pageState = readPageState(document);
  // As the server rendered the page: with its form schema options.
  const config = servedConfig(appConfig, pageState?.formSchemaOptions);
  const client = createApiClient({
    baseUrl: `${config.apiOrigin}/${config.segment}`,
    appKey: config.appKey,
  });
  const store = createStore(client, { preloadedState: pageState?.store });
  const i18n = createStoreI18n(config, texts);
  const basename = `/${config.segment}`;

  // Spec 8: render crashes are reported (7.6); not-found answers and chunk failures are not crashes.
  const report = (error: unknown, info: { componentStack?: string | undefined }) => {
    console.error(error);
    if (isRouteErrorResponse(error) || isChunkLoadError(error)) return;
    reportRenderError(client, error, info.componentStack);
  };

  const routes = createRoutes({ store, config });
  if (pageState) {
    window.__staticRouterHydrationData = pageState.router;
    await Promise.all([
      loadMatchedRoutes(routes, basename),
      pageState.router.errors && preloadNotFoundPage(),
    ]);
  } else {
    await loadMatchedRoutes(routes, basename);
    // The menu and the site content feed are on every page: ask now, with the page's code.
    void store.dispatch(siteApi.endpoints.getMenu.initiate(undefined, { subscribe: false }));
    void store.dispatch(siteApi.endpoints.getSiteContent.initiate(undefined, { subscribe: false }));
  }
  const router = createBrowserRouter(routes, { basename });
  // The head the server wrote (canonical, alternates, structured data) describes its page only.
  const served = router.state.location;
  const stopWatching = router.subscribe((state) => {
    if (state.location === served) return;
    for (const element of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`))
      element.remove();
    stopWatching();
  });
  const app = (
    <StoreRoot store={store} i18n={i18n} config={config}>
      <RouterProvider router={router} />
    </StoreRoot>
  );
  const options = {
    onCaughtError: report,
    onUncaughtError: report,
    // A page that does not hydrate as the server rendered it is a bug: said in the console
    // (the browser journeys fail on it), and React renders that part again in the browser.
    onRecoverableError: (error: unknown, info: { componentStack?: string | undefined }) => {
      console.error('Recoverable render error (hydration mismatch?)', error, info.componentStack);
    },
  };
  // Hydrated as a transition: React works in short slices and lets the page answer input between
  // them, rather than in one long task (the page is already painted).
  if (pageState)
    startTransition(() => {
      hydrateRoot(container, app, options);
    });
  else createRoot(container, options).render(app);
}
