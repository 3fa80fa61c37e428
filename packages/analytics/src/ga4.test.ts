import { describe, expect, it } from 'vitest';
import {
  fr,
  frenchDress,
  frenchDressCard,
  frenchOrder,
  uk,
  ukTowels,
} from './fixtures.test-support.js';
import { ga4Events, ga4Item, itemsValue } from './ga4.js';
import { trackOrder } from './order.js';
import { trackCartLine, trackCatalogueProduct, trackProductCard } from './product.js';

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

describe('every GA4 e-commerce event, exactly', () => {
  const card = trackProductCard(fr, frenchDressCard);
  const cardItem = {
    item_id: 'P-ABCDEFGH',
    item_name: 'Robe fleurie en lin',
    item_brand: 'Maison Lune',
    item_category: 'Femme',
    item_category2: 'Vêtements',
    item_category3: 'Robes',
    item_variant: 'Rouge / 38|40|42',
    price: 39.99,
    discount: 10,
    quantity: 1,
    currency: 'EUR',
  };
  const dressItem = { ...cardItem, item_id: '100234', item_variant: 'Rouge / 40' };
  const towelsItem = {
    item_id: '104233',
    item_name: 'Soft cotton bath towels',
    item_brand: 'Linen & Co',
    item_category: '',
    item_category2: '',
    item_category3: '',
    item_variant: 'White / 50x100',
    price: 17.99,
    discount: 0,
    quantity: 3,
    currency: 'GBP',
  };
  const french = ga4Events(fr);
  const british = ga4Events(uk);

  it('view_item_list: the cards shown, indexed from where the page starts in the list', () => {
    expect(french.viewItemList('category:Robes', [card, card], 24)).toEqual({
      event: 'view_item_list',
      ecommerce: {
        currency: 'EUR',
        value: 79.98,
        item_list_name: 'category:Robes',
        items: [
          { ...cardItem, index: 24, item_list_name: 'category:Robes' },
          { ...cardItem, index: 25, item_list_name: 'category:Robes' },
        ],
      },
    });
  });

  it('select_item: the card followed, with its index in the list', () => {
    expect(french.selectItem('category:Robes', card, 3)).toEqual({
      event: 'select_item',
      ecommerce: {
        currency: 'EUR',
        value: 39.99,
        item_list_name: 'category:Robes',
        items: [{ ...cardItem, index: 3, item_list_name: 'category:Robes' }],
      },
    });
  });

  it('view_item and add_to_cart: the product, then the SKU added', () => {
    expect(french.viewItem(card)).toEqual({
      event: 'view_item',
      ecommerce: { currency: 'EUR', value: 39.99, items: [cardItem] },
    });
    expect(french.addToCart(dress)).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', value: 39.99, items: [dressItem] },
    });
  });

  it('remove_from_cart and view_cart: basket lines at their quantity', () => {
    expect(british.removeFromCart(towels)).toEqual({
      event: 'remove_from_cart',
      ecommerce: { currency: 'GBP', value: 53.97, items: [towelsItem] },
    });
    expect(british.viewCart([towels])).toEqual({
      event: 'view_cart',
      ecommerce: { currency: 'GBP', value: 53.97, items: [towelsItem] },
    });
  });

  it('begin_checkout, add_shipping_info and add_payment_info: the lines with each step', () => {
    expect(british.beginCheckout([towels], 'WELCOME10')).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'GBP', value: 53.97, items: [towelsItem], coupon: 'WELCOME10' },
    });
    expect(british.addShippingInfo([towels], 'MLR')).toEqual({
      event: 'add_shipping_info',
      ecommerce: { currency: 'GBP', value: 53.97, items: [towelsItem], shipping_tier: 'MLR' },
    });
    expect(british.addPaymentInfo([towels], 'card')).toEqual({
      event: 'add_payment_info',
      ecommerce: { currency: 'GBP', value: 53.97, items: [towelsItem], payment_type: 'card' },
    });
  });

  it("purchase: the order's number, revenue, tax, shipping, payment and coupon", () => {
    const order = trackOrder(fr, frenchOrder, { customerStatus: 'client' });
    expect(french.purchase(order, [dress])).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'EUR',
        value: 84.97,
        items: [dressItem],
        transaction_id: '40012345',
        tax: 14.16,
        shipping: 3.99,
        payment_type: 'card',
        coupon: 'HIVER10',
      },
    });
  });
});

describe('add_to_cart of several products at once (a mix-and-match look)', () => {
  it('has one item per product, the value their sum', () => {
    const knickers = trackCatalogueProduct(
      fr,
      { ...frenchDress, libelle: 'Culotte en dentelle', prix: '12.50', prixBarre: '' },
      { sku: '100240', size: 'M' },
    );
    expect(ga4Events(fr).addToCart([dress, knickers])).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: 52.49,
        items: [
          expect.objectContaining({ item_id: '100234', price: 39.99, discount: 10, quantity: 1 }),
          {
            item_id: '100240',
            item_name: 'Culotte en dentelle',
            item_brand: 'Maison Lune',
            item_category: 'Femme',
            item_category2: 'Vêtements',
            item_category3: 'Robes',
            item_variant: 'Rouge / M',
            price: 12.5,
            discount: 0,
            quantity: 1,
            currency: 'EUR',
          },
        ],
      },
    });
    expect(ga4Events(fr).addToCart([dress])).toEqual(ga4Events(fr).addToCart(dress));
  });
});
