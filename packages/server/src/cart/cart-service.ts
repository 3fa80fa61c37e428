import type {
  Cart,
  CartExtra,
  CartProduct,
  ShippingMethodCode,
} from '@vitrine/api-client/contract';
import type { Db } from '../db/database.js';
import { goesOverseas, type CustomerAddresses } from '../delivery/delivery-address.js';
import { cartDelivery, kindsOf, type CartDelivery } from '../delivery/delivery-selection.js';
import {
  DEFAULT_PARCEL_METHOD,
  DEFAULT_WAREHOUSE_METHOD,
  methodFee,
} from '../delivery/shipping-methods.js';
import type { RelayRow } from '../delivery/relay-points.js';
import type { Session } from '../http/session.js';
import { fromCents, toCents } from '../money.js';
import type { Store } from '../stores.js';
import { priceCart, type CartPrices } from './cart-pricing.js';
import { loadCart, type LoadedCart } from './cart-load.js';
import { toCartProduct } from './cart-products.js';
import type { CartRow } from './cart-store.js';
import { resolveCode, type PrivilegeCodeRule } from './code-rules.js';
import { readGiftOffers, readGifts, type Gift } from './gift-offers.js';

/** A cart line as an order records it. */
export interface PricedLine {
  line: number;
  sku: string;
  productId: string;
  label: string;
  size: string;
  color: string;
  quantity: number;
  unitPriceCents: number;
  image: string;
  url: string;
  /** Delivered from the warehouse, with `shippingMethod` (STANDARD, COMFORT, INSTALLATION). */
  isLdf: boolean;
  /** The warehouse method of an isLdf line; '' for a parcel line (the cart's method). */
  shippingMethod: ShippingMethodCode | '';
}

/**
 * The shopper's cart priced now — what the cart calls answer and what an order is placed from.
 * Amounts are whole cents of the store's currency: total = subtotal − discount + shipping fees,
 * the shipping fees including the overseas premium.
 */
export interface PricedCart {
  /** The cart as the API answers it (spec 3). */
  cart: Cart;
  /** The cart row's id; null when the shopper has no cart (yet). */
  id: string | null;
  lines: PricedLine[];
  subtotalCents: number;
  /** The privilege code's reduction on the products. */
  discountCents: number;
  shippingFeesCents: number;
  /** Part of the shipping fees: 10 % of the order for overseas deliveries (spec 6). */
  overseasPremiumCents: number;
  totalCents: number;
  /** The privilege code applied, '' when none. */
  privilegeCode: string;
  /** The code waives the parcel fee. */
  freeShipping: boolean;
  /** How the cart is delivered; null until a method is chosen for every line (spec 5). */
  delivery: CartDelivery | null;
  /** The delivery was validated for the cart as it is: payment may proceed. */
  deliveryValidated: boolean;
  /** The cart as stored (its delivery choice, gift choices, the code kept on it); null: none. */
  row: CartRow | null;
  /** The signed-in customer's addresses. */
  addresses: CustomerAddresses;
  /** The relay point the stored delivery names, if any. */
  relayPoint: RelayRow | null;
}

const extra = (offerId: string, gift: Gift): CartExtra => ({
  offerId,
  ...gift,
  quantity: 1,
  price: '0',
  attributes: { isInvisible: 'N' },
});

/** The gifts chosen in offers the cart reaches, and the privilege code's gift: shown, counted. */
async function offeredGifts(
  db: Db,
  store: Store,
  row: CartRow | null,
  prices: CartPrices,
  rule: PrivilegeCodeRule | null,
): Promise<CartExtra[]> {
  const chosen = Object.entries(row?.giftChoices ?? {});
  const offers = chosen.length ? await readGiftOffers(db, store.segment) : [];
  const fromOffers = offers.flatMap((offer) => {
    const gift = offer.gifts.find((g) => g.sku === row?.giftChoices[offer.offerId]);
    return gift && prices.subtotalCents >= offer.thresholdCents ? [extra(offer.offerId, gift)] : [];
  });
  const { giftSku } = prices.code;
  const codeGift = giftSku ? (await readGifts(db, store.segment, [giftSku])).get(giftSku) : null;
  return rule && codeGift ? [...fromOffers, extra(rule.code, codeGift)] : fromOffers;
}

