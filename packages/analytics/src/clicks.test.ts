import { describe, expect, it } from 'vitest';
import { carouselArrowClick, headerClick, otherClick } from './clicks.js';

describe('headerClick', () => {
  it('names the link with a stable label and the path it leads to', () => {
    expect(headerClick('basket', '/fr/checkout/cart')).toEqual({
      event: 'header_click',
      click_label: 'basket',
      click_url: '/fr/checkout/cart',
    });
    expect(headerClick('logo')).toEqual({ event: 'header_click', click_label: 'logo' });
  });
});

describe('otherClick', () => {
  it('pushes the category and label of a documented click', () => {
    expect(otherClick('product_tab', 'reviews')).toEqual({
      event: 'other_click',
      click_category: 'product_tab',
      click_label: 'reviews',
    });
    expect(otherClick('footer', '/fr/aide')).toEqual({
      event: 'other_click',
      click_category: 'footer',
      click_label: '/fr/aide',
    });
  });

  it("labels a carousel arrow with its direction and the carousel's name", () => {
    expect(carouselArrowClick('related_products', 'next')).toEqual({
      event: 'other_click',
      click_category: 'carousel',
      click_label: 'next:related_products',
    });
    expect(carouselArrowClick('basket_suggestions', 'previous').click_label).toBe(
      'previous:basket_suggestions',
    );
  });
});
