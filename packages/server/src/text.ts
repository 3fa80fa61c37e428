/** Lower-case, accent-free text ('Été' → 'ete', 'Œil' → 'oeil'), for matching what shoppers type. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}
