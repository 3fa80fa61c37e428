import type { CheckoutOrder, OrderDetails } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';

function example<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The contract has no ${what} example`);
  return value;
}

const steps = contractExamples.checkout.order.response.valid as CheckoutOrder[];

/** The contract's payment step at home ('C', no relay point, no personal account). */
export const homeStep = example(steps[0], 'payment step at home');
/** The contract's payment step to a relay point, overseas, with a personal account. */
export const relayStep = example(steps[1], 'payment step to a relay point');

/** The contract's order: two dresses at 39.99 to a relay point, paid by card. */
export const placedOrder = example(
  contractExamples.customer.orderDetails.response.valid[0] as OrderDetails | undefined,
  'order',
);

/** A storage as a Map, as localStorage and sessionStorage behave. */
export function mapStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

/** A storage that refuses every write, as a full or blocked one does. */
export const refusingStorage = {
  getItem: () => null,
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('Blocked', 'SecurityError');
  },
};
