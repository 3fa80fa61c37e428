import { storefrontViteConfig } from '@vitrine/storefront/vite';
import { defineConfig } from 'vite';
import { storeConfig } from './src/config.js';

export default defineConfig(({ isSsrBuild, mode }) =>
  storefrontViteConfig(storeConfig, { isSsrBuild, mode }),
);
