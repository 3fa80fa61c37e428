import type { Carrier, OrderStatus, ShippingMethodCode } from '@vitrine/api-client';

/** The name of each order status (contract `OrderStatus`, decision 007), for the shopper. */
export const ORDER_STATUS_KEYS: Record<OrderStatus, string> = {
  placed: 'ORDERS_STATUS_PLACED',
  preparing: 'ORDERS_STATUS_PREPARING',
  'partially-shipped': 'ORDERS_STATUS_PARTIALLY_SHIPPED',
  shipped: 'ORDERS_STATUS_SHIPPED',
  delivered: 'ORDERS_STATUS_DELIVERED',
  cancelled: 'ORDERS_STATUS_CANCELLED',
  returned: 'ORDERS_STATUS_RETURNED',
};

/** The kit's names of the shipping methods, as the checkout's delivery step shows them. */
export const SHIPPING_METHOD_KEYS: Record<ShippingMethodCode, string> = {
  C: 'LABEL_SHIPPING_METHOD_C',
  CE: 'LABEL_SHIPPING_METHOD_CE',
  RP: 'LABEL_SHIPPING_METHOD_RP',
  MLR: 'LABEL_SHIPPING_METHOD_MLR',
  STANDARD: 'LABEL_SHIPPING_METHOD_STANDARD',
  COMFORT: 'LABEL_SHIPPING_METHOD_COMFORT',
  INSTALLATION: 'LABEL_SHIPPING_METHOD_INSTALLATION',
};

/** Who carries a package (decision 007: the carrier follows the shipping method). */
export const CARRIER_KEYS: Record<Carrier, string> = {
  colissimo: 'ORDERS_CARRIER_COLISSIMO',
  colieco: 'ORDERS_CARRIER_COLIECO',
  mondialRelay: 'ORDERS_CARRIER_MONDIAL_RELAY',
  warehouse: 'ORDERS_CARRIER_WAREHOUSE',
};
