import {
  RELAY_METHODS,
  type ShippingMethodCode,
  type StoreSegment,
} from '@vitrine/api-client/contract';

/** The groups of spec 3: relay points, at home, and bulky goods from the warehouse. */
export type DeliveryGroup = 'relay' | 'home' | 'warehouse';

const PARCEL_METHODS = ['RP', 'MLR', 'C', 'CE'] as const;
export type ParcelMethod = (typeof PARCEL_METHODS)[number];
const WAREHOUSE_METHODS = ['STANDARD', 'COMFORT', 'INSTALLATION'] as const;
export type WarehouseMethod = (typeof WAREHOUSE_METHODS)[number];

export interface MethodTerms {
  feeCents: number;
  /** Delivery delay in working days. */
  minDays: number;
  maxDays: number;
}

/**
 * What each store offers, in display order (relay, home, warehouse). The UK store's relay network
 * is Mondial Relay's (its delivery page promises its collection points); Colissimo's relay points
 * are French only. Fees are in the store's currency, per order (not per package): one fee for the
 * parcels, one for the warehouse delivery.
 */
const STORE_METHODS: Record<StoreSegment, Partial<Record<ShippingMethodCode, MethodTerms>>> = {
  fr: {
    RP: { feeCents: 395, minDays: 2, maxDays: 4 },
    MLR: { feeCents: 295, minDays: 3, maxDays: 5 },
    C: { feeCents: 695, minDays: 1, maxDays: 2 },
    CE: { feeCents: 495, minDays: 3, maxDays: 5 },
    STANDARD: { feeCents: 1990, minDays: 7, maxDays: 14 },
    COMFORT: { feeCents: 3990, minDays: 7, maxDays: 14 },
    INSTALLATION: { feeCents: 6990, minDays: 10, maxDays: 21 },
  },
  uk: {
    MLR: { feeCents: 295, minDays: 3, maxDays: 5 },
    C: { feeCents: 595, minDays: 1, maxDays: 2 },
    CE: { feeCents: 395, minDays: 3, maxDays: 5 },
    STANDARD: { feeCents: 2495, minDays: 7, maxDays: 14 },
    COMFORT: { feeCents: 3995, minDays: 7, maxDays: 14 },
    INSTALLATION: { feeCents: 5995, minDays: 10, maxDays: 21 },
  },
};

/** The methods a cart is priced with until the shopper chooses: standard parcel, standard van. */
export const DEFAULT_PARCEL_METHOD: ParcelMethod = 'CE';
export const DEFAULT_WAREHOUSE_METHOD: WarehouseMethod = 'STANDARD';

export const isParcelMethod = (method: string): method is ParcelMethod =>
  (PARCEL_METHODS as readonly string[]).includes(method);
export const isWarehouseMethod = (method: string): method is WarehouseMethod =>
  (WAREHOUSE_METHODS as readonly string[]).includes(method);
export const isRelayMethod = (method: string): method is (typeof RELAY_METHODS)[number] =>
  (RELAY_METHODS as readonly string[]).includes(method);

export function groupOf(method: ShippingMethodCode): DeliveryGroup {
  if (isWarehouseMethod(method)) return 'warehouse';
  return isRelayMethod(method) ? 'relay' : 'home';
}

/** The store's methods in display order, with their terms. */
export const storeMethods = (segment: StoreSegment) =>
  Object.entries(STORE_METHODS[segment]) as [ShippingMethodCode, MethodTerms][];

/** The terms of a method, or undefined when the store does not offer it. */
export const methodTerms = (
  segment: StoreSegment,
  method: ShippingMethodCode,
): MethodTerms | undefined => STORE_METHODS[segment][method];

/** The fee of a method the store offers (the defaults are offered by both stores). */
export function methodFee(segment: StoreSegment, method: ShippingMethodCode): number {
  const terms = methodTerms(segment, method);
  if (!terms) throw new Error(`/${segment} does not offer the ${method} method`);
  return terms.feeCents;
}
