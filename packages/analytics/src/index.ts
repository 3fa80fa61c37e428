export {
  createCrawlerPolicy,
  DEFAULT_BOT_CHALLENGE_BYPASS,
  isCrawler,
  KNOWN_CRAWLERS,
  OTHER_CRAWLER_AGENTS,
  SEARCH_ENGINE_AGENTS,
  type CrawlerPolicyOptions,
} from './crawlers.js';
export {
  hashEmail,
  trackUser,
  userProfileEvent,
  type CustomerInput,
  type TrackingUser,
} from './customer.js';
export { createDataLayer, type DataLayer, type DataLayerTarget } from './data-layer.js';
export type { AnalyticsEvent, AnalyticsEventName } from './events.js';
export { formErrorList } from './form-errors.js';
export {
  ga4Events,
  ga4Item,
  itemsValue,
  type Ga4Event,
  type Ga4EventName,
  type Ga4Item,
} from './ga4.js';
export { amount, cents, type AnalyticsStore } from './money.js';
export { trackOrder, type TrackingOrder, type UserStatus } from './order.js';
export { pageTypeFromPath, type PageType, type PageTypeHints } from './page-type.js';
export {
  stickerLabel,
  trackCartLine,
  trackCatalogueProduct,
  type CatalogueAttributes,
  type TrackingProduct,
} from './product.js';
