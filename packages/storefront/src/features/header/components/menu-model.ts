import type { Banner, Menu as ApiMenu, MenuItem as ApiMenuItem } from '@vitrine/api-client';
import type { Menu, MenuBanner, MenuItem, MenuLayerBanner } from '@vitrine/ui';

function toMenuBanner(banner: Banner): MenuBanner {
  return {
    image: banner.image.src,
    alt: banner.image.alt || banner.title,
    href: banner.url,
    width: banner.image.width,
    height: banner.image.height,
  };
}

function toMenuItem(item: ApiMenuItem): MenuItem {
  return {
    id: item.id,
    label: item.label,
    url: item.url,
    metadata: item.metadata,
    children: item.children.map(toMenuItem),
  };
}

/** The banners a top-level item's layer shows: those its column items carry (columns 3 to 5). */
function layerBanners(item: ApiMenuItem): MenuLayerBanner[] {
  return item.children.flatMap((child) =>
    child.banner ? [{ ...toMenuBanner(child.banner), column: child.metadata.menuColumn ?? 3 }] : [],
  );
}

/** The API's menu (spec 3) as the kit's: layer banners move onto their top-level item. */
export function toUiMenu(menu: ApiMenu): Menu {
  return {
    hierarchy: menu.hierarchy.map((item) => ({ ...toMenuItem(item), banners: layerBanners(item) })),
    serviceBanner: menu.serviceBanner ? toMenuBanner(menu.serviceBanner) : undefined,
    mobFooterBanner: menu.mobFooterBanner ? toMenuBanner(menu.mobFooterBanner) : undefined,
  };
}

/** The mobile drawer's carousel: every banner of the menu's dynamic zones. */
export function drawerBanners(menu: ApiMenu): MenuBanner[] {
  return menu.dynamicZones.flatMap((zone) => zone.banners.map(toMenuBanner));
}
