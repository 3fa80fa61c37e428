export {
  AutocompleteDropdown,
  autocompleteOptionCount,
  autocompleteOptionId,
} from './autocomplete-dropdown.js';
export type { AutocompleteDropdownProps } from './autocomplete-dropdown.js';
export {
  AUTOCOMPLETE_DEBOUNCE,
  AUTOCOMPLETE_FETCH_MIN_LENGTH,
  AUTOCOMPLETE_MIN_CHARS,
  clampSearchText,
  moveActiveOption,
  shouldFetchAutocomplete,
  shouldShowAutocomplete,
} from './autocomplete-rules.js';
export type { ActiveOptionMove } from './autocomplete-rules.js';
export { highlightQuery, parseHighlight, suggestionSegments } from './highlight.js';
export type { HighlightSegment } from './highlight.js';
export {
  SEARCH_PLACEHOLDER_INTERVAL,
  SEARCH_PLACEHOLDER_KEYS,
  SEARCH_PLAIN_PLACEHOLDER_KEY,
  nextPlaceholderIndex,
  searchPlaceholderKey,
  startPlaceholderRotation,
} from './placeholder-rotation.js';
export type {
  PlaceholderChoice,
  PlaceholderRotationOptions,
  SearchPlaceholderKey,
} from './placeholder-rotation.js';
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
export { useRotatingPlaceholder } from './use-rotating-placeholder.js';
export type { RotatingPlaceholderOptions } from './use-rotating-placeholder.js';
