import { createDataLayer, type AnalyticsEvent, type Ga4Event } from '@vitrine/analytics';

/**
 * The page's tag-manager data layer (spec 1: events go to the data layer, not the backend). One
 * for the app; `window.dataLayer` is created if the tag manager has not loaded.
 */
export const dataLayer = createDataLayer();

export function track(event: AnalyticsEvent): void {
  dataLayer.push(event);
}

export function trackEcommerce(event: Ga4Event): void {
  dataLayer.pushEcommerce(event);
}
