/** Lower-case, accent-free text ('Été' → 'ete', 'Œil' → 'oeil'), for matching what shoppers type. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** A URL slug: folded, non-alphanumerics collapsed to single hyphens. */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
