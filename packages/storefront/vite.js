// The apps' Vite configuration. Plain JavaScript: Vite loads it with Node while reading an app's
// vite.config.ts, before any TypeScript of ours is compiled.
import react from '@vitejs/plugin-react';

/**
 * @param {{ segment: string; locale: string; brandName: string }} store
 * @returns {import('vite').UserConfig}
 */
export function storefrontViteConfig(store) {
  return {
    // The app is served under its segment: /fr/ or /uk/.
    base: `/${store.segment}/`,
    plugins: [
      react(),
      {
        name: 'vitrine-store-html',
        transformIndexHtml: (html) =>
          html
            .replaceAll('%STORE_LOCALE%', store.locale)
            .replaceAll('%STORE_NAME%', store.brandName),
      },
    ],
    css: { modules: { localsConvention: 'camelCaseOnly' } },
    build: {
      outDir: 'dist',
      sourcemap: true,
      manifest: true, // dist/.vite/manifest.json: e2e's bundle budget follows the home chunks
      // Spec: the home page's initial JS stays under 150 KB gzipped (checked by e2e's size check).
      chunkSizeWarningLimit: 400,
      // Every browser Vite's default target covers has <link rel="modulepreload">: no polyfill.
      modulePreload: { polyfill: false },
    },
    server: { port: 5173 },
  };
}
