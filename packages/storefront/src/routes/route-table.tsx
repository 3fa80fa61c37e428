import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { SEARCH_QUERY_PARAM } from '@vitrine/ui';
import { SEARCH_MAX_LENGTH } from '@vitrine/validation';
import { accountPaths, checkoutPaths, sitePaths } from '../config/paths.js';
import type { StoreConfig } from '../config/store-config.js';
import type { AppStore } from '../app/store.js';
import { selectCustomer } from '../state/customer-slice.js';
import { fetchCustomer } from '../state/session-thunks.js';
import { preloadStoreFrame, RootLayout, type RouteHandle } from './root-layout.js';
import { RouteErrorScreen } from './route-error-screen.js';
import { guardRedirect, type Access } from './guards.js';
import type { PageModule } from '../app/page-module.js';
import { catchAllLoader, CatchAllPage, preloadCatchAllPage } from './catch-all.js';

/** Checkout steps after the basket: the checkout layout's own header, not the store's (spec 2.1). */
const TUNNEL: RouteHandle = { chrome: 'checkout' };

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
  /**
   * A lazily loaded page (route-level splitting): its module default-exports the component; one
   * that exports `prefetch` gets a loader starting its data (a route with a guard keeps its guard).
   */
  const page = (load: () => Promise<PageModule>) => async () => {
    const { default: Component, prefetch } = await load();
    return {
      Component,
      ...(prefetch && {
        loader: ({ request }: LoaderFunctionArgs) => {
          const { search } = new URL(request.url);
          prefetch(
            store,
            { pathname: pathInStore(request, config.segment).split('?')[0] ?? '/', search },
            config,
          );
          return null;
        },
      }),
    };
  };
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
  // Spec 2.1: a known customer has no identification to do; their details are the next stop.
  const checkoutIdentificationGuard = guard({
    kind: 'anonymous-only',
    loggedInPath: accountPaths.information,
  });
  const both = (
    english: string,
    french: string,
    route: Omit<RouteObject, 'path' | 'index' | 'children'>,
  ): RouteObject[] => [english, french].map((path) => ({ ...route, path }));

  const accountPage = page(() => import('../features/account/routes/account-page.js'));
  const orderHistoryPage = page(() => import('../features/account/orders/order-history-page.js'));
  const orderDetailsPage = page(() => import('../features/account/orders/order-details-page.js'));
  const cartPage = page(() => import('../features/checkout/basket/cart-page.js'));
  const directOrderPage = page(() => import('../features/checkout/basket/direct-order-page.js'));
  const accountLoginPage = page(() => import('../features/identity/routes/account-login-page.js'));
  const accountSignupPage = page(
    () => import('../features/identity/routes/account-signup-page.js'),
  );
  const checkoutLoginPage = page(
    () => import('../features/identity/routes/checkout-login-page.js'),
  );
  const checkoutSignupPage = page(
    () => import('../features/identity/routes/checkout-signup-page.js'),
  );
  const shippingPage = page(() => import('../features/checkout/delivery/shipping-page.js'));
  const paymentPage = page(() => import('../features/checkout/payment/payment-page.js'));
  const confirmationPage = page(() => import('../features/checkout/payment/confirmation-page.js'));
  const cmsPage = page(() => import('../features/content/routes/cms-page.js'));
  const forgotPasswordPage = page(
    () => import('../features/identity/routes/forgot-password-page.js'),
  );
  const forgotCustomerNumberPage = page(
    () => import('../features/identity/routes/forgot-customer-number-page.js'),
  );
  const passwordResetPage = page(
    () => import('../features/identity/routes/password-reset-page.js'),
  );
  const informationPage = page(() => import('../features/account/information/information-page.js'));
  const detailsEditPage = page(
    () => import('../features/account/information/details-edit-page.js'),
  );
  const emailEditPage = page(() => import('../features/account/information/email-edit-page.js'));
  const passwordEditPage = page(
    () => import('../features/account/information/password-edit-page.js'),
  );
  const mainAddressPage = page(
    () => import('../features/account/information/main-address-page.js'),
  );
  const secondaryAddressPage = page(
    () => import('../features/account/information/secondary-address-page.js'),
  );
  const personalAccountPage = page(
    () => import('../features/account/personal-account/personal-account-page.js'),
  );
  const newsletterPreferencesPage = page(
    () => import('../features/newsletter/newsletter-preferences-page.js'),
  );
  const newsletterSubscribePage = page(
    () => import('../features/newsletter/newsletter-subscribe-page.js'),
  );
  const newsletterUnsubscribePage = page(
    () => import('../features/newsletter/newsletter-unsubscribe-page.js'),
  );
  const catalogueRequestPage = page(
    () => import('../features/catalogue-request/catalogue-request-page.js'),
  );

  return [
    {
      id: 'root',
      Component: RootLayout,
      handle: { preload: preloadStoreFrame } satisfies RouteHandle,
      ErrorBoundary: RouteErrorScreen,
      // First load of a guarded or code-split page: nothing until its guard and code are ready.
      HydrateFallback: () => null,
      children: [
        {
          ErrorBoundary: RouteErrorScreen,
          children: [
            { index: true, lazy: page(() => import('../features/home/routes/home-page.js')) },
            // The header's search form without scripts: a plain GET to /Recherche?q=…
            ...both('Search', 'Recherche', {
              loader: ({ request }) => {
                const term = new URL(request.url).searchParams.get(SEARCH_QUERY_PARAM)?.trim();
                return redirect(
                  term ? sitePaths(config.slugs).search(term.slice(0, SEARCH_MAX_LENGTH)) : '/',
                );
              },
            }),
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
                    lazy: page(
                      () => import('../features/mix-and-match/routes/mix-and-match-page.js'),
                    ),
                  },
                ]
              : []),
            ...both('privacy-policy', 'donnees-personnelles-cookies', { lazy: cmsPage }),
            { path: 'promotional-offers-terms-and-conditions', lazy: cmsPage },
            ...both('help', 'aide', { lazy: cmsPage }),
            ...both('direct_order', 'commande_directe', { lazy: directOrderPage }),
            { path: 'catalogrequest', lazy: catalogueRequestPage },
            {
              path: 'newsletter/subscriber',
              loader: newsletterGuard,
              lazy: newsletterSubscribePage,
            },
            {
              path: 'newsletter/subscriber/unsubscribe',
              loader: newsletterGuard,
              lazy: newsletterUnsubscribePage,
            },
            {
              path: 'checkout',
              lazy: page(() => import('../features/checkout/routes/checkout-layout.js')),
              children: [
                // /checkout alone is no step: the basket is where the checkout starts.
                { index: true, loader: () => redirect(checkoutPaths.cart) },
                { path: 'cart', lazy: cartPage },
                { path: 'confirmation', handle: TUNNEL, lazy: confirmationPage },
                {
                  path: 'account/login',
                  handle: TUNNEL,
                  loader: checkoutIdentificationGuard,
                  lazy: checkoutLoginPage,
                },
                {
                  path: 'account/create',
                  handle: TUNNEL,
                  loader: checkoutIdentificationGuard,
                  lazy: checkoutSignupPage,
                },
                {
                  path: 'shipping',
                  handle: TUNNEL,
                  loader: checkoutLoginRequired,
                  lazy: shippingPage,
                },
                {
                  path: 'payment',
                  handle: TUNNEL,
                  loader: checkoutLoginRequired,
                  lazy: paymentPage,
                },
              ],
            },
            {
              path: 'customer/account',
              lazy: page(() => import('../features/account/routes/account-layout.js')),
              children: [
                { path: 'login', loader: anonymousOnly, lazy: accountLoginPage },
                { path: 'admin/login', loader: anonymousOnly, lazy: accountPage },
                { path: 'create', loader: anonymousOnly, lazy: accountSignupPage },
                { path: 'forgotpassword', loader: anonymousOnly, lazy: forgotPasswordPage },
                {
                  path: 'forgotcustomernumber',
                  loader: anonymousOnly,
                  lazy: forgotCustomerNumberPage,
                },
                {
                  path: 'forgotpasswordverification',
                  loader: anonymousOnly,
                  lazy: passwordResetPage,
                },
                {
                  path: 'logoutSuccess',
                  lazy: page(() => import('../features/account/routes/logout-success-page.js')),
                },
                {
                  loader: loginRequired,
                  lazy: page(() => import('../features/account/routes/account-area-layout.js')),
                  children: [
                    { path: 'informations', lazy: informationPage },
                    { path: 'informations/edit', lazy: detailsEditPage },
                    { path: 'informations/edit/email', lazy: emailEditPage },
                    { path: 'informations/edit/password', lazy: passwordEditPage },
                    { path: 'informations/address/main/edit', lazy: mainAddressPage },
                    {
                      path: 'informations/address/secondary/edit',
                      loader: guard({ kind: 'not-overseas' }),
                      lazy: secondaryAddressPage,
                    },
                    { path: 'order/history', lazy: orderHistoryPage },
                    { path: 'order/details/:id', lazy: orderDetailsPage },
                    { path: 'order/evt_details/:id', lazy: orderDetailsPage },
                    { path: 'newsletter', lazy: newsletterPreferencesPage },
                    { path: 'catalogrequest', lazy: catalogueRequestPage },
                    ...(config.features.personalAccount
                      ? [{ path: 'my-personal-account', lazy: personalAccountPage }]
                      : []),
                  ],
                },
              ],
            },
            // Products (/P-…), category listings (/C-12345-…) and CMS pages (spec 2.1 catch-all).
            {
              path: '*',
              loader: catchAllLoader(store, config),
              Component: CatchAllPage,
              handle: { preload: preloadCatchAllPage } satisfies RouteHandle,
            },
          ],
        },
      ],
    },
  ];
}
