/**
 * An app's first script (docs/decisions/015): the page is already painted from the server's HTML,
 * so the store's code is asked for only once the browser has shown it. Loading it sooner would
 * make the first paint wait behind its download and its work on slow phones.
 */
export function startAfterFirstPaint(load: () => Promise<unknown>): void {
  requestAnimationFrame(() => {
    setTimeout(() => {
      void load();
    }, 0);
  });
}
