import Type, { type Static } from 'typebox';
import {
  Address,
  Amount,
  BirthDate,
  Civility,
  Country,
  CurrentPassword,
  CustomerNumber,
  Email,
  MessageResponse,
  NewPassword,
  OrderNumber,
  PaymentMethod,
  PersonName,
  Phone,
  Retarg,
  ShippingMethodCode,
  TurnstileToken,
} from './fields.js';
import {
  PersonalAccount,
  PersonalAccountPaymentBody,
  PersonalAccountPaymentStart,
} from './personal-account.js';
import { defineRoute } from './route.js';

// ---------------------------------------------------------------------------------------------
// Entities (spec 3)
// ---------------------------------------------------------------------------------------------

/** Subscription preferences (spec 3): brand e-mail, brand SMS, partner e-mail, as the forms name them. */
export const SubscriptionPreferences = Type.Object({
  mailOption: Type.Boolean(),
  smsOption: Type.Boolean(),
  partnerOption: Type.Boolean(),
});
export type SubscriptionPreferences = Static<typeof SubscriptionPreferences>;

/** 'client' once the customer has ordered, 'prospect' before (analytics user_status, spec 3). */
const UserStatus = Type.Enum(['client', 'prospect']);

/**
 * Design: the customer is a union on `isLoggedIn`. A visitor is `{ isLoggedIn: false }` and
 * nothing else (the "empty customer" logout leaves behind, spec 4), so code that reads a name or
 * an address has narrowed to a signed-in customer first.
 */
export const AnonymousCustomer = Type.Object({ isLoggedIn: Type.Literal(false) });
export type AnonymousCustomer = Static<typeof AnonymousCustomer>;

export const SignedInCustomer = Type.Object({
  isLoggedIn: Type.Literal(true),
  customerNumber: CustomerNumber,
  civility: Civility,
  lastName: Type.String(),
  /** The surname the customer-number login checks; the legacy copy of `lastName`. */
  surname: Type.String(),
  firstName: Type.String(),
  email: Type.String(),
  /** '' when none. */
  cellPhone: Type.String(),
  /** '' when none. */
  landline: Type.String(),
  ...SubscriptionPreferences.properties,
  /** '1': lives in an overseas department (no secondary address, 10 % shipping premium). */
  overseas: Type.Union([Type.Literal('1'), Type.Literal('0')]),
  /** P: the main address, always there; S: the alternative one, at most one. */
  addresses: Type.Object({ P: Address, S: Type.Optional(Address) }),
  /** null when the customer did not give one. */
  birthDate: Type.Union([BirthDate, Type.Null()]),
  country: Country,
  userStatus: UserStatus,
  numberOfOrders: Type.Integer({ minimum: 0 }),
});
export type SignedInCustomer = Static<typeof SignedInCustomer>;

export const Customer = Type.Union([AnonymousCustomer, SignedInCustomer]);
export type Customer = Static<typeof Customer>;

/**
 * Order status (spec: "not shown"). Our design, in lifecycle order:
 * - `placed`: recorded, payment being confirmed (the state the confirmation page shows);
 * - `preparing`: paid, being picked in the warehouse;
 * - `partially-shipped`: some packages handed to their carrier, others to follow;
 * - `shipped`: every package handed to its carrier;
 * - `delivered`: every package delivered or collected at its relay point;
 * - `cancelled`: stopped before shipping (by the shopper, customer service or a refused payment);
 * - `returned`: sent back in whole or in part and refunded (returns: up to 30 days).
 */
