import type { ProductCard } from '@vitrine/api-client';
import type { AutocompleteProduct, ProductCardProps } from '@vitrine/ui';
import { parsePrice } from '@vitrine/validation';

/** An API product card (spec 2.3 attributes) as the kit's ProductCard props. */
export function toCardProps(
  card: ProductCard,
  options: { priority?: boolean } = {},
): ProductCardProps {
  const a = card.attributes;
  return {
    href: card.url,
    brand: a.metaMarque,
    label: a.libelle,
    price: parsePrice(a.prix) ?? 0,
    crossedOutPrice: parsePrice(a.prixBarre) ?? undefined,
    priceIsUnique: a.prixUnique,
    packQuantity: a.metaLot,
    images: { front: a.imgFacePivot, back: a.imgDosPivot || undefined, alt: a.libelle },
    stickers: {
      main: a.stickerPrincipal,
      sub1: a.stickerSecondaire1,
      sub2: a.stickerSecondaire2,
      operation: a.stickerOpeco,
    },
    colours: a.colours.map((colour) => ({ name: colour.couleur, hex: colour.hex })),
    ...(options.priority ? { priority: true } : {}),
  };
}

/** An API product card as an autocomplete tile. */
export function toAutocompleteProduct(card: ProductCard): AutocompleteProduct {
  const a = card.attributes;
  return {
    id: card.id,
    url: card.url,
    label: a.libelle,
    brand: a.metaMarque,
    image: { src: a.imgFacePivot },
    price: parsePrice(a.prix) ?? 0,
    crossedOutPrice: parsePrice(a.prixBarre) ?? undefined,
    discountPercent: a.decote || undefined,
    from: !a.prixUnique,
    lotQuantity: a.metaLot,
  };
}
