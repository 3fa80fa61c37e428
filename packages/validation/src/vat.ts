/** Both stores (fr-FR and en-GB) charge 20 % VAT, included in their prices: 2000 basis points. */
export const VAT_RATE_BASIS_POINTS = 2000;

/** A VAT-inclusive amount in cents split in two parts that add back up to it. */
export interface VatSplit {
  /** The amount without VAT, in cents. */
  taxFree: number;
  /** The VAT the amount includes, in cents. */
  vat: number;
}

/**
 * Splits a VAT-inclusive amount in whole cents into its tax-free part and its VAT, to the cent:
 * the tax-free part is the amount divided by (1 + rate), rounded to the nearest cent (half up),
 * and the VAT is what remains, so the two always add up to the amount (3999 → 3333 + 666 at
 * 20 %). Computed in integers, the rate in basis points: 3999 / 1.2 in floating point is not
 * exactly 3332.5. A negative amount (a refund) splits as its opposite does, negated.
 */
export function splitVat(
  inclusiveCents: number,
  rateBasisPoints: number = VAT_RATE_BASIS_POINTS,
): VatSplit {
  if (!Number.isSafeInteger(inclusiveCents))
    throw new RangeError(`Not a whole number of cents: ${String(inclusiveCents)}`);
  if (!Number.isSafeInteger(rateBasisPoints) || rateBasisPoints < 0)
    throw new RangeError(`Not a VAT rate in basis points: ${String(rateBasisPoints)}`);
  if (inclusiveCents < 0) {
    const { taxFree, vat } = splitVat(-inclusiveCents, rateBasisPoints);
    return { taxFree: -taxFree, vat: -vat };
  }
  const taxFree = Math.round((inclusiveCents * 10_000) / (10_000 + rateBasisPoints));
  return { taxFree, vat: inclusiveCents - taxFree };
}
