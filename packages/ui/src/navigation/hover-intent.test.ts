import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MEGA_MENU_CLICK_GUARD,
  MEGA_MENU_HOVER_DELAY,
  createHoverIntent,
  tapOpensLayer,
} from './hover-intent.js';
import type { HoverIntent } from './hover-intent.js';

describe('the mega-menu hover intent', () => {
  let menu: HoverIntent;

  beforeEach(() => {
    vi.useFakeTimers();
    menu = createHoverIntent();
  });

  afterEach(() => {
    menu.dispose();
    vi.useRealTimers();
  });

  const openId = () => menu.getState().openId;

  it('uses the timings of the spec', () => {
    expect(MEGA_MENU_HOVER_DELAY).toBe(300);
    expect(MEGA_MENU_CLICK_GUARD).toBe(200);
  });

  it('opens a layer only after the 300 ms hover delay', () => {
    menu.pointerEnter('femme', true);
    vi.advanceTimersByTime(150);
    expect(openId()).toBeNull();
    vi.advanceTimersByTime(149);
    expect(openId()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(openId()).toBe('femme');
    expect(menu.getState().primed).toBe(true);
  });

  it('opens later layers at once while the pointer stays in the menu', () => {
    menu.pointerEnter('femme', true);
    vi.advanceTimersByTime(MEGA_MENU_HOVER_DELAY);
    menu.pointerLeaveEntry('femme');
    menu.pointerEnter('homme', true);
    expect(openId()).toBe('homme');
    menu.pointerEnter('maison', true);
    expect(openId()).toBe('maison');
  });

  it('waits the full delay again once the pointer has left the menu', () => {
    menu.pointerEnter('femme', true);
    vi.advanceTimersByTime(MEGA_MENU_HOVER_DELAY);
    menu.pointerLeaveMenu();
    expect(menu.getState()).toMatchObject({ openId: null, primed: false });
    menu.pointerEnter('homme', true);
    expect(openId()).toBeNull();
    vi.advanceTimersByTime(MEGA_MENU_HOVER_DELAY);
    expect(openId()).toBe('homme');
  });

  it('restarts the delay when the pointer moves to another entry before it ends', () => {
    menu.pointerEnter('femme', true);
    vi.advanceTimersByTime(200);
    menu.pointerLeaveEntry('femme');
    menu.pointerEnter('homme', true);
    vi.advanceTimersByTime(200);
    expect(openId()).toBeNull();
    vi.advanceTimersByTime(100);
    expect(openId()).toBe('homme');
  });

  it('opens nothing when the pointer only passes over an entry', () => {
    menu.pointerEnter('femme', true);
    vi.advanceTimersByTime(100);
    menu.pointerLeaveEntry('femme');
    vi.advanceTimersByTime(1000);
    expect(openId()).toBeNull();
    menu.pointerEnter('homme', true);
    vi.advanceTimersByTime(100);
    menu.pointerLeaveMenu();
    vi.advanceTimersByTime(1000);
    expect(openId()).toBeNull();
  });

  it('keeps the open layer when the pointer comes back to its entry', () => {
    menu.open('femme');
    menu.pointerEnter('femme', true);
    vi.advanceTimersByTime(1000);
    expect(openId()).toBe('femme');
  });

  it('hides the open layer over an entry without a layer, and stays primed', () => {
    menu.open('femme');
    menu.pointerEnter('bien-etre', false);
    expect(openId()).toBeNull();
    expect(menu.getState().primed).toBe(true);
    menu.pointerEnter('homme', true);
    expect(openId()).toBe('homme');
  });

  it('closes and un-primes on click-away, Escape or focus leaving', () => {
    menu.open('femme');
    menu.close();
    expect(menu.getState()).toMatchObject({ openId: null, primed: false });
    menu.pointerEnter('homme', true);
    expect(openId()).toBeNull();
    vi.advanceTimersByTime(MEGA_MENU_HOVER_DELAY);
    expect(openId()).toBe('homme');
  });

  it('cancels a pending opening on close', () => {
    menu.pointerEnter('femme', true);
    menu.close();
    vi.advanceTimersByTime(1000);
    expect(openId()).toBeNull();
  });

  it('closes when a link is followed and ignores hovering for 200 ms', () => {
    menu.open('femme');
    menu.linkClicked();
    expect(menu.getState()).toMatchObject({ openId: null, guarded: true });
    menu.pointerEnter('femme', true);
    vi.advanceTimersByTime(MEGA_MENU_HOVER_DELAY + 100);
    expect(openId()).toBeNull();
    expect(menu.getState().guarded).toBe(false);
    menu.pointerEnter('homme', true);
    vi.advanceTimersByTime(MEGA_MENU_HOVER_DELAY);
    expect(openId()).toBe('homme');
  });

  it('toggles on a click and guards against the hover that follows', () => {
    menu.click('femme');
    expect(openId()).toBe('femme');
    menu.click('femme');
    expect(openId()).toBeNull();
    vi.advanceTimersByTime(MEGA_MENU_CLICK_GUARD - 1);
    menu.pointerEnter('homme', true);
    expect(openId()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(menu.getState().guarded).toBe(false);
    menu.pointerEnter('homme', true);
    vi.advanceTimersByTime(MEGA_MENU_HOVER_DELAY);
    expect(openId()).toBe('homme');
  });

  it('restarts the guard on each click', () => {
    menu.click('femme');
    vi.advanceTimersByTime(150);
    menu.click('homme');
    expect(openId()).toBe('homme');
    vi.advanceTimersByTime(150);
    expect(menu.getState().guarded).toBe(true);
    vi.advanceTimersByTime(50);
    expect(menu.getState().guarded).toBe(false);
  });

  it('tells its listeners about each change, and only about changes', () => {
    const listener = vi.fn();
    const unsubscribe = menu.subscribe(listener);
    menu.pointerEnter('femme', true);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MEGA_MENU_HOVER_DELAY);
    expect(listener).toHaveBeenCalledTimes(1);
    menu.open('femme');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    menu.close();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('accepts other timings', () => {
    const quick = createHoverIntent({ hoverDelay: 50, clickGuard: 10 });
    quick.pointerEnter('femme', true);
    vi.advanceTimersByTime(50);
    expect(quick.getState().openId).toBe('femme');
    quick.linkClicked();
    vi.advanceTimersByTime(10);
    expect(quick.getState().guarded).toBe(false);
    quick.dispose();
  });

  it('fires nothing after dispose', () => {
    const listener = vi.fn();
    menu.subscribe(listener);
    menu.pointerEnter('femme', true);
    menu.dispose();
    vi.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
    expect(openId()).toBeNull();
  });
});

describe('tapOpensLayer', () => {
  it('opens on the first touch tap of an entry with a layer', () => {
    expect(tapOpensLayer({ pointerType: 'touch', hasLayer: true, isOpen: false })).toBe(true);
  });

  it('follows the link on the second tap', () => {
    expect(tapOpensLayer({ pointerType: 'touch', hasLayer: true, isOpen: true })).toBe(false);
  });

  it('follows entries without a layer at once', () => {
    expect(tapOpensLayer({ pointerType: 'touch', hasLayer: false, isOpen: false })).toBe(false);
  });

  it('always follows with a mouse or a pen', () => {
    expect(tapOpensLayer({ pointerType: 'mouse', hasLayer: true, isOpen: false })).toBe(false);
    expect(tapOpensLayer({ pointerType: 'pen', hasLayer: true, isOpen: false })).toBe(false);
  });
});
