import type { DataLayer } from './data-layer.js';

/** Where containers are served from; the Content-Security-Policy names the same host. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** Whether a string is a container ID ('GTM-' and upper-case letters or digits). */
export const isContainerId = (id: string): boolean => CONTAINER_ID.test(id);

export const containerScriptUrl = (id: string): string =>
  `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;

/**
 * Loads the store's containers into the page, each once, as Google's snippet does but without an
 * inline script (the CSP allows none): the container's start event in the data layer, then its
 * script, async. Call it only once the visitor has consented.
 */
export function loadTagManager(
  containers: readonly string[],
  dataLayer: DataLayer,
  document: Document = globalThis.document,
): void {
  for (const id of containers) {
    if (!isContainerId(id)) continue;
    const src = containerScriptUrl(id);
    if (document.querySelector(`script[src="${src}"]`)) continue;
    dataLayer.push({ event: 'gtm.js', 'gtm.start': Date.now() });
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.append(script);
  }
}
