import Type, { type Static } from 'typebox';
import { ProductCard } from './catalogue.js';
import { PriceString } from './common.js';
import { OrderDetails } from './customer.js';
import {
  Address,
  AddressKey,
  Amount,
  BirthDate,
  PAYMENT_METHOD_CODES,
  PaymentMethod,
  Postcode,
  PrivilegeCode,
  Retarg,
  SHIPPING_METHODS,
  ShippingMethodCode,
} from './fields.js';
import { defineRoute } from './route.js';

// ---------------------------------------------------------------------------------------------
// Cart (spec 3)
// ---------------------------------------------------------------------------------------------

export const CART_QUANTITY_MAX = 99;
const Sku = Type.String({ minLength: 1, maxLength: 64 });
const Quantity = Type.Integer({ minimum: 1, maximum: CART_QUANTITY_MAX });

/** 'O': hidden, neither shown nor counted; 'N': shown and counted (spec 3). */
const ExtraAttributes = Type.Object({
  isInvisible: Type.Union([Type.Literal('O'), Type.Literal('N')]),
});

export const CartProduct = Type.Object({
  /** The line's number in the cart: `cart/update` names the line it changes by it. */
  line: Type.Integer({ minimum: 1 }),
  sku: Type.String(),
  /** Added (spec 3 lists them in the remove payload): what `cart/remove` needs from the line. */
  catalogSku: Type.String(),
  /** The special offer the line belongs to, '' when none. */
  specialSku: Type.String(),
  /** Added: a large-size (Curvy) variant, priced apart; `cart/update` sends it back. */
  isLSProduct: Type.Boolean(),
  /** Added for the basket page: the product, its label, image and page. */
  productId: Type.String(),
  label: Type.String(),
  image: Type.String(),
  url: Type.String(),
  /** Unit price. */
  price: Amount,
  /** The price before reduction, '' or '0' when none. */
  crossedOutPrice: PriceString,
  /** 'M': a markdown (reduced at the end of a season), '' otherwise. */
  discountType: Type.String(),
  quantity: Quantity,
  stock: Type.Integer({ minimum: 0 }),
  /** The size label. */
  size: Type.String(),
  color: Type.String(),
  modelName: Type.String(),
  supplier: Type.String(),
  /** Delivered from the warehouse (bulky goods): its own method, 'STANDARD' to 'INSTALLATION'. */
  isLdf: Type.Boolean(),
  /** The method a warehouse line is delivered with; '' for parcel lines (the cart's method). */
  shippingMethod: Type.Union([ShippingMethodCode, Type.Literal('')]),
  /** Opaque order-system (OCTIPASS) data about the line, echoed to analytics; format not shown. */
  infoOctipas: Type.Record(Type.String(), Type.String()),
});
export type CartProduct = Static<typeof CartProduct>;

/** An offered gift or special offer in the cart. */
export const CartExtra = Type.Object({
  offerId: Type.String(),
  sku: Type.String(),
  label: Type.String(),
  image: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  /** '0' for a gift. */
  price: Amount,
  attributes: ExtraAttributes,
});
export type CartExtra = Static<typeof CartExtra>;

/**
 * The cart (spec 3). An empty cart has `cartId` '' and no lines. The badge shows the derived count
 * (product quantities plus gifts and offers not hidden), not `nbProducts`.
 */
export const Cart = Type.Object({
  cartId: Type.String(),
  /** Sum of the product quantities. */
  nbProducts: Type.Integer({ minimum: 0 }),
  /** Everything included: products, shipping fees, privilege-code discount. */
  total: Amount,
  shippingFees: Amount,
  /** '' until the shopper has chosen one. */
  paymentMethod: Type.Union([PaymentMethod, Type.Literal('')]),
  /** The privilege code applied, '' when none. */
  currentPrivilegeCode: Type.String(),
  /** Set when the server replaced the code sent (the app stores it and says a default applies). */
  newPrivilegeCode: Type.String(),
  products: Type.Array(CartProduct),
  selectedOfferedGifts: Type.Array(CartExtra),
  selectedSpecialOffers: Type.Array(CartExtra),
});
export type Cart = Static<typeof Cart>;

