// @vitrine/ui — the presentational kit. Import '@vitrine/ui/styles.css' once in the app.
import './styles/tokens.css';
import './styles/base.css';

export { AnchorLink } from './core/link.js';
export type { LinkComponent, LinkProps } from './core/link.js';
export { UiProvider, useUi } from './core/ui-context.js';
export type { Currency, StoreLocale, UiProviderProps, UiSettings } from './core/ui-context.js';
export { discountPercent, formatDiscount, formatMoney, formatPercent } from './format/money.js';
export { useMoney } from './format/use-money.js';
export { createUiI18n } from './i18n/create-ui-i18n.js';
export type { UiI18nOptions, UiLanguage } from './i18n/create-ui-i18n.js';
export type { TranslationSet } from './i18n/translations.js';
export { uiTranslations } from './i18n/ui-translations.js';
export { BREAKPOINTS } from './styles/breakpoints.js';
export type { Breakpoint } from './styles/breakpoints.js';

export { Price } from './commerce/price.js';
export type { PriceProps } from './commerce/price.js';
