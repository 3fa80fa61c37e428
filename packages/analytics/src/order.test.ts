import { describe, expect, it } from 'vitest';
import { fr, frenchOrder, uk } from './fixtures.test-support.js';
import { trackOrder } from './order.js';

describe('trackOrder', () => {
  it('maps an order with tax derived from its total', () => {
    expect(trackOrder(fr, frenchOrder, { customerStatus: 'client' })).toEqual({
      order_id: '40012345',
      order_revenue: 84.97,
      order_tax: 14.16,
      order_shipping: 3.99,
      order_payment_method: 'card',
      order_shipping_method: 'RP',
      order_discount_ati: 9,
      revenue_tf_without_sf: 67.48,
      order_coupon: 'HIVER10',
      order_type: 'standard',
      order_status: 'placed',
      customer_status: 'client',
    });
  });

  it('maps a UK event order without coupon or shipping', () => {
    const order = {
      ...frenchOrder,
      total: '0.05',
      shippingFees: '0',
      discount: '0',
      privilegeCode: '',
    };
    expect(trackOrder(uk, order, { type: 'event', customerStatus: 'prospect' })).toMatchObject({
      order_revenue: 0.05,
      order_tax: 0.01,
      order_shipping: 0,
      order_discount_ati: 0,
      revenue_tf_without_sf: 0.04,
      order_coupon: '',
      order_type: 'event',
      customer_status: 'prospect',
    });
  });
});
