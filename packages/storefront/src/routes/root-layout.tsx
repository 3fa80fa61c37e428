import { UiProvider } from '@vitrine/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches, type Location, type Params } from 'react-router';
import { useAppDispatch } from '../app/hooks.js';
import { HydrationMark } from '../app/hydration-mark.js';
import { useStoreContext } from '../app/store-context.js';
import { CheckoutFooter, CheckoutHeader } from '../features/checkout/components/checkout-header.js';
import { preloadStoreHeader, StoreHeader } from '../features/header/components/store-header.js';
import { ConsentStep } from '../shared/consent/consent-step.js';
import { PageViewSignalsContext } from '../shared/page-view-signals.js';
import { preloadable } from '../shared/preloadable.js';
import { PopinOutlet } from '../shared/popin/popin-outlet.js';
import { RouterLink } from '../shared/router-link.js';
import { FlashOutlet } from '../state/flash-outlet.js';
import { fetchCustomer } from '../state/session-thunks.js';
import styles from './root-layout.module.css';
import { usePageViews } from './use-page-views.js';

// Below the content, with content of its own to fetch: its code is split off.
const StoreFooter = preloadable(() => import('../features/footer/components/store-footer.js'));

/** Loads the code the store's frame renders with, before a server-rendered page hydrates. */
export const preloadStoreFrame = () => Promise.all([preloadStoreHeader(), StoreFooter.preload()]);

/**
 * Scroll positions are kept per history entry; a page opened afresh has the key 'default' in
 * every tab, so it is keyed by its address instead (otherwise it could reuse another page's).
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/**
 * What a route may tell the frame: 'checkout' pages bring their own header and footer. `preload`
 * loads the split-off code its first render needs: a server-rendered page must hydrate with all
 * of it at hand (see preloadable).
 */
export interface RouteHandle {
  chrome?: 'store' | 'checkout';
  preload?: (params: Params) => Promise<unknown>;
}

/** Whether a route's handle gives it the checkout's own header and footer. */
export const isCheckoutChrome = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && (handle as RouteHandle).chrome === 'checkout';

/**
 * Asks who the shopper is (its answer fills the customer slice, which refreshes the cart, spec 4).
 * It sits after the page: the answer changes what the page shows, so it must come after the page
 * has hydrated as the server rendered it.
 */
function CustomerCall() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(fetchCustomer());
  }, [dispatch]);
  return null;
}

/**
 * Every page's frame: header, flash message, the page, footer. Scroll goes to the top after each
 * navigation unless it asked to keep it (`preventScrollReset`), and back/forward restore it.
 */
export function RootLayout() {
  const { config } = useStoreContext();
  const { t } = useTranslation();
  const pageViewSignals = usePageViews();
  const storeChrome = !useMatches().some((match) => isCheckoutChrome(match.handle));
  return (
    <UiProvider locale={config.locale} currency={config.currency} Link={RouterLink}>
      <a className={styles.skipLink} href="#main">
        {t('LABEL_SKIP_TO_CONTENT')}
      </a>
      {/* Early in the page, so the keyboard reaches it first; shown fixed at the bottom. */}
      <ConsentStep />
      {storeChrome ? <StoreHeader /> : <CheckoutHeader />}
      <FlashOutlet />
      {/* No Suspense boundary: the whole page hydrates in one pass, then these effects run. */}
      <main id="main" className={styles.main} tabIndex={-1}>
        <PageViewSignalsContext value={pageViewSignals}>
          <Outlet />
        </PageViewSignalsContext>
      </main>
      {storeChrome ? <StoreFooter /> : <CheckoutFooter />}
      <PopinOutlet />
      <CustomerCall />
      <HydrationMark />
      <ScrollRestoration getKey={scrollKey} />
    </UiProvider>
  );
}
