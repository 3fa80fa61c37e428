import { lazy, type ComponentType } from 'react';
import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { catchAllKind, type CatchAllKind } from '../config/paths.js';
import type { AppStore } from '../app/store.js';

/** What a catch-all page module may export to start its data while its code loads. */
export type Prefetch = (store: AppStore, pathname: string, search: string) => void;

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
  (store: AppStore) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const pathname = storePathname(params);
    const module = await load[catchAllKind(pathname)]();
    module.prefetch?.(store, pathname, new URL(request.url).search);
    return null;
  };

/** Products (/P-…), category listings (/C-12345-…), else a CMS page (spec 2.1). */
export function CatchAllPage() {
  const { pathname } = useLocation();
  const Page = pages[catchAllKind(pathname)];
  return <Page />;
}
