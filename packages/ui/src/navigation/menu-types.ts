/**
 * The UI's own menu types, mirroring the menu response of the spec (§3 'Menu'): a `hierarchy` of
 * items, each with its children and display flags, plus the service banner shown at the bottom of
 * every mega-menu layer and the mobile footer banner. The app maps the API response onto these.
 */

import type { BannerPicture } from '../core/banner-image.js';

/** Display flags of a menu item (the API's `metadata`). */
export interface MenuItemMetadata {
  /** Which column (1 to 5) of its parent's mega-menu layer the item sits in; 1 when absent. */
  menuColumn?: number | undefined;
  /** Not a link: shown as text (or, when it has a layer, as a button that opens it). */
  menuNoClick?: boolean | undefined;
  /** Desktop: no mega-menu layer opens for this item, even if it has children. */
  menuNoLayer?: boolean | undefined;
  /** Mobile: the item is a plain link in the drawer, no level is pushed for its children. */
  menuMobNoLayer?: boolean | undefined;
  /**
   * A class from the back office. Known ones ('is-sale', 'is-new', 'is-highlight') get the kit's
   * look; the raw class is always kept on the element too.
   */
  cssClass?: string | undefined;
}

/** A picture with its link, as the menu response sends banners. */
export type MenuBanner = BannerPicture;

/** A banner placed in a column of a mega-menu layer (columns beyond 2 only, spec §2.2). */
export interface MenuLayerBanner extends MenuBanner {
  /** 3, 4 or 5. */
  column: number;
}

/** One entry of the menu hierarchy. */
export interface MenuItem {
  /** Category id (C-12345) or any id unique in the menu. */
  id: string;
  /** Label as written in the back office. */
  label: string;
  /** Route of the category page. */
  url: string;
  children?: readonly MenuItem[] | undefined;
  metadata?: MenuItemMetadata | undefined;
  /** Top-level items only: banners of the item's mega-menu layer. */
  banners?: readonly MenuLayerBanner[] | undefined;
}

/** The menu response, as the UI needs it. */
export interface Menu {
  hierarchy: readonly MenuItem[];
  /** Shown at the bottom of every mega-menu layer. */
  serviceBanner?: MenuBanner | undefined;
  /** Shown at the bottom of the mobile drawer. */
  mobFooterBanner?: MenuBanner | undefined;
}
