export { catalogueRoutes, STICKER_SEPARATOR, SORTS } from './catalogue.js';
export type {
  Availability,
  CardAttributes,
  CardTrackingAttributes,
  ColourSwatch,
  Facets,
  Listing,
  ListingQuery,
  ListingSort,
  Menu,
  MenuItem,
  NoResultFeed,
  ProductCard,
  ProductDynamic,
  ProductStatic,
  SearchListing,
  SearchResponse,
  SiteContentFeed,
  Sitemap,
  SuggestResponse,
} from './catalogue.js';
export { lookRoutes } from './looks.js';
export type { Look, LookList, LookPiece, LookSize } from './looks.js';
export { CART_QUANTITY_MAX, checkoutRoutes, RELAY_METHODS, WAREHOUSE_LABELS } from './checkout.js';
export type {
  Cart,
  CartAddBody,
  CartExtra,
  CartItem,
  CartMerchandising,
  CartProduct,
  CartQuery,
  CartRemoveBody,
  CartUpdateBody,
  CheckoutOrder,
  ColissimoToken,
  DefaultPrivilegeCode,
  Delivery,
  DeliveryBody,
  DeliveryMethodOption,
  DeliverySelection,
  GiftChoiceBody,
  InstalmentCount,
  InstalmentPlan,
  OrderConfirmation,
  OrderValidateBody,
  PaymentOption,
  PrivilegeCodeBody,
  PrivilegeCodeRefusal,
  PrivilegeCodeValidation,
  RelayPoint,
  RelayPoints,
  RelayPointsQuery,
} from './checkout.js';
export { Banner, ErrorBody, ErrorParams, Image, Link, StoreSegment } from './common.js';
export { ERROR_CODES } from './error-codes.js';
export type { ErrorCode, FieldErrorCode } from './error-codes.js';
export { contactRoutes, type ContactBody } from './contact.js';
export { contentRoutes } from './content.js';
export { customerRoutes, ORDER_STATUSES } from './customer.js';
export type {
  AddressRemovalBody,
  AddressSaveBody,
  AnonymousCustomer,
  Carrier,
  CatalogRequestBody,
  Customer,
  CustomerChangeResponse,
  CustomerUpdateBody,
  CustomerUpdateResponse,
  EmailBody,
  EmailChangeBody,
  LoginBody,
  LoginResponse,
  NewsletterSubscription,
  OrderDetails,
  OrderItem,
  OrderList,
  OrderPackage,
  OrderStatus,
  OrderSummary,
  PasswordChangeBody,
  PasswordResetBody,
  PersonalInformationUpdate,
  RetargBody,
  RetargetingProfile,
  SessionUpdateResponse,
  SignedInCustomer,
  SignupBody,
  SubscriptionPreferences,
  SubscriptionsUpdate,
} from './customer.js';
export type {
  PersonalAccount,
  PersonalAccountPaymentBody,
  PersonalAccountPaymentStart,
  StatementLine,
} from './personal-account.js';
export { errorReportRoutes, type BrowserErrorReport } from './error-report.js';
export { ERROR_REPORT_MAX_BYTES, ERROR_REPORT_TEXT_LIMITS } from './error-report-limits.js';
export type {
  Address,
  AddressKey,
  BirthDate,
  MessageResponse,
  PaymentMethod,
  ShippingMethodCode,
} from './fields.js';
export { defineRoute } from './route.js';
export type {
  HttpMethod,
  ResponseFormat,
  RouteBody,
  RouteDefinition,
  RouteParams,
  RouteQuery,
  RouteResponse,
  RouteTag,
} from './route.js';
export { apiRoutes } from './routes.js';
