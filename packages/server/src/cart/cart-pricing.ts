import { OVERSEAS_PREMIUM_PERCENT } from '@vitrine/validation';
import { percentOf } from '../money.js';
import { codeOutcome, type CodeOutcome, type PrivilegeCodeRule } from './code-rules.js';

/**
 * Spec 6: an order delivered overseas (97xxx) carries a premium of 10 % of the order: this is the
 * premium on an order whose products come to `merchandiseCents` (after reduction).
 */
export const overseasPremium = (merchandiseCents: number): number =>
  percentOf(merchandiseCents, OVERSEAS_PREMIUM_PERCENT);

export interface PricingLine {
  unitPriceCents: number;
  quantity: number;
  /** Delivered from the warehouse: priced with the warehouse method, not the parcel one. */
  isLdf: boolean;
}

export interface DeliveryFees {
  /** The parcel method's fee, charged once when the cart has parcel lines. */
  parcelFeeCents: number;
  /** The warehouse method's fee, charged once when the cart has warehouse lines. */
  warehouseFeeCents: number;
  /** The cart goes (in part) to an overseas address or relay point. */
  overseas: boolean;
}

export interface CartPrices {
  subtotalCents: number;
  discountCents: number;
  parcelFeeCents: number;
  warehouseFeeCents: number;
  overseasPremiumCents: number;
  /** Parcel and warehouse fees plus the overseas premium. */
  shippingFeesCents: number;
  /** subtotal − discount + shipping fees; never negative. */
  totalCents: number;
  code: CodeOutcome;
  /** The parcel fee a free-shipping code waived. */
  shippingSavedCents: number;
}

/**
 * Prices a cart in whole cents. The code's threshold and the overseas premium are reckoned on the
 * products: the threshold before the reduction, the premium (10 % of the order) after it. A
 * free-shipping code waives the parcel fee only: not the warehouse delivery, not the premium.
 */
export function priceCart(
  lines: readonly PricingLine[],
  rule: PrivilegeCodeRule | null,
  fees: DeliveryFees,
): CartPrices {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const code = codeOutcome(rule, subtotalCents);
  const parcelFee = lines.some((l) => !l.isLdf) ? fees.parcelFeeCents : 0;
  const parcelFeeCents = code.freeShipping ? 0 : parcelFee;
  const warehouseFeeCents = lines.some((l) => l.isLdf) ? fees.warehouseFeeCents : 0;
  const merchandiseCents = subtotalCents - code.discountCents;
  const overseasPremiumCents = fees.overseas ? overseasPremium(merchandiseCents) : 0;
  const shippingFeesCents = parcelFeeCents + warehouseFeeCents + overseasPremiumCents;
  return {
    subtotalCents,
    discountCents: code.discountCents,
    parcelFeeCents,
    warehouseFeeCents,
    overseasPremiumCents,
    shippingFeesCents,
    totalCents: merchandiseCents + shippingFeesCents,
    code,
    shippingSavedCents: parcelFee - parcelFeeCents,
  };
}
