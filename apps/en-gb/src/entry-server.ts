import { createPageRenderer, type PageRendererOptions } from '@vitrine/storefront/server';
import { storeConfig } from './config.js';
import { texts } from './translations.js';

/**
 * The store's server entry: @vitrine/server loads it from dist/server to render pages, with what
 * it decides itself (the page template, its error log, its form schema options).
 */
export const createRenderer = (options: Omit<PageRendererOptions, 'config' | 'texts'>) =>
  createPageRenderer({ config: storeConfig, texts, ...options });
