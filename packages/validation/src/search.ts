/** The longest text the search box accepts (spec §9). */
export const SEARCH_MAX_LENGTH = 128;

// 3 alphanumerics, optional dots or spaces, 4 alphanumerics: 'ABC.1234', 'abc 1234', 'ABC1234'.
const REFERENCE_INPUT = /^[A-Za-z0-9]{3}[.\s]*[A-Za-z0-9]{4}$/;

/**
 * Reduces reference-style search input to the 7-character product reference, upper-cased
 * ('abc.1234' → 'ABC1234'), before the autocomplete call (spec §5). Returns `null` for any other
 * input, including input over {@link SEARCH_MAX_LENGTH} and 7 letters in a row (that is a word, such as 'chemise', not a reference).
 */
export function toProductReference(input: string): string | null {
  const trimmed = input.trim();
  if (input.length > SEARCH_MAX_LENGTH || !REFERENCE_INPUT.test(trimmed)) return null;
  const reference = trimmed.replace(/[.\s]/g, '').toUpperCase();
  return /^[A-Z]{7}$/.test(reference) ? null : reference;
}
