import type { FormSchemaOptions } from '@vitrine/validation/forms';
import type { HydrationState } from 'react-router';
import type { StoreConfig } from '../config/store-config.js';

/** The id of the non-executable JSON element that carries the page's state (strict CSP). */
export const PAGE_STATE_ID = 'vitrine-state';

/**
 * What the server hands the browser: the store's state, the router's loader data and the server's
 * options of the form schemas (StoreConfig.formSchemaOptions).
 */
export interface PageState {
  store: unknown;
  router: HydrationState;
  formSchemaOptions?: FormSchemaOptions | undefined;
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON to write inside a `<script>` element: nothing in it can close the element or open a
 * comment (`</script>`, `<!--`), whatever a product name holds.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c);
}

/** The page state as a non-executable JSON element (allowed by a CSP without inline scripts). */
export function pageStateScript(state: PageState): string {
  return `<script type="application/json" id="${PAGE_STATE_ID}">${scriptSafeJson(state)}</script>`;
}

/** The app's configuration with what the server decides for it: its form schema options. */
export function servedConfig(
  config: StoreConfig,
  formSchemaOptions: FormSchemaOptions | undefined,
): StoreConfig {
  return formSchemaOptions ? { ...config, formSchemaOptions } : config;
}

/** The state the server wrote into the page, or null for a page the browser renders alone. */
export function readPageState(document: Document): PageState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageState) : null;
}
