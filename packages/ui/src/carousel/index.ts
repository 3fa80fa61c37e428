export { Carousel } from './carousel.js';
export type { CarouselProps } from './carousel.js';
export { ProductCarousel } from './product-carousel.js';
export type { ProductCarouselProps } from './product-carousel.js';
