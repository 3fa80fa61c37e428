import type { StoreSegment } from '@vitrine/api-client/contract';
import { categorySlug } from '../cart/catalogue-categories.js';

/**
 * Bulky home goods delivered from the warehouse by the retailer's van ('isLdf' lines, methods
 * STANDARD, COMFORT and INSTALLATION) instead of by parcel: rugs, and lamps and lighting.
 */
export const WAREHOUSE_CATEGORY_KEYS = ['home-rugs', 'home-lighting'] as const;

/** The slugs of the warehouse categories in a store. */
export const warehouseCategorySlugs = (segment: StoreSegment): string[] =>
  WAREHOUSE_CATEGORY_KEYS.map((key) => categorySlug(key, segment));
