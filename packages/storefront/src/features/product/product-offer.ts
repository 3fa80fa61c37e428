import type { ProductDynamic, ProductStatic } from '@vitrine/api-client';
import { parsePrice } from '@vitrine/validation';

export type ProductSize = ProductStatic['attributes']['listeTailles'][number];
export type SkuOffer = ProductDynamic['skus'][number];

/**
 * Whether the product is also sold in a large-size (Curvy) range: the dynamic call then answers
 * one range at a time, and the page asks for both.
 */
export const hasLargeSizeRange = (sizes: readonly ProductSize[]): boolean =>
  sizes.some((size) => size.isLargeSize);

/** The SKUs of the dynamic answers received, by SKU (a SKU in two answers is kept once). */
export function offersBySku(
  answers: readonly (ProductDynamic | undefined)[],
): Map<string, SkuOffer> {
  const offers = new Map<string, SkuOffer>();
  for (const answer of answers)
    for (const sku of answer?.skus ?? []) offers.set(sku.SKUReelle, sku);
  return offers;
}

/** One size of the chosen colour, as the size selector shows it. */
export interface SizeChoice {
  code: string;
  label: string;
  isLargeSize: boolean;
  /** The SKU to add to the basket. */
  sku: string;
  /** Price and stock; undefined while unknown (not loaded, or missing from the answers). */
  offer: SkuOffer | undefined;
  /** Can be chosen: in stock, or stock unknown (the basket checks it when adding). */
  available: boolean;
}

/**
 * The sizes the colour is made in, in the product's order, with their stock. `offers` is null
 * while the stock is unknown: every size is then offered.
 */
export function sizeChoices(
  product: ProductStatic,
  colourId: string,
  offers: ReadonlyMap<string, SkuOffer> | null,
): SizeChoice[] {
  return product.attributes.listeTailles.flatMap((size) => {
    const variant = product.variants.find(
      (v) => v.idCustColor === colourId && v.codeTaille === size.codeTaille,
    );
    if (!variant) return [];
    const offer = offers?.get(variant.SKUReelle);
    return [
      {
        code: size.codeTaille,
        label: size.libelleTaille,
        isLargeSize: size.isLargeSize,
        sku: variant.SKUReelle,
        offer,
        available: offers === null || (offer !== undefined && offer.stock > 0),
      },
    ];
  });
}

/** The size a shopper has in effect: the one chosen, or the only size of a one-size product. */
export function effectiveSize(
  choices: readonly SizeChoice[],
  chosenCode: string | undefined,
): SizeChoice | undefined {
  const [only] = choices;
  const code = chosenCode ?? (choices.length === 1 ? only?.code : undefined);
  return choices.find((choice) => choice.code === code && choice.available);
}

export interface PriceDisplay {
  price: number;
  crossedOutPrice: number | undefined;
  /** The colour's sizes are not all the same price and none is chosen yet ('From'). */
  from: boolean;
}

/**
 * The price to show: the chosen size's; before a size is chosen, the lowest of the colour's
 * sizes ('From' when they differ); before the stock answers, the product sheet's. Null when the
 * product has no price.
 */
export function priceDisplay(
  product: ProductStatic,
  choices: readonly SizeChoice[],
  selected: SizeChoice | undefined,
): PriceDisplay | null {
  const display = (prix: string, prixBarre: string, from: boolean): PriceDisplay | null => {
    const price = parsePrice(prix);
    return price === null
      ? null
      : { price, crossedOutPrice: parsePrice(prixBarre) ?? undefined, from };
  };
  if (selected?.offer) return display(selected.offer.prix, selected.offer.prixBarre, false);
  const offers = choices.flatMap((choice) => (choice.offer ? [choice.offer] : []));
  const priced = offers.filter((offer) => parsePrice(offer.prix) !== null);
  if (priced.length === 0) {
    const { prix, prixBarre, prixUnique } = product.attributes;
    return display(prix, prixBarre, !prixUnique);
  }
  const lowest = priced.reduce((a, b) =>
    (parsePrice(b.prix) ?? 0) < (parsePrice(a.prix) ?? 0) ? b : a,
  );
  const distinct = new Set(priced.map((offer) => parsePrice(offer.prix)));
  return display(lowest.prix, lowest.prixBarre, distinct.size > 1);
}

/** Sold out in this colour: the stock is known and no size has any left. */
export const colourSoldOut = (
  choices: readonly SizeChoice[],
  offers: ReadonlyMap<string, SkuOffer> | null,
): boolean => offers !== null && choices.every((choice) => !choice.available);

/**
 * The colours sold out everywhere (crossed out, not selectable), by colour id; none while the
 * stock is unknown.
 */
export function soldOutColours(
  product: ProductStatic,
  offers: ReadonlyMap<string, SkuOffer> | null,
): Set<string> {
  if (offers === null) return new Set();
  return new Set(
    product.colours
      .map((colour) => colour.idCustColor)
      .filter((id) => colourSoldOut(sizeChoices(product, id, offers), offers)),
  );
}

/**
 * The size to keep when the shopper picks another colour: the same size when the new colour has
 * it in stock, else none.
 */
export function sizeAfterColourChange(
  product: ProductStatic,
  colourId: string,
  offers: ReadonlyMap<string, SkuOffer> | null,
  chosenCode: string | undefined,
): string | undefined {
  if (chosenCode === undefined) return undefined;
  return sizeChoices(product, colourId, offers).find(
    (choice) => choice.code === chosenCode && choice.available,
  )?.code;
}
