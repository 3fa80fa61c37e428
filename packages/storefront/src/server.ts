// @vitrine/storefront/server — the store's server entry: an app's SSR build exports a renderer
// made with `createPageRenderer`, which @vitrine/server loads from the app's build folder.
export { createPageRenderer } from './app/render-page.js';
export type { PageAnswer, PageRendererOptions, PageRequest } from './app/render-page.js';
