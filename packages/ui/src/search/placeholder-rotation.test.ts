import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SEARCH_PLACEHOLDER_INTERVAL,
  SEARCH_PLACEHOLDER_KEYS,
  nextPlaceholderIndex,
  searchPlaceholderKey,
  startPlaceholderRotation,
} from './placeholder-rotation.js';

describe('nextPlaceholderIndex', () => {
  it('moves to the next placeholder and back to the first after the last', () => {
    expect(nextPlaceholderIndex(0, 3)).toBe(1);
    expect(nextPlaceholderIndex(1, 3)).toBe(2);
    expect(nextPlaceholderIndex(2, 3)).toBe(0);
  });

  it('stays on 0 with no placeholder', () => {
    expect(nextPlaceholderIndex(4, 0)).toBe(0);
  });
});

describe('startPlaceholderRotation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rotates every 2000 ms', () => {
    expect(SEARCH_PLACEHOLDER_INTERVAL).toBe(2000);
    const onChange = vi.fn();
    const stop = startPlaceholderRotation({ count: 3, onChange });
    vi.advanceTimersByTime(1999);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(2000);
    expect(onChange).toHaveBeenLastCalledWith(2);
    vi.advanceTimersByTime(2000);
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(onChange).toHaveBeenCalledTimes(3);
    stop();
  });

  it('goes on from the index shown when it restarts', () => {
    const onChange = vi.fn();
    const stop = startPlaceholderRotation({ count: 3, from: 2, onChange });
    vi.advanceTimersByTime(SEARCH_PLACEHOLDER_INTERVAL);
    expect(onChange).toHaveBeenCalledWith(0);
    stop();
  });

  it('stops when asked', () => {
    const onChange = vi.fn();
    const stop = startPlaceholderRotation({ count: 3, onChange });
    vi.advanceTimersByTime(2000);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes another interval', () => {
    const onChange = vi.fn();
    const stop = startPlaceholderRotation({ count: 3, interval: 500, onChange });
    vi.advanceTimersByTime(1000);
    expect(onChange.mock.calls).toEqual([[1], [2]]);
    stop();
  });

  it('starts no timer with a single placeholder', () => {
    const onChange = vi.fn();
    const stop = startPlaceholderRotation({ count: 1, onChange });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(onChange).not.toHaveBeenCalled();
    stop();
  });
});

describe('searchPlaceholderKey', () => {
  it('gives the plain search placeholder on mobile', () => {
    expect(searchPlaceholderKey({ rotate: false, index: 2 })).toBe('LABEL_SEARCH');
  });

  it('gives product, colour then reference on desktop', () => {
    expect(
      SEARCH_PLACEHOLDER_KEYS.map((_, index) => searchPlaceholderKey({ rotate: true, index })),
    ).toEqual(['LABEL_FIND_A_PRODUCT', 'LABEL_FIND_A_COLOR', 'LABEL_FIND_A_REFERENCE']);
    expect(searchPlaceholderKey({ rotate: true, index: 3 })).toBe('LABEL_FIND_A_PRODUCT');
  });
});
