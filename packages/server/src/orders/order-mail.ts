import type { OrderDetails } from '@vitrine/api-client/contract';
import type { Mail } from '../mail/outbox.js';
import type { Store } from '../stores.js';
import { formatAmount } from './amount-format.js';
import type { OrderCustomer } from './order-store.js';
import { addressLines, paymentMethodName, shippingMethodName } from './order-texts.js';

const TEXTS = {
  'fr-FR': {
    subject: (number: string) => `Confirmation de votre commande n° ${number}`,
    hello: (name: string) => `Bonjour ${name},`,
    thanks: (number: string) => `Merci pour votre commande n° ${number}.`,
    paymentPending: 'Nous vous confirmerons son paiement dès qu’il sera accepté.',
    paid: 'Son paiement est accepté : nous la préparons.',
    item: (quantity: number, label: string, size: string, color: string, total: string) =>
      `- ${String(quantity)} × ${label} (taille ${size}, ${color}) : ${total}`,
    subtotal: 'Sous-total :',
    discount: 'Remise :',
    shipping: 'Frais de port :',
    total: 'Total TTC :',
    payment: 'Paiement :',
    delivery: 'Livraison :',
    address: 'Adresse de livraison :',
    follow: 'Suivre votre commande :',
    bye: 'À bientôt sur Vitrine',
  },
  'en-GB': {
    subject: (number: string) => `Your order no. ${number}`,
    hello: (name: string) => `Hello ${name},`,
    thanks: (number: string) => `Thank you for your order no. ${number}.`,
    paymentPending: 'We will confirm your payment as soon as it is authorised.',
    paid: 'Your payment is accepted: we are preparing your order.',
    item: (quantity: number, label: string, size: string, color: string, total: string) =>
      `- ${String(quantity)} × ${label} (size ${size}, ${color}): ${total}`,
    subtotal: 'Subtotal:',
    discount: 'Discount:',
    shipping: 'Postage and packing:',
    total: 'Total (VAT included):',
    payment: 'Payment:',
    delivery: 'Delivery:',
    address: 'Delivery address:',
    follow: 'Follow your order:',
    bye: 'See you soon at Vitrine',
  },
} satisfies Record<Store['locale'], unknown>;

/** The order confirmation mail: what was ordered, what it costs, where it goes. */
export function orderConfirmationMail(
  store: Store,
  publicUrl: string,
  order: OrderDetails,
  customer: OrderCustomer,
): Mail {
  const t = TEXTS[store.locale];
  const money = (amount: string) => formatAmount(store, amount);
  const body = [
    t.hello(customer.name),
    '',
    t.thanks(order.orderNumber),
    order.status === 'placed' ? t.paymentPending : t.paid,
    '',
    ...order.items.map((item) =>
      t.item(item.quantity, item.label, item.size, item.color, money(item.total)),
    ),
    '',
    `${t.subtotal} ${money(order.subtotal)}`,
    `${t.discount} ${money(order.discount)}`,
    `${t.shipping} ${money(order.shippingFees)}`,
    `${t.total} ${money(order.total)}`,
    '',
    `${t.payment} ${paymentMethodName(store, order.paymentMethod)}`,
    `${t.delivery} ${shippingMethodName(store, order.shippingMethod)}`,
    t.address,
    ...[order.relayPointName, ...addressLines(store, order.deliveryAddress)].filter(Boolean),
    '',
    `${t.follow} ${publicUrl}/${store.segment}/customer/account/order/details/${order.orderNumber}`,
    '',
    t.bye,
  ].join('\n');
  return {
    store: store.segment,
    recipient: customer.email,
    kind: 'order-confirmation',
    subject: t.subject(order.orderNumber),
    body,
  };
}
