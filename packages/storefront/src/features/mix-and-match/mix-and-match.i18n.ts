import type { TranslationSet } from '../../i18n/define.js';
import { mixAndMatchEn } from './mix-and-match.en.i18n.js';

/** The mix-and-match page (spec 2.1): its looks, the basket's confirmation and failure. */
export const mixAndMatchFr = {
  MIX_AND_MATCH_TITLE: 'Mix & match',
  MIX_AND_MATCH_DESCRIPTION:
    'Des pièces pensées pour aller ensemble et vendues séparément : choisissez la taille de chacune, puis ajoutez tout le look ou seulement les pièces qui vous plaisent.',
  MIX_AND_MATCH_LOOKS: 'Les looks',
  MIX_AND_MATCH_LOADING: 'Chargement des looks…',
  MIX_AND_MATCH_EMPTY_TITLE: 'Aucun look pour le moment',
  MIX_AND_MATCH_EMPTY_TEXT:
    'Nos prochains looks arrivent bientôt. En attendant, parcourez nos catégories.',
  MIX_AND_MATCH_EMPTY_LINK: 'Voir toutes les catégories',
  MIX_AND_MATCH_RETRY: 'Réessayer',
  MIX_AND_MATCH_ADDED_TITLE_one: 'Pièce ajoutée à votre panier',
  MIX_AND_MATCH_ADDED_TITLE_other: '{{count}} pièces ajoutées à votre panier',
  MIX_AND_MATCH_ADDED_PIECE: '{{product}}, taille {{size}}',
};

export const mixAndMatchTranslations: TranslationSet = { fr: mixAndMatchFr, en: mixAndMatchEn };
