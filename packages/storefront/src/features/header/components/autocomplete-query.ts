import { shouldFetchAutocomplete } from '@vitrine/ui';
import { toProductReference } from '@vitrine/validation';

/**
 * What the autocomplete is asked for a debounced keyword (spec 4, 5): nothing below 2 characters;
 * a reference-style input ('abc.1234') reduced to its product reference; otherwise the text.
 */
export function autocompleteQuery(debouncedText: string): string | null {
  if (!shouldFetchAutocomplete(debouncedText)) return null;
  return toProductReference(debouncedText) ?? debouncedText.trim();
}
