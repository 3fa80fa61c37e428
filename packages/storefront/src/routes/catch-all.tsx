import { useLocation, type LoaderFunctionArgs, type Params } from 'react-router';
import { catchAllKind, type CatchAllKind } from '../config/paths.js';
import type { PageModule } from '../app/page-module.js';
import type { AppStore } from '../app/store.js';
import type { StoreConfig } from '../config/store-config.js';
import { preloadable } from '../shared/preloadable.js';

const page = (load: () => Promise<PageModule>) => preloadable(load);

const pages: Record<CatchAllKind, ReturnType<typeof page>> = {
  product: page(() => import('../features/product/routes/product-page.js')),
  category: page(() => import('../features/catalogue/routes/category-page.js')),
  content: page(() => import('../features/content/routes/cms-page.js')),
};

/** The store-relative path of the catch-all route's match. */
const storePathname = (params: Params) => `/${params['*'] ?? ''}`;

/** Loads the code of the page a catch-all match shows (before a server-rendered page hydrates). */
export const preloadCatchAllPage = (params: Params) =>
  pages[catchAllKind(storePathname(params))].preload();

/**
 * Loads the page's code, then starts its data (its module's `prefetch`) before it renders; the
 * navigation waits for the code only, the page shows its skeleton until the data arrives.
 */
export const catchAllLoader =
  (store: AppStore, config: StoreConfig) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const pathname = storePathname(params);
    const module = await preloadCatchAllPage(params);
    module.prefetch?.(store, { pathname, search: new URL(request.url).search }, config);
    return null;
  };

/** Products (/P-…), category listings (/C-12345-…), else a CMS page (spec 2.1). */
export function CatchAllPage() {
  const { pathname } = useLocation();
  const Page = pages[catchAllKind(pathname)];
  return <Page />;
}
