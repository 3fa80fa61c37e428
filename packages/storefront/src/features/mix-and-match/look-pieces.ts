import {
  trackCatalogueProduct,
  type AnalyticsStore,
  type TrackingProduct,
} from '@vitrine/analytics';
import type { CartItem, Look, LookPiece, LookSize } from '@vitrine/api-client';
import type { LookCardPiece, LookChoice } from '@vitrine/ui';
import { parsePrice } from '@vitrine/validation';

/** A look's pieces as the kit's LookCard shows them: each size's value is its SKU. */
export function lookCardPieces(look: Look): LookCardPiece[] {
  return look.pieces.map(({ id, url, attributes, sizes }) => ({
    id,
    name: attributes.libelle,
    brand: attributes.metaMarque,
    colour: attributes.couleur,
    productUrl: url,
    image: attributes.imgFacePivot,
    sizes: sizes.map((size) => ({
      value: size.SKUReelle,
      label: size.libelleTaille,
      stock: size.stock,
      price: parsePrice(size.prix) ?? 0,
      crossedOutPrice: parsePrice(size.prixBarre) ?? undefined,
    })),
  }));
}

/** A piece to add in its chosen size, in the contract's terms. */
export interface AddedPiece {
  piece: LookPiece;
  size: LookSize;
}

/** The pieces and sizes the card chose, found in the look by product id and SKU. */
export function addedPieces(look: Look, choices: readonly LookChoice[]): AddedPiece[] {
  return choices.flatMap((choice) => {
    const piece = look.pieces.find((p) => p.id === choice.piece.id);
    const size = piece?.sizes.find((s) => s.SKUReelle === choice.size.value);
    return piece && size ? [{ piece, size }] : [];
  });
}

/** One cart/add item per piece (spec 7.2: one call, a list of items). */
export const cartItemsOf = (added: readonly AddedPiece[]): CartItem[] =>
  added.map(({ size }) => ({ sku: size.SKUReelle, quantity: 1, isLSProduct: size.isLargeSize }));

/** The pieces added, as the data layer describes products (GA4 add_to_cart: one item each). */
export const trackedPieces = (
  store: AnalyticsStore,
  added: readonly AddedPiece[],
): TrackingProduct[] =>
  added.map(({ piece, size }) =>
    trackCatalogueProduct(
      store,
      { ...piece.attributes, prix: size.prix, prixBarre: size.prixBarre },
      { sku: size.SKUReelle, size: size.libelleTaille, quantity: 1, stock: size.stock },
    ),
  );

const ITEM_FIELD = /^items\.(\d+)\.sku$/;

/**
 * The pieces a refused add names (its `fields`: `items.1.sku`, in the order the items were
 * sent), by product id, each with its field's text key.
 */
export function refusedPieces(
  fields: Readonly<Record<string, string>> | undefined,
  added: readonly AddedPiece[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields ?? {}).flatMap(([field, key]) => {
      const index = ITEM_FIELD.exec(field)?.[1];
      const piece = index === undefined ? undefined : added[Number(index)]?.piece;
      return piece ? [[piece.id, key]] : [];
    }),
  );
}
