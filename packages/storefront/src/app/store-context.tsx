import { createContext, use } from 'react';
import { accountPaths, checkoutPaths, sitePaths, type SitePaths } from '../config/paths.js';
import type { StoreConfig } from '../config/store-config.js';

export interface StoreContextValue {
  config: StoreConfig;
  paths: SitePaths & { account: typeof accountPaths; checkout: typeof checkoutPaths };
}

export function storeContextValue(config: StoreConfig): StoreContextValue {
  return {
    config,
    paths: { ...sitePaths(config.slugs), account: accountPaths, checkout: checkoutPaths },
  };
}

const StoreContext = createContext<StoreContextValue | null>(null);

export const StoreContextProvider = StoreContext.Provider;

/** The running store's configuration and the paths its pages link to. */
export function useStoreContext(): StoreContextValue {
  const value = use(StoreContext);
  if (!value) throw new Error('useStoreContext must be used inside the storefront');
  return value;
}