/** The app sends the privilege code only when it matches its pattern (spec 7.2). */
export const CartQuery = Type.Object({
  privilegeCode: Type.Optional(PrivilegeCode),
  retarg: Type.Optional(Retarg),
});
export type CartQuery = Static<typeof CartQuery>;

/** Add-to-cart item (spec 3); `isLSProduct`: the SKU is a large-size (Curvy) variant. */
export const CartItem = Type.Object({
  sku: Sku,
  isLSProduct: Type.Boolean(),
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: CART_QUANTITY_MAX, default: 1 })),
});
export type CartItem = Static<typeof CartItem>;

/** Up to 50 items at once: the quick order adds a list of references. */
export const CartAddBody = Type.Object({
  items: Type.Array(CartItem, { minItems: 1, maxItems: 50 }),
});
export type CartAddBody = Static<typeof CartAddBody>;

/**
 * Design ("an item and a products list"): `item` names the line to change, `products` replaces
 * it — the same SKU with another quantity, or another SKU for a size change.
 */
export const CartUpdateBody = Type.Object({
  item: Type.Object({ line: Type.Integer({ minimum: 1 }), sku: Sku }),
  products: Type.Array(CartItem, { minItems: 1, maxItems: 10 }),
});
export type CartUpdateBody = Static<typeof CartUpdateBody>;

/** Design: `type` says what the line is, since gifts and special offers can be removed too. */
export const CartRemoveBody = Type.Object({
  sku: Sku,
  catalogSku: Type.String({ maxLength: 64 }),
  type: Type.Enum(['product', 'gift', 'offer']),
  specialSku: Type.String({ maxLength: 64 }),
  sizeLabel: Type.String({ maxLength: 32 }),
});
export type CartRemoveBody = Static<typeof CartRemoveBody>;

/** Design: choose the gift `sku` among those an offer lets the shopper pick (see merchandising). */
export const GiftChoiceBody = Type.Object({
  offerId: Type.String({ minLength: 1, maxLength: 64 }),
  sku: Sku,
});
export type GiftChoiceBody = Static<typeof GiftChoiceBody>;

/**
 * Design (answer not shown): what the basket page offers around the cart — gift offers with the
 * gifts to choose from (from a cart amount), and products to add.
 */
export const CartMerchandising = Type.Object({
  giftOffers: Type.Array(
    Type.Object({
      offerId: Type.String(),
      label: Type.String(),
      /** The cart amount from which the gift is offered. */
      threshold: Amount,
      reached: Type.Boolean(),
      /** The gift chosen, '' when none yet. */
      selectedSku: Type.String(),
      gifts: Type.Array(
        Type.Object({ sku: Type.String(), label: Type.String(), image: Type.String() }),
      ),
    }),
  ),
  products: Type.Array(ProductCard),
});
export type CartMerchandising = Static<typeof CartMerchandising>;

// ---------------------------------------------------------------------------------------------
// Privilege code
// ---------------------------------------------------------------------------------------------

/** Design (shape not shown): the code that applies by default and its label; code '' if none. */
export const DefaultPrivilegeCode = Type.Object({
  privilegeCode: Type.String(),
  label: Type.String(),
});
export type DefaultPrivilegeCode = Static<typeof DefaultPrivilegeCode>;

export const PrivilegeCodeBody = Type.Object({ privilegeCode: PrivilegeCode });
export type PrivilegeCodeBody = Static<typeof PrivilegeCodeBody>;

/** Why a code is not valid: apps show their own text for it. */
export const PrivilegeCodeRefusal = Type.Union([
  Type.Literal('unknown'),
  Type.Literal('expired'),
  Type.Literal('not-started'),
]);
export type PrivilegeCodeRefusal = Static<typeof PrivilegeCodeRefusal>;

/**
 * The legacy snake-case name is the spec's. A failed call counts as not valid. `messages`: the
 * code's label when valid, else the reason in the store's language (and `reason` says it as a code).
 */
export const PrivilegeCodeValidation = Type.Object({
  valid_code: Type.Boolean(),
  messages: Type.Array(Type.String()),
  reason: Type.Optional(PrivilegeCodeRefusal),
});
export type PrivilegeCodeValidation = Static<typeof PrivilegeCodeValidation>;

