import type { SameKeys } from '../i18n/translations.js';
import type { searchFr } from './search.i18n.js';

/** The English texts of `searchFr`: the same keys, in the fallback language. */
export const searchEn: SameKeys<typeof searchFr> = {
  LABEL_SEARCH: 'Search',
  LABEL_FIND_A_PRODUCT: 'Find a product',
  LABEL_FIND_A_COLOR: 'Find a colour',
  LABEL_FIND_A_REFERENCE: 'Find a reference',
  LABEL_SEE_ALL_RESULTS: 'See all results',
  LABEL_SEARCH_CLEAR: 'Clear search',
  LABEL_SEARCH_IN_PROGRESS: 'Searching…',
  LABEL_SEARCH_NO_RESULT: 'No results for “{{query}}”',
  LABEL_SEARCH_NO_RESULT_HINT: 'Check the spelling or try a more general word.',
  LABEL_SEARCH_ERROR: 'Search is unavailable at the moment. Please try again shortly.',
  LABEL_SEARCH_SUGGESTIONS: 'Search suggestions',
  LABEL_SEARCH_SUGGESTION_COUNT_one: '{{count}} suggestion',
  LABEL_SEARCH_SUGGESTION_COUNT_other: '{{count}} suggestions',
  LABEL_SEARCH_CATEGORIES: 'Categories',
  LABEL_SEARCH_PRODUCTS: 'Products',
  LABEL_SEARCH_LOT_PRICE: 'Pack of {{quantity}} — {{price}} each',
  LABEL_SEARCH_INSPIRATION: 'Trending now',
};
