import { ga4Events, trackCartLine } from '@vitrine/analytics';
import { STORES, type CheckoutOrder, type PaymentMethod } from '@vitrine/api-client';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiFailure } from '../../../app/api-failure.js';
import { useStoreContext } from '../../../app/store-context.js';
import { trackEcommerce } from '../../../shared/analytics.js';
import { GENERIC_ERROR_KEY, showServerFailure } from '../../../shared/forms/server-failure.js';
import { usePlaceOrderMutation } from './payment-api.js';
import { attemptStorage, deliveryBody, endAttempt, startAttempt } from './payment-attempt.js';
import { orderValidateBody, type PaymentFormValues } from './payment-form.js';
import { confirmationPath, placedNothing, providerPageUrl } from './payment-navigation.js';

export const PAYMENT_FORM = 'payment';

export interface Payment {
  submit: (values: PaymentFormValues, helpers: FormikHelpers<PaymentFormValues>) => Promise<void>;
  /** The server refused the payment (402): the spec's 'payment not validated'. */
  refused: boolean;
  /** The whole window is on its way to the card provider's page. */
  leaving: boolean;
  /** Another method was chosen: the refusal no longer applies. */
  forgetRefusal: () => void;
}

/**
 * Places the order of the payment step (decision 007): with the attempt's idempotency key, so a
 * second submit or a reload answers the same order. A card continues on the provider's hosted
 * page, which brings the shopper back to the confirmation (or here, declined); the personal
 * account is paid at once. A refusal keeps the form as it was.
 */
export function usePayment(order: CheckoutOrder): Payment {
  const { config } = useStoreContext();
  const navigate = useNavigate();
  const [placeOrder] = usePlaceOrderMutation();
  const [refused, setRefused] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const trackPaymentInfo = (method: PaymentMethod) => {
    const store = STORES[config.segment];
    const lines = order.cart.products.map((line) => trackCartLine(store, line));
    trackEcommerce(ga4Events(store).addPaymentInfo(lines, method));
  };

  const submit: Payment['submit'] = async (values, helpers) => {
    setRefused(false);
    helpers.setStatus(undefined);
    const storage = attemptStorage();
    const attempt = startAttempt(storage, deliveryBody(order.delivery));
    const body = orderValidateBody(values, attempt.idempotencyKey);
    let confirmation;
    try {
      confirmation = await placeOrder(body).unwrap();
    } catch (error) {
      const failure = error as ApiFailure;
      if (placedNothing(failure.status)) endAttempt(storage);
      if (failure.status === 402) setRefused(true);
      else showServerFailure(PAYMENT_FORM, failure, helpers);
      return;
    }
    trackPaymentInfo(body.paymentMethod);
    if (confirmation.redirectUrl === null) {
      endAttempt(storage);
      await navigate(confirmationPath(confirmation.order.orderNumber));
      return;
    }
    const providerPage = providerPageUrl(confirmation.redirectUrl, window.location.href);
    if (!providerPage) {
      helpers.setStatus({ error: GENERIC_ERROR_KEY });
      return;
    }
    // The attempt stays: the provider's page brings the shopper back to end it.
    setLeaving(true);
    window.location.assign(providerPage);
  };

  return {
    submit,
    refused,
    leaving,
    forgetRefusal: () => {
      setRefused(false);
    },
  };
}
