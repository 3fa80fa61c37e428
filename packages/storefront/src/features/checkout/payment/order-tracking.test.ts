import { STORES } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { orderEvents, trackOrderItem } from './order-tracking.js';
import { placedOrder } from './payment-fixtures.test-support.js';

const { fr } = STORES;
const item = placedOrder.items[0] ?? expect.unreachable('the example order has a line');

describe('trackOrderItem', () => {
  it('describes an order line as a tracking product, its price paid with and without tax', () => {
    expect(trackOrderItem(fr, item)).toEqual({
      sku: '12345678901',
      name: 'Robe portefeuille',
      brand: '',
      colour: 'Bleu marine',
      size: '40',
      category_1: '',
      category_2: '',
      category_3: '',
      price_ati: 39.99,
      price_tf: 33.33,
      price_before_discount_ati: 39.99,
      price_before_discount_tf: 33.33,
      quantity: 2,
      sticker: '',
    });
  });
});

describe('orderEvents', () => {
  const order = { ...placedOrder, privilegeCode: 'BIENVENUE', status: 'preparing' as const };
  const { purchase, confirmation } = orderEvents(fr, order);

  it('makes GA4’s purchase of the order, its revenue as the value', () => {
    expect(purchase).toMatchObject({
      event: 'purchase',
      ecommerce: {
        currency: 'EUR',
        transaction_id: '700012345',
        value: 84.98,
        tax: 14.16,
        shipping: 4.99,
        coupon: 'BIENVENUE',
        items: [{ item_id: '12345678901', price: 39.99, quantity: 2 }],
      },
    });
  });

  it('makes the order data-layer event with the order tracking fields of spec 3', () => {
    expect(confirmation).toEqual({
      event: 'order_confirmation',
      order_id: '700012345',
      order_revenue: 84.98,
      order_tax: 14.16,
      order_shipping: 4.99,
      order_payment_method: 'card',
      order_shipping_method: 'RP',
      order_discount_ati: 0,
      revenue_tf_without_sf: 66.66,
      order_coupon: 'BIENVENUE',
      order_type: 'standard',
      order_status: 'preparing',
      customer_status: 'client',
    });
  });
});
