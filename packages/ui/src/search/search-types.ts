import type { BannerPicture } from '../core/banner-image.js';

/** A category page suggested by the autocomplete (spec §3: pages[] id, url, label, highlight). */
export interface AutocompletePage {
  id: string;
  url: string;
  /** The page name, plain text. */
  label: string;
  /**
   * The label with the matched part wrapped in `<em>`, `<b>`, `<strong>` or `<mark>`. Read as
   * text segments, never as HTML. Without it, the keyword is found in `label`.
   */
  highlight?: string | undefined;
}

/** A product suggested by the autocomplete, already mapped from its attributes by the app. */
export interface AutocompleteProduct {
  id: string;
  url: string;
  /** Short label (libelle). */
  label: string;
  /** Brand (metaMarque). */
  brand?: string | undefined;
  /** Front picture, ratio 0.8; 400 × 500 unless told. */
  image: { src: string; width?: number | undefined; height?: number | undefined };
  /** What the shopper pays (prix); for a lot, the price of the whole lot. */
  price: number;
  /** Price before the discount (prixBarre). */
  crossedOutPrice?: number | undefined;
  /** Discount in percent (decote); worked out from the crossed-out price when absent. */
  discountPercent?: number | undefined;
  /** 'From' before the price when the product's prices differ (not prixUnique). */
  from?: boolean | undefined;
  /** Items in the lot (metaLot): 'Lot de 3 — 9,99 € l’unité' when above 1. */
  lotQuantity?: number | undefined;
  /** Price of one item of the lot; `price / lotQuantity` when absent. */
  unitPrice?: number | undefined;
}

/** What the autocomplete returned for the current keyword. */
export interface AutocompleteSuggestions {
  pages: AutocompletePage[];
  products: AutocompleteProduct[];
}

/**
 * Where the app's autocomplete call stands: nothing asked yet, waiting, failed, or answered
 * (`suggestions` then holds the answer, possibly empty).
 */
export type AutocompleteStatus = 'idle' | 'loading' | 'error' | 'ready';

/** A suggestion the shopper followed (clicked, or Enter on it). */
export interface AutocompleteFollow {
  type: 'page' | 'product';
  id: string;
  url: string;
}

/** A merchandising banner of zones 3 to 5 of the site content, shown on an empty focused search. */
export interface SearchBanner extends BannerPicture {
  id: string;
  /** Search banners are always links. */
  href: string;
}
