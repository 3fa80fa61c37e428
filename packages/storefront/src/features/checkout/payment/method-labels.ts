import type { PaymentMethod, ShippingMethodCode } from '@vitrine/api-client';

/** The kit's names of the shipping methods (its ShippingMethodPicker's labels). */
export const shippingMethodLabelKey = (method: ShippingMethodCode): string =>
  `LABEL_SHIPPING_METHOD_${method}`;

/** The kit's names of the payment methods (its PaymentMethodPicker's labels). */
const PAYMENT_LABEL_KEYS: Record<PaymentMethod, string> = {
  card: 'LABEL_PAYMENT_CARD',
  paypal: 'LABEL_PAYMENT_PAYPAL',
  applePay: 'LABEL_PAYMENT_APPLE_PAY',
  oney: 'LABEL_PAYMENT_ONEY',
  personalAccount: 'LABEL_PAYMENT_PERSONAL_ACCOUNT',
};

export const paymentMethodLabelKey = (method: PaymentMethod): string => PAYMENT_LABEL_KEYS[method];
