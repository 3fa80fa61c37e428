import type { UserConfig } from 'vite';

/**
 * The apps' Vite configuration: base under the store's segment, React, CSS modules, index.html;
 * the browser bundle into dist/client, the server bundle (`isSsrBuild`) into dist/server. A
 * production build (`vite build`, mode production) fails without VITE_APP_KEY.
 */
export declare function storefrontViteConfig(
  store: {
    segment: string;
    locale: string;
  },
  env?: { isSsrBuild?: boolean | undefined; mode?: string | undefined },
): UserConfig;
