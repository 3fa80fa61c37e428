export { ColourSwatches } from './colour-swatches.js';
export type { ColourSwatch, ColourSwatchesProps } from './colour-swatches.js';
export { ProductCard, ProductCardSkeleton } from './product-card.js';
export type {
  ProductCardImages,
  ProductCardProps,
  ProductCardSkeletonProps,
  ProductCardStickers,
} from './product-card.js';
export { STICKER_SEPARATOR, parseSticker } from './stickers.js';
export type { Sticker } from './stickers.js';
// The not-found page lives in src/structure but is exported here (its keys are in the carousel
// group), so that the structure group's barrel stays with its own helper.
export { NotFoundLayout } from '../structure/not-found-layout.js';
export type {
  NotFoundBanner,
  NotFoundCarousel,
  NotFoundLayoutProps,
} from '../structure/not-found-layout.js';
