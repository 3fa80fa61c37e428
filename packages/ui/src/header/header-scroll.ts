import { BREAKPOINTS } from '../styles/breakpoints.js';

/**
 * When the header sticks and the scroll-to-top button shows (spec §2.2 and §9). Pure functions:
 * the app reads the scroll position and sizes, and passes the results to `SiteHeader` (`sticky`)
 * and `ScrollToTopButton` (`visible`).
 */

/** On desktop the header sticks once the page is scrolled more than this many pixels. */
export const STICKY_HEADER_DESKTOP_THRESHOLD = 166;
/** On smaller screens it sticks as soon as the page is scrolled at all. */
export const STICKY_HEADER_SMALL_SCREEN_THRESHOLD = 0;
/** The scroll-to-top button shows once the scroll passes this share of the scrollable height. */
export const SCROLL_TO_TOP_RATIO = 0.1;

/** Desktop starts at the large breakpoint (992 px), where the mega menu replaces the drawer. */
export function isDesktopWidth(viewportWidth: number): boolean {
  return viewportWidth > BREAKPOINTS.medium;
}

export interface HeaderStickyInput {
  /** `window.scrollY`, in pixels. */
  scrollY: number;
  /** Whether the viewport is desktop-wide (see `isDesktopWidth`). */
  isDesktop: boolean;
  /** Whether the current page is the home page. */
  isHome: boolean;
}

/**
 * Sticky when scrolled more than 166 px on desktop, or more than 0 on smaller screens; never on
 * the home page on desktop.
 */
export function isHeaderSticky({ scrollY, isDesktop, isHome }: HeaderStickyInput): boolean {
  if (isDesktop) return !isHome && scrollY > STICKY_HEADER_DESKTOP_THRESHOLD;
  return scrollY > STICKY_HEADER_SMALL_SCREEN_THRESHOLD;
}

/** How far the page can scroll: the document height less the viewport height (never negative). */
export function scrollableHeight(documentHeight: number, viewportHeight: number): number {
  return Math.max(0, documentHeight - viewportHeight);
}

export interface ScrollToTopInput {
  /** `window.scrollY`, in pixels. */
  scrollY: number;
  /** The document height less the viewport height (see `scrollableHeight`). */
  scrollableHeight: number;
  /** Whether the current page is the home page. */
  isHome: boolean;
}

/** Visible once the scroll passes 10 % of the scrollable height; never on the home page. */
export function isScrollToTopVisible({
  scrollY,
  scrollableHeight: height,
  isHome,
}: ScrollToTopInput): boolean {
  if (isHome || height <= 0) return false;
  return scrollY > height * SCROLL_TO_TOP_RATIO;
}
