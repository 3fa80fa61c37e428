import { lazy, type ComponentType } from 'react';
import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { catchAllKind, type CatchAllKind } from '../config/paths.js';
import type { AppStore } from '../app/store.js';
import type { StoreConfig } from '../config/store-config.js';

/**
 * What a page module may export to start its data while its code loads: its route's loader calls
 * it (in the browser before the page renders, on the server before the page is rendered).
 */
export type Prefetch = (
  store: AppStore,
  location: { pathname: string; search: string },
  config: StoreConfig,
) => void;

interface PageModule {
  default: ComponentType;
  prefetch?: Prefetch;
}

const load: Record<CatchAllKind, () => Promise<PageModule>> = {
  product: () => import('../features/product/routes/product-page.js'),
  category: () => import('../features/catalogue/routes/category-page.js'),
  content: () => import('../features/content/routes/cms-page.js'),
};

const pages = {
  product: lazy(load.product),
  category: lazy(load.category),
  content: lazy(load.content),
};

/** The store-relative path of the catch-all route's match. */
const storePathname = (params: LoaderFunctionArgs['params']) => `/${params['*'] ?? ''}`;

/**
 * Loads the page's code, then starts its data (its module's `prefetch`) before it renders; the
 * navigation waits for the code only, the page shows its skeleton until the data arrives.
 */
export const catchAllLoader =
  (store: AppStore, config: StoreConfig) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const pathname = storePathname(params);
    const module = await load[catchAllKind(pathname)]();
    module.prefetch?.(store, { pathname, search: new URL(request.url).search }, config);
    return null;
  };

/** Products (/P-…), category listings (/C-12345-…), else a CMS page (spec 2.1). */
export function CatchAllPage() {
  const { pathname } = useLocation();
  const Page = pages[catchAllKind(pathname)];
  return <Page />;
}
