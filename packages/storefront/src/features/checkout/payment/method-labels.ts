import type { ShippingMethodCode } from '@vitrine/api-client';

/** The kit's names of the shipping methods (its ShippingMethodPicker's labels). */
export const shippingMethodLabelKey = (method: ShippingMethodCode): string =>
  `LABEL_SHIPPING_METHOD_${method}`;
