import type { Carrier, ShippingMethodCode, StoreSegment } from '@vitrine/api-client/contract';
import { PATHS } from '../seed/cms-content.js';

/**
 * Who carries a package of each shipping method: Colissimo for home parcels and its own relay
 * points, Colieco for standard parcels, the Mondial Relay network, and the retailer's own van
 * for bulky goods from the warehouse.
 */
const CARRIER_OF_METHOD: Record<ShippingMethodCode, Carrier> = {
  C: 'colissimo',
  RP: 'colissimo',
  CE: 'colieco',
  MLR: 'mondialRelay',
  STANDARD: 'warehouse',
  COMFORT: 'warehouse',
  INSTALLATION: 'warehouse',
};

export const carrierOf = (method: ShippingMethodCode): Carrier => CARRIER_OF_METHOD[method];

/**
 * The page where a shopper follows a package: the carriers' public tracking pages; warehouse
 * deliveries are booked by phone, so they point to the store's delivery page. '' without a
 * tracking number (the package is not handed over yet).
 */
export function trackingUrl(store: StoreSegment, carrier: Carrier, trackingNumber: string): string {
  if (!trackingNumber) return '';
  const code = encodeURIComponent(trackingNumber);
  switch (carrier) {
    case 'colissimo':
    case 'colieco':
      return `https://www.laposte.fr/outils/suivre-vos-envois?code=${code}`;
    case 'mondialRelay':
      return `https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=${code}`;
    case 'warehouse':
      return `/${store}${PATHS.delivery[store]}?tracking=${code}`;
  }
}
