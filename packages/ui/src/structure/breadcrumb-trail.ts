/** One page of the path, as the caller gives it: its label (content) and address. */
export interface BreadcrumbItem {
  label: string;
  href: string;
}

/** One crumb of the trail as drawn. */
interface Crumb {
  label: string;
  href: string;
  /** The page the shopper is on: drawn as text, not a link, with aria-current="page". */
  current: boolean;
  /** Hidden behind the '…' button on phones until the shopper asks for the whole path. */
  collapsible: boolean;
}

export interface BreadcrumbTrailOptions {
  /** Crumbs always shown at the start of the trail, Home included (1 by default). */
  keepStart?: number | undefined;
  /** Crumbs always shown at the end of the trail, current page included (2 by default). */
  keepEnd?: number | undefined;
}

export interface BreadcrumbTrail {
  crumbs: Crumb[];
  /** Index in `crumbs` where the '…' button goes, or null when nothing collapses. */
  collapseAt: number | null;
}

/**
 * The trail of a page (spec §2.1): Home first, then the given items; the last crumb is the current
 * page and is not a link. On phones the middle collapses behind a '…' button: it only does when at
 * least two crumbs would be hidden (hiding a single crumb behind a button saves nothing).
 */
export function breadcrumbTrail(
  home: BreadcrumbItem,
  items: readonly BreadcrumbItem[],
  { keepStart = 1, keepEnd = 2 }: BreadcrumbTrailOptions = {},
): BreadcrumbTrail {
  const all = [home, ...items];
  const start = Math.max(1, keepStart);
  const end = Math.max(1, keepEnd);
  const hidden = all.length - start - end;
  const collapses = hidden >= 2;
  const crumbs = all.map((item, index) => ({
    label: item.label,
    href: item.href,
    current: index === all.length - 1,
    collapsible: collapses && index >= start && index < all.length - end,
  }));
  return { crumbs, collapseAt: collapses ? start : null };
}
