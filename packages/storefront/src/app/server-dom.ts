import { JSDOM } from 'jsdom';

/**
 * The server's one DOM (no page, no scripts: jsdom runs none unless told to). The storefront
 * reads and cleans content HTML with the browser's DOMParser and DOMPurify; rendering the same
 * pages on the server needs the same tools, so that server and browser produce the same markup.
 */
export const serverWindow = new JSDOM('<!doctype html>').window;

/** Gives this process the DOMParser the content readers use (see site-content, read-cms-html). */
export function installServerDomParser(): void {
  // Node has no DOMParser (the DOM library's types say every global has one).
  if (!('DOMParser' in globalThis)) globalThis.DOMParser = serverWindow.DOMParser;
}
