import { isRecord } from './is-record.js';

/**
 * 'Load more' appends the next page under the ones shown. The address then names the last page
 * (`?page=3`, what a reload or a shared link shows) and the history entry remembers the first one
 * shown, so that coming back to the listing shows the same pages again.
 */
const FIRST_SHOWN = 'catalogueFirstShownPage';

/** The first page shown with `page`: the one the history entry remembers, else `page` alone. */
export function firstShownPage(state: unknown, page: number): number {
  const from = isRecord(state) ? state[FIRST_SHOWN] : undefined;
  return typeof from === 'number' && Number.isInteger(from) && from >= 1 && from <= page
    ? from
    : page;
}

/** The pages shown, in order: `from` to `page`. */
export function shownPages(from: number, page: number): number[] {
  return Array.from({ length: Math.max(1, page - from + 1) }, (_, index) => from + index);
}

/** The history state after 'load more': the entry's own state kept, the first page shown added. */
export function loadMoreState(state: unknown, from: number): Record<string, unknown> {
  return { ...(isRecord(state) ? state : {}), [FIRST_SHOWN]: from };
}
