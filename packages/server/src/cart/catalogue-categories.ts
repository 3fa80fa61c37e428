import type { StoreSegment } from '@vitrine/api-client/contract';
import { ALL_CATEGORIES } from '../seed/vocabulary.js';

/**
 * The slug a leaf category of the generated catalogue has in a store, from its vocabulary key
 * ('home-rugs' → 'tapis' / 'rugs'): rules about kinds of products (warehouse goods, gift pools)
 * name categories by key, and find their products by slug, as category ids are positional.
 * Some slugs are shared ('robes' in women's and plus sizes): those keys are refused.
 */
export function categorySlug(key: string, segment: StoreSegment): string {
  const category = ALL_CATEGORIES.find((c) => c.key === key);
  if (!category) throw new Error(`No catalogue category '${key}'`);
  const slug = category.slug[segment];
  if (ALL_CATEGORIES.some((c) => c !== category && c.slug[segment] === slug))
    throw new Error(`Category '${key}' shares its /${segment} slug '${slug}'`);
  return slug;
}
