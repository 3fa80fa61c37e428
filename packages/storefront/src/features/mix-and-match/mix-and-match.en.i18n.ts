import type { SameKeys } from '../../i18n/define.js';
import type { mixAndMatchFr } from './mix-and-match.i18n.js';

/** The English texts of `mixAndMatchFr`: the same keys, in the fallback language. */
export const mixAndMatchEn: SameKeys<typeof mixAndMatchFr> = {
  MIX_AND_MATCH_TITLE: 'Mix and match',
  MIX_AND_MATCH_DESCRIPTION:
    'Pieces made to go together and sold separately: choose the size of each, then add the whole look or only the pieces you like.',
  MIX_AND_MATCH_LOOKS: 'The looks',
  MIX_AND_MATCH_LOADING: 'Loading the looks…',
  MIX_AND_MATCH_EMPTY_TITLE: 'No looks for now',
  MIX_AND_MATCH_EMPTY_TEXT:
    'Our next looks are coming soon. In the meantime, browse our categories.',
  MIX_AND_MATCH_EMPTY_LINK: 'See all categories',
  MIX_AND_MATCH_RETRY: 'Try again',
  MIX_AND_MATCH_ADDED_TITLE_one: 'Piece added to your basket',
  MIX_AND_MATCH_ADDED_TITLE_other: '{{count}} pieces added to your basket',
  MIX_AND_MATCH_ADDED_PIECE: '{{product}}, size {{size}}',
};
