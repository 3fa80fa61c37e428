/**
 * The orders whose purchase was already sent to analytics from this browser, in localStorage
 * under this key (a JSON array of order numbers, newest last): the confirmation page tracks an
 * order once, not again on a reload or a later visit.
 */
export const TRACKED_ORDERS_KEY = 'vitrine.trackedOrders';

/** Enough to cover a shopper's recent orders; older numbers are forgotten first. */
export const TRACKED_ORDERS_MAX = 20;

export type TrackingStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readNumbers(storage: TrackingStorage): string[] {
  try {
    const raw = storage.getItem(TRACKED_ORDERS_KEY);
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

/** The tracked numbers with `orderNumber` added last, the oldest dropped beyond the cap. */
export const withTrackedOrder = (numbers: readonly string[], orderNumber: string): string[] =>
  [...numbers.filter((number) => number !== orderNumber), orderNumber].slice(-TRACKED_ORDERS_MAX);

/**
 * Claims the right to track an order: true the first time (the number is then remembered), false
 * when it was tracked before. Without storage (refused, full) every claim is granted: a reload
 * may then count the order twice, but no order goes untracked.
 */
export function claimOrderTracking(storage: TrackingStorage | null, orderNumber: string): boolean {
  if (!storage) return true;
  const numbers = readNumbers(storage);
  if (numbers.includes(orderNumber)) return false;
  try {
    storage.setItem(TRACKED_ORDERS_KEY, JSON.stringify(withTrackedOrder(numbers, orderNumber)));
  } catch (error) {
    console.warn('Tracked order not remembered', error);
  }
  return true;
}
