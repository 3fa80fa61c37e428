import type { ProductStatic } from '@vitrine/api-client';
import type { ProductSize } from './product-offer.js';

export type ProductImages = ProductStatic['colours'][number]['images'];
type ImageView = 'front' | 'back' | 'detail' | 'other';

export interface GalleryImage {
  src: string;
  view: ImageView;
}

/** Product pictures are drawn 4:5 (spec 9: image ratio 0.8); the page scales them to fit. */
export const IMAGE_WIDTH = 640;
export const IMAGE_HEIGHT = 800;

/**
 * Whether the page shows the large-size (Curvy) pictures. A product sold in both ranges shows
 * them while a large size is chosen; a plus-size product (estGrandeTaille) always does.
 */
export function usesCurvyImages(
  attributes: Pick<ProductStatic['attributes'], 'estGrandeTaille' | 'listeTailles'>,
  selected: Pick<ProductSize, 'isLargeSize'> | undefined,
): boolean {
  return attributes.listeTailles.some((size) => size.isLargeSize)
    ? selected?.isLargeSize === true
    : attributes.estGrandeTaille;
}

/**
 * The gallery of a colour: front, back, detail, then the other pictures. The contract names
 * Slim (standard) and Curvy (large-size) variants, Pivot being the default picture: a Curvy
 * picture is used when asked for and present, else the standard one. Empty and repeated
 * pictures are left out.
 */
export function galleryImages(images: ProductImages, curvy: boolean): GalleryImage[] {
  const pick = (large: string, standard: string) => (curvy && large) || standard;
  const others =
    curvy && images.imgAutresCurvy.length > 0 ? images.imgAutresCurvy : images.imgAutresSlim;
  const all: GalleryImage[] = [
    { view: 'front', src: pick(images.imgFaceCurvy, images.imgFaceSlim || images.imgFacePivot) },
    { view: 'back', src: pick(images.imgDosCurvy, images.imgDosPivot) },
    { view: 'detail', src: pick(images.imgDetailCurvy, images.imgDetailPivot) },
    ...others.map((src) => ({ view: 'other' as const, src })),
  ];
  const seen = new Set<string>();
  return all.filter(({ src }) => {
    if (!src || seen.has(src)) return false;
    seen.add(src);
    return true;
  });
}
