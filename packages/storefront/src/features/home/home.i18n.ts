import type { TranslationSet } from '../../i18n/define.js';
import { homeEn } from './home.en.i18n.js';

/** The home page's texts: its meta tags and section titles (the banners' texts are content). */
export const homeFr = {
  HOME_META_TITLE: 'Mode femme, homme, grandes tailles, lingerie et maison',
  HOME_META_DESCRIPTION:
    'Vitrine, la mode pour toute la famille et la maison : nouveautés femme et homme, grandes tailles, lingerie, chaussures, bien-être et décoration, livrées chez vous ou en point relais.',
  HOME_HIGHLIGHTS_LABEL: 'À la une',
  HOME_UNIVERSES_TITLE: 'Nos univers',
  HOME_NEW_IN_LOADING_TITLE: 'Nouveautés',
  HOME_NEW_IN_TITLE: 'Nouveautés {{universe}}',
  HOME_NEW_IN_SEE_ALL: 'Voir toutes les nouveautés {{universe}}',
  HOME_TRENDING_TITLE: 'Idées du moment',
};

export const homeTranslations: TranslationSet = { fr: homeFr, en: homeEn };
