import type {
  Address,
  Cart,
  Delivery,
  DeliveryMethodOption,
  RelayPoint,
  RelayPointsQuery,
  StoreSegment,
} from '@vitrine/api-client';
import type { RelayPointOption, ShippingMethodCode, ShippingMethodOption } from '@vitrine/ui';
import { isOverseasPostcode, OVERSEAS_PREMIUM_PERCENT } from '@vitrine/validation';
import { RELAY_SHIPPING_METHODS } from '@vitrine/validation/choices';

/**
 * The two kinds of goods a cart may hold, each with its own method: parcels (relay and home
 * methods) and bulky goods delivered from the warehouse (decision 006).
 */
export type GoodsKind = 'parcel' | 'warehouse';

export interface CartKinds {
  parcel: boolean;
  warehouse: boolean;
}

/** Which kinds of goods the cart's lines are. */
export const cartKinds = (
  products: readonly Pick<Cart['products'][number], 'isLdf'>[],
): CartKinds => ({
  parcel: products.some((line) => !line.isLdf),
  warehouse: products.some((line) => line.isLdf),
});

/** The kind whose method the shipping form sends on: parcels when there are any. */
export const formKind = (kinds: CartKinds): GoodsKind => (kinds.parcel ? 'parcel' : 'warehouse');

const kindOf = (method: DeliveryMethodOption): GoodsKind =>
  method.group === 'warehouse' ? 'warehouse' : 'parcel';

/** '12.34' → 1234: amounts are added in cents, never in floating point. */
const centsOf = (amount: string): number => Math.round(Number(amount) * 100);

/** The API's methods of one kind as the kit's picker shows them (fee in the currency unit). */
export function methodOptions(
  methods: readonly DeliveryMethodOption[],
  kind: GoodsKind,
): ShippingMethodOption[] {
  return methods
    .filter((method) => kindOf(method) === kind)
    .map((method) => ({
      code: method.shippingMethod,
      fee: centsOf(method.price) / 100,
      minDays: method.minDays,
      maxDays: method.maxDays,
      available: method.available,
    }));
}

/** The method the cart's bulky goods are delivered with (STANDARD until another is chosen). */
export function warehouseMethodOf(cart: Pick<Cart, 'products'>): ShippingMethodCode | undefined {
  for (const line of cart.products)
    if (line.isLdf && line.shippingMethod !== '') return line.shippingMethod;
  return undefined;
}

type RelayMethod = RelayPointsQuery['method'];

/** The method when it delivers to relay points (its network is searched), else undefined. */
export const relayMethodOf = (method: ShippingMethodCode | undefined): RelayMethod | undefined =>
  method !== undefined && RELAY_SHIPPING_METHODS.includes(method)
    ? (method as RelayMethod)
    : undefined;

/** An API relay point as the kit's relay list shows it. */
export function relayPointOption(point: RelayPoint): RelayPointOption {
  return {
    id: point.id,
    name: point.name,
    street: point.street,
    supplement: [point.complement, point.locality].filter(Boolean).join(', ') || undefined,
    postcode: point.postalCode,
    city: point.city,
    distance: point.distance,
    openingHours: point.openingHours,
  };
}

/**
 * The relay points to list: those found, nearest first, with the point already chosen on top
 * when the search around another postcode did not find it (so the choice stays visible).
 */
export function relayPointOptions(
  found: readonly RelayPoint[],
  chosen: RelayPoint | null | undefined,
): RelayPointOption[] {
  const points =
    chosen && !found.some((point) => point.id === chosen.id) ? [chosen, ...found] : found;
  return points.map(relayPointOption);
}

/** Whether an address or relay point of the store is overseas (97xxx): the premium applies. */
export const isOverseas = (
  segment: StoreSegment,
  place: Pick<Address, 'postalCode'> | null | undefined,
): boolean => segment === 'fr' && !!place && isOverseasPostcode(place.postalCode);

/** Where the chosen delivery takes the parcels: the relay point, else the chosen address. */
function destination(delivery: Delivery): Pick<Address, 'postalCode'> | undefined {
  const { selection } = delivery;
  if (!selection) return undefined;
  return selection.relayPoint ?? delivery.addresses[selection.address];
}

/** The order summary's amounts, in cents. */
export interface SummaryAmounts {
  subtotal: number;
  discount: number;
  /** The fees without the overseas premium, shown on their own line. */
  shippingFees: number;
  overseasPremium: number;
  total: number;
}

/**
 * The summary of the order as the delivery answer prices it: the products from the cart, the
 * fees and total from the delivery answer. The reduction is what the products lost (the total
 * is products − reduction + fees); the fees include the overseas premium (10 % of the products
 * after reduction) once the delivery chosen goes overseas, shown apart.
 */
export function summaryAmounts(
  segment: StoreSegment,
  cart: Pick<Cart, 'products'>,
  delivery: Delivery,
): SummaryAmounts {
  const subtotal = cart.products.reduce(
    (sum, line) => sum + centsOf(line.price) * line.quantity,
    0,
  );
  const fees = centsOf(delivery.shippingFees);
  const total = centsOf(delivery.total);
  const merchandise = total - fees;
  const overseasPremium = isOverseas(segment, destination(delivery))
    ? Math.round((merchandise * OVERSEAS_PREMIUM_PERCENT) / 100)
    : 0;
  return {
    subtotal,
    discount: Math.max(0, subtotal - merchandise),
    shippingFees: fees - overseasPremium,
    overseasPremium,
    total,
  };
}
