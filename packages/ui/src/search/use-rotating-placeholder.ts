import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SEARCH_PLACEHOLDER_KEYS,
  nextPlaceholderIndex,
  searchPlaceholderKey,
  startPlaceholderRotation,
} from './placeholder-rotation.js';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function')
    return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(REDUCED_MOTION).matches
  );
}

/** Whether the shopper asked the system for reduced motion (false while rendering on a server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

export interface RotatingPlaceholderOptions {
  /** Desktop: rotate 'find a product', 'find a colour', 'find a reference'. Mobile: plain 'Search'. */
  rotate: boolean;
  /** Hold the current placeholder (the input has focus or text). */
  paused: boolean;
}

/**
 * The search placeholder text (spec §2.2): on desktop it changes every 2000 ms, except under
 * `prefers-reduced-motion` and while the input has focus or text; on mobile it is 'Search'.
 */
export function useRotatingPlaceholder({ rotate, paused }: RotatingPlaceholderOptions): string {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const running = rotate && !reducedMotion && !paused;

  useEffect(() => {
    if (!running) return undefined;
    return startPlaceholderRotation({
      count: SEARCH_PLACEHOLDER_KEYS.length,
      onChange: () => {
        setIndex((current) => nextPlaceholderIndex(current, SEARCH_PLACEHOLDER_KEYS.length));
      },
    });
  }, [running]);

  return t(searchPlaceholderKey({ rotate, index }));
}
