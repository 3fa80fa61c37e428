import type { i18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
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

/** What wraps every page, on the server and in the browser alike (so hydration matches). */
export function StoreRoot({ store, i18n, config, children }: StoreRootProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <StoreContextProvider value={storeContextValue(config)}>{children}</StoreContextProvider>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
