/**
 * A link from server content as a path inside the store: '/fr/C-11000-hauts' → '/C-11000-hauts'.
 * Other addresses (another store, another site) are left as they are.
 */
export function storePathOf(href: string, segment: string): string {
  const prefix = `/${segment}`;
  if (href === prefix) return '/';
  return href.startsWith(`${prefix}/`) ? href.slice(prefix.length) : href;
}
