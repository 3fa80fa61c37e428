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
  ACCEPT_ALL,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_PURPOSES,
  consentModeState,
  grantsAnything,
  parseConsent,
  REFUSE_ALL,
  serializeConsent,
  type ConsentChoice,
  type ConsentModeState,
  type ConsentPurpose,
} from './consent.js';
export {
  carouselArrowClick,
  headerClick,
  otherClick,
  type CarouselDirection,
  type HeaderClickLabel,
  type OtherClickCategory,
} from './clicks.js';
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
export { pageViewEvent, type PageViewInput } from './page-view.js';
export {
  SIZE_SEPARATOR,
  stickerLabel,
  trackCartLine,
  trackCatalogueProduct,
  trackProductCard,
  type CatalogueAttributes,
  type TrackingProduct,
} from './product.js';
export {
  containerScriptUrl,
  isContainerId,
  loadTagManager,
  TAG_MANAGER_ORIGIN,
} from './tag-manager.js';
