import { UiProvider } from '@vitrine/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches, type Location } from 'react-router';
import { useAppDispatch } from '../app/hooks.js';
import { HydrationMark } from '../app/hydration-mark.js';
import { useStoreContext } from '../app/store-context.js';
import { CheckoutFooter, CheckoutHeader } from '../features/checkout/components/checkout-header.js';
import { StoreHeader } from '../features/header/components/store-header.js';
import { RouterLink } from '../shared/router-link.js';
import { FlashOutlet } from '../state/flash-outlet.js';
import { fetchCustomer } from '../state/session-thunks.js';
import styles from './root-layout.module.css';
import { usePageViews } from './use-page-views.js';

// Below the content, with content of its own to fetch: it loads after the first paint.
const StoreFooter = lazy(() => import('../features/footer/components/store-footer.js'));

/**
 * Scroll positions are kept per history entry; a page opened afresh has the key 'default' in
 * every tab, so it is keyed by its address instead (otherwise it could reuse another page's).
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/** What a route may tell the frame: 'checkout' pages bring their own header and footer. */
export interface RouteHandle {
  chrome?: 'store' | 'checkout';
}

const isCheckoutChrome = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && (handle as RouteHandle).chrome === 'checkout';

/**
 * Asks who the shopper is (its answer fills the customer slice, which refreshes the cart, spec 4).
 * It sits in the page's boundary: the answer changes what the page shows, so it must come after
 * the page has hydrated as the server rendered it.
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
  usePageViews();
  const storeChrome = !useMatches().some((match) => isCheckoutChrome(match.handle));
  return (
    <UiProvider locale={config.locale} currency={config.currency} Link={RouterLink}>
      <a className={styles.skipLink} href="#main">
        {t('LABEL_SKIP_TO_CONTENT')}
      </a>
      {storeChrome ? <StoreHeader /> : <CheckoutHeader />}
      <FlashOutlet />
      {/* One boundary: in the browser the page and the footer hydrate together, then the mark. */}
      <Suspense>
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        {storeChrome ? <StoreFooter /> : <CheckoutFooter />}
        <CustomerCall />
        <HydrationMark />
      </Suspense>
      <ScrollRestoration getKey={scrollKey} />
    </UiProvider>
  );
}
