import { useSyncExternalStore } from 'react';

interface ApplePayScope {
  ApplePaySession?: { canMakePayments?: () => unknown };
}

/**
 * Whether this browser can pay with Apple Pay (spec 2.5): Safari exposes `ApplePaySession`, and
 * `canMakePayments()` says whether the device can pay with it.
 */
function canPayWithApplePay(scope: object): boolean {
  const session = (scope as ApplePayScope).ApplePaySession;
  try {
    return typeof session?.canMakePayments === 'function' && session.canMakePayments() === true;
  } catch {
    return false;
  }
}

const unchanging = () => () => undefined;

/**
 * Apple Pay's availability here: false on the server and while hydrating (the page rendered
 * there has no browser to ask), then the browser's answer, which does not change.
 */
export const useApplePay = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => canPayWithApplePay(window),
    () => false,
  );
