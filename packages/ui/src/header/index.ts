export { AccountDropdown } from './account-dropdown.js';
export type { AccountDropdownProps } from './account-dropdown.js';
export type { Civility } from './customer-name.js';
export type { HeaderLinkClick, HeaderLinkName } from './header-link.js';
export { HeaderLinks } from './header-links.js';
export type { HeaderLinksProps } from './header-links.js';
export {
  SCROLL_TO_TOP_RATIO,
  STICKY_HEADER_DESKTOP_THRESHOLD,
  STICKY_HEADER_SMALL_SCREEN_THRESHOLD,
  isHeaderSticky,
  isScrollToTopVisible,
  scrollableHeight,
} from './header-scroll.js';
export { Logo } from './logo.js';
export type { LogoProps } from './logo.js';
export { sanitizeBannerHtml } from './sanitize-banner-html.js';
export { ScrollToTopButton } from './scroll-to-top-button.js';
export type { ScrollToTopButtonProps } from './scroll-to-top-button.js';
export { SiteHeader } from './site-header.js';
export type { HeaderCustomer, SiteHeaderProps } from './site-header.js';
export { TopBanner } from './top-banner.js';
export type { TopBannerProps } from './top-banner.js';
