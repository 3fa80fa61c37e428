import type { ComponentType } from 'react';
import type { StoreConfig } from '../config/store-config.js';
import type { AppStore } from './store.js';

/**
 * What a page module may export to start its data while its code loads: its route's loader calls
 * it (in the browser before the page renders, on the server before the page is rendered).
 */
export type Prefetch = (
  store: AppStore,
  location: { pathname: string; search: string },
  config: StoreConfig,
) => void;

/** A lazily loaded page (route-level splitting): its component, and its data's start if any. */
export interface PageModule {
  default: ComponentType;
  prefetch?: Prefetch;
}
