import type { Address, PaymentMethod, ShippingMethodCode } from '@vitrine/api-client/contract';
import type { Store } from '../stores.js';

type Locale = Store['locale'];

/** Method names as invoices and mails print them, in each store's language. */
const PAYMENT_METHOD_NAMES: Record<Locale, Record<PaymentMethod, string>> = {
  'fr-FR': {
    card: 'Carte bancaire',
    paypal: 'PayPal',
    applePay: 'Apple Pay',
    oney: 'Oney',
    personalAccount: 'Compte personnel',
  },
  'en-GB': {
    card: 'Card',
    paypal: 'PayPal',
    applePay: 'Apple Pay',
    oney: 'Oney',
    personalAccount: 'Personal account',
  },
};

const SHIPPING_METHOD_NAMES: Record<Locale, Record<ShippingMethodCode, string>> = {
  'fr-FR': {
    C: 'Colissimo à domicile',
    CE: 'Colieco à domicile',
    RP: 'Colissimo en point relais',
    MLR: 'Mondial Relay',
    STANDARD: 'Livraison standard depuis notre entrepôt',
    COMFORT: 'Livraison confort depuis notre entrepôt',
    INSTALLATION: 'Livraison premium avec installation',
  },
  'en-GB': {
    C: 'Colissimo home delivery',
    CE: 'Colieco home delivery',
    RP: 'Colissimo relay point',
    MLR: 'Mondial Relay',
    STANDARD: 'Standard delivery from our warehouse',
    COMFORT: 'Comfort delivery from our warehouse',
    INSTALLATION: 'Premium delivery with installation',
  },
};

export const paymentMethodName = (store: Store, method: PaymentMethod): string =>
  PAYMENT_METHOD_NAMES[store.locale][method];

export const shippingMethodName = (store: Store, method: ShippingMethodCode): string =>
  SHIPPING_METHOD_NAMES[store.locale][method];

/** An address as each country writes it: '75002 Paris' in France, town then postcode in the UK. */
export function addressLines(store: Store, address: Address): string[] {
  const country = new Intl.DisplayNames(store.locale, { type: 'region' }).of(address.country);
  const town =
    address.country === 'GB'
      ? [address.city, address.postalCode]
      : [`${address.postalCode} ${address.city}`];
  return [address.street, address.complement, address.locality, ...town, country ?? ''].filter(
    Boolean,
  );
}
