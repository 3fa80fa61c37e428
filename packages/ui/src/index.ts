// @vitrine/ui — the presentational kit. Import '@vitrine/ui/styles.css' once in the app.
// The public surface: components with their props, and the constants and pure rules an app
// needs to drive them (timings, thresholds, formatting). Group internals stay in their folders.
import './styles/tokens.css';
import './styles/base.css';

// Foundations
export { AnchorLink } from './core/link.js';
export type { LinkComponent, LinkProps } from './core/link.js';
export { useMediaQuery } from './core/use-media-query.js';
export { UiProvider, useUi } from './core/ui-context.js';
export type { Currency, StoreLocale, UiProviderProps, UiSettings } from './core/ui-context.js';
export { discountPercent, formatDiscount, formatPercent } from './format/money.js';
export { useMoney } from './format/use-money.js';
export { formatLongDate, formatNumber } from './format/locale-format.js';
export { createUiI18n } from './i18n/create-ui-i18n.js';
export type { UiI18nOptions, UiLanguage } from './i18n/create-ui-i18n.js';
export type { SameKeys, TranslationSet } from './i18n/translations.js';
export { uiTextsEn } from './i18n/ui-texts-en.js';
export { uiTextsFr } from './i18n/ui-texts-fr.js';
export { uiTranslations } from './i18n/ui-translations.js';
export { BREAKPOINTS } from './styles/breakpoints.js';
export type { Breakpoint } from './styles/breakpoints.js';

// Product card and carousels
export {
  ColourSwatches,
  NotFoundLayout,
  ProductCard,
  ProductCardSkeleton,
  STICKER_SEPARATOR,
  parseSticker,
} from './product/index.js';
export type {
  ColourSwatch,
  ColourSwatchesProps,
  NotFoundBanner,
  NotFoundCarousel,
  NotFoundLayoutProps,
  ProductCardImages,
  ProductCardProps,
  ProductCardSkeletonProps,
  ProductCardStickers,
  Sticker,
} from './product/index.js';
export { Carousel, ProductCarousel } from './carousel/index.js';
export type { CarouselProps, ProductCarouselProps } from './carousel/index.js';

// Navigation and header
export {
  MEGA_MENU_CLICK_GUARD,
  MEGA_MENU_HOVER_DELAY,
  MOBILE_MENU_CAROUSEL_INTERVAL,
  MegaMenu,
  MenuBannerImage,
  MobileMenu,
} from './navigation/index.js';
export type {
  MegaMenuProps,
  Menu,
  MenuBanner,
  MenuBannerImageProps,
  MenuItem,
  MenuItemMetadata,
  MenuLayerBanner,
  MobileMenuProps,
} from './navigation/index.js';
export {
  AccountDropdown,
  HeaderLinks,
  Logo,
  SCROLL_TO_TOP_RATIO,
  STICKY_HEADER_DESKTOP_THRESHOLD,
  STICKY_HEADER_SMALL_SCREEN_THRESHOLD,
  ScrollToTopButton,
  SiteHeader,
  TopBanner,
  isHeaderSticky,
  isScrollToTopVisible,
  sanitizeBannerHtml,
  scrollableHeight,
} from './header/index.js';
export type {
  AccountDropdownProps,
  Civility,
  HeaderCustomer,
  HeaderLinkClick,
  HeaderLinkName,
  HeaderLinksProps,
  LogoProps,
  ScrollToTopButtonProps,
  SiteHeaderProps,
  TopBannerProps,
} from './header/index.js';

