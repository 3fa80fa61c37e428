/** Lower-case, accent-free text ('Été' → 'ete', 'Œil' → 'oeil'), for matching what shoppers type. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** Words a search or a suggestion looks for: more would only cost queries, not find more. */
const MAX_SEARCH_WORDS = 8;

/** The folded words of what a shopper typed, at most MAX_SEARCH_WORDS. */
export const searchWords = (input: string): string[] =>
  foldText(input)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
