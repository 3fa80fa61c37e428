import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoDismiss } from './auto-dismiss.js';

describe('createAutoDismiss', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('expires once after the duration', () => {
    const onExpire = vi.fn();
    const timer = createAutoDismiss(5000, onExpire);
    vi.advanceTimersByTime(4999);
    expect(onExpire).not.toHaveBeenCalled();
    expect(timer.remaining()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(timer.remaining()).toBe(0);
  });

  it('pauses and resumes with the time that was left', () => {
    const onExpire = vi.fn();
    const timer = createAutoDismiss(5000, onExpire);
    vi.advanceTimersByTime(3000);
    timer.pause('hover');
    expect(timer.isPaused()).toBe(true);
    vi.advanceTimersByTime(60000);
    expect(onExpire).not.toHaveBeenCalled();
    expect(timer.remaining()).toBe(2000);
    timer.resume('hover');
    vi.advanceTimersByTime(1999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stays paused until every reason is gone', () => {
    const onExpire = vi.fn();
    const timer = createAutoDismiss(1000, onExpire);
    timer.pause('hover');
    timer.pause('focus');
    timer.resume('hover');
    vi.advanceTimersByTime(5000);
    expect(onExpire).not.toHaveBeenCalled();
    timer.resume('focus');
    vi.advanceTimersByTime(1000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('ignores a resume without a matching pause and a pause repeated', () => {
    const onExpire = vi.fn();
    const timer = createAutoDismiss(1000, onExpire);
    timer.resume('focus');
    vi.advanceTimersByTime(400);
    timer.pause('hover');
    timer.pause('hover');
    vi.advanceTimersByTime(400);
    timer.resume('hover');
    expect(timer.isPaused()).toBe(false);
    vi.advanceTimersByTime(599);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('never expires once cancelled', () => {
    const onExpire = vi.fn();
    const timer = createAutoDismiss(1000, onExpire);
    timer.cancel();
    timer.pause('hidden');
    timer.resume('hidden');
    vi.advanceTimersByTime(5000);
    expect(onExpire).not.toHaveBeenCalled();
    expect(timer.remaining()).toBe(0);
  });

  it('runs on an injected clock', () => {
    let now = 0;
    const callbacks: (() => void)[] = [];
    const onExpire = vi.fn();
    const timer = createAutoDismiss(300, onExpire, {
      now: () => now,
      setTimeout: (callback) => callbacks.push(callback),
      clearTimeout: () => undefined,
    });
    now = 100;
    expect(timer.remaining()).toBe(200);
    callbacks[0]?.();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
