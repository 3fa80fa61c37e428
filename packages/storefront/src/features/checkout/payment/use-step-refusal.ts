import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { ApiFailure } from '../../../app/api-failure.js';
import { useAppDispatch, useAppStore } from '../../../app/hooks.js';
import { checkoutPaths } from '../../../config/paths.js';
import { selectCartItemCount } from '../../../state/cart-slice.js';
import { refreshCart } from '../../../state/cart-thunks.js';
import { flashSet, type Flash } from '../../../state/flash-slice.js';
import { fetchCustomer } from '../../../state/session-thunks.js';
import { attemptStorage, endAttempt } from './payment-attempt.js';
import { refusedStepExit, stepRefusal, type StepExit } from './payment-navigation.js';

const EXIT_PATHS: Record<StepExit, string> = {
  basket: checkoutPaths.cart,
  shipping: checkoutPaths.shipping,
  login: checkoutPaths.login,
};

/**
 * When the server will not show the payment step, leaves it: to the delivery step with the reason
 * (a declined card's message when coming back from one), to the basket when it is empty, to the
 * login when the session ended. Answers whether the failure is one the page shows instead.
 */
export function useStepRefusal(error: unknown, declined: boolean): boolean {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const refusal = stepRefusal(error as ApiFailure | undefined);

  useEffect(() => {
    if (refusal === null) return;
    void (async () => {
      // The basket as it is now decides between the delivery step and the basket.
      await dispatch(refreshCart());
      const exit = refusedStepExit(refusal, selectCartItemCount(store.getState()));
      if (exit === 'shipping') dispatch(flashSet(exitMessage(declined)));
      // An empty basket: an attempt under way has placed its order (back from the provider's
      // page unpaid, say). The next basket is another order, with another key.
      if (exit === 'basket') endAttempt(attemptStorage());
      // The session ended: the customer is read again, else the login would see the shopper
      // still signed in and send them back to the delivery step.
      if (exit === 'login') await dispatch(fetchCustomer());
      await navigate(EXIT_PATHS[exit], { replace: true });
    })();
  }, [refusal, declined, dispatch, store, navigate]);

  return error !== undefined && refusal === null;
}

const exitMessage = (declined: boolean): Flash =>
  declined
    ? { messageKey: 'LABEL_PAYMENT_NOT_VALIDATED', severity: 'error' }
    : { messageKey: 'PAYMENT_DELIVERY_TO_CONFIRM', severity: 'info' };
