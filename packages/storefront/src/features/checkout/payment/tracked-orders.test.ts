import { describe, expect, it, vi } from 'vitest';
import { mapStorage, refusingStorage } from './payment-fixtures.test-support.js';
import {
  claimOrderTracking,
  TRACKED_ORDERS_KEY,
  TRACKED_ORDERS_MAX,
  withTrackedOrder,
} from './tracked-orders.js';

describe('claimOrderTracking (an order is tracked once)', () => {
  it('grants the first claim of an order, then refuses it on a reload or a later visit', () => {
    const storage = mapStorage();
    expect(claimOrderTracking(storage, '700000001')).toBe(true);
    expect(claimOrderTracking(storage, '700000001')).toBe(false);
    expect(claimOrderTracking(storage, '700000002')).toBe(true);
    expect(JSON.parse(storage.items.get(TRACKED_ORDERS_KEY) ?? '')).toEqual([
      '700000001',
      '700000002',
    ]);
  });

  it('starts afresh from what it cannot read', () => {
    for (const raw of ['{', '{"order":"700000001"}', '[700000001]']) {
      const storage = mapStorage({ [TRACKED_ORDERS_KEY]: raw });
      expect(claimOrderTracking(storage, '700000001')).toBe(true);
      expect(storage.items.get(TRACKED_ORDERS_KEY)).toBe('["700000001"]');
    }
  });

  it('tracks every order when the storage is refused or full, rather than none', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(claimOrderTracking(null, '700000001')).toBe(true);
    expect(claimOrderTracking(refusingStorage, '700000001')).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('withTrackedOrder', () => {
  it(`keeps the ${String(TRACKED_ORDERS_MAX)} latest numbers, the newest last`, () => {
    const numbers = Array.from({ length: TRACKED_ORDERS_MAX }, (_, i) => String(700000001 + i));
    const kept = withTrackedOrder(numbers, '800000000');
    expect(kept).toHaveLength(TRACKED_ORDERS_MAX);
    expect(kept[0]).toBe('700000002');
    expect(kept.at(-1)).toBe('800000000');
  });
});
