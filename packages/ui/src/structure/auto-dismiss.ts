import { realClock } from '../core/clock.js';
import type { UiClock } from '../core/clock.js';

/** The clock an auto-dismiss timer runs on (the kit's {@link UiClock}; the real one by default). */
export type AutoDismissClock = UiClock;

/** Why a message is being kept on screen: the pointer is on it, it has focus, the tab is hidden. */
type PauseReason = 'hover' | 'focus' | 'hidden';

export interface AutoDismissTimer {
  /** Stops the countdown for a reason; it resumes once every reason is gone. */
  pause(reason: PauseReason): void;
  /** Drops a reason; the countdown goes on with the time that was left when it paused. */
  resume(reason: PauseReason): void;
  /** Stops for good (the message was dismissed or unmounted). */
  cancel(): void;
  /** Milliseconds left before the message goes. */
  remaining(): number;
  isPaused(): boolean;
}

/**
 * Counts down `duration` ms then calls `onExpire` once. The countdown pauses while any reason
 * holds (WCAG 2.2.1: the shopper can keep a message on screen by pointing at it or focusing it)
 * and resumes with the time that was left, not from the start.
 */
export function createAutoDismiss(
  duration: number,
  onExpire: () => void,
  clock: AutoDismissClock = realClock,
): AutoDismissTimer {
  let left = Math.max(0, duration);
  let startedAt = clock.now();
  let handle: unknown = null;
  let done = false;
  const reasons = new Set<PauseReason>();

  const start = () => {
    startedAt = clock.now();
    handle = clock.setTimeout(() => {
      handle = null;
      done = true;
      left = 0;
      onExpire();
    }, left);
  };
  const stop = () => {
    if (handle === null) return;
    clock.clearTimeout(handle);
    handle = null;
    left = Math.max(0, left - (clock.now() - startedAt));
  };

  start();
  return {
    pause(reason) {
      if (done) return;
      reasons.add(reason);
      stop();
    },
    resume(reason) {
      if (done || !reasons.delete(reason) || reasons.size > 0) return;
      start();
    },
    cancel() {
      done = true;
      if (handle !== null) clock.clearTimeout(handle);
      handle = null;
    },
    remaining() {
      if (done) return 0;
      return handle === null ? left : Math.max(0, left - (clock.now() - startedAt));
    },
    isPaused() {
      return !done && reasons.size > 0;
    },
  };
}
