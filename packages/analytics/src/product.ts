import {
  STICKER_SEPARATOR,
  type CardAttributes,
  type CartProduct,
  type ProductCard,
} from '@vitrine/api-client';
import { splitVat } from '@vitrine/validation';
import { amount, cents, type AnalyticsStore } from './money.js';

/** A product as the data layer describes it (spec 3, tracking product fields). */
export interface TrackingProduct {
  sku: string;
  name: string;
  brand: string;
  colour: string;
  size: string;
  category_1: string;
  category_2: string;
  category_3: string;
  /** After discount, tax included and tax-free; absent when the product has no price. */
  price_ati?: number;
  price_tf?: number;
  /** Before discount (the crossed-out price, or the price when none). */
  price_before_discount_ati?: number;
  price_before_discount_tf?: number;
  quantity: number;
  sticker: string;
  stock?: number;
}

function prices(store: AnalyticsStore, price: string, crossedOut: string) {
  const after = cents(price);
  if (after === null) return {};
  const before = cents(crossedOut) ?? after;
  return {
    price_ati: amount(after),
    price_tf: amount(splitVat(after).taxFree),
    price_before_discount_ati: amount(before),
    price_before_discount_tf: amount(splitVat(before).taxFree),
  };
}

/** The label part of a sticker string ('Nouveauté|#000|#fff|' → 'Nouveauté'). */
export const stickerLabel = (sticker: string | undefined): string =>
  sticker?.split(STICKER_SEPARATOR)[0] ?? '';

/** The catalogue attributes a tracking product reads (a card's, or a product sheet's). */
export type CatalogueAttributes = Pick<
  CardAttributes,
  'libelle' | 'metaMarque' | 'couleur' | 'prix' | 'prixBarre' | 'stickerPrincipal'
> & { universe?: string; subuniverse?: string; codeLibelleSsfamille?: string };

/** A catalogue product, or one of its SKUs when the shopper chose a size. */
export function trackCatalogueProduct(
  store: AnalyticsStore,
  attributes: CatalogueAttributes,
  choice: { sku: string; size?: string; quantity?: number; stock?: number },
): TrackingProduct {
  return {
    sku: choice.sku,
    name: attributes.libelle,
    brand: attributes.metaMarque,
    colour: attributes.couleur,
    size: choice.size ?? '',
    category_1: attributes.universe ?? '',
    category_2: attributes.subuniverse ?? '',
    category_3: attributes.codeLibelleSsfamille ?? '',
    ...prices(store, attributes.prix, attributes.prixBarre),
    quantity: choice.quantity ?? 1,
    sticker: stickerLabel(attributes.stickerPrincipal),
    ...(choice.stock === undefined ? {} : { stock: choice.stock }),
  };
}

/** Joins a product's size labels when no size is chosen yet (a card): '38|40|42'. */
export const SIZE_SEPARATOR = '|';

/**
 * A product card of a list, a carousel or the autocomplete: no SKU chosen yet (the product id
 * stands in), all its sizes joined by `|`, and its units in stock across its variants.
 */
export function trackProductCard(store: AnalyticsStore, card: ProductCard): TrackingProduct {
  const { libellesTailles, stock } = card.attributes;
  return trackCatalogueProduct(store, card.attributes, {
    sku: card.id,
    size: libellesTailles.join(SIZE_SEPARATOR),
    stock,
  });
}

/** A basket line; the basket knows no categories, and its supplier is the brand shown. */
export function trackCartLine(store: AnalyticsStore, line: CartProduct): TrackingProduct {
  return {
    sku: line.sku,
    name: line.label,
    brand: line.supplier,
    colour: line.color,
    size: line.size,
    category_1: '',
    category_2: '',
    category_3: '',
    ...prices(store, line.price, line.crossedOutPrice),
    quantity: line.quantity,
    sticker: '',
    stock: line.stock,
  };
}
