import type { MenuItem, MenuLayerBanner } from './menu-types.js';

/** A mega-menu layer has at most 5 columns (spec §2.2). */
const MEGA_MENU_MAX_COLUMNS = 5;
/** Banners may only sit in columns beyond 2. */
const MEGA_MENU_FIRST_BANNER_COLUMN = 3;

/** One column of a mega-menu layer: its groups (items with their children) then its banners. */
export interface MenuColumn {
  column: number;
  groups: MenuItem[];
  banners: MenuLayerBanner[];
}

function hasChildren(item: MenuItem): boolean {
  return (item.children?.length ?? 0) > 0;
}

/** Desktop: whether the item opens a mega-menu layer (it has children and no `menuNoLayer`). */
export function hasDesktopLayer(item: MenuItem): boolean {
  return hasChildren(item) && item.metadata?.menuNoLayer !== true;
}

/** Mobile: whether tapping the item pushes a level (it has children and no `menuMobNoLayer`). */
export function hasMobileLevel(item: MenuItem): boolean {
  return hasChildren(item) && item.metadata?.menuMobNoLayer !== true;
}

/** Whether the item is drawn as a link (no `menuNoClick`). */
export function isMenuLink(item: MenuItem): boolean {
  return item.metadata?.menuNoClick !== true;
}

/**
 * Mobile: whether the item has a row in the drawer. One that neither opens a level nor links
 * anywhere (a column heading whose column is a banner, say) would be an empty entry.
 */
export function hasMobileEntry(item: MenuItem): boolean {
  return hasMobileLevel(item) || isMenuLink(item);
}

function clampColumn(column: number | undefined, min: number): number {
  const value = column === undefined || !Number.isFinite(column) ? min : Math.trunc(column);
  return Math.min(MEGA_MENU_MAX_COLUMNS, Math.max(min, value));
}

/**
 * The columns of a top-level item's layer, in order: its children grouped by
 * `metadata.menuColumn` (1 when absent, at most 5) and its banners (pushed to column 3 at least).
 * Columns with nothing in them are left out.
 */
export function layerColumns(item: MenuItem): MenuColumn[] {
  const columns = new Map<number, MenuColumn>();
  const columnAt = (column: number): MenuColumn => {
    let entry = columns.get(column);
    if (!entry) {
      entry = { column, groups: [], banners: [] };
      columns.set(column, entry);
    }
    return entry;
  };
  for (const child of item.children ?? [])
    columnAt(clampColumn(child.metadata?.menuColumn, 1)).groups.push(child);
  for (const banner of item.banners ?? [])
    columnAt(clampColumn(banner.column, MEGA_MENU_FIRST_BANNER_COLUMN)).banners.push(banner);
  return [...columns.values()].sort((a, b) => a.column - b.column);
}

/** Back-office classes the kit knows, and the CSS-module class (camelCase) that styles each. */
const KNOWN_MENU_CLASSES: Readonly<Record<string, string>> = {
  'is-sale': 'isSale',
  'is-new': 'isNew',
  'is-highlight': 'isHighlight',
};

/**
 * The classes to put on an item: each raw class of `cssClass` (kept so store stylesheets still
 * apply) followed by the module class of the known ones.
 */
export function menuItemClasses(
  cssClass: string | undefined,
  moduleClasses: Readonly<Record<string, string | undefined>>,
): string[] {
  const raw = (cssClass ?? '').split(/\s+/).filter((name) => name !== '');
  const mapped = raw.flatMap((name) => {
    const key = Object.hasOwn(KNOWN_MENU_CLASSES, name) ? KNOWN_MENU_CLASSES[name] : undefined;
    const moduleClass = key === undefined ? undefined : moduleClasses[key];
    return moduleClass === undefined ? [] : [moduleClass];
  });
  return [...raw, ...mapped];
}
