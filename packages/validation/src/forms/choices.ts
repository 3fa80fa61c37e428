import type { StoreLocale } from './locale.js';

export const CIVILITIES = ['Mr', 'Mrs', 'Ms', 'Miss'] as const;
export type Civility = (typeof CIVILITIES)[number];

/** Shipping method codes (spec §3). */
export const SHIPPING_METHODS = {
  colissimo: 'C',
  colieco: 'CE',
  relay: 'RP',
  mondialRelay: 'MLR',
  standard: 'STANDARD',
  comfort: 'COMFORT',
  premium: 'INSTALLATION',
} as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[keyof typeof SHIPPING_METHODS];

/** Methods delivered to a relay point: in France the shopper must pick one. */
export const RELAY_SHIPPING_METHODS: readonly ShippingMethod[] = [
  SHIPPING_METHODS.relay,
  SHIPPING_METHODS.mondialRelay,
];

/** Address keys of a customer: P is the main address, S the alternative one. */
export const ADDRESS_KEYS = ['P', 'S'] as const;
export type AddressKey = (typeof ADDRESS_KEYS)[number];

/** Oney's plans (French store): the order paid in 3 or 4 instalments. */
export const INSTALMENT_COUNTS = [3, 4] as const;
export type InstalmentCount = (typeof INSTALMENT_COUNTS)[number];

/** Payment methods offered by each store (spec §2.5): instalments are French, the account UK-only. */
export const PAYMENT_METHODS = {
  'fr-FR': ['card', 'paypal', 'applePay', 'oney'],
  'en-GB': ['card', 'paypal', 'applePay', 'personalAccount'],
} as const satisfies Record<StoreLocale, readonly string[]>;
export type PaymentMethod = (typeof PAYMENT_METHODS)[StoreLocale][number];

/** Countries each store delivers to and takes addresses in (ISO 3166-1 alpha-2). */
export const STORE_COUNTRIES = {
  'fr-FR': ['FR'],
  'en-GB': ['GB'],
} as const satisfies Record<StoreLocale, readonly string[]>;

/** The longest free text (contact message) a form accepts. */
export const MESSAGE_MAX_LENGTH = 2000;
