import type { i18n } from 'i18next';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { StoreConfig } from '../config/store-config.js';
import type { AppStore } from './store.js';
import { StoreContextProvider, storeContextValue } from './store-context.js';

export interface StoreRootProps {
  store: AppStore;
  i18n: i18n;
  config: StoreConfig;
  /** The router: `RouterProvider` in the browser, `StaticRouterProvider` on the server. */
  children: ReactNode;
}

/** The attribute the document gets once the page runs in the browser (hydrated or rendered). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document once React has committed the page in the browser: before that a
 * server-rendered page shows but does not answer clicks (the browser journeys wait for it).
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}

/** What wraps every page, on the server and in the browser alike (so hydration matches). */
export function StoreRoot({ store, i18n, config, children }: StoreRootProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <StoreContextProvider value={storeContextValue(config)}>
            {children}
            <HydrationMark />
          </StoreContextProvider>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
