import { describe, expect, it } from 'vitest';
import { fr, frenchDress, frenchOrder, uk, ukTowels } from './fixtures.test-support.js';
import { ga4Events, ga4Item, itemsValue } from './ga4.js';
import { trackOrder } from './order.js';
import { trackCartLine, trackCatalogueProduct } from './product.js';

const dress = trackCatalogueProduct(fr, frenchDress, { sku: '100234', size: '40' });
const towels = trackCartLine(uk, ukTowels);

describe('ga4Item', () => {
  it("follows GA4's item schema, with the discount per unit", () => {
    expect(ga4Item(fr, dress)).toEqual({
      item_id: '100234',
      item_name: 'Robe fleurie en lin',
      item_brand: 'Maison Lune',
      item_category: 'Femme',
      item_category2: 'Vêtements',
      item_category3: 'Robes',
      item_variant: 'Rouge / 40',
      price: 39.99,
      discount: 10,
      quantity: 1,
      currency: 'EUR',
    });
    expect(ga4Item(uk, towels, 2, 'basket')).toMatchObject({
      discount: 0,
      index: 2,
      item_list_name: 'basket',
      currency: 'GBP',
    });
  });
});

describe('ga4Events', () => {
  const events = ga4Events(uk);

  it('values a list of lines to the cent', () => {
    const cart = events.viewCart([towels, { ...towels, sku: '2', price_ati: 0.1, quantity: 3 }]);
    expect(cart.event).toBe('view_cart');
    expect(cart.ecommerce.value).toBe(54.27);
    expect(itemsValue(cart.ecommerce.items)).toBe(54.27);
  });

  it('builds every e-commerce step of a purchase', () => {
    const list = events.viewItemList('Search: towels', [towels, dress]);
    expect(list.ecommerce.items.map((item) => item.index)).toEqual([0, 1]);
    expect(list.ecommerce.item_list_name).toBe('Search: towels');
    expect(events.selectItem('Search: towels', towels, 4).ecommerce.items[0]).toMatchObject({
      index: 4,
      item_list_name: 'Search: towels',
    });
    expect(events.viewItem(towels).event).toBe('view_item');
    expect(events.addToCart(towels).ecommerce.value).toBe(53.97);
    expect(events.removeFromCart(towels).event).toBe('remove_from_cart');
    expect(events.beginCheckout([towels], 'WELCOME10').ecommerce.coupon).toBe('WELCOME10');
    expect(events.beginCheckout([towels]).ecommerce).not.toHaveProperty('coupon');
    expect(events.addShippingInfo([towels], 'MLR').ecommerce.shipping_tier).toBe('MLR');
    expect(events.addPaymentInfo([towels], 'personalAccount').ecommerce.payment_type).toBe(
      'personalAccount',
    );
    const order = trackOrder(fr, frenchOrder, { customerStatus: 'client' });
    expect(ga4Events(fr).purchase(order, [dress]).ecommerce).toMatchObject({
      transaction_id: '40012345',
      value: 84.97,
      tax: 14.16,
      shipping: 3.99,
      coupon: 'HIVER10',
      payment_type: frenchOrder.paymentMethod,
      currency: 'EUR',
    });
    expect(
      ga4Events(fr).purchase({ ...order, order_coupon: '' }, [dress]).ecommerce,
    ).not.toHaveProperty('coupon');
  });
});
