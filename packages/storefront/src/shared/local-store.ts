/**
 * The browser's localStorage, or null when the browser refuses it (private browsing, storage
 * disabled): reading the property itself may throw. Tracking data kept there is best effort.
 */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
