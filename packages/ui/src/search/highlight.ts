/** A run of a suggestion label, marked when it matches the shopper's text. */
export interface HighlightSegment {
  text: string;
  match: boolean;
}

// Tags the autocomplete uses around the matched part of a label.
const MATCH_TAGS = new Set(['em', 'b', 'strong', 'mark']);
const TAG = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X')) {
      const code = Number.parseInt(body.slice(2), 16);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    if (body.startsWith('#')) {
      const code = Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

function pushSegment(segments: HighlightSegment[], text: string, match: boolean) {
  if (text === '') return;
  const last = segments.at(-1);
  if (last?.match === match) last.text += text;
  else segments.push({ text, match });
}

/**
 * Reads the autocomplete's `highlight` label, where the matched part is wrapped in `<em>`, `<b>`,
 * `<strong>` or `<mark>`, as plain-text segments to draw with `<mark>` (never as HTML). Other
 * tags are dropped and their text kept; entities are decoded.
 */
export function parseHighlight(highlight: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let depth = 0;
  let cursor = 0;
  for (const tag of highlight.matchAll(TAG)) {
    pushSegment(segments, decodeEntities(highlight.slice(cursor, tag.index)), depth > 0);
    cursor = tag.index + tag[0].length;
    const name = (tag[2] ?? '').toLowerCase();
    if (MATCH_TAGS.has(name)) depth = tag[1] === '/' ? Math.max(0, depth - 1) : depth + 1;
  }
  pushSegment(segments, decodeEntities(highlight.slice(cursor)), depth > 0);
  return segments;
}

// Case and accent folding, one original character at a time so positions map back: `start[i]`
// and `end[i]` bound the original character that gave folded character i.
function fold(text: string): { folded: string; start: number[]; end: number[] } {
  let folded = '';
  const start: number[] = [];
  const end: number[] = [];
  let position = 0;
  for (const character of text) {
    const plain = character.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    start.push(...new Array<number>(plain.length).fill(position));
    end.push(...new Array<number>(plain.length).fill(position + character.length));
    folded += plain;
    position += character.length;
  }
  return { folded, start, end };
}

/**
 * The label with every occurrence of the query marked, ignoring case and accents ('robe'
 * matches 'Robes', 'ete' matches 'Été'). Used when a suggestion has no `highlight`.
 */
export function highlightQuery(label: string, query: string): HighlightSegment[] {
  const needle = fold(query.trim()).folded;
  if (needle === '') return label === '' ? [] : [{ text: label, match: false }];
  const { folded, start, end } = fold(label);
  const segments: HighlightSegment[] = [];
  let cursor = 0;
  let from = folded.indexOf(needle);
  while (from !== -1) {
    const matchStart = Math.max(cursor, start[from] ?? label.length);
    const matchEnd = end[from + needle.length - 1] ?? label.length;
    pushSegment(segments, label.slice(cursor, matchStart), false);
    pushSegment(segments, label.slice(matchStart, matchEnd), true);
    cursor = Math.max(cursor, matchEnd);
    from = folded.indexOf(needle, from + needle.length);
  }
  pushSegment(segments, label.slice(cursor), false);
  return segments;
}

/** The segments of a suggestion: its `highlight` when the autocomplete gave one, else the query found in its label. */
export function suggestionSegments(
  label: string,
  highlight: string | undefined,
  query: string,
): HighlightSegment[] {
  return highlight !== undefined && highlight.trim() !== ''
    ? parseHighlight(highlight)
    : highlightQuery(label, query);
}
