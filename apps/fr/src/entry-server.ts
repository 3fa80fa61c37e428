import { createPageRenderer, type PageRendererOptions } from '@vitrine/storefront/server';
import { storeConfig } from './config.js';
import { texts } from './translations.js';

/** The store's server entry: @vitrine/server loads it from dist/server to render pages. */
export const createRenderer = (options: Pick<PageRendererOptions, 'template' | 'reportError'>) =>
  createPageRenderer({ config: storeConfig, texts, ...options });
