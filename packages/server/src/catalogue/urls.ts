import type { StoreSegment } from '@vitrine/api-client/contract';

export type ImageView = 'front' | 'back' | 'detail';

/** Site-relative URL of a product illustration, served by the image route. */
export function productImageUrl(
  segment: StoreSegment,
  productId: string,
  colourCode: string,
  view: ImageView,
  curvy = false,
): string {
  return `/${segment}/media/catalog/product/${productId}/${colourCode}-${view}${curvy ? '-curvy' : ''}.svg`;
}

const IMAGE_FILE = /^(?<colour>\d{3})-(?<view>front|back|detail)(?<curvy>-curvy)?\.svg$/;

export function parseImageFile(
  file: string,
): { colourCode: string; view: ImageView; curvy: boolean } | null {
  const groups = IMAGE_FILE.exec(file)?.groups;
  if (!groups?.colour || !groups.view) return null;
  return { colourCode: groups.colour, view: groups.view as ImageView, curvy: !!groups.curvy };
}

export const bannerImageUrl = (segment: StoreSegment, id: string): string =>
  `/${segment}/media/banners/${id}.svg`;

/** Product pages: /P-{id}-{slug}; the id is what counts, the slug is for people. */
export const PRODUCT_PATH = /^\/?P-(?<id>[A-Z0-9]{8,10})(?:-[^/]*)?(?:\/.*)?$/;
/** Category pages: /C-{5 digits}-{slug}. */
export const CATEGORY_PATH = /^\/?C-(?<id>\d{5})(?:-[^/]*)?(?:\/.*)?$/;

export const productIdFromPath = (path: string): string | null => {
  const id = PRODUCT_PATH.exec(path)?.groups?.id;
  return id ? `P-${id}` : null;
};

export const categoryIdFromPath = (path: string): string | null =>
  CATEGORY_PATH.exec(path)?.groups?.id ?? null;
