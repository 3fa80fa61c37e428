/** The API's last page number (its `Page` parameter): any higher asks for nothing. */
const MAX_PAGE = 10_000;

/** The site plan page in the address (`?page=2`): a whole number from 1, else the first page. */
export function sitemapPage(value: string | null): number {
  if (value === null || !/^\d{1,5}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The address of a site plan page: the first page has no parameter (one address per page). */
export function sitemapPageHref(pathname: string, page: number): string {
  return page <= 1 ? pathname : `${pathname}?page=${String(page)}`;
}
