/** A page number or a gap ('…') in a pagination bar. */
export type PageRangeItem = number | 'ellipsis';

export interface PageRangeOptions {
  /** Pages shown on each side of the current one (2 by default). */
  siblings?: number | undefined;
  /** Pages always shown at each end (1 by default). */
  boundaries?: number | undefined;
}

function range(from: number, to: number): number[] {
  return to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The pages of a pagination bar: the first and last pages, the current one with its siblings and
 * '…' for the gaps, e.g. page 6 of 20 gives 1 … 4 5 6 7 8 … 20. The bar keeps the same length
 * wherever the current page is (near an end it shows more pages on the other side), and a gap of
 * a single page shows that page rather than '…'. Out-of-range current pages are clamped.
 */
export function pageRange(
  current: number,
  total: number,
  { siblings = 2, boundaries = 1 }: PageRangeOptions = {},
): PageRangeItem[] {
  const count = Math.max(0, Math.floor(total));
  if (count === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), count);
  const startPages = range(1, Math.min(boundaries, count));
  const endPages = range(Math.max(count - boundaries + 1, boundaries + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblings, count - boundaries - siblings * 2 - 1),
    boundaries + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblings, boundaries + siblings * 2 + 2),
    count - boundaries - 1,
  );
  const items: PageRangeItem[] = [...startPages];
  if (siblingsStart > boundaries + 2) items.push('ellipsis');
  else if (boundaries + 1 < count - boundaries) items.push(boundaries + 1);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < count - boundaries - 1) items.push('ellipsis');
  else if (count - boundaries > boundaries) items.push(count - boundaries);
  items.push(...endPages);
  return items;
}

/** An item of a bar that shows fewer pages on phones than on wider screens. */
export type ResponsivePageItem =
  | { kind: 'page'; page: number; compact: boolean; full: boolean }
  | { kind: 'ellipsis'; key: string; compact: boolean; full: boolean };

/**
 * Both bars in one list: `compact` items make the phone bar (one sibling each side), `full` items
 * the wider one (two siblings, `options.siblings`). Drawing every item and hiding with CSS those
 * not in the bar of the current width gives the right bar without measuring the screen. A bar's
 * '…' directly follows the page before it: the pages between it and that bar's next page belong
 * to the other bar only, so they are hidden whenever the '…' shows.
 */
export function responsivePageRange(
  current: number,
  total: number,
  { siblings = 2, boundaries = 1 }: PageRangeOptions = {},
): ResponsivePageItem[] {
  const compact = pageRange(current, total, { siblings: Math.min(1, siblings), boundaries });
  const full = pageRange(current, total, { siblings, boundaries });
  const pagesOf = (bar: PageRangeItem[]) =>
    new Set(bar.filter((item): item is number => item !== 'ellipsis'));
  const gapsAfter = (bar: PageRangeItem[]) =>
    new Set(bar.filter((item, index): item is number => bar[index + 1] === 'ellipsis'));
  const compactPages = pagesOf(compact);
  const fullPages = pagesOf(full);
  const compactGaps = gapsAfter(compact);
  const fullGaps = gapsAfter(full);
  const pages = [...new Set([...compactPages, ...fullPages])].sort((a, b) => a - b);
  return pages.flatMap((page): ResponsivePageItem[] => [
    { kind: 'page', page, compact: compactPages.has(page), full: fullPages.has(page) },
    ...(compactGaps.has(page) && fullGaps.has(page)
      ? [{ kind: 'ellipsis' as const, key: `gap-${String(page)}`, compact: true, full: true }]
      : [
          ...(compactGaps.has(page)
            ? [
                {
                  kind: 'ellipsis' as const,
                  key: `compact-${String(page)}`,
                  compact: true,
                  full: false,
                },
              ]
            : []),
          ...(fullGaps.has(page)
            ? [
                {
                  kind: 'ellipsis' as const,
                  key: `full-${String(page)}`,
                  compact: false,
                  full: true,
                },
              ]
            : []),
        ]),
  ]);
}
