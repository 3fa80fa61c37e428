import { parsePrice } from '@vitrine/validation';
import type { StoreLocale } from '@vitrine/ui';

/** An amount of the API ('29.99', '0.00') as a number; zero or unreadable amounts are 0. */
export function amountOf(value: string): number {
  return parsePrice(value) ?? 0;
}

/** The day an order was placed, in the store's language: '12 mars 2026', '12 March 2026'. */
export function formatOrderDate(isoDate: string, locale: StoreLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(isoDate));
}

/** Where a package's tracking link leads: a carrier's site, or a page of this store. */
export type TrackingTarget = { kind: 'carrier'; href: string } | { kind: 'store'; path: string };

/**
 * The carriers' tracking pages are absolute URLs; the retailer's own deliveries point to the
 * store's delivery page ('/fr/livraison-et-retours?tracking=…'), followed inside the app.
 */
export function trackingTarget(url: string, segment: string): TrackingTarget {
  const storeRoot = `/${segment}/`;
  if (url.startsWith(storeRoot)) return { kind: 'store', path: url.slice(storeRoot.length - 1) };
  return { kind: 'carrier', href: url };
}

/** The invoice PDF's address: the order's `invoiceUrl` is relative to the store's API root. */
export function invoiceHref(invoiceUrl: string, apiOrigin: string, segment: string): string {
  return `${apiOrigin}/${segment}${invoiceUrl}`;
}
