export { Carousel } from './carousel.js';
export type { CarouselProps } from './carousel.js';
export {
  CAROUSEL_BREAKPOINT_ORDER,
  CAROUSEL_BREAKPOINTS,
  CAROUSEL_DEFAULT_INTERVAL,
  CAROUSEL_DEFAULT_PER_PAGE,
  canGoNext,
  canGoPrevious,
  clampPage,
  createAutoplayTimer,
  firstSlideOfPage,
  hasRotationControl,
  isRotating,
  nextPage,
  pageAtScroll,
  pageCount,
  pageOfSlide,
  previousPage,
  resolvePerPage,
  widthRange,
} from './carousel-paging.js';
export type {
  AutoplayConditions,
  AutoplayTimer,
  CarouselBreakpoint,
  CarouselWidth,
  PerPageByWidth,
} from './carousel-paging.js';
export {
  PRODUCT_CAROUSEL_PER_PAGE,
  PRODUCT_CAROUSEL_PER_PAGE_FROM,
  ProductCarousel,
} from './product-carousel.js';
export type { ProductCarouselProps } from './product-carousel.js';
