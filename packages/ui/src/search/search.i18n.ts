import type { TranslationSet } from '../i18n/translations.js';
import { searchEn } from './search.en.i18n.js';

/** Texts of the search bar and its autocomplete dropdown (spec §2.2, §4 Search). */
export const searchFr = {
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
};

export const searchTranslations: TranslationSet = { fr: searchFr, en: searchEn };
