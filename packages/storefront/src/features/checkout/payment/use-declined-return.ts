import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks.js';
import { refreshCart } from '../../../state/cart-thunks.js';
import { useConfirmDeliveryAgainMutation } from './payment-api.js';
import { attemptStorage, endAttempt } from './payment-attempt.js';

/**
 * Back from a provider's page unpaid (`?paymentError=declined` or `cancelled`): the attempt is
 * over, its order cancelled
 * and the basket given back by the server (decision 007) — the header's badge reads it again. The
 * basket comes back without its delivery: the one the order was placed with is confirmed again,
 * so that the shopper can choose another method here. Answers whether the step can be read.
 */
export function useDeclinedReturn(declined: boolean): boolean {
  const dispatch = useAppDispatch();
  const [confirmDeliveryAgain] = useConfirmDeliveryAgainMutation();
  const [ready, setReady] = useState(!declined);
  // Once per visit: the attempt read here is gone on a second run.
  const handled = useRef(false);

  useEffect(() => {
    if (!declined || handled.current) return;
    handled.current = true;
    void dispatch(refreshCart());
    const attempt = endAttempt(attemptStorage());
    // A delivery that no longer fits (the basket changed meanwhile) is the delivery step's to
    // settle: the payment step will answer it is not confirmed.
    const delivery = attempt ? confirmDeliveryAgain(attempt.delivery) : Promise.resolve();
    void delivery.finally(() => {
      setReady(true);
    });
  }, [declined, dispatch, confirmDeliveryAgain]);

  return ready;
}
