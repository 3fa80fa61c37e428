import { pageViewEvent, trackUser, type TrackingUser } from '@vitrine/analytics';
import type { Customer } from '@vitrine/api-client';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '../app/hooks.js';
import { useStoreContext } from '../app/store-context.js';
import { track } from '../shared/analytics.js';
import type { PageViewSignals } from '../shared/page-view-signals.js';
import { selectCustomer } from '../state/customer-slice.js';

/**
 * The longest a page view waits, from the navigation, for the customer's first answer and the
 * page's verdict (decision 020): then it goes with what is known.
 */
export const PAGE_VIEW_MAX_WAIT_MS = 5000;

/** The visitor for the data layer; none when the e-mail cannot be hashed (no Web Crypto). */
async function visitor(customer: Customer | null): Promise<TrackingUser | undefined> {
  if (!customer) return undefined;
  try {
    return await trackUser(customer);
  } catch (error) {
    console.warn('The visitor could not be described for the data layer', error);
    return undefined;
  }
}

export interface PageViewOptions {
  /** The page is an error page whatever it signals (the root's error screen). */
  isError?: boolean;
}

/**
 * A page_view for every page the shopper reaches (spec 9, decision 020): once per path, when the
 * customer's first answer is in (so it carries `user`, signed in or not) and the page has said
 * what it is (signals), or at the latest PAGE_VIEW_MAX_WAIT_MS after the navigation. Its type is
 * `error` when an error page is shown. Returns the signals the page's components give.
 */
export function usePageViews({ isError = false }: PageViewOptions = {}): PageViewSignals {
  const { pathname } = useLocation();
  const { config } = useStoreContext();
  const customer = useAppSelector(selectCustomer);
  // Live counts of the mounted signals: each component undoes its own when it goes.
  const counts = useRef({ errors: 0, holds: 0 });
  const [signalled, onSignal] = useReducer((version: number) => version + 1, 0);
  const signals = useMemo<PageViewSignals>(() => {
    const counter = (key: 'errors' | 'holds') => () => {
      counts.current[key] += 1;
      onSignal();
      return () => {
        counts.current[key] -= 1;
        onSignal();
      };
    };
    return { markError: counter('errors'), hold: counter('holds') };
  }, []);
  const pushed = useRef<string | null>(null);
  const navigation = useRef<{ path: string; startedAt: number } | null>(null);

  useEffect(() => {
    if (navigation.current?.path !== pathname)
      navigation.current = { path: pathname, startedAt: Date.now() };
    if (pushed.current === pathname) return;
    const push = () => {
      pushed.current = pathname;
      const error = isError || counts.current.errors > 0;
      void visitor(customer).then((user) => {
        track(
          pageViewEvent({
            path: `/${config.segment}${pathname}`,
            locale: config.locale,
            currency: config.currency,
            isError: error,
            ...(user ? { user } : {}),
          }),
        );
      });
    };
    if (customer !== null && counts.current.holds === 0) {
      push();
      return;
    }
    const left = navigation.current.startedAt + PAGE_VIEW_MAX_WAIT_MS - Date.now();
    const timer = setTimeout(push, Math.max(0, left));
    return () => {
      clearTimeout(timer);
    };
  }, [pathname, config, customer, signalled, isError]);

  return signals;
}
