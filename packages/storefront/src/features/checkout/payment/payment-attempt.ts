import type { DeliveryBody, DeliverySelection } from '@vitrine/api-client';

/**
 * The payment attempt under way, kept in sessionStorage under this key (this tab only) until it
 * ends: the idempotency key `order/validate` is called with, drawn once per attempt, so that a
 * double click or a reload sends the same key and the server answers the order already placed
 * instead of placing a second one (decision 007); and the delivery the order was placed with.
 */
export const PAYMENT_ATTEMPT_KEY = 'vitrine.paymentAttempt';

export interface PaymentAttempt {
  idempotencyKey: string;
  /**
   * The delivery validated for the order. A declined card gives the basket back without its
   * delivery: the payment page confirms this one again rather than sending the shopper back to
   * the delivery step.
   */
  delivery: DeliveryBody;
}

export type AttemptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isDeliveryBody = (value: unknown): value is DeliveryBody => {
  if (typeof value !== 'object' || value === null) return false;
  const { shippingMethod, address, relayPoint } = value as Record<string, unknown>;
  return (
    typeof shippingMethod === 'string' &&
    typeof address === 'string' &&
    (relayPoint === undefined || typeof relayPoint === 'string')
  );
};

const isAttempt = (value: unknown): value is PaymentAttempt => {
  if (typeof value !== 'object' || value === null) return false;
  const { idempotencyKey, delivery } = value as Record<string, unknown>;
  return typeof idempotencyKey === 'string' && idempotencyKey !== '' && isDeliveryBody(delivery);
};

/** The attempt under way; none when nothing is stored, or something unreadable. */
export function currentAttempt(storage: AttemptStorage): PaymentAttempt | null {
  try {
    const raw = storage.getItem(PAYMENT_ATTEMPT_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isAttempt(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The attempt to pay with: the one under way (same key: a second submit, a reload), else a new
 * one with a fresh key. The delivery is the one the page shows now. Storage may be full: the
 * attempt then lives for this submit only.
 */
export function startAttempt(
  storage: AttemptStorage,
  delivery: DeliveryBody,
  drawKey: () => string = () => crypto.randomUUID(),
): PaymentAttempt {
  const attempt = {
    idempotencyKey: currentAttempt(storage)?.idempotencyKey ?? drawKey(),
    delivery,
  };
  try {
    storage.setItem(PAYMENT_ATTEMPT_KEY, JSON.stringify(attempt));
  } catch (error) {
    console.warn('Payment attempt not kept', error);
  }
  return attempt;
}

/**
 * The attempt is over — refused, declined, or its order confirmed: the next payment is a new
 * order, with a new key. Answers the attempt that ended.
 */
export function endAttempt(storage: AttemptStorage): PaymentAttempt | null {
  const ended = currentAttempt(storage);
  try {
    storage.removeItem(PAYMENT_ATTEMPT_KEY);
  } catch (error) {
    console.warn('Payment attempt not cleared', error);
  }
  return ended;
}

/** The delivery form's body for a delivery the server describes (the relay point by its id). */
export const deliveryBody = ({
  shippingMethod,
  address,
  relayPoint,
}: DeliverySelection): DeliveryBody => ({
  shippingMethod,
  address,
  ...(relayPoint ? { relayPoint: relayPoint.id } : {}),
});

/** Kept in memory when the browser refuses sessionStorage: the attempt lasts until a reload. */
function memoryStorage(): AttemptStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, value),
    removeItem: (key) => items.delete(key),
  };
}

let fallback: AttemptStorage | undefined;

/** sessionStorage, unless the browser refuses it (reading the property itself may throw). */
export function attemptStorage(): AttemptStorage {
  try {
    return window.sessionStorage;
  } catch {
    fallback ??= memoryStorage();
    return fallback;
  }
}
