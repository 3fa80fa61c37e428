import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { accountPaths, checkoutPaths } from '../config/paths.js';
import type { StoreConfig } from '../config/store-config.js';
import type { AppStore } from '../app/store.js';
import { selectCustomer } from '../state/customer-slice.js';
import { fetchCustomer } from '../state/session-thunks.js';
import { RootLayout, type RouteHandle } from './root-layout.js';
import { RouteErrorScreen } from './route-error-screen.js';
import { guardRedirect, type Access } from './guards.js';
import { catchAllLoader, CatchAllPage } from './catch-all.js';

/** Checkout steps after the basket: the checkout layout's own header, not the store's (spec 2.1). */
const TUNNEL: RouteHandle = { chrome: 'checkout' };

/** A lazily loaded page: its module default-exports the page component (route-level splitting). */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The basename-relative path and query of a loader's request. */
function pathInStore(request: Request, segment: string): string {
  const url = new URL(request.url);
  return `${url.pathname.replace(new RegExp(`^/${segment}(?=/|$)`), '') || '/'}${url.search}`;
}

export interface RouteDeps {
  store: AppStore;
  config: StoreConfig;
}

/** Resolves once the shopper is known (the first customer call answered or failed). */
async function knownCustomer(store: AppStore) {
  return selectCustomer(store.getState()) ?? (await store.dispatch(fetchCustomer()));
}

/**
 * Every route of spec 2.1 under the store's segment (the router's basename), both path forms where
 * the spec gives two, with the guards of spec 4.
 */
export function createRoutes({ store, config }: RouteDeps): RouteObject[] {
  const loggedInHome = config.loggedInHome ?? accountPaths.orderHistory;
  const guard =
    (...rules: Access[]) =>
    async ({ request }: LoaderFunctionArgs) => {
      const customer = await knownCustomer(store);
      const here = pathInStore(request, config.segment);
      for (const rule of rules) {
        const target = guardRedirect(rule, customer, here);
        if (target) return redirect(target);
      }
      return null;
    };
  const loginRequired = guard({ kind: 'login-required', loginPath: accountPaths.login });
  const checkoutLoginRequired = guard({ kind: 'login-required', loginPath: checkoutPaths.login });
  const anonymousOnly = guard({ kind: 'anonymous-only', loggedInPath: loggedInHome });
  const newsletterGuard = guard({ kind: 'anonymous-only', loggedInPath: accountPaths.newsletter });
  const both = (
    english: string,
    french: string,
    route: Omit<RouteObject, 'path' | 'index' | 'children'>,
  ): RouteObject[] => [english, french].map((path) => ({ ...route, path }));

  const accountPage = page(() => import('../features/account/routes/account-page.js'));
  const checkoutPage = page(() => import('../features/checkout/routes/checkout-page.js'));
  const cmsPage = page(() => import('../features/content/routes/cms-page.js'));

  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorScreen,
      // First load of a guarded or code-split page: nothing until its guard and code are ready.
      HydrateFallback: () => null,
      children: [
        {
          ErrorBoundary: RouteErrorScreen,
          children: [
            { index: true, lazy: page(() => import('../features/home/routes/home-page.js')) },
            {
              path: 'Search/:term',
              lazy: page(() => import('../features/catalogue/routes/search-page.js')),
            },
            {
              path: 'Recherche/:term',
              lazy: page(() => import('../features/catalogue/routes/search-page.js')),
            },
            ...both('site-plan-products.html', 'plan-de-site-produits.html', {
              lazy: page(() => import('../features/content/routes/product-sitemap-page.js')),
            }),
            ...both('site-plan-categories.html', 'plan-de-site-categories.html', {
              lazy: page(() => import('../features/content/routes/category-sitemap-page.js')),
            }),
            {
              path: 'contact',
              lazy: page(() => import('../features/content/routes/contact-page.js')),
            },
            ...(config.features.mixAndMatch
              ? [
                  {
                    path: 'mix-and-match',
                    lazy: page(() => import('../features/content/routes/mix-and-match-page.js')),
                  },
                ]
              : []),
            ...both('privacy-policy', 'donnees-personnelles-cookies', { lazy: cmsPage }),
            { path: 'promotional-offers-terms-and-conditions', lazy: cmsPage },
            ...both('help', 'aide', { lazy: cmsPage }),
            ...both('direct_order', 'commande_directe', { lazy: checkoutPage }),
            { path: 'catalogrequest', lazy: accountPage },
            { path: 'newsletter/subscriber', loader: newsletterGuard, lazy: accountPage },
            {
              path: 'newsletter/subscriber/unsubscribe',
              loader: newsletterGuard,
              lazy: accountPage,
            },
            {
              path: 'checkout',
              lazy: page(() => import('../features/checkout/routes/checkout-layout.js')),
              children: [
                { path: 'cart', lazy: checkoutPage },
                { path: 'confirmation', handle: TUNNEL, lazy: checkoutPage },
                {
                  path: 'account/login',
                  handle: TUNNEL,
                  loader: guard({ kind: 'anonymous-only', loggedInPath: checkoutPaths.shipping }),
                  lazy: checkoutPage,
                },
                {
                  path: 'account/create',
                  handle: TUNNEL,
                  loader: guard({ kind: 'anonymous-only', loggedInPath: checkoutPaths.shipping }),
                  lazy: checkoutPage,
                },
                {
                  path: 'shipping',
                  handle: TUNNEL,
                  loader: checkoutLoginRequired,
                  lazy: checkoutPage,
                },
                {
                  path: 'payment',
                  handle: TUNNEL,
                  loader: checkoutLoginRequired,
                  lazy: checkoutPage,
                },
              ],
            },
            {
              path: 'customer/account',
              lazy: page(() => import('../features/account/routes/account-layout.js')),
              children: [
                { path: 'login', loader: anonymousOnly, lazy: accountPage },
                { path: 'admin/login', loader: anonymousOnly, lazy: accountPage },
                { path: 'create', loader: anonymousOnly, lazy: accountPage },
                { path: 'forgotpasswordverification', loader: anonymousOnly, lazy: accountPage },
                {
                  path: 'logoutSuccess',
                  lazy: page(() => import('../features/account/routes/logout-success-page.js')),
                },
                {
                  loader: loginRequired,
                  lazy: page(() => import('../features/account/routes/account-area-layout.js')),
                  children: [
                    { path: 'informations', lazy: accountPage },
                    { path: 'informations/edit', lazy: accountPage },
                    { path: 'informations/edit/email', lazy: accountPage },
                    { path: 'informations/edit/password', lazy: accountPage },
                    { path: 'informations/address/main/edit', lazy: accountPage },
                    {
                      path: 'informations/address/secondary/edit',
                      loader: guard({ kind: 'not-overseas' }),
                      lazy: accountPage,
                    },
                    { path: 'order/history', lazy: accountPage },
                    { path: 'order/details/:id', lazy: accountPage },
                    { path: 'order/evt_details/:id', lazy: accountPage },
                    { path: 'newsletter', lazy: accountPage },
                    { path: 'catalogrequest', lazy: accountPage },
                    ...(config.features.personalAccount
                      ? [{ path: 'my-personal-account', lazy: accountPage }]
                      : []),
                  ],
                },
              ],
            },
            // Products (/P-…), category listings (/C-12345-…) and CMS pages (spec 2.1 catch-all).
            { path: '*', loader: catchAllLoader(store), Component: CatchAllPage },
          ],
        },
      ],
    },
  ];
}
