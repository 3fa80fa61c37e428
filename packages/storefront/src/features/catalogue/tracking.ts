import type { ListingSource } from './api/catalogue-api.js';

/** The list a product was seen or clicked in: 'category:<title>' or 'search'. */
export function trackingListName(source: ListingSource, title: string): string {
  return source.kind === 'category' ? `category:${title}` : 'search';
}
