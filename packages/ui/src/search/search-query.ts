/**
 * The keyword's name in the search form's plain GET (`SearchCombobox`'s `action`): its own module,
 * so that the app's router can read it without bringing the search bar along.
 */
export const SEARCH_QUERY_PARAM = 'q';
