// @vitrine/storefront — the whole store behind a StoreConfig. An app is `startStore(config)`.
export { startStore } from './app/start-store.js';
export { checkStoreConfig, StoreConfigError } from './config/store-config.js';
export type { Language, RouteSlugs, StoreConfig, StoreTexts } from './config/store-config.js';
