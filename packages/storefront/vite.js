// The apps' Vite configuration. Plain JavaScript: Vite loads it with Node while reading an app's
// vite.config.ts, before any TypeScript of ours is compiled.
import react from '@vitejs/plugin-react';
import { DEVELOPMENT_APP_KEY } from '@vitrine/api-client';
import { serverDompurify } from './vite-dompurify.js';

/**
 * jsdom (the server's DOM) resolves the file of its synchronous-XHR worker when it loads; bundled,
 * that file is not beside it. The server's DOM runs no scripts, so no synchronous XHR: no worker.
 * @type {import('vite').Plugin}
 */
const jsdomWithoutSyncXhr = {
  name: 'vitrine-jsdom-without-sync-xhr',
  transform: (code, id) =>
    /jsdom[\\/]lib[\\/]jsdom[\\/]living[\\/]xhr[\\/]XMLHttpRequest-impl\.js$/.test(id)
      ? code.replace('require.resolve("./xhr-sync-worker.js")', 'null')
      : null,
};

/**
 * A production build without VITE_APP_KEY fails: the apps' src/config.ts falls back to the
 * development key, which a deployed store must not carry.
 * @type {import('vite').Plugin}
 */
const requireAppKey = {
  name: 'vitrine-require-app-key',
  apply: (_config, { command, mode }) => command === 'build' && mode === 'production',
  configResolved: ({ env }) => {
    if (!env.VITE_APP_KEY)
      throw new Error(
        'VITE_APP_KEY is not set: a production build needs the application key the store sends ' +
          "to the API (the server's APP_KEY). Set it, e.g. VITE_APP_KEY=<key> pnpm build; " +
          `for a local build served with the development key, VITE_APP_KEY=${DEVELOPMENT_APP_KEY}.`,
      );
  },
};

/**
 * Each app builds twice (docs/decisions/015): the browser bundle into dist/client (index.html is
 * the server's page template) and, with `--ssr src/entry-server.ts`, the server bundle into
 * dist/server, which @vitrine/server loads to render pages.
 *
 * @param {{ segment: string; locale: string }} store
 * @param {{ isSsrBuild?: boolean; mode?: string }} [env]
 * @returns {import('vite').UserConfig}
 */
export function storefrontViteConfig(store, { isSsrBuild = false, mode = 'production' } = {}) {
  return {
    // The app is served under its segment: /fr/ or /uk/.
    base: `/${store.segment}/`,
    plugins: [
      requireAppKey,
      react(),
      ...(isSsrBuild ? [serverDompurify, jsdomWithoutSyncXhr] : []),
      {
        name: 'vitrine-store-html',
        transformIndexHtml: (html) => html.replaceAll('%STORE_LOCALE%', store.locale),
      },
    ],
    css: { modules: { localsConvention: 'camelCaseOnly' } },
    // The server bundle holds everything it runs: the server loads it from the build folder,
    // where no node_modules resolves React or the storefront's other dependencies.
    ssr: { noExternal: true, target: 'node' },
    // Bundled, React and Redux Toolkit read NODE_ENV when they run: a production build is
    // production code whatever the server's environment says (their checks slow renders down).
    ...(isSsrBuild && {
      define: {
        'process.env.NODE_ENV': JSON.stringify(
          mode === 'development' ? 'development' : 'production',
        ),
      },
    }),
    build: isSsrBuild
      ? { outDir: 'dist/server', sourcemap: true, target: 'node22', emptyOutDir: true }
      : {
          outDir: 'dist/client',
          sourcemap: true,
          manifest: true, // dist/client/.vite/manifest.json: e2e's bundle budget follows the home chunks
          chunkSizeWarningLimit: 400,
          // One stylesheet, linked from the page: a server-rendered page is styled before any
          // script runs (and without scripts), whichever route chunks it will load.
          cssCodeSplit: false,
          // No preload helper: it inserted each dynamic import's links from a script, one by one,
          // about 25 ms of main thread here and 100 ms on Lighthouse's phone while the page
          // hydrates (issue 18). Links in the page template instead would be fetched before the
          // first paint, against the stylesheet and the hero image (Lighthouse: FCP 1.8 → 3.0 s).
          modulePreload: false,
        },
    server: { port: 5173 },
  };
}
