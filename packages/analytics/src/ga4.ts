import type { AnalyticsStore } from './money.js';
import type { TrackingOrder } from './order.js';
import type { TrackingProduct } from './product.js';

/** GA4's item schema. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  item_category2: string;
  item_category3: string;
  /** Colour and size, as 'Rouge / 40'. */
  item_variant: string;
  price: number;
  discount: number;
  quantity: number;
  currency: AnalyticsStore['currency'];
  index?: number;
  item_list_name?: string;
}

export type Ga4EventName =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

export interface Ga4Event {
  event: Ga4EventName;
  ecommerce: {
    currency: AnalyticsStore['currency'];
    value?: number;
    items: Ga4Item[];
    item_list_name?: string;
    shipping_tier?: string;
    payment_type?: string;
    transaction_id?: string;
    tax?: number;
    shipping?: number;
    coupon?: string;
  };
}

const cents = (value: number) => Math.round(value * 100);

export function ga4Item(
  store: AnalyticsStore,
  product: TrackingProduct,
  index?: number,
  listName?: string,
): Ga4Item {
  const price = product.price_ati ?? 0;
  const before = product.price_before_discount_ati ?? price;
  return {
    item_id: product.sku,
    item_name: product.name,
    item_brand: product.brand,
    item_category: product.category_1,
    item_category2: product.category_2,
    item_category3: product.category_3,
    item_variant: [product.colour, product.size].filter(Boolean).join(' / '),
    price,
    discount: (cents(before) - cents(price)) / 100,
    quantity: product.quantity,
    currency: store.currency,
    ...(index === undefined ? {} : { index }),
    ...(listName === undefined ? {} : { item_list_name: listName }),
  };
}

/** Sum of price × quantity, to the cent. */
export const itemsValue = (items: readonly Ga4Item[]): number =>
  items.reduce((total, item) => total + cents(item.price) * item.quantity, 0) / 100;

/** GA4 e-commerce events for one store. */
export function ga4Events(store: AnalyticsStore) {
  const event = (
    name: Ga4EventName,
    products: readonly TrackingProduct[],
    extra: Partial<Ga4Event['ecommerce']> = {},
    list?: { name: string; firstIndex: number },
  ): Ga4Event => {
    const items = products.map((product, i) =>
      list ? ga4Item(store, product, list.firstIndex + i, list.name) : ga4Item(store, product),
    );
    return {
      event: name,
      ecommerce: { currency: store.currency, value: itemsValue(items), items, ...extra },
    };
  };
  return {
    /** Items indexed from `firstIndex` (0): a listing's later pages go on from the earlier ones. */
    viewItemList: (listName: string, products: readonly TrackingProduct[], firstIndex = 0) =>
      event(
        'view_item_list',
        products,
        { item_list_name: listName },
        { name: listName, firstIndex },
      ),
    selectItem: (listName: string, product: TrackingProduct, index: number) => {
      const selected = event('select_item', [product], { item_list_name: listName });
      const [item] = selected.ecommerce.items;
      if (item) Object.assign(item, { index, item_list_name: listName });
      return selected;
    },
    viewItem: (product: TrackingProduct) => event('view_item', [product]),
    /** One product, or several added in one action (a mix-and-match look): one item each. */
    addToCart: (products: TrackingProduct | readonly TrackingProduct[]) =>
      event('add_to_cart', ([] as TrackingProduct[]).concat(products)),
    removeFromCart: (product: TrackingProduct) => event('remove_from_cart', [product]),
    viewCart: (lines: readonly TrackingProduct[]) => event('view_cart', lines),
    beginCheckout: (lines: readonly TrackingProduct[], coupon?: string) =>
      event('begin_checkout', lines, coupon ? { coupon } : {}),
    addShippingInfo: (lines: readonly TrackingProduct[], shippingMethod: string) =>
      event('add_shipping_info', lines, { shipping_tier: shippingMethod }),
    addPaymentInfo: (lines: readonly TrackingProduct[], paymentMethod: string) =>
      event('add_payment_info', lines, { payment_type: paymentMethod }),
    /** The order's revenue is the value; tax and shipping as the order reports them. */
    purchase: (order: TrackingOrder, lines: readonly TrackingProduct[]) =>
      event('purchase', lines, {
        transaction_id: order.order_id,
        value: order.order_revenue,
        tax: order.order_tax,
        shipping: order.order_shipping,
        payment_type: order.order_payment_method,
        ...(order.order_coupon ? { coupon: order.order_coupon } : {}),
      }),
  };
}
