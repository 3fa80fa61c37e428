import { defineTranslations } from '../../i18n/define.js';

/** The home page's texts: its meta tags and section titles (the banners' texts are content). */
export const homeTranslations = defineTranslations({
  fr: {
    HOME_META_TITLE: 'Mode femme, homme, grandes tailles, lingerie et maison',
    HOME_META_DESCRIPTION:
      'Vitrine, la mode pour toute la famille et la maison : nouveautés femme et homme, grandes tailles, lingerie, chaussures, bien-être et décoration, livrées chez vous ou en point relais.',
    HOME_HIGHLIGHTS_LABEL: 'À la une',
    HOME_UNIVERSES_TITLE: 'Nos univers',
    HOME_NEW_IN_LOADING_TITLE: 'Nouveautés',
    HOME_NEW_IN_TITLE: 'Nouveautés {{universe}}',
    HOME_NEW_IN_SEE_ALL: 'Voir toutes les nouveautés {{universe}}',
    HOME_TRENDING_TITLE: 'Idées du moment',
  },
  en: {
    HOME_META_TITLE: 'Women’s and men’s fashion, plus sizes, lingerie and home',
    HOME_META_DESCRIPTION:
      'Vitrine, fashion for all the family and the home: new in for women and men, plus sizes, lingerie, shoes, well-being and home décor, delivered to your door or to a collection point.',
    HOME_HIGHLIGHTS_LABEL: 'Highlights',
    HOME_UNIVERSES_TITLE: 'Shop by department',
    HOME_NEW_IN_LOADING_TITLE: 'New in',
    HOME_NEW_IN_TITLE: 'New in: {{universe}}',
    HOME_NEW_IN_SEE_ALL: 'See all new in {{universe}}',
    HOME_TRENDING_TITLE: 'Trending now',
  },
});
