import type { AnalyticsEvent } from './events.js';

/**
 * What a header click names: a stable, language-independent label per header link (the desktop
 * header and the mobile drawer alike), the search, or an autocomplete suggestion followed.
 */
export type HeaderClickLabel =
  | 'logo'
  | 'quick_order'
  | 'help'
  | 'account'
  | 'account_information'
  | 'account_orders'
  | 'basket'
  | 'search'
  | 'autocomplete_page'
  | 'autocomplete_product';

/**
 * The documented set of 'other' clicks (README): footer links, the newsletter box's submit,
 * product-page tabs and carousel arrows.
 */
export type OtherClickCategory = 'footer' | 'newsletter' | 'product_tab' | 'carousel';

export type CarouselDirection = 'previous' | 'next';

type HeaderClickEvent = Extract<AnalyticsEvent, { event: 'header_click' }>;
type OtherClickEvent = Extract<AnalyticsEvent, { event: 'other_click' }>;

/** A header link followed: its label and the path it leads to (the search: the term). */
export const headerClick = (label: HeaderClickLabel, url?: string): HeaderClickEvent => ({
  event: 'header_click',
  click_label: label,
  ...(url === undefined ? {} : { click_url: url }),
});

/** A click of the documented set, with its stable label (README: 'other_click'). */
export const otherClick = (category: OtherClickCategory, label: string): OtherClickEvent => ({
  event: 'other_click',
  click_category: category,
  click_label: label,
});

/** A carousel's arrow: 'next:related_products', 'previous:basket_suggestions'… */
export const carouselArrowClick = (carousel: string, direction: CarouselDirection) =>
  otherClick('carousel', `${direction}:${carousel}`);
