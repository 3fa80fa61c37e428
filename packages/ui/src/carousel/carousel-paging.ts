import { realClock } from '../core/clock.js';
import type { UiClock } from '../core/clock.js';
import { BREAKPOINTS } from '../styles/breakpoints.js';

/**
 * The widths from which a carousel may show another number of slides per page, each with the
 * `min-width` it starts at (spec §9 breakpoints: 575 / 767 / 991 / 1199 / 1600).
 */
export const CAROUSEL_BREAKPOINTS = {
  small: BREAKPOINTS.phone + 1, // 576 px
  medium: BREAKPOINTS.small + 1, // 768 px
  large: BREAKPOINTS.medium + 1, // 992 px
  extraLarge: BREAKPOINTS.large + 1, // 1200 px
  wide: BREAKPOINTS.wide, // 1600 px
} as const;

export type CarouselBreakpoint = keyof typeof CAROUSEL_BREAKPOINTS;

/** A screen width range: below the first breakpoint ('phone') or from one of them up. */
export type CarouselWidth = 'phone' | CarouselBreakpoint;

/** The breakpoints from the narrowest to the widest. */
export const CAROUSEL_BREAKPOINT_ORDER: readonly CarouselBreakpoint[] = [
  'small',
  'medium',
  'large',
  'extraLarge',
  'wide',
];

/** Slides per page when nothing else is said (spec §2.3, §9). */
const CAROUSEL_DEFAULT_PER_PAGE = 6;

/** Autoplay interval in milliseconds (spec §9: mobile carousel 3000 ms). */
export const CAROUSEL_DEFAULT_INTERVAL = 3000;

export type PerPageByWidth = Record<CarouselWidth, number>;

function slideCount(value: number | undefined): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  return Math.max(1, Math.floor(value));
}

/**
 * The number of slides per page in every width range: `perPage` on phones, then each
 * breakpoint of `perPageFrom` from its width up, a breakpoint without a count keeping the one
 * below it.
 */
export function resolvePerPage(
  perPage: number | undefined,
  perPageFrom: Partial<Record<CarouselBreakpoint, number>> | undefined,
): PerPageByWidth {
  let current = slideCount(perPage) ?? CAROUSEL_DEFAULT_PER_PAGE;
  const counts: PerPageByWidth = {
    phone: current,
    small: current,
    medium: current,
    large: current,
    extraLarge: current,
    wide: current,
  };
  for (const breakpoint of CAROUSEL_BREAKPOINT_ORDER) {
    current = slideCount(perPageFrom?.[breakpoint]) ?? current;
    counts[breakpoint] = current;
  }
  return counts;
}

/** The width range a screen of `width` px falls in. */
export function widthRange(width: number): CarouselWidth {
  let range: CarouselWidth = 'phone';
  for (const breakpoint of CAROUSEL_BREAKPOINT_ORDER)
    if (width >= CAROUSEL_BREAKPOINTS[breakpoint]) range = breakpoint;
  return range;
}

/** How many pages `total` slides fill at `perPage` a page (the last one may be partial). */
export function pageCount(total: number, perPage: number): number {
  if (total <= 0) return 0;
  return Math.ceil(total / Math.max(1, perPage));
}

/** `page` kept within the pages that exist (0 when there are none). */
export function clampPage(page: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, Math.floor(page)), count - 1);
}

export function canGoNext(page: number, count: number, loop: boolean): boolean {
  return count > 1 && (loop || page < count - 1);
}

export function canGoPrevious(page: number, count: number, loop: boolean): boolean {
  return count > 1 && (loop || page > 0);
}

/** The page after `page`: the first one after the last with `loop`, else the last one stays. */
export function nextPage(page: number, count: number, loop: boolean): number {
  if (count <= 1) return 0;
  const current = clampPage(page, count);
  if (current < count - 1) return current + 1;
  return loop ? 0 : current;
}

/** The page before `page`: the last one before the first with `loop`, else the first stays. */
export function previousPage(page: number, count: number, loop: boolean): number {
  if (count <= 1) return 0;
  const current = clampPage(page, count);
  if (current > 0) return current - 1;
  return loop ? count - 1 : 0;
}

/** The index of the first slide of `page`. */
export function firstSlideOfPage(page: number, perPage: number): number {
  return page * Math.max(1, perPage);
}

/** The page holding slide `index`. */
export function pageOfSlide(index: number, perPage: number): number {
  return Math.floor(Math.max(0, index) / Math.max(1, perPage));
}

/**
 * The page a scrolled track shows: the one whose start is nearest to `scrollLeft`, or the last
 * one once the track is scrolled to its end (a partial last page never reaches the left edge).
 * `pageOffsets` are the scroll positions of each page's first slide.
 */
export function pageAtScroll(
  scrollLeft: number,
  pageOffsets: readonly number[],
  maxScroll: number,
): number {
  const count = pageOffsets.length;
  if (count <= 1) return 0;
  const position = Math.abs(scrollLeft);
  if (maxScroll > 0 && position >= maxScroll - 1) return count - 1;
  let nearest = 0;
  let distance = Number.POSITIVE_INFINITY;
  pageOffsets.forEach((offset, page) => {
    const gap = Math.abs(offset - position);
    if (gap < distance) {
      nearest = page;
      distance = gap;
    }
  });
  return nearest;
}

export interface AutoplayConditions {
  /** The carousel asks for autoplay. */
  autoplay: boolean;
  /** The shopper has not stopped the rotation with the pause button. */
  playing: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
  /** `prefers-reduced-motion: reduce` matches. */
  reducedMotion: boolean;
  /** The page is hidden (another tab). */
  hidden: boolean;
  pageCount: number;
}

/** Whether the carousel rotates now (WAI-ARIA APG carousel, WCAG 2.2.2 pause, stop, hide). */
export function isRotating(conditions: AutoplayConditions): boolean {
  return (
    conditions.autoplay &&
    conditions.pageCount > 1 &&
    !conditions.reducedMotion &&
    conditions.playing &&
    !conditions.hovered &&
    !conditions.focused &&
    !conditions.hidden
  );
}

/** Whether the carousel offers a pause / play button: autoplay is on and could rotate. */
export function hasRotationControl(autoplay: boolean, reducedMotion: boolean, count: number) {
  return autoplay && !reducedMotion && count > 1;
}

export interface AutoplayTimer {
  /** Starts the countdown again from a full interval (after a manual move, for instance). */
  restart: () => void;
  /** Stops for good. */
  dispose: () => void;
}

/**
 * Calls `onTick` every `interval` ms of `clock` (a chain of timeouts, so `restart` gives a full
 * interval again) until disposed.
 */
export function createAutoplayTimer(
  interval: number,
  onTick: () => void,
  clock: UiClock = realClock,
): AutoplayTimer {
  const delay = Math.max(1, interval);
  let handle: unknown;
  let disposed = false;
  const tick = () => {
    onTick();
    schedule();
  };
  const schedule = () => {
    if (!disposed) handle = clock.setTimeout(tick, delay);
  };
  schedule();
  return {
    restart: () => {
      if (disposed) return;
      clock.clearTimeout(handle);
      schedule();
    },
    dispose: () => {
      disposed = true;
      clock.clearTimeout(handle);
    },
  };
}