// ---------------------------------------------------------------------------------------------
// Delivery (spec 3, shipping methods; spec 5, shipping)
// ---------------------------------------------------------------------------------------------

export const RELAY_METHODS = [SHIPPING_METHODS.relay, SHIPPING_METHODS.mondialRelay] as const;
const RelayMethod = Type.Enum(RELAY_METHODS);

/** `HH:MM`, 24-hour clock. */
const Time = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

const OpeningHours = Type.Object({
  /** ISO day of the week: 1 is Monday, 7 Sunday. Days closed are left out. */
  day: Type.Integer({ minimum: 1, maximum: 7 }),
  slots: Type.Array(Type.Object({ opens: Time, closes: Time }), { minItems: 1 }),
});

export const RelayPoint = Type.Object({
  id: Type.String(),
  method: RelayMethod,
  name: Type.String(),
  ...Address.properties,
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  /** From the searched postcode's place (decision 006), in metres. */
  distance: Type.Integer({ minimum: 0 }),
  openingHours: Type.Array(OpeningHours),
});
export type RelayPoint = Static<typeof RelayPoint>;

export const RelayPointsQuery = Type.Object({ postcode: Postcode, method: RelayMethod });
export type RelayPointsQuery = Static<typeof RelayPointsQuery>;

/** The nearest relay points first, at most 20. */
export const RelayPoints = Type.Object({ relayPoints: Type.Array(RelayPoint) });
export type RelayPoints = Static<typeof RelayPoints>;

/**
 * The groups of spec 3: relay (RP, MLR), at home (C, CE), and from the warehouse (STANDARD,
 * COMFORT, INSTALLATION: the ldf-standard and ldf-confort-premium labels).
 */
const DeliveryGroup = Type.Enum(['relay', 'home', 'warehouse']);

/** Spec 3: the delivery-from-warehouse labels (standard; comfort and premium share one). */
export const WAREHOUSE_LABELS = {
  STANDARD: 'ldf-standard',
  COMFORT: 'ldf-confort-premium',
  INSTALLATION: 'ldf-confort-premium',
} as const;

export const DeliveryMethodOption = Type.Object({
  shippingMethod: ShippingMethodCode,
  group: DeliveryGroup,
  /** A warehouse method's label of spec 3 (WAREHOUSE_LABELS); '' for parcel methods. */
  warehouseLabel: Type.Union([
    Type.Literal(WAREHOUSE_LABELS.STANDARD),
    Type.Literal(WAREHOUSE_LABELS.COMFORT),
    Type.Literal(''),
  ]),
  /** The fee for this cart, overseas premium included. */
  price: Amount,
  /** false: not offered for this cart or address (shown disabled). */
  available: Type.Boolean(),
  /** Delivery delay in working days. */
  minDays: Type.Integer({ minimum: 0 }),
  maxDays: Type.Integer({ minimum: 0 }),
});
export type DeliveryMethodOption = Static<typeof DeliveryMethodOption>;

/**
 * The shipping form (field names of @vitrine/validation): a method, the address key and, for a
 * relay method, the relay point's id (required).
 */
