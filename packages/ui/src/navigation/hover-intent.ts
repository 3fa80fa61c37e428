import { realClock } from '../core/clock.js';
import type { UiClock } from '../core/clock.js';

/**
 * The mega menu's timing (spec §2.2, §4 'Mega menu item', §9), as a small framework-free
 * controller:
 * - hovering a top-level entry opens its layer after {@link MEGA_MENU_HOVER_DELAY};
 * - once a layer has opened, the menu is "primed": hovering another entry opens it at once, until
 *   the pointer leaves the menu entirely or the menu is dismissed;
 * - leaving the menu, a click away, Escape or following a link closes the layer;
 * - a click on an entry or a link starts a {@link MEGA_MENU_CLICK_GUARD} during which hover-opens
 *   are ignored (the pointer is still over the menu while the page changes or the layer toggles);
 * - on touch, the first tap on an entry with a layer opens it instead of following its link
 *   ({@link tapOpensLayer}); the second tap follows it.
 */

/** Hover delay before a layer opens, in milliseconds. */
export const MEGA_MENU_HOVER_DELAY = 300;
/** Time after a click on a menu item during which hovering opens nothing, in milliseconds. */
export const MEGA_MENU_CLICK_GUARD = 200;

interface HoverIntentState {
  /** The entry whose layer is open, or null. */
  openId: string | null;
  /** A layer has opened since the pointer entered the menu: the next openings are instant. */
  primed: boolean;
  /** The click guard is running: hovering opens nothing. */
  guarded: boolean;
}

export interface HoverIntentOptions {
  hoverDelay?: number | undefined;
  clickGuard?: number | undefined;
  /** The clock of both delays (the browser's timers by default). */
  clock?: UiClock | undefined;
}

export interface HoverIntent {
  getState: () => HoverIntentState;
  /** Calls `listener` after every change of state; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** The pointer (a mouse) entered a top-level entry; `hasLayer` is false for entries without one. */
  pointerEnter: (id: string, hasLayer: boolean) => void;
  /** The pointer left a top-level entry (to the gap between entries, or to another one). */
  pointerLeaveEntry: (id: string) => void;
  /** The pointer left the menu entirely (bar and layer): closes and un-primes. */
  pointerLeaveMenu: () => void;
  /** Opens a layer at once (keyboard). */
  open: (id: string) => void;
  /** A click or tap on an entry: opens its layer, or closes it when it was open; starts the guard. */
  click: (id: string) => void;
  /** A link of the menu was followed: closes and starts the guard. */
  linkClicked: () => void;
  /** Click-away, Escape, focus leaving the menu: closes and un-primes. */
  close: () => void;
  /** Clears the timers and listeners. */
  dispose: () => void;
}

/** Creates the controller of one mega menu. */
export function createHoverIntent(options: HoverIntentOptions = {}): HoverIntent {
  const hoverDelay = options.hoverDelay ?? MEGA_MENU_HOVER_DELAY;
  const clickGuard = options.clickGuard ?? MEGA_MENU_CLICK_GUARD;
  const clock = options.clock ?? realClock;
  const listeners = new Set<() => void>();
  let state: HoverIntentState = { openId: null, primed: false, guarded: false };
  let pending: { id: string; timer: unknown } | null = null;
  let guardTimer: unknown = null;

  const set = (next: Partial<HoverIntentState>) => {
    const merged = { ...state, ...next };
    if (
      merged.openId === state.openId &&
      merged.primed === state.primed &&
      merged.guarded === state.guarded
    )
      return;
    state = merged;
    for (const listener of [...listeners]) listener();
  };

  const cancelPending = () => {
    if (pending) clock.clearTimeout(pending.timer);
    pending = null;
  };

  const startGuard = () => {
    if (guardTimer !== null) clock.clearTimeout(guardTimer);
    guardTimer = clock.setTimeout(() => {
      guardTimer = null;
      set({ guarded: false });
    }, clickGuard);
    set({ guarded: true });
  };

  const openNow = (id: string) => {
    cancelPending();
    set({ openId: id, primed: true });
  };

  const closeNow = () => {
    cancelPending();
    set({ openId: null, primed: false });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    pointerEnter(id, hasLayer) {
      if (state.guarded) return;
      if (!hasLayer) {
        // Moving onto an entry without a layer hides the open one; the menu stays primed.
        cancelPending();
        set({ openId: null });
        return;
      }
      if (state.openId === id) {
        cancelPending();
        return;
      }
      if (state.primed) {
        openNow(id);
        return;
      }
      if (pending?.id === id) return;
      cancelPending();
      pending = {
        id,
        timer: clock.setTimeout(() => {
          pending = null;
          set({ openId: id, primed: true });
        }, hoverDelay),
      };
    },
    pointerLeaveEntry(id) {
      if (pending?.id === id) cancelPending();
    },
    pointerLeaveMenu: closeNow,
    open: openNow,
    click(id) {
      if (state.openId === id) closeNow();
      else openNow(id);
      startGuard();
    },
    linkClicked() {
      closeNow();
      startGuard();
    },
    close: closeNow,
    dispose() {
      cancelPending();
      if (guardTimer !== null) clock.clearTimeout(guardTimer);
      guardTimer = null;
      listeners.clear();
    },
  };
}

export interface TapInput {
  /** `pointerType` of the pointer that pressed the entry ('mouse', 'touch', 'pen'). */
  pointerType: string;
  /** Whether the entry has a layer to open. */
  hasLayer: boolean;
  /** Whether that layer is open already. */
  isOpen: boolean;
}

/**
 * Whether a tap on a top-level link should open its layer instead of following the link: on
 * touch, the first tap on an entry with a layer opens it; the second tap (layer open) follows.
 */
export function tapOpensLayer({ pointerType, hasLayer, isOpen }: TapInput): boolean {
  return pointerType === 'touch' && hasLayer && !isOpen;
}
