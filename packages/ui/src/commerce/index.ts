// The commerce group: basket, checkout and product-page purchase controls, and their pure helpers.
export { BasketLine } from './basket-line.js';
export type { BasketLineProps } from './basket-line.js';
export { GiftChooser } from './gift-chooser.js';
export type { GiftChooserProps, GiftOption } from './gift-chooser.js';
export { InstalmentsMessage } from './instalments-message.js';
export type { InstalmentsMessageProps } from './instalments-message.js';
export { INSTALMENTS_COUNT, INSTALMENTS_MIN_AMOUNT, splitInstalments } from './instalments.js';
export { LookCard } from './look-card.js';
export type { LookAddScope, LookCardProps, LookChoice } from './look-card.js';
export type { LookCardPiece, LookPieceSize } from './look-selection.js';
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
export { groupShippingMethods, isRelayMethod, warehouseLabelOf } from './shipping-groups.js';
export type { ShippingMethodCode } from './shipping-groups.js';
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