// Search and footer
export {
  AUTOCOMPLETE_DEBOUNCE,
  AUTOCOMPLETE_FETCH_MIN_LENGTH,
  AUTOCOMPLETE_MIN_CHARS,
  AutocompleteDropdown,
  SEARCH_PLACEHOLDER_INTERVAL,
  SEARCH_QUERY_PARAM,
  SearchBanners,
  SearchCombobox,
  shouldFetchAutocomplete,
  shouldShowAutocomplete,
} from './search/index.js';
export type {
  AutocompleteDropdownProps,
  AutocompleteFollow,
  AutocompletePage,
  AutocompleteProduct,
  AutocompleteStatus,
  AutocompleteSuggestions,
  SearchBanner,
  SearchBannersProps,
  SearchComboboxProps,
} from './search/index.js';
export { ConsentBanner, ConsentPreferences, consentTranslations } from './consent/index.js';
export type {
  ConsentBannerProps,
  ConsentPreferencesProps,
  ConsentPurposes,
} from './consent/index.js';
export { Footer, NewsletterBox, newsletterEmailError } from './footer/index.js';
export type {
  FooterColumn,
  FooterLink,
  FooterLinkClick,
  FooterProps,
  FooterReassuranceLinks,
  FooterSocialLink,
  NewsletterBoxProps,
  NewsletterStatus,
  SocialNetwork,
} from './footer/index.js';

// Forms (Formik)
export {
  CheckboxField,
  DateOfBirthField,
  EmailField,
  flattenErrors,
  FormErrorSummary,
  PasswordField,
  PhoneField,
  PostcodeField,
  RadioGroupField,
  RequiredFieldsNote,
  SelectField,
  SubmitButton,
  TermsAcceptanceField,
  TextAreaField,
  TextField,
  WidgetField,
} from './forms/index.js';
export type {
  CheckboxFieldProps,
  DateOfBirthFieldProps,
  EmailFieldProps,
  FormErrorSummaryProps,
  PasswordFieldProps,
  PhoneFieldProps,
  PostcodeFieldProps,
  RadioGroupFieldProps,
  RadioOption,
  RequiredFieldsNoteProps,
  SelectFieldProps,
  SelectOption,
  SubmitButtonProps,
  TermsAcceptanceFieldProps,
  TextAreaFieldProps,
  TextFieldProps,
  WidgetFieldProps,
} from './forms/index.js';

// Commerce
export {
  BasketLine,
  GiftChooser,
  INSTALMENTS_COUNT,
  INSTALMENTS_MIN_AMOUNT,
  InstalmentsMessage,
  LookCard,
  OrderSummary,
  PaymentMethodPicker,
  Price,
  PrivilegeCodeBox,
  QuantityStepper,
  ShippingMethodPicker,
  SizeSelector,
  StockBadge,
  groupShippingMethods,
  isRelayMethod,
  splitInstalments,
  warehouseLabelOf,
} from './commerce/index.js';
export type {
  BasketLineProps,
  GiftChooserProps,
  GiftOption,
  InstalmentsMessageProps,
  LookAddScope,
  LookCardPiece,
  LookCardProps,
  LookChoice,
  LookPieceSize,
  OrderSummaryProps,
  PaymentMethodCode,
  PaymentMethodOption,
  PaymentMethodPickerProps,
  PaymentUnavailableReason,
  PriceProps,
  PrivilegeCodeBoxProps,
  PrivilegeCodeNotice,
  QuantityStepperProps,
  RelayPointOption,
  RelaySearchStatus,
  ShippingMethodCode,
  ShippingMethodOption,
  ShippingMethodPickerProps,
  SizeOption,
  SizeSelectorProps,
  StockBadgeProps,
} from './commerce/index.js';

// Page structure
export {
  AccountSideMenu,
  Breadcrumbs,
  ConfirmDialog,
  EmptyState,
  FacetFilters,
  FlashMessage,
  LoadingOverlay,
  Modal,
  Pagination,
  ProductGridSkeleton,
  Skeleton,
  Tabs,
  ToastRegion,
} from './structure/index.js';
export type {
  AccountMenuHrefs,
  AccountMenuItemId,
  AccountSideMenuProps,
  BreadcrumbItem,
  BreadcrumbsProps,
  ConfirmDialogProps,
  EmptyStateAction,
  EmptyStateKind,
  EmptyStateProps,
  Facet,
  FacetFiltersProps,
  FacetKind,
  FacetOption,
  FacetSelection,
  FlashMessageProps,
  FlashSeverity,
  LoadingOverlayProps,
  ModalProps,
  ModalSize,
  PaginationProps,
  ProductGridSkeletonProps,
  SkeletonProps,
  TabItem,
  TabsProps,
  Toast,
  ToastRegionProps,
} from './structure/index.js';
