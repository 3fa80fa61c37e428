export { AutocompleteDropdown } from './autocomplete-dropdown.js';
export type { AutocompleteDropdownProps } from './autocomplete-dropdown.js';
export {
  AUTOCOMPLETE_DEBOUNCE,
  AUTOCOMPLETE_FETCH_MIN_LENGTH,
  AUTOCOMPLETE_MIN_CHARS,
  shouldFetchAutocomplete,
  shouldShowAutocomplete,
} from './autocomplete-rules.js';
export { SEARCH_PLACEHOLDER_INTERVAL } from './placeholder-rotation.js';
export { SearchBanners } from './search-banners.js';
export type { SearchBannersProps } from './search-banners.js';
export { SearchCombobox } from './search-combobox.js';
export { SEARCH_QUERY_PARAM } from './search-query.js';
export type { SearchComboboxProps } from './search-combobox.js';
export type {
  AutocompleteFollow,
  AutocompletePage,
  AutocompleteProduct,
  AutocompleteStatus,
  AutocompleteSuggestions,
  SearchBanner,
} from './search-types.js';
