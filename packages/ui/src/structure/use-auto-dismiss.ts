import { useEffect, useRef } from 'react';
import type { FocusEvent } from 'react';
import { useUi } from '../core/ui-context.js';
import { createAutoDismiss } from './auto-dismiss.js';
import type { AutoDismissTimer } from './auto-dismiss.js';

/**
 * Calls `onDismiss` after `ms` milliseconds, pausing while the element is pointed at, holds the
 * focus or the page is hidden. Spread the returned handlers on the element. No timer without
 * `ms` or `onDismiss`. The countdown runs on the `UiProvider`'s clock.
 */
export function useAutoDismiss(ms: number | undefined, onDismiss: (() => void) | undefined) {
  const { clock } = useUi();
  const timer = useRef<AutoDismissTimer | null>(null);
  const onDismissRef = useRef(onDismiss);
  const enabled = ms !== undefined && onDismiss !== undefined;

  useEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useEffect(() => {
    if (!enabled) return;
    const current = createAutoDismiss(ms, () => onDismissRef.current?.(), clock);
    timer.current = current;
    const onVisibility = () => {
      if (document.hidden) current.pause('hidden');
      else current.resume('hidden');
    };
    document.addEventListener('visibilitychange', onVisibility);
    onVisibility();
    return () => {
      current.cancel();
      document.removeEventListener('visibilitychange', onVisibility);
      timer.current = null;
    };
  }, [enabled, ms, clock]);

  return {
    onMouseEnter: () => timer.current?.pause('hover'),
    onMouseLeave: () => timer.current?.resume('hover'),
    onFocus: () => timer.current?.pause('focus'),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node && event.currentTarget.contains(next)))
        timer.current?.resume('focus');
    },
  };
}
