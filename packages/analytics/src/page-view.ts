import type { TrackingUser } from './customer.js';
import type { AnalyticsEvent } from './events.js';
import { pageTypeFromPath } from './page-type.js';

type PageViewEvent = Extract<AnalyticsEvent, { event: 'page_view' }>;

export interface PageViewInput {
  /** The page's path with its store segment ('/fr/aide'). */
  path: string;
  locale: PageViewEvent['site_language'];
  currency: PageViewEvent['currency'];
  /** The page is the not-found page or the error screen, whatever its path. */
  isError?: boolean;
  /** The visitor, once known (signed in or not). */
  user?: TrackingUser;
}

/** A page_view: its type from the path (or `error`), the store, and the visitor when known. */
export function pageViewEvent({
  path,
  locale,
  currency,
  isError = false,
  user,
}: PageViewInput): PageViewEvent {
  return {
    event: 'page_view',
    page_type: pageTypeFromPath(path, { isError }),
    page_path: path,
    site_language: locale,
    currency,
    ...(user ? { user } : {}),
  };
}
