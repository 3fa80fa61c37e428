import { describe, expect, it, vi } from 'vitest';
import {
  currentAttempt,
  deliveryBody,
  endAttempt,
  PAYMENT_ATTEMPT_KEY,
  startAttempt,
} from './payment-attempt.js';
import {
  homeStep,
  mapStorage,
  refusingStorage,
  relayStep,
} from './payment-fixtures.test-support.js';

const HOME = { shippingMethod: 'C', address: 'P' } as const;
const keys =
  (...drawn: string[]) =>
  () =>
    drawn.shift() ?? 'no key left';

describe('payment attempts (decision 007: one idempotency key per attempt)', () => {
  it('draws a key for a new attempt and keeps it with the delivery', () => {
    const storage = mapStorage();
    const attempt = startAttempt(storage, HOME, keys('key-1'));
    expect(attempt).toEqual({ idempotencyKey: 'key-1', delivery: HOME });
    expect(JSON.parse(storage.items.get(PAYMENT_ATTEMPT_KEY) ?? '')).toEqual(attempt);
  });

  it('sends the same key again on a second submit or after a reload', () => {
    const storage = mapStorage();
    const draw = keys('key-1', 'key-2');
    startAttempt(storage, HOME, draw);
    const relay = { shippingMethod: 'MLR', address: 'P', relayPoint: 'MR-1' } as const;
    expect(startAttempt(storage, relay, draw)).toEqual({
      idempotencyKey: 'key-1',
      delivery: relay,
    });
  });

  it('draws a new key once the attempt has ended, and answers the attempt that ended', () => {
    const storage = mapStorage();
    const draw = keys('key-1', 'key-2');
    startAttempt(storage, HOME, draw);
    expect(endAttempt(storage)).toEqual({ idempotencyKey: 'key-1', delivery: HOME });
    expect(currentAttempt(storage)).toBeNull();
    expect(endAttempt(storage)).toBeNull();
    expect(startAttempt(storage, HOME, draw).idempotencyKey).toBe('key-2');
  });

  it('ignores what it cannot read as an attempt', () => {
    for (const raw of ['{', '"key"', '{"idempotencyKey":""}', '{"idempotencyKey":"k"}'])
      expect(currentAttempt(mapStorage({ [PAYMENT_ATTEMPT_KEY]: raw }))).toBeNull();
  });

  it('still pays when the storage refuses to keep the attempt', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(startAttempt(refusingStorage, HOME, keys('key-1')).idempotencyKey).toBe('key-1');
    expect(endAttempt(refusingStorage)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('draws a UUID by default', () => {
    expect(startAttempt(mapStorage(), HOME).idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('deliveryBody', () => {
  it('names the relay point by its id, and leaves it out at home', () => {
    expect(deliveryBody(homeStep.delivery)).toEqual({ shippingMethod: 'C', address: 'P' });
    expect(deliveryBody(relayStep.delivery)).toEqual({
      shippingMethod: 'MLR',
      address: 'P',
      relayPoint: 'MR-075012',
    });
  });
});