/**
 * The privilege code's reduction or waived shipping, as a special offer hidden from the count
 * ('O'): its price is what the code saves, so the basket can show it.
 */
function codeOffers(rule: PrivilegeCodeRule | null, prices: CartPrices): CartExtra[] {
  const saved = prices.discountCents + prices.shippingSavedCents;
  if (!rule || !saved) return [];
  return [
    {
      offerId: rule.code,
      sku: rule.code,
      label: rule.label,
      image: '',
      quantity: 1,
      price: fromCents(saved),
      attributes: { isInvisible: 'O' },
    },
  ];
}

const toPricedLine = (p: CartProduct): PricedLine => ({
  line: p.line,
  sku: p.sku,
  productId: p.productId,
  label: p.label,
  size: p.size,
  color: p.color,
  quantity: p.quantity,
  unitPriceCents: toCents(p.price),
  image: p.image,
  url: p.url,
  isLdf: p.isLdf,
  shippingMethod: p.shippingMethod,
});

/**
 * Prices a cart as loaded (see `readCart`); `requestedCode` as there. Reads the catalogue only for
 * offered gifts.
 */
export async function priceLoadedCart(
  db: Db,
  store: Store,
  loaded: LoadedCart,
  requestedCode?: string,
  now = new Date(),
): Promise<PricedCart> {
  const { segment } = store;
  const { row, codes, addresses, relayPoint } = loaded;
  const candidate = requestedCode ?? row?.privilegeCode ?? '';
  const { rule, replaced } = resolveCode(candidate, codes.rules, codes.defaultRule, now);

  const stored = row?.delivery ?? null;
  const kinds = kindsOf(loaded.lines);
  const warehouseMethod = stored?.warehouseMethod ?? DEFAULT_WAREHOUSE_METHOD;
  const products = loaded.lines.map((l) => toCartProduct(segment, l, warehouseMethod));
  const lines = products.map(toPricedLine);
  const prices = priceCart(lines, rule, {
    parcelFeeCents: methodFee(segment, stored?.parcelMethod ?? DEFAULT_PARCEL_METHOD),
    warehouseFeeCents: methodFee(segment, warehouseMethod),
    overseas: goesOverseas(segment, loaded, kinds),
  });
  const delivery = cartDelivery(stored, kinds);

  return {
    cart: {
      cartId: row && products.length ? row.id : '',
      nbProducts: products.reduce((sum, p) => sum + p.quantity, 0),
      total: fromCents(prices.totalCents),
      shippingFees: fromCents(prices.shippingFeesCents),
      paymentMethod: (row?.paymentMethod ?? '') as Cart['paymentMethod'],
      currentPrivilegeCode: rule?.code ?? '',
      newPrivilegeCode: replaced ? (rule?.code ?? '') : '',
      products,
      selectedOfferedGifts: await offeredGifts(db, store, row, prices, rule),
      selectedSpecialOffers: codeOffers(rule, prices),
    },
    id: row?.id ?? null,
    lines,
    subtotalCents: prices.subtotalCents,
    discountCents: prices.discountCents,
    shippingFeesCents: prices.shippingFeesCents,
    overseasPremiumCents: prices.overseasPremiumCents,
    totalCents: prices.totalCents,
    privilegeCode: rule?.code ?? '',
    freeShipping: prices.code.freeShipping,
    delivery,
    deliveryValidated: (row?.deliveryValidated ?? false) && delivery !== null,
    row,
    addresses,
    relayPoint,
  };
}

/**
 * Reads and prices the session's cart (an empty one when there is none; nothing is created).
 * `requestedCode` is the privilege code the app sends (its cookie); without it, the code kept
 * on the cart applies; an invalid or expired one gives way to the store's default, answered as
 * `newPrivilegeCode` (spec 4). Reading changes nothing (`keepPrivilegeCode` keeps the code).
 */
export async function readCart(
  db: Db,
  store: Store,
  session: Session | null,
  requestedCode?: string,
): Promise<PricedCart> {
  const now = new Date();
  const loaded = await loadCart(db, store, session, requestedCode, now);
  return priceLoadedCart(db, store, loaded, requestedCode, now);
}
