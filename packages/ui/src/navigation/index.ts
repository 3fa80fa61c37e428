export { MegaMenu } from './mega-menu.js';
export type { MegaMenuProps } from './mega-menu.js';
export { MobileMenu, MOBILE_MENU_CAROUSEL_INTERVAL } from './mobile-menu.js';
export type { MobileMenuProps } from './mobile-menu.js';
export { BannerImage as MenuBannerImage } from '../core/banner-image.js';
export type { BannerImageProps as MenuBannerImageProps } from '../core/banner-image.js';
export { MEGA_MENU_CLICK_GUARD, MEGA_MENU_HOVER_DELAY } from './hover-intent.js';
export type {
  Menu,
  MenuBanner,
  MenuItem,
  MenuItemMetadata,
  MenuLayerBanner,
} from './menu-types.js';
