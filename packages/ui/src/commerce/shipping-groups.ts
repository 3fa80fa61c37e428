import { RELAY_SHIPPING_METHODS, SHIPPING_METHODS } from '@vitrine/validation/choices';
import type { ShippingMethod } from '@vitrine/validation/choices';

/** A shipping method code of spec §3: C, CE, RP, MLR, STANDARD, COMFORT, INSTALLATION. */
export type ShippingMethodCode = ShippingMethod;

/**
 * How the picker groups the methods: `home` ('À domicile': the parcel methods colissimo and
 * colieco, and the warehouse methods standard, comfort and premium) and `relay` ('En point
 * relais': relay and Mondial Relay).
 */
export type ShippingGroup = 'home' | 'relay';

/** The groups in the order the picker shows them. */
const SHIPPING_GROUPS: readonly ShippingGroup[] = ['home', 'relay'];

/** Spec §3: the delivery-from-warehouse methods (bulky goods). */
const WAREHOUSE_METHODS: readonly ShippingMethodCode[] = [
  SHIPPING_METHODS.standard,
  SHIPPING_METHODS.comfort,
  SHIPPING_METHODS.premium,
];

/** Spec §3: the warehouse labels; comfort and premium share one. */
export type WarehouseLabel = 'ldf-standard' | 'ldf-confort-premium';

/** The i18n key of each warehouse label's text. */
export const WAREHOUSE_LABEL_KEYS: Record<WarehouseLabel, string> = {
  'ldf-standard': 'LABEL_LDF_STANDARD',
  'ldf-confort-premium': 'LABEL_LDF_CONFORT_PREMIUM',
};

export function isRelayMethod(code: ShippingMethodCode): boolean {
  return RELAY_SHIPPING_METHODS.includes(code);
}

export function isWarehouseMethod(code: ShippingMethodCode): boolean {
  return WAREHOUSE_METHODS.includes(code);
}

export function shippingGroupOf(code: ShippingMethodCode): ShippingGroup {
  return isRelayMethod(code) ? 'relay' : 'home';
}

/** The warehouse label of a method (spec §3), undefined for parcel methods. */
export function warehouseLabelOf(code: ShippingMethodCode | ''): WarehouseLabel | undefined {
  if (code === SHIPPING_METHODS.standard) return 'ldf-standard';
  if (code === SHIPPING_METHODS.comfort || code === SHIPPING_METHODS.premium)
    return 'ldf-confort-premium';
  return undefined;
}

export interface ShippingMethodGroup<T> {
  group: ShippingGroup;
  methods: T[];
}

/**
 * The methods by group, home first then relay, each keeping the order it was given in; groups
 * without a method are left out.
 */
export function groupShippingMethods<T extends { code: ShippingMethodCode }>(
  methods: readonly T[],
): ShippingMethodGroup<T>[] {
  return SHIPPING_GROUPS.map((group) => ({
    group,
    methods: methods.filter((method) => shippingGroupOf(method.code) === group),
  })).filter(({ methods: inGroup }) => inGroup.length > 0);
}
