import { pageTypeFromPath } from '@vitrine/analytics';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useStoreContext } from '../app/store-context.js';
import { track } from '../shared/analytics.js';

/** A page_view with its page type for every page the shopper reaches (spec 9). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const { config } = useStoreContext();
  useEffect(() => {
    track({
      event: 'page_view',
      page_type: pageTypeFromPath(pathname),
      page_path: `/${config.segment}${pathname}`,
      site_language: config.locale,
      currency: config.currency,
    });
  }, [pathname, config]);
}
