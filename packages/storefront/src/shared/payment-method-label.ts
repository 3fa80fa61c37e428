import type { OrderDetails, PaymentMethod } from '@vitrine/api-client';
import { INSTALMENTS_COUNT } from '@vitrine/ui';

/** The kit's names of the payment methods (its PaymentMethodPicker's labels). */
export const PAYMENT_METHOD_KEYS: Record<PaymentMethod, string> = {
  card: 'LABEL_PAYMENT_CARD',
  paypal: 'LABEL_PAYMENT_PAYPAL',
  applePay: 'LABEL_PAYMENT_APPLE_PAY',
  oney: 'LABEL_PAYMENT_ONEY',
  personalAccount: 'LABEL_PAYMENT_PERSONAL_ACCOUNT',
};

/** How an order was paid, in words: Oney with the number of instalments the shopper chose. */
export const paymentMethodText = (
  t: (key: string, options: { instalments: number }) => string,
  order: Pick<OrderDetails, 'paymentMethod' | 'paymentInstalments'>,
): string =>
  t(PAYMENT_METHOD_KEYS[order.paymentMethod], {
    instalments: order.paymentInstalments ?? INSTALMENTS_COUNT,
  });
