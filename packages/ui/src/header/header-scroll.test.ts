import { describe, expect, it } from 'vitest';
import {
  SCROLL_TO_TOP_RATIO,
  STICKY_HEADER_DESKTOP_THRESHOLD,
  isDesktopWidth,
  isHeaderSticky,
  isScrollToTopVisible,
  scrollableHeight,
} from './header-scroll.js';

describe('isHeaderSticky', () => {
  it('uses the spec thresholds', () => {
    expect(STICKY_HEADER_DESKTOP_THRESHOLD).toBe(166);
    expect(SCROLL_TO_TOP_RATIO).toBe(0.1);
  });

  it('sticks on desktop only once scrolled more than 166 px', () => {
    const at = (scrollY: number) => isHeaderSticky({ scrollY, isDesktop: true, isHome: false });
    expect(at(0)).toBe(false);
    expect(at(166)).toBe(false);
    expect(at(167)).toBe(true);
    expect(at(4000)).toBe(true);
  });

  it('never sticks on the home page on desktop', () => {
    expect(isHeaderSticky({ scrollY: 167, isDesktop: true, isHome: true })).toBe(false);
    expect(isHeaderSticky({ scrollY: 5000, isDesktop: true, isHome: true })).toBe(false);
  });

  it('sticks on smaller screens as soon as the page scrolls, home page included', () => {
    expect(isHeaderSticky({ scrollY: 0, isDesktop: false, isHome: false })).toBe(false);
    expect(isHeaderSticky({ scrollY: 1, isDesktop: false, isHome: false })).toBe(true);
    expect(isHeaderSticky({ scrollY: 0, isDesktop: false, isHome: true })).toBe(false);
    expect(isHeaderSticky({ scrollY: 1, isDesktop: false, isHome: true })).toBe(true);
  });

  it('ignores the overscroll bounce (negative scroll)', () => {
    expect(isHeaderSticky({ scrollY: -20, isDesktop: false, isHome: false })).toBe(false);
  });
});

describe('isDesktopWidth', () => {
  it('starts desktop at 992 px', () => {
    expect(isDesktopWidth(375)).toBe(false);
    expect(isDesktopWidth(991)).toBe(false);
    expect(isDesktopWidth(992)).toBe(true);
    expect(isDesktopWidth(1600)).toBe(true);
  });
});

describe('scrollableHeight', () => {
  it('is the document height less the viewport height, never negative', () => {
    expect(scrollableHeight(3000, 900)).toBe(2100);
    expect(scrollableHeight(600, 900)).toBe(0);
  });
});

describe('isScrollToTopVisible', () => {
  it('shows once the scroll passes 10 % of the scrollable height', () => {
    const at = (scrollY: number) =>
      isScrollToTopVisible({ scrollY, scrollableHeight: 2000, isHome: false });
    expect(at(0)).toBe(false);
    expect(at(200)).toBe(false);
    expect(at(201)).toBe(true);
    expect(at(2000)).toBe(true);
  });

  it('is hidden on the home page', () => {
    expect(isScrollToTopVisible({ scrollY: 1500, scrollableHeight: 2000, isHome: true })).toBe(
      false,
    );
  });

  it('is hidden when the page cannot scroll', () => {
    expect(isScrollToTopVisible({ scrollY: 0, scrollableHeight: 0, isHome: false })).toBe(false);
    expect(isScrollToTopVisible({ scrollY: 10, scrollableHeight: 0, isHome: false })).toBe(false);
  });
});
