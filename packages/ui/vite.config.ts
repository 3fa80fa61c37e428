import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Shared by Storybook, Vitest and the library build (vite.lib.config.ts). */
export default defineConfig({
  plugins: [react()],
  // `.product-card` in a CSS module is `styles.productCard` in TypeScript.
  css: { modules: { localsConvention: 'camelCaseOnly' } },
});
