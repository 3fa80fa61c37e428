import type { UserConfig } from 'vite';

/** The apps' Vite configuration: base under the store's segment, React, CSS modules, index.html. */
export declare function storefrontViteConfig(store: {
  segment: string;
  locale: string;
  brandName: string;
}): UserConfig;
