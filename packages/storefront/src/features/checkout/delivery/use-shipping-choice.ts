import { ga4Events, trackCartLine } from '@vitrine/analytics';
import {
  STORES,
  type AddressKey,
  type Cart,
  type Delivery,
  type DeliveryBody,
} from '@vitrine/api-client';
import type { ShippingMethodCode } from '@vitrine/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiFailure } from '../../../app/api-failure.js';
import { useStoreContext } from '../../../app/store-context.js';
import { checkoutPaths } from '../../../config/paths.js';
import { trackEcommerce } from '../../../shared/analytics.js';
import { useFormSchemas } from '../../../shared/forms/form-schemas.js';
import { trackFormErrors } from '../../../shared/forms/form-error-tracking.js';
import { useUpdateDeliveryMutation, useValidateDeliveryMutation } from './delivery-api.js';
import { cartKinds, formKind, type GoodsKind } from './delivery-options.js';
import {
  initialChoice,
  NO_ERRORS,
  refusal,
  shippingBody,
  shippingErrors,
  withParcelMethod,
  type ShippingChoice,
  type ShippingErrors,
} from './shipping-choice.js';

/** The shipping form's name in analytics' form_error events. */
const FORM_NAME = 'shipping';

/**
 * The shipping page's choices (spec 5). Each choice the form's rules accept is sent at once
 * (delivery/update: the fees follow); a relay method waits for its point. 'Continue' checks the
 * form, confirms it (delivery/validate) and goes on to payment. A refused choice shows spec 8's
 * message and stays chosen; an emptied cart sends the shopper back to the basket.
 */
export function useShippingChoice(delivery: Delivery, cart: Cart) {
  const { config } = useStoreContext();
  const schemas = useFormSchemas();
  const navigate = useNavigate();
  const kind = formKind(cartKinds(cart.products));
  const [choice, setChoice] = useState<ShippingChoice>(() => initialChoice(delivery, cart));
  const [errors, setErrors] = useState<ShippingErrors>(NO_ERRORS);
  const [update, updating] = useUpdateDeliveryMutation();
  const [validate, validating] = useValidateDeliveryMutation();

  /** Shows a refusal; true when the page is left for the basket. */
  const refused = (failure: ApiFailure, on: GoodsKind): boolean => {
    if (failure.code === 'cart.empty') {
      void navigate(checkoutPaths.cart, { replace: true });
      return true;
    }
    setErrors(refusal(failure, on));
    return false;
  };

  const send = async (next: ShippingChoice, on: GoodsKind) => {
    setChoice(next);
    setErrors(NO_ERRORS);
    const body = shippingBody(next, on);
    if (!(await schemas.shipping.isValid(body))) return;
    try {
      await update(body as DeliveryBody).unwrap();
    } catch (error) {
      refused(error as ApiFailure, on);
    }
  };

  const submit = async () => {
    const body = shippingBody(choice, kind);
    const fields = await shippingErrors(schemas.shipping, body);
    if (Object.keys(fields).length > 0) {
      setErrors({ fields });
      trackFormErrors(FORM_NAME, fields);
      return;
    }
    setErrors(NO_ERRORS);
    try {
      await validate(body as DeliveryBody).unwrap();
    } catch (error) {
      const failure = error as ApiFailure;
      if (!refused(failure, kind)) trackFormErrors(FORM_NAME, failure.fields ?? {});
      return;
    }
    const store = STORES[config.segment];
    trackEcommerce(
      ga4Events(store).addShippingInfo(
        cart.products.map((line) => trackCartLine(store, line)),
        body.shippingMethod ?? '',
      ),
    );
    await navigate(checkoutPaths.payment);
  };

  return {
    choice,
    errors,
    /** The kind of goods whose method the form sends (parcels, else bulky goods). */
    kind,
    busy: updating.isLoading || validating.isLoading,
    chooseAddress: (address: AddressKey) => send({ ...choice, address }, kind),
    chooseParcelMethod: (method: ShippingMethodCode) =>
      send(withParcelMethod(choice, method), 'parcel'),
    chooseRelayPoint: (relayPoint: string) => send({ ...choice, relayPoint }, 'parcel'),
    chooseWarehouseMethod: (warehouseMethod: ShippingMethodCode) =>
      send({ ...choice, warehouseMethod }, 'warehouse'),
    submit,
  };
}
