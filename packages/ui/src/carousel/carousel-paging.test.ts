import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAROUSEL_BREAKPOINTS,
  canGoNext,
  canGoPrevious,
  clampPage,
  createAutoplayTimer,
  firstSlideOfPage,
  hasRotationControl,
  isRotating,
  nextPage,
  pageAtScroll,
  pageCount,
  pageOfSlide,
  previousPage,
  resolvePerPage,
  widthRange,
} from './carousel-paging.js';
import type { AutoplayConditions } from './carousel-paging.js';

describe('the carousel breakpoints', () => {
  it('start at the spec widths', () => {
    expect(CAROUSEL_BREAKPOINTS).toEqual({
      small: 576,
      medium: 768,
      large: 992,
      extraLarge: 1200,
      wide: 1600,
    });
  });

  it('place a screen width in its range', () => {
    expect(widthRange(375)).toBe('phone');
    expect(widthRange(575)).toBe('phone');
    expect(widthRange(576)).toBe('small');
    expect(widthRange(767)).toBe('small');
    expect(widthRange(768)).toBe('medium');
    expect(widthRange(1199)).toBe('large');
    expect(widthRange(1280)).toBe('extraLarge');
    expect(widthRange(1600)).toBe('wide');
  });
});

describe('resolvePerPage', () => {
  it('shows 6 slides everywhere by default', () => {
    expect(Object.values(resolvePerPage(undefined, undefined))).toEqual([6, 6, 6, 6, 6, 6]);
  });

  it('carries each count up to the next breakpoint that sets one', () => {
    expect(resolvePerPage(2, { small: 3, medium: 4, large: 6 })).toEqual({
      phone: 2,
      small: 3,
      medium: 4,
      large: 6,
      extraLarge: 6,
      wide: 6,
    });
    expect(resolvePerPage(1, { large: 3 })).toEqual({
      phone: 1,
      small: 1,
      medium: 1,
      large: 3,
      extraLarge: 3,
      wide: 3,
    });
  });

  it('keeps counts whole and at least 1', () => {
    expect(resolvePerPage(0, { small: 2.7, medium: Number.NaN, large: -4 })).toEqual({
      phone: 1,
      small: 2,
      medium: 2,
      large: 1,
      extraLarge: 1,
      wide: 1,
    });
  });
});

describe('paging', () => {
  it('counts pages, the last one partial', () => {
    expect(pageCount(12, 6)).toBe(2);
    expect(pageCount(12, 5)).toBe(3);
    expect(pageCount(3, 6)).toBe(1);
    expect(pageCount(0, 6)).toBe(0);
  });

  it('clamps a page to the existing ones', () => {
    expect(clampPage(5, 3)).toBe(2);
    expect(clampPage(-1, 3)).toBe(0);
    expect(clampPage(2, 0)).toBe(0);
  });

  it('stops at the ends without loop', () => {
    expect(nextPage(0, 4, false)).toBe(1);
    expect(nextPage(3, 4, false)).toBe(3);
    expect(previousPage(0, 4, false)).toBe(0);
    expect(previousPage(2, 4, false)).toBe(1);
    expect(canGoNext(3, 4, false)).toBe(false);
    expect(canGoPrevious(0, 4, false)).toBe(false);
    expect(canGoNext(2, 4, false)).toBe(true);
  });

  it('wraps around with loop', () => {
    expect(nextPage(3, 4, true)).toBe(0);
    expect(previousPage(0, 4, true)).toBe(3);
    expect(canGoNext(3, 4, true)).toBe(true);
    expect(canGoPrevious(0, 4, true)).toBe(true);
  });

  it('has nowhere to go with a single page, even with loop', () => {
    expect(nextPage(0, 1, true)).toBe(0);
    expect(previousPage(0, 1, true)).toBe(0);
    expect(canGoNext(0, 1, true)).toBe(false);
    expect(canGoPrevious(0, 1, true)).toBe(false);
  });

  it('maps slides and pages', () => {
    expect(firstSlideOfPage(2, 4)).toBe(8);
    expect(pageOfSlide(7, 4)).toBe(1);
    expect(pageOfSlide(8, 4)).toBe(2);
  });
});

describe('pageAtScroll', () => {
  const offsets = [0, 410, 820, 1230];

  it('finds the page whose start is nearest', () => {
    expect(pageAtScroll(0, offsets, 1500)).toBe(0);
    expect(pageAtScroll(400, offsets, 1500)).toBe(1);
    expect(pageAtScroll(700, offsets, 1500)).toBe(2);
  });

  it('is on the last page once scrolled to the end', () => {
    // A partial last page: the track ends before the page start reaches the left edge.
    expect(pageAtScroll(1100, offsets, 1100)).toBe(3);
  });

  it('reads right-to-left scroll positions', () => {
    expect(pageAtScroll(-410, offsets, 1500)).toBe(1);
  });

  it('is 0 with one page or none', () => {
    expect(pageAtScroll(200, [0], 0)).toBe(0);
    expect(pageAtScroll(0, [], 0)).toBe(0);
  });
});

describe('rotation', () => {
  const rotating: AutoplayConditions = {
    autoplay: true,
    playing: true,
    hovered: false,
    focused: false,
    reducedMotion: false,
    hidden: false,
    pageCount: 3,
  };

  it('rotates only when nothing holds it', () => {
    expect(isRotating(rotating)).toBe(true);
    expect(isRotating({ ...rotating, autoplay: false })).toBe(false);
    expect(isRotating({ ...rotating, playing: false })).toBe(false);
    expect(isRotating({ ...rotating, hovered: true })).toBe(false);
    expect(isRotating({ ...rotating, focused: true })).toBe(false);
    expect(isRotating({ ...rotating, reducedMotion: true })).toBe(false);
    expect(isRotating({ ...rotating, hidden: true })).toBe(false);
    expect(isRotating({ ...rotating, pageCount: 1 })).toBe(false);
  });

  it('offers a pause button only when it can rotate', () => {
    expect(hasRotationControl(true, false, 3)).toBe(true);
    expect(hasRotationControl(true, true, 3)).toBe(false);
    expect(hasRotationControl(true, false, 1)).toBe(false);
    expect(hasRotationControl(false, false, 3)).toBe(false);
  });
});

describe('createAutoplayTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every interval', () => {
    const tick = vi.fn();
    const timer = createAutoplayTimer(3000, tick);
    vi.advanceTimersByTime(2999);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(6000);
    expect(tick).toHaveBeenCalledTimes(3);
    timer.dispose();
  });

  it('gives a full interval again on restart', () => {
    const tick = vi.fn();
    const timer = createAutoplayTimer(3000, tick);
    vi.advanceTimersByTime(2500);
    timer.restart();
    vi.advanceTimersByTime(2500);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(tick).toHaveBeenCalledTimes(1);
    timer.dispose();
  });

  it('stops for good once disposed', () => {
    const tick = vi.fn();
    const timer = createAutoplayTimer(3000, tick);
    vi.advanceTimersByTime(3000);
    timer.dispose();
    timer.restart();
    vi.advanceTimersByTime(30000);
    expect(tick).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops when a tick disposes it', () => {
    const tick = vi.fn(() => {
      timer.dispose();
    });
    const timer = createAutoplayTimer(1000, tick);
    vi.advanceTimersByTime(5000);
    expect(tick).toHaveBeenCalledTimes(1);
  });
});
