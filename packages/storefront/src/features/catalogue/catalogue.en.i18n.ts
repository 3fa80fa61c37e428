import type { SameKeys } from '../../i18n/define.js';
import type { catalogueFr } from './catalogue.i18n.js';

/** The English texts of `catalogueFr`: the same keys, in the fallback language. */
export const catalogueEn: SameKeys<typeof catalogueFr> = {
  CATALOGUE_COUNT_one: '{{n}} item',
  CATALOGUE_COUNT_other: '{{n}} items',
  CATALOGUE_RESULTS: 'Product list',
  CATALOGUE_RESULTS_PAGE: 'Items, page {{page}}',
  CATALOGUE_SORT_LABEL: 'Sort by',
  CATALOGUE_SORT_RELEVANCE: 'Relevance',
  CATALOGUE_SORT_PRICE_ASC: 'Price: low to high',
  CATALOGUE_SORT_PRICE_DESC: 'Price: high to low',
  CATALOGUE_SORT_NEWEST: 'Newest',
  CATALOGUE_SORT_DISCOUNT: 'Biggest discount',
  CATALOGUE_FACET_SIZE: 'Size',
  CATALOGUE_FACET_COLOUR: 'Colour',
  CATALOGUE_FACET_PRICE: 'Price',
  CATALOGUE_FACET_BRAND: 'Brand',
  CATALOGUE_FACET_AVAILABILITY: 'Availability',
  CATALOGUE_FACET_IN_STOCK: 'In stock only',
  CATALOGUE_LOAD_MORE: 'Show more items',
  CATALOGUE_SEEN: 'You’ve viewed {{seen}} of {{total}} items',
  CATALOGUE_RETRY: 'Try again',
  CATALOGUE_NO_MATCH_TITLE: 'No items match your filters',
  CATALOGUE_NO_MATCH_TEXT: 'Remove a filter, or clear them all, to see more items.',
  CATALOGUE_CLEAR_FILTERS: 'Clear filters',
  CATALOGUE_EMPTY_TITLE: 'No items here yet',
  CATALOGUE_EMPTY_TEXT: 'This selection is filling up soon: do come back.',
  CATALOGUE_PAGE_GONE_TITLE: 'This page of the list does not exist',
  CATALOGUE_PAGE_GONE_TEXT: 'The list has fewer pages: start again from the first one.',
  CATALOGUE_FIRST_PAGE: 'Back to the first page',
  CATALOGUE_LINKING: 'Related categories',
  CATALOGUE_CATEGORY_DESCRIPTION:
    '{{title}} at Vitrine: filter by size, colour, brand and price, with delivery to your door or to a relay point.',
  CATALOGUE_SEARCH_TITLE: 'Results for “{{term}}”',
  CATALOGUE_SEARCH_CORRECTED:
    'No results for “{{term}}”, so here are the results for “{{corrected}}”.',
  CATALOGUE_SEARCH_BREADCRUMB: 'Search: “{{term}}”',
  CATALOGUE_SEARCH_META_TITLE: 'Search results for “{{term}}”',
  CATALOGUE_SEARCH_META_DESCRIPTION:
    'Vitrine items matching your search for “{{term}}”: fashion, lingerie, shoes and home.',
};
