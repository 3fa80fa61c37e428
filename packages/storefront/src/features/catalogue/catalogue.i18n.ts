import type { TranslationSet } from '../../i18n/define.js';
import { catalogueEn } from './catalogue.en.i18n.js';

/** The category listing and search results pages: counts, sorts, filters, paging, titles. */
export const catalogueFr = {
  CATALOGUE_COUNT_one: '{{n}} article',
  CATALOGUE_COUNT_other: '{{n}} articles',
  CATALOGUE_RESULTS: 'Liste des articles',
  CATALOGUE_RESULTS_PAGE: 'Articles, page {{page}}',
  CATALOGUE_SORT_LABEL: 'Trier par',
  CATALOGUE_SORT_RELEVANCE: 'Pertinence',
  CATALOGUE_SORT_PRICE_ASC: 'Prix croissant',
  CATALOGUE_SORT_PRICE_DESC: 'Prix décroissant',
  CATALOGUE_SORT_NEWEST: 'Nouveautés',
  CATALOGUE_SORT_DISCOUNT: 'Meilleures remises',
  CATALOGUE_FACET_SIZE: 'Taille',
  CATALOGUE_FACET_COLOUR: 'Couleur',
  CATALOGUE_FACET_PRICE: 'Prix',
  CATALOGUE_FACET_BRAND: 'Marque',
  CATALOGUE_FACET_AVAILABILITY: 'Disponibilité',
  CATALOGUE_FACET_IN_STOCK: 'En stock uniquement',
  CATALOGUE_LOAD_MORE: 'Voir plus d’articles',
  CATALOGUE_SEEN: 'Vous avez vu {{seen}} articles sur {{total}}',
  CATALOGUE_RETRY: 'Réessayer',
  CATALOGUE_NO_MATCH_TITLE: 'Aucun article ne correspond à vos filtres',
  CATALOGUE_NO_MATCH_TEXT: 'Retirez un filtre ou effacez-les tous pour voir plus d’articles.',
  CATALOGUE_CLEAR_FILTERS: 'Effacer les filtres',
  CATALOGUE_EMPTY_TITLE: 'Aucun article pour le moment',
  CATALOGUE_EMPTY_TEXT: 'Cette sélection se remplit bientôt : revenez nous voir.',
  CATALOGUE_PAGE_GONE_TITLE: 'Cette page de la liste n’existe pas',
  CATALOGUE_PAGE_GONE_TEXT: 'La liste compte moins de pages : reprenez depuis la première.',
  CATALOGUE_FIRST_PAGE: 'Revenir à la première page',
  CATALOGUE_LINKING: 'Catégories associées',
  CATALOGUE_CATEGORY_DESCRIPTION:
    '{{title}} chez Vitrine : filtrez par taille, couleur, marque et prix, livraison à domicile ou en point relais.',
  CATALOGUE_SEARCH_TITLE: 'Résultats pour «\u00a0{{term}}\u00a0»',
  CATALOGUE_SEARCH_CORRECTED:
    'Aucun résultat pour «\u00a0{{term}}\u00a0» : voici les résultats pour «\u00a0{{corrected}}\u00a0».',
  CATALOGUE_SEARCH_BREADCRUMB: 'Recherche «\u00a0{{term}}\u00a0»',
  CATALOGUE_SEARCH_META_TITLE: 'Résultats de recherche pour «\u00a0{{term}}\u00a0»',
  CATALOGUE_SEARCH_META_DESCRIPTION:
    'Les articles Vitrine correspondant à votre recherche «\u00a0{{term}}\u00a0» : mode, lingerie, chaussures et maison.',
};

export const catalogueTranslations: TranslationSet = { fr: catalogueFr, en: catalogueEn };
