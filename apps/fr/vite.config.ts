import { storefrontViteConfig } from '@vitrine/storefront/vite';
import { defineConfig } from 'vite';
import { storeConfig } from './src/config.js';

export default defineConfig(({ isSsrBuild }) => storefrontViteConfig(storeConfig, { isSsrBuild }));
