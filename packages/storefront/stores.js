// `@vitrine/storefront/stores`: the stores' descriptors and the development key, from
// @vitrine/api-client, for the apps' src/config.ts. Plain JavaScript (like vite.js): the apps'
// vite.config.ts reads that configuration in Node, where the storefront's TypeScript entries do
// not load.
export { DEVELOPMENT_APP_KEY, STORES } from '@vitrine/api-client';

/** A comma-separated setting ('GTM-A,GTM-B') as a list; empty when unset. */
export const listSetting = (value) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
