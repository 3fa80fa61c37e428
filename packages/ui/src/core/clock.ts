/**
 * The clock the kit's timed behaviour runs on: the mega menu's hover delay and click guard,
 * auto-dismiss countdowns, the loading veil's delay, the carousel's autoplay and the search
 * placeholder's rotation. Apps leave it alone (the browser's timers); stories and tests give
 * their own through `UiProvider clock={…}` to move time by hand. Waits on the browser itself
 * (a smooth scroll settling) stay on the real timers.
 */
export interface UiClock {
  /** Milliseconds on this clock (only differences mean something). */
  now(): number;
  /** Calls `callback` once after `ms` milliseconds; returns a handle for `clearTimeout`. */
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The browser's timers, looked up at each call (so a test's fake timers apply). */
export const realClock: UiClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  },
};
