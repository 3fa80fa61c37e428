import '@vitrine/ui/styles.css';
import { createApiClient } from '@vitrine/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, isRouteErrorResponse } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { checkStoreConfig, type StoreConfig, type StoreTexts } from '../config/store-config.js';
import { createRoutes } from '../routes/route-table.js';
import { isChunkLoadError } from './chunk-reload.js';
import { reportRenderError } from './error-report.js';
import { createStoreI18n } from './i18n.js';
import { siteApi } from '../shared/site-api.js';
import { createStore } from './store.js';
import { StoreContextProvider, storeContextValue } from './store-context.js';

/** Starts a store in the page: checks its configuration, then renders the app into `#root`. */
export function startStore(
  config: StoreConfig,
  texts: StoreTexts,
  container = document.getElementById('root'),
): void {
  checkStoreConfig(config);
  if (!container) throw new Error('The page has no #root element to render the store into');
  const client = createApiClient({
    baseUrl: `${config.apiOrigin}/${config.segment}`,
    appKey: config.appKey,
  });
  const store = createStore(client);
  const i18n = createStoreI18n(config, texts);
  document.documentElement.lang = config.locale;

  // Spec 8: render crashes are reported (7.6); not-found answers and chunk failures are not crashes.
  const report = (error: unknown, info: { componentStack?: string | undefined }) => {
    console.error(error);
    if (isRouteErrorResponse(error) || isChunkLoadError(error)) return;
    reportRenderError(client, error, info.componentStack);
  };

  // The menu and the site content feed are on every page (header, home): ask now, in parallel
  // with the page's code, rather than once the parts showing them have loaded.
  void store.dispatch(siteApi.endpoints.getMenu.initiate(undefined, { subscribe: false }));
  void store.dispatch(siteApi.endpoints.getSiteContent.initiate(undefined, { subscribe: false }));

  const router = createBrowserRouter(createRoutes({ store, config }), {
    basename: `/${config.segment}`,
  });
  createRoot(container, { onCaughtError: report, onUncaughtError: report }).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <StoreContextProvider value={storeContextValue(config)}>
            <RouterProvider router={router} />
          </StoreContextProvider>
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}
