/**
 * A store-relative path as the address bar shows it, with the store's segment ('/aide' →
 * '/fr/aide', '/' → '/fr/'); other addresses are left as they are. What analytics reports.
 */
export function addressInStore(href: string, segment: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  return `/${segment}${href}`;
}

/**
 * A link from server content as a path inside the store: '/fr/C-11000-hauts' → '/C-11000-hauts'.
 * Other addresses (another store, another site) are left as they are.
 */
export function storePathOf(href: string, segment: string): string {
  const prefix = `/${segment}`;
  if (href === prefix) return '/';
  return href.startsWith(`${prefix}/`) ? href.slice(prefix.length) : href;
}
