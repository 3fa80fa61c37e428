/** Search engines show about this many characters of a page's description. */
export const META_DESCRIPTION_MAX = 155;

/**
 * A product description as a meta description: on one line, cut at a word before `max`
 * characters with an ellipsis when longer.
 */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // A word boundary, unless it would throw away most of the text (one very long word).
  const words = space > max / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,;:.–-]+$/u, '')}…`;
}
