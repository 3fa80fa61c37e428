import type { SameKeys } from '../../i18n/define.js';
import type { homeFr } from './home.i18n.js';

/** The English texts of `homeFr`: the same keys, in the fallback language. */
export const homeEn: SameKeys<typeof homeFr> = {
  HOME_META_TITLE: 'Women’s and men’s fashion, plus sizes, lingerie and home',
  HOME_META_DESCRIPTION:
    'Vitrine, fashion for all the family and the home: new in for women and men, plus sizes, lingerie, shoes, well-being and home décor, delivered to your door or to a collection point.',
  HOME_HIGHLIGHTS_LABEL: 'Highlights',
  HOME_UNIVERSES_TITLE: 'Shop by department',
  HOME_NEW_IN_LOADING_TITLE: 'New in',
  HOME_NEW_IN_TITLE: 'New in: {{universe}}',
  HOME_NEW_IN_SEE_ALL: 'See all new in {{universe}}',
  HOME_TRENDING_TITLE: 'Trending now',
};
