// The commerce group: basket, checkout and product-page purchase controls, and their pure helpers.
export { BasketLine } from './basket-line.js';
export type { BasketLineProps } from './basket-line.js';
export { GiftChooser } from './gift-chooser.js';
export type { GiftChooserProps, GiftOption } from './gift-chooser.js';
export { InstalmentsMessage } from './instalments-message.js';
export type { InstalmentsMessageProps } from './instalments-message.js';
export {
  INSTALMENTS_COUNT,
  INSTALMENTS_MIN_AMOUNT,
  isInstalmentsEligible,
  splitInstalments,
} from './instalments.js';
export { OrderSummary } from './order-summary.js';
export type { OrderSummaryProps } from './order-summary.js';
export { PaymentMethodPicker } from './payment-method-picker.js';
export type {
  PaymentMethodCode,
  PaymentMethodOption,
  PaymentMethodPickerProps,
  PaymentUnavailableReason,
} from './payment-method-picker.js';
export { Price } from './price.js';
export type { PriceProps } from './price.js';
export { PrivilegeCodeBox } from './privilege-code-box.js';
export type { PrivilegeCodeBoxProps, PrivilegeCodeNotice } from './privilege-code-box.js';
export { QuantityStepper } from './quantity-stepper.js';
export type { QuantityStepperProps } from './quantity-stepper.js';
export {
  QUANTITY_MAX,
  QUANTITY_MIN,
  clampQuantity,
  parseQuantity,
  quantityBounds,
  stepQuantity,
} from './quantity.js';
export type { QuantityBounds } from './quantity.js';
export { formatDistance, formatTime, openingWeek, weekdayName } from './relay-points.js';
export type { OpeningDay, OpeningSlot, WeekDay } from './relay-points.js';
export {
  SHIPPING_GROUPS,
  WAREHOUSE_LABEL_KEYS,
  WAREHOUSE_METHODS,
  groupShippingMethods,
  isRelayMethod,
  isWarehouseMethod,
  shippingGroupOf,
  warehouseLabelOf,
} from './shipping-groups.js';
export type {
  ShippingGroup,
  ShippingMethodCode,
  ShippingMethodGroup,
  WarehouseLabel,
} from './shipping-groups.js';
export { ShippingMethodPicker } from './shipping-method-picker.js';
export type {
  RelayPointOption,
  RelaySearchStatus,
  ShippingMethodOption,
  ShippingMethodPickerProps,
} from './shipping-method-picker.js';
export { SizeSelector } from './size-selector.js';
export type { SizeOption, SizeSelectorProps } from './size-selector.js';
export { StockBadge } from './stock-badge.js';
export type { StockBadgeProps } from './stock-badge.js';
export { LOW_STOCK_THRESHOLD, parseIsoDate, stockLevel } from './stock-level.js';
export type { StockInput, StockLevel } from './stock-level.js';
