import { useCallback, useSyncExternalStore } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function canMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/** Whether a media query matches now; false where there is no `matchMedia` (a server). */
export function mediaMatches(query: string): boolean {
  return canMatchMedia() && window.matchMedia(query).matches;
}

/** Calls `onChange` whenever one of the queries starts or stops matching; returns the unsubscribe. */
export function subscribeMedia(queries: readonly string[], onChange: () => void): () => void {
  if (!canMatchMedia()) return () => undefined;
  const lists = queries.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/**
 * Whether a media query matches now, following its changes. While rendering on a server it is
 * `serverValue` (false: mobile first); without `matchMedia` it is false.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => subscribeMedia([query], onChange),
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaMatches(query),
    () => serverValue,
  );
}

/**
 * Whether the shopper asked the system for reduced motion. On a server it is `serverValue`
 * (false unless the component would rather start still).
 */
export function usePrefersReducedMotion(serverValue = false): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY, serverValue);
}
