import { SEARCH_MAX_LENGTH } from '@vitrine/validation';

/**
 * How long the app waits after the last keystroke before it calls the autocomplete (spec §9:
 * 500 ms). The combobox does not debounce: the app does, then passes `suggestions` and `status`.
 */
export const AUTOCOMPLETE_DEBOUNCE = 500;

/**
 * The app fetches suggestions once the debounced text is longer than 1 character (spec §9), that
 * is at least this many characters. See {@link shouldFetchAutocomplete}.
 */
export const AUTOCOMPLETE_FETCH_MIN_LENGTH = 2;

/** The dropdown shows when the keyword has at least this many characters (spec §4, §9). */
export const AUTOCOMPLETE_MIN_CHARS = 2;

/** Whether the app should call the autocomplete for this debounced text (blanks ignored). */
export function shouldFetchAutocomplete(debouncedText: string): boolean {
  return debouncedText.trim().length >= AUTOCOMPLETE_FETCH_MIN_LENGTH;
}

/** Whether the keyword is long enough for the dropdown (blanks ignored). */
export function shouldShowAutocomplete(keyword: string): boolean {
  return keyword.trim().length >= AUTOCOMPLETE_MIN_CHARS;
}

/** The search text cut to the {@link SEARCH_MAX_LENGTH} characters the box accepts (spec §5). */
export function clampSearchText(text: string): string {
  return text.length > SEARCH_MAX_LENGTH ? text.slice(0, SEARCH_MAX_LENGTH) : text;
}

export type ActiveOptionMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The option that gets visual focus after an arrow key in a list of `count` options; -1 is the
 * input itself. Down from the input goes to the first option, up to the last; both wrap around
 * (WAI-ARIA APG combobox).
 */
export function moveActiveOption(active: number, count: number, move: ActiveOptionMove): number {
  if (count <= 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'previous':
      return active <= 0 || active > count - 1 ? count - 1 : active - 1;
  }
}
