import type { Banner, Menu, MenuItem } from '@vitrine/api-client';
import { CATEGORY_PATH } from '../../config/paths.js';

/** How many universes get a 'new in' carousel on the home page. */
export const NEW_IN_UNIVERSES = 2;
/** Products of a 'new in' carousel: two pages of the widest carousel (6 a page, spec 2.3). */
export const NEW_IN_PAGE_SIZE = 12;
/** The merchandising banners of the menu's dynamic zone: the first is the hero, the next two its side. */
export function homeBanners(menu: Menu | undefined): { hero?: Banner; side: Banner[] } {
  const [hero, ...rest] = menu?.dynamicZones[0]?.banners ?? [];
  return { ...(hero ? { hero } : {}), side: rest.slice(0, 2) };
}

/** A top-level menu entry that is a universe: a category page, not a filtered link like 'deals'. */
const isUniverse = (item: MenuItem) =>
  !item.metadata.menuNoClick && !item.url.includes('?') && CATEGORY_PATH.test(item.url);

/** The universes of the menu (its top-level categories), in menu order. */
export function universes(menu: Menu | undefined): Pick<MenuItem, 'id' | 'label' | 'url'>[] {
  return (menu?.hierarchy ?? [])
    .filter(isUniverse)
    .map(({ id, label, url }) => ({ id, label, url }));
}

/** A universe's listing sorted by newest: where a 'new in' carousel's 'see all' leads. */
export const newInHref = (universeUrl: string) => `${universeUrl}?sort=newest`;
