import { defineTranslations } from '../i18n/translations.js';

/** Texts of the search bar and its autocomplete dropdown (spec §2.2, §4 Search). */
export const searchTranslations = defineTranslations({
  fr: {
    LABEL_SEARCH: 'Rechercher',
    LABEL_FIND_A_PRODUCT: 'Trouver un produit',
    LABEL_FIND_A_COLOR: 'Trouver une couleur',
    LABEL_FIND_A_REFERENCE: 'Trouver une référence',
    LABEL_SEE_ALL_RESULTS: 'Voir tous les résultats',
    LABEL_SEARCH_CLEAR: 'Effacer la recherche',
    LABEL_SEARCH_IN_PROGRESS: 'Recherche…',
    LABEL_SEARCH_NO_RESULT: 'Aucun résultat pour «\u00a0{{query}}\u00a0»',
    LABEL_SEARCH_NO_RESULT_HINT: 'Vérifiez l’orthographe ou essayez un terme plus général.',
    LABEL_SEARCH_ERROR:
      'La recherche est momentanément indisponible. Veuillez réessayer dans un instant.',
    LABEL_SEARCH_SUGGESTIONS: 'Suggestions de recherche',
    LABEL_SEARCH_SUGGESTION_COUNT_one: '{{count}} suggestion',
    LABEL_SEARCH_SUGGESTION_COUNT_other: '{{count}} suggestions',
    LABEL_SEARCH_CATEGORIES: 'Catégories',
    LABEL_SEARCH_PRODUCTS: 'Produits',
    LABEL_SEARCH_LOT_PRICE: 'Lot de {{quantity}} — {{price}} l’unité',
    LABEL_SEARCH_INSPIRATION: 'Tendances du moment',
  },
  en: {
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
  },
});