export const DeliveryBody = Type.Object({
  shippingMethod: ShippingMethodCode,
  address: AddressKey,
  relayPoint: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type DeliveryBody = Static<typeof DeliveryBody>;

export const DeliverySelection = Type.Object({
  shippingMethod: ShippingMethodCode,
  address: AddressKey,
  relayPoint: Type.Union([RelayPoint, Type.Null()]),
});
export type DeliverySelection = Static<typeof DeliverySelection>;

/** Design (answers not shown): the shipping page's data, and the state update/validate leave. */
export const Delivery = Type.Object({
  addresses: Type.Object({ P: Address, S: Type.Optional(Address) }),
  methods: Type.Array(DeliveryMethodOption),
  /** null until a method is chosen. */
  selection: Type.Union([DeliverySelection, Type.Null()]),
  /** true once the selection is validated for the cart as it is; payment requires it. */
  validated: Type.Boolean(),
  shippingFees: Amount,
  total: Amount,
});
export type Delivery = Static<typeof Delivery>;

/** Design (answer not shown): a token for the Colissimo relay-point map widget. */
export const ColissimoToken = Type.Object({
  token: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type ColissimoToken = Static<typeof ColissimoToken>;

// ---------------------------------------------------------------------------------------------
// Payment and order (spec 2.5, 5)
// ---------------------------------------------------------------------------------------------

/** Oney's instalment counts (French store). */
export const InstalmentCount = Type.Union([Type.Literal(3), Type.Literal(4)]);
export type InstalmentCount = Static<typeof InstalmentCount>;

/** What an instalment plan takes, and when: the amounts add up to the order's total. */
export const InstalmentPlan = Type.Object({
  count: InstalmentCount,
  instalments: Type.Array(
    Type.Object({ dueDate: Type.String({ format: 'date' }), amount: Amount }),
  ),
});
export type InstalmentPlan = Static<typeof InstalmentPlan>;

export const PaymentOption = Type.Object({
  paymentMethod: PaymentMethod,
  /** false: shown disabled (spec 2.5). */
  available: Type.Boolean(),
  /**
   * Instalment payment (Oney): the order totals it takes, and its plans for this order — none
   * when the total is outside that range (the method is then unavailable).
   */
  instalments: Type.Optional(
    Type.Object({ min: Amount, max: Amount, plans: Type.Array(InstalmentPlan) }),
  ),
});
export type PaymentOption = Static<typeof PaymentOption>;

/** Design (answer not shown): the payment page's data. */
export const CheckoutOrder = Type.Object({
  cart: Cart,
  delivery: DeliverySelection,
  /** The address the order goes to: the chosen customer address or the relay point's. */
  deliveryAddress: Address,
  /** The overseas premium included in the shipping fees (10 % of the order), '0' when none. */
  overseasPremium: Amount,
  /** This store's methods, in display order. */
  paymentMethods: Type.Array(PaymentOption),
  /** UK personal account: the credit left; null when the store or customer has none. */
  personalAccount: Type.Union([Type.Object({ availableCredit: Amount }), Type.Null()]),
});
export type CheckoutOrder = Static<typeof CheckoutOrder>;

/**
 * `idempotencyKey`: a UUID the app draws once per payment attempt; the same key sent again answers
 * the order already placed instead of placing a second one.
 */
const IdempotencyKey = Type.String({ format: 'uuid' });
const PERSONAL_ACCOUNT = 'personalAccount';
const ONEY = 'oney';
const OTHER_PAYMENT_METHODS = PAYMENT_METHOD_CODES.filter(
  (method): method is Exclude<PaymentMethod, typeof PERSONAL_ACCOUNT | typeof ONEY> =>
    method !== PERSONAL_ACCOUNT && method !== ONEY,
);

/**
 * The payment form: Oney also needs the number of instalments; the personal account (UK) the
 * credit terms and the birth date.
 */
export const OrderValidateBody = Type.Union([
  Type.Object({
    idempotencyKey: IdempotencyKey,
    paymentMethod: Type.Enum(OTHER_PAYMENT_METHODS),
  }),
  Type.Object({
    idempotencyKey: IdempotencyKey,
    paymentMethod: Type.Literal(PERSONAL_ACCOUNT),
    cgv: Type.Literal(true),
    birthDate: BirthDate,
  }),
  Type.Object({
    idempotencyKey: IdempotencyKey,
    paymentMethod: Type.Literal(ONEY),
    // Optional here so that a missing count is answered field by field by the form's rules.
    instalments: Type.Optional(InstalmentCount),
  }),
]);
export type OrderValidateBody = Static<typeof OrderValidateBody>;

/**
 * Design (answer not shown): the order placed, and where payment continues — the card provider's
 * page (shown in an iframe) or the PayPal, Apple Pay or Oney page; null when nothing remains
 * (personal account). After a provider's return the confirmation page reads the order through
 * the customer order details call. A refused payment answers 402 with the spec's message.
 */
export const OrderConfirmation = Type.Object({
  order: OrderDetails,
  redirectUrl: Type.Union([Type.String(), Type.Null()]),
});
export type OrderConfirmation = Static<typeof OrderConfirmation>;

const tag = 'checkout';

/**
 * Checkout and cart calls (spec 7.2). Cart changes answer the updated cart; an error answer is
 * `{ message }` (ErrorBody).
 */
export const checkoutRoutes = {
  cart: defineRoute({
    method: 'GET',
    path: '/api/checkout/cart/get',
    summary: 'The cart, with the privilege code and retargeting identifier to apply',
    tag,
    querystring: CartQuery,
    response: Cart,
  }),
  cartAdd: defineRoute({
    method: 'POST',
    path: '/api/checkout/cart/add',
    summary: 'Add items (product page, quick order); answers the cart',
    tag,
    body: CartAddBody,
    response: Cart,
  }),
  cartUpdate: defineRoute({
    method: 'POST',
    path: '/api/checkout/cart/update',
    summary: 'Replace a cart line (quantity or size change); answers the cart',
    tag,
    body: CartUpdateBody,
    response: Cart,
  }),
  cartRemove: defineRoute({
    method: 'POST',
    path: '/api/checkout/cart/remove',
    summary: 'Remove a product, gift or offer line; answers the cart',
    tag,
    body: CartRemoveBody,
    response: Cart,
  }),
  giftChoiceUpdate: defineRoute({
    method: 'POST',
    path: '/api/checkout/cart/gift_choice/update',
    summary: 'Choose the gift of a gift offer; answers the cart',
    tag,
    body: GiftChoiceBody,
    response: Cart,
  }),
  merchandising: defineRoute({
    method: 'GET',
    path: '/api/checkout/cart/merchandising',
    summary: 'Gift offers to choose from and products to suggest on the basket page',
    tag,
    response: CartMerchandising,
  }),
  delivery: defineRoute({
    method: 'GET',
    path: '/api/checkout/cart/delivery/get',
    summary: 'Shipping page: addresses, methods with fees and delays, the current selection',
    tag,
    response: Delivery,
  }),
  // The spec lists delivery update and validate under GET, but they change the cart: they are
  // POST with the shipping form as body.
  deliveryUpdate: defineRoute({
    method: 'POST',
    path: '/api/checkout/cart/delivery/update',
    summary: 'Select a shipping method, address and relay point; fees are recalculated',
    tag,
    body: DeliveryBody,
    response: Delivery,
  }),
  deliveryValidate: defineRoute({
    method: 'POST',
    path: '/api/checkout/cart/delivery/validate',
    summary: 'Confirm the delivery before payment (a relay method needs a relay point)',
    tag,
    body: DeliveryBody,
    response: Delivery,
  }),
  relayPoints: defineRoute({
    method: 'GET',
    path: '/api/checkout/relay-points',
    summary: 'Relay points near a postcode for a relay method, with opening hours',
    tag,
    querystring: RelayPointsQuery,
    response: RelayPoints,
  }),
  order: defineRoute({
    method: 'GET',
    path: '/api/checkout/order/get',
    summary: 'Payment page: cart, delivery, payment methods and personal-account credit',
    tag,
    response: CheckoutOrder,
  }),
  orderValidate: defineRoute({
    method: 'POST',
    path: '/api/checkout/order/validate',
    summary: 'Place the order with a payment method (idempotent per idempotencyKey)',
    tag,
    body: OrderValidateBody,
    response: OrderConfirmation,
  }),
  privilegeCode: defineRoute({
    method: 'GET',
    path: '/api/checkout/privilegecode',
    summary: 'The default privilege code and its label',
    tag,
    response: DefaultPrivilegeCode,
  }),
  privilegeCodeValidate: defineRoute({
    method: 'POST',
    path: '/api/checkout/privilegecode/validate',
    summary: 'Whether a privilege code is valid, with messages for the shopper',
    tag,
    body: PrivilegeCodeBody,
    response: PrivilegeCodeValidation,
  }),
  colissimoToken: defineRoute({
    method: 'GET',
    path: '/api/colissimo/generate-token',
    summary: 'A short-lived token for the Colissimo relay-point widget',
    tag,
    response: ColissimoToken,
  }),
};