export const ORDER_STATUSES = [
  'placed',
  'preparing',
  'partially-shipped',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const;
export const OrderStatus = Type.Enum(ORDER_STATUSES);
export type OrderStatus = Static<typeof OrderStatus>;

/**
 * Who carries a package. Design: the two parcel carriers (Colissimo, which also serves 'RP' relay
 * points, and Colieco), the Mondial Relay network, and the retailer's own delivery from the
 * warehouse ('STANDARD', 'COMFORT', 'INSTALLATION').
 */
export const Carrier = Type.Enum(['colissimo', 'colieco', 'mondialRelay', 'warehouse']);
export type Carrier = Static<typeof Carrier>;

export const OrderPackage = Type.Object({
  packageNumber: Type.String(),
  carrier: Carrier,
  /** '' until the carrier has taken the package. */
  trackingNumber: Type.String(),
  /** The carrier's tracking page, '' while there is no tracking number. */
  trackingUrl: Type.String(),
});
export type OrderPackage = Static<typeof OrderPackage>;

export const OrderItem = Type.Object({
  sku: Type.String(),
  productId: Type.String(),
  label: Type.String(),
  size: Type.String(),
  color: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  /** Unit price paid. */
  price: Amount,
  /** `price` × `quantity`. */
  total: Amount,
  image: Type.String(),
  /** The product page; '' when the product is no longer sold. */
  url: Type.String(),
});
export type OrderItem = Static<typeof OrderItem>;

/** A line of the order history (design: what the list shows; the rest is in the details). */
export const OrderSummary = Type.Object({
  orderNumber: OrderNumber,
  date: Type.String({ format: 'date-time' }),
  status: OrderStatus,
  nbProducts: Type.Integer({ minimum: 0 }),
  total: Amount,
});
export type OrderSummary = Static<typeof OrderSummary>;

/** The order history: the last 12 months (spec 9), newest first. */
export const OrderList = Type.Object({ orders: Type.Array(OrderSummary) });
export type OrderList = Static<typeof OrderList>;

/**
 * One order (spec 3, order history). Amounts: `subtotal` − `discount` + `shippingFees` = `total`,
 * VAT included (`tax` is the VAT part, for analytics order_tax).
 */
export const OrderDetails = Type.Object({
  ...OrderSummary.properties,
  shippingMethod: ShippingMethodCode,
  paymentMethod: PaymentMethod,
  /** Oney's number of instalments (3 or 4); null for the other methods. */
  paymentInstalments: Type.Union([Type.Literal(3), Type.Literal(4), Type.Null()]),
  items: Type.Array(OrderItem),
  subtotal: Amount,
  discount: Amount,
  /** Postage and packing, overseas premium included. */
  shippingFees: Amount,
  tax: Amount,
  /** The privilege code applied, '' when none (analytics order_coupon). */
  privilegeCode: Type.String(),
  deliveryAddress: Address,
  /** The relay point's name for relay deliveries, '' for home delivery. */
  relayPointName: Type.String(),
  /** Packages with their carrier and tracking numbers; empty until the order is prepared. */
  packages: Type.Array(OrderPackage),
  /** The number to quote for a free (easy) return; '' until the order has shipped. */
  easyReturnNumber: Type.String(),
  /** The invoice PDF (route `invoice`, relative to the store root); null until invoiced. */
  invoiceUrl: Type.Union([Type.String(), Type.Null()]),
});
export type OrderDetails = Static<typeof OrderDetails>;

/** The retargeting profile (spec 3), in the legacy upper-case names the analytics mapping reads. */
export const RetargetingProfile = Type.Object({
  /** '0' when a profile was found; any other code means none (the other fields are then empty). */
  CODE_RETOUR: Type.String(),
  /** Number of orders. */
  NBCDE: Type.Integer({ minimum: 0 }),
  /** E-mail opt-in: 'O' yes, 'N' no. */
  OPTIONMAIL: Type.Union([Type.Literal('O'), Type.Literal('N')]),
  /** Date of the last order, YYYY-MM-DD, '' when none. */
  DATEDERNCDE: Type.String({ pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }),
  CATEGORIE: Type.String(),
});
export type RetargetingProfile = Static<typeof RetargetingProfile>;

// ---------------------------------------------------------------------------------------------
// Payloads and answers
// ---------------------------------------------------------------------------------------------

const loginProof = { password: CurrentPassword, turnstileToken: TurnstileToken };

/**
 * Login (spec 3, 7.1): by e-mail, or by customer number (`nClient`) with the surname. The login
 * form has one identifier field; the app sends it as `email` when it looks like one
 * (`looksLikeEmail`), else as `nClient`.
 */
export const LoginBody = Type.Union([
  Type.Object({ email: Email, ...loginProof }),
  Type.Object({ nClient: CustomerNumber, surname: PersonName, ...loginProof }),
]);
export type LoginBody = Static<typeof LoginBody>;

/**
 * Design ("returns customer and more"): the customer, and whether the visitor's basket was merged
 * into the one saved on the account (the header badge may change; spec 4 refetches the cart).
 */
export const LoginResponse = Type.Object({
  customer: SignedInCustomer,
  cartMerged: Type.Boolean(),
});
export type LoginResponse = Static<typeof LoginResponse>;

export const EmailBody = Type.Object({ email: Email });
export type EmailBody = Static<typeof EmailBody>;

const ExistsResponse = Type.Object({ exists: Type.Boolean() });

const contactDetails = { cellPhone: Phone, landline: Phone, smsOption: Type.Boolean() };

/**
 * `/customer/update` takes three payloads, told apart by `evt` (design: the spec shows only the
 * newsletter one; giving each its own `evt` lets the server switch on it):
 * - `personalInformation`: the personal information form (a birth date left out: none given);
 * - `newsletter`: the spec's footer subscription `{ email, mailOption: 'O', evt: 'newsletter',
 *   sendMailNewsletter: true }`; the anonymous subscriber page sends it too, with its partner and
 *   SMS choices (the server answers 409 when the e-mail belongs to an account: log in first);
 * - `subscriptions`: the account's marketing preferences page.
 */
export const PersonalInformationUpdate = Type.Object({
  evt: Type.Literal('personalInformation'),
  civility: Civility,
  firstName: PersonName,
  lastName: PersonName,
  birthDate: Type.Optional(BirthDate),
  ...contactDetails,
});
export type PersonalInformationUpdate = Static<typeof PersonalInformationUpdate>;

export const NewsletterSubscription = Type.Object({
  evt: Type.Literal('newsletter'),
  email: Email,
  mailOption: Type.Literal('O'),
  sendMailNewsletter: Type.Literal(true),
  partnerOption: Type.Optional(Type.Boolean()),
  smsOption: Type.Optional(Type.Boolean()),
  cellPhone: Type.Optional(Phone),
});
export type NewsletterSubscription = Static<typeof NewsletterSubscription>;

export const SubscriptionsUpdate = Type.Object({
  evt: Type.Literal('subscriptions'),
  ...SubscriptionPreferences.properties,
  /** Required (not '') when `smsOption` is true. */
  cellPhone: Phone,
});
export type SubscriptionsUpdate = Static<typeof SubscriptionsUpdate>;

export const CustomerUpdateBody = Type.Union([
  PersonalInformationUpdate,
  NewsletterSubscription,
  SubscriptionsUpdate,
]);
export type CustomerUpdateBody = Static<typeof CustomerUpdateBody>;

/** Design: changes answer a message for the flash and the customer as it now is. */
export const CustomerChangeResponse = Type.Object({
  message: Type.String(),
  customer: SignedInCustomer,
});
export type CustomerChangeResponse = Static<typeof CustomerChangeResponse>;

/** `/customer/update` may be an anonymous newsletter subscription: the customer is either kind. */
export const CustomerUpdateResponse = Type.Object({ message: Type.String(), customer: Customer });
export type CustomerUpdateResponse = Static<typeof CustomerUpdateResponse>;

/** A wrong current password answers 400 with `fields.password`. */
export const PasswordChangeBody = Type.Object({
  password: CurrentPassword,
  newPassword: NewPassword,
  confirmNewPassword: NewPassword,
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

export const EmailChangeBody = Type.Object({
  newEmail: Email,
  confirmEmail: Email,
  password: CurrentPassword,
});
export type EmailChangeBody = Static<typeof EmailChangeBody>;

/** The address forms: the address and the contact details edited with it. */
export const AddressSaveBody = Type.Object({ ...Address.properties, ...contactDetails });
export type AddressSaveBody = Static<typeof AddressSaveBody>;

/**
 * Removing the alternative address (design: the spec has no such call). The body is the shopper's
 * confirmation (the page asks before removing), so that a stray empty POST removes nothing.
 */
export const AddressRemovalBody = Type.Object({ confirm: Type.Literal(true) });
export type AddressRemovalBody = Static<typeof AddressRemovalBody>;

/** The signup form, every field (a taken e-mail answers 409). */
export const SignupBody = Type.Object({
  civility: Civility,
  firstName: PersonName,
  lastName: PersonName,
  email: Email,
  confirmEmail: Email,
  password: NewPassword,
  confirmPassword: NewPassword,
  birthDate: Type.Optional(BirthDate),
  ...Address.properties,
  ...contactDetails,
  mailOption: Type.Boolean(),
  partnerOption: Type.Boolean(),
});
export type SignupBody = Static<typeof SignupBody>;

/** The token of the reset link (/customer/account/forgotpasswordverification?token=…). */
const ResetToken = Type.String({ pattern: '^[A-Za-z0-9_-]{16,256}$' });

/** An expired or used token answers 410 with the spec's link-expired message. */
export const PasswordResetBody = Type.Object({
  token: ResetToken,
  newPassword: NewPassword,
  confirmNewPassword: NewPassword,
});
export type PasswordResetBody = Static<typeof PasswordResetBody>;

/** The catalogue request form (an anonymous request with an account's e-mail answers 409). */
export const CatalogRequestBody = Type.Object({
  civility: Civility,
  firstName: PersonName,
  lastName: PersonName,
  email: Email,
  ...Address.properties,
});
export type CatalogRequestBody = Static<typeof CatalogRequestBody>;

export const RetargBody = Type.Object({ retarg: Retarg });
export type RetargBody = Static<typeof RetargBody>;

export const SessionUpdateResponse = Type.Object({ OCTIPASS: Type.String({ format: 'uuid' }) });
export type SessionUpdateResponse = Static<typeof SessionUpdateResponse>;

const OrderParams = Type.Object({ id: OrderNumber });

const tag = 'customer';

/**
 * Customer calls (spec 7.1). Account calls answer 401 to a visitor; bad input answers 400 with
 * `{ message, fields }`, where `fields` is keyed by these (the forms') field names.
 */
export const customerRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/customer/get',
    summary: 'The current customer: signed in with details and addresses, or { isLoggedIn: false }',
    tag,
    response: Customer,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/customer/login',
    summary: 'Log in by e-mail, or customer number and surname, with the bot-challenge token',
    tag,
    body: LoginBody,
    response: LoginResponse,
  }),
  logout: defineRoute({
    method: 'GET',
    path: '/api/customer/logout',
    summary: 'Log out; answers the empty (anonymous) customer',
    tag,
    response: AnonymousCustomer,
  }),
  exists: defineRoute({
    method: 'POST',
    path: '/api/customer/exists',
    summary: 'Whether an account uses this e-mail (newsletter box, catalogue request)',
    tag,
    body: EmailBody,
    response: ExistsResponse,
  }),
  update: defineRoute({
    method: 'POST',
    path: '/api/customer/update',
    summary: 'Update personal information, subscribe to the newsletter, or set marketing choices',
    tag,
    body: CustomerUpdateBody,
    response: CustomerUpdateResponse,
  }),
  updatePassword: defineRoute({
    method: 'POST',
    path: '/api/customer/update-password',
    summary: 'Change the password (current password required)',
    tag,
    body: PasswordChangeBody,
    response: MessageResponse,
  }),
  updateEmail: defineRoute({
    method: 'POST',
    path: '/api/customer/update-email',
    summary: 'Change the e-mail address (password required; a taken address answers 409)',
    tag,
    body: EmailChangeBody,
    response: CustomerChangeResponse,
  }),
  saveMainAddress: defineRoute({
    method: 'POST',
    path: '/api/customer/address/main/save',
    summary: 'Save the main address (P) and contact details',
    tag,
    body: AddressSaveBody,
    response: CustomerChangeResponse,
  }),
  saveSecondaryAddress: defineRoute({
    method: 'POST',
    path: '/api/customer/address/secondary/save',
    summary: 'Save the alternative address (S); refused (403) for overseas customers',
    tag,
    body: AddressSaveBody,
    response: CustomerChangeResponse,
  }),
  deleteSecondaryAddress: defineRoute({
    method: 'POST',
    path: '/api/customer/address/secondary/delete',
    summary:
      'Remove the alternative address (S); idempotent: answers the customer, with or without one',
    tag,
    body: AddressRemovalBody,
    response: CustomerChangeResponse,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/customer/create',
    summary: 'Create an account and log in (a taken e-mail answers 409)',
    tag,
    body: SignupBody,
    response: CustomerChangeResponse,
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/customer/forgotpassword',
    summary: 'Send a password reset link (no account for the e-mail answers 404)',
    tag,
    body: EmailBody,
    response: MessageResponse,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/customer/resetpassword',
    summary: 'Set a new password from a reset link (an expired link answers 410)',
    tag,
    body: PasswordResetBody,
    response: MessageResponse,
  }),
  forgotCustomerNumber: defineRoute({
    method: 'POST',
    path: '/api/customer/forgotcustomernumber',
    summary: 'Send the customer number to the account e-mail (no account answers 404)',
    tag,
    body: EmailBody,
    response: MessageResponse,
  }),
  unsubscribeNewsletter: defineRoute({
    method: 'POST',
    path: '/api/customer/newsletter/unsubscribe',
    summary: 'Unsubscribe an e-mail address from the newsletter',
    tag,
    body: EmailBody,
    response: MessageResponse,
  }),
  requestCatalog: defineRoute({
    method: 'POST',
    path: '/api/customer/catalog/request',
    summary: 'Request the paper catalogue (an account e-mail from a visitor answers 409)',
    tag,
    body: CatalogRequestBody,
    response: MessageResponse,
  }),
  updateSession: defineRoute({
    method: 'POST',
    path: '/api/customer/updateSession',
    summary: 'Attach the retargeting identifier to the session; answers the OCTIPASS identifier',
    tag,
    body: RetargBody,
    response: SessionUpdateResponse,
  }),
  retargetingProfile: defineRoute({
    method: 'POST',
    path: '/api/customer/user/retarg',
    summary: 'The retargeting profile (orders, e-mail opt-in, last order, category) for analytics',
    tag,
    body: RetargBody,
    response: RetargetingProfile,
  }),
  orders: defineRoute({
    method: 'GET',
    path: '/api/customer/orders/get',
    summary: 'Order history of the last 12 months, newest first',
    tag,
    response: OrderList,
  }),
  orderDetails: defineRoute({
    method: 'GET',
    path: '/api/customer/order/details/get/:id',
    summary: "One of the customer's orders (another customer's or unknown answers 404)",
    tag,
    params: OrderParams,
    response: OrderDetails,
  }),
  eventOrders: defineRoute({
    method: 'GET',
    path: '/api/customer/evt/orders/get',
    summary: 'Event (private-sale) order history, same shape as the order history',
    tag,
    response: OrderList,
  }),
  eventOrderDetails: defineRoute({
    method: 'GET',
    path: '/api/customer/evt/order/details/get/:id',
    summary: 'One event order, same shape as an order',
    tag,
    params: OrderParams,
    response: OrderDetails,
  }),
  /**
   * Binary: the server answers application/pdf. The client has no method for it yet (its send
   * reads JSON or HTML); the account page links to `invoiceUrl`.
   */
  invoice: defineRoute({
    method: 'GET',
    path: '/api/customer/order/invoice/:id',
    summary: 'Invoice of an order, as a PDF download (application/pdf)',
    tag,
    params: OrderParams,
    response: Type.String({ description: 'application/pdf' }),
  }),
  personalAccount: defineRoute({
    method: 'GET',
    path: '/api/customer/personal-account/get',
    summary:
      'UK personal account: balance, limit, available credit and latest statement lines (none: 404; fr store: 404)',
    tag,
    response: PersonalAccount,
  }),
  personalAccountPay: defineRoute({
    method: 'POST',
    path: '/api/customer/personal-account/pay',
    summary:
      'Pay an amount into the UK personal account by card: answers the sandbox provider’s hosted page',
    tag,
    body: PersonalAccountPaymentBody,
    response: PersonalAccountPaymentStart,
  }),
};
