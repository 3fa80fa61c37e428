import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../core/ui-context.js';
import { usePrefersReducedMotion } from '../core/use-media-query.js';
import {
  SEARCH_PLACEHOLDER_KEYS,
  nextPlaceholderIndex,
  searchPlaceholderKey,
  startPlaceholderRotation,
} from './placeholder-rotation.js';

export interface RotatingPlaceholderOptions {
  /** Desktop: rotate 'find a product', 'find a colour', 'find a reference'. Mobile: plain 'Search'. */
  rotate: boolean;
  /** Hold the current placeholder (the input has focus or text). */
  paused: boolean;
}

/**
 * The search placeholder text (spec §2.2): on desktop it changes every 2000 ms, except under
 * `prefers-reduced-motion` and while the input has focus or text (on the `UiProvider`'s clock); on
 * mobile it is 'Search'.
 */
export function useRotatingPlaceholder({ rotate, paused }: RotatingPlaceholderOptions): string {
  const { t } = useTranslation();
  const { clock } = useUi();
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
      clock,
    });
  }, [running, clock]);

  return t(searchPlaceholderKey({ rotate, index }));
}
