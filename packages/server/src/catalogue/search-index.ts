import { setImmediate } from 'node:timers/promises';
import { FactColumnsBuilder, type FactColumns, type ScopeFacts } from './fact-columns.js';
import { split, type Scope, type ScopeLabels } from './listing.js';
import type { TsQuery } from './tsquery.js';

/**
 * One product as the index reads it: its listing facts, its category's path and the lexemes of
 * its two vectors.
 */
export interface IndexedProduct {
  facts: ScopeFacts;
  categoryPath: string;
  lexemes: readonly string[];
  labelLexemes: readonly string[];
}

/**
 * A store's catalogue as a search needs it, in memory: each product's listing facts (what never
 * changes after seeding), and for each lexeme the sorted positions of the products whose search
 * vector (`postings`) or name's vector (`labelPostings`) holds it.
 */
export interface SearchIndex {
  facts: FactColumns;
  positions: ReadonlyMap<string, number>;
  postings: ReadonlyMap<string, Int32Array>;
  labelPostings: ReadonlyMap<string, Int32Array>;
  /** Each size code's labels, smallest first, with the products that give the code that label. */
  sizeLabels: ReadonlyMap<string, readonly { label: string; positions: Int32Array }[]>;
  colours: ScopeLabels['colours'];
  /** Every product's category path, sorted, and the product's position beside it. */
  byCategory: { paths: readonly string[]; positions: Int32Array };
}

function append(postings: Map<string, number[]>, lexemes: readonly string[], position: number) {
  for (const lexeme of lexemes) {
    const list = postings.get(lexeme);
    if (list) list.push(position);
    else postings.set(lexeme, [position]);
  }
}

/** Lexemes turned into typed arrays between two turns of the event loop. */
const LEXEMES_A_TURN = 5_000;

async function typed(postings: Map<string, number[]>): Promise<Map<string, Int32Array>> {
  const done = new Map<string, Int32Array>();
  for (const [lexeme, list] of postings) {
    done.set(lexeme, Int32Array.from(list));
    if (done.size % LEXEMES_A_TURN === 0) await setImmediate();
  }
  return done;
}

const PAIR = '\u001f';

/**
 * Gathers products (their positions are the order they are added in) into an index, a batch at a
 * time: the server keeps answering while a large catalogue is read.
 */
export class SearchIndexBuilder {
  private readonly facts = new FactColumnsBuilder();
  private readonly positions = new Map<string, number>();
  private readonly postings = new Map<string, number[]>();
  private readonly labelPostings = new Map<string, number[]>();
  /** Keyed by size code and label, joined. */
  private readonly sizeLabelPostings = new Map<string, number[]>();
  private readonly categoryPaths: string[] = [];

  add({ facts, categoryPath, lexemes, labelLexemes }: IndexedProduct): void {
    const position = this.facts.add(facts);
    this.positions.set(facts.id, position);
    this.categoryPaths.push(categoryPath);
    append(this.postings, lexemes, position);
    append(this.labelPostings, labelLexemes, position);
    const pairs = facts.sizes.map((code, i) => `${code}${PAIR}${facts.sizeLabels[i] ?? code}`);
    append(this.sizeLabelPostings, pairs, position);
  }

  async build(colours: ScopeLabels['colours']): Promise<SearchIndex> {
    const sizeLabels = new Map<string, { label: string; positions: Int32Array }[]>();
    for (const [pair, positions] of await typed(this.sizeLabelPostings)) {
      const [code = '', label = ''] = pair.split(PAIR);
      sizeLabels.set(code, [...(sizeLabels.get(code) ?? []), { label, positions }]);
    }
    for (const choices of sizeLabels.values())
      choices.sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
    return {
      facts: this.facts.build(),
      positions: this.positions,
      postings: await typed(this.postings),
      labelPostings: await typed(this.labelPostings),
      sizeLabels,
      colours,
      byCategory: byPath(this.categoryPaths),
    };
  }
}

/** Positions ordered by their path (as PostgreSQL's "C" collation orders these ASCII paths). */
function byPath(pathOf: readonly string[]): SearchIndex['byCategory'] {
  const positions = Int32Array.from(pathOf.keys());
  positions.sort((a, b) => {
    const [x = '', y = ''] = [pathOf[a], pathOf[b]];
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  return { paths: Array.from(positions, (p) => pathOf[p] ?? ''), positions };
}

/** The first index of the sorted `paths` whose path is not below `path`. */
function lowerBound(paths: readonly string[], path: string): number {
  let [low, high] = [0, paths.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((paths[middle] ?? '') < path) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The sorted positions of the products of a category and of its sub-categories: the paths from
 * `path` up to `path + '0'`, as subtree.ts's `inSubtree` reads them in SQL.
 */
export function subtreePositions(index: SearchIndex, path: string): Int32Array {
  const { paths, positions } = index.byCategory;
  const found = positions.slice(lowerBound(paths, path), lowerBound(paths, `${path}0`));
  return found.sort();
}

const EMPTY = new Int32Array(0);

/** Positions in both sorted lists (`keep` true) or in the first only (`keep` false). */
function intersect(a: Int32Array, b: Int32Array, keep: boolean): Int32Array {
  const out = new Int32Array(keep ? Math.min(a.length, b.length) : a.length);
  let [j, n] = [0, 0];
  for (const x of a) {
    while ((b[j] ?? x) < x) j += 1;
    if ((b[j] === x) === keep) out[n++] = x;
  }
  return out.subarray(0, n);
}

function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let [i, j, n] = [0, 0, 0];
  while (i < a.length || j < b.length) {
    const x = a[i] ?? Infinity;
    const y = b[j] ?? Infinity;
    out[n++] = Math.min(x, y);
    if (x <= y) i += 1;
    if (y <= x) j += 1;
  }
  return out.subarray(0, n);
}

/** Whether one of the positions is flagged: a plain loop, as a label's list may be long. */
function anyFlagged(positions: Int32Array, flags: Uint8Array): boolean {
  for (const position of positions) if (flags[position]) return true;
  return false;
}

/**
 * Each size code's label among the matches, as listing.ts's `sizeLabelsOf` gives it (the smallest
 * of the code's labels among them), without reading every match's sizes.
 */
function sizeLabelsIn(index: SearchIndex, matches: Int32Array): Map<string, string> {
  // Flags of the matches, made only for a code of several labels (none in some stores).
  let matched: Uint8Array | undefined;
  const labels = new Map<string, string>();
  for (const [code, choices] of index.sizeLabels) {
    // One label: it is the code's among any matches (a code no match has is never shown).
    let chosen = choices[0];
    if (choices.length > 1) {
      matched ??= flagsOfPositions(matches, index.facts.count);
      const flags = matched;
      chosen = choices.find((c) => anyFlagged(c.positions, flags));
    }
    if (chosen) labels.set(code, chosen.label);
  }
  return labels;
}

/** Flags by position, set at these positions. */
function flagsOfPositions(positions: Int32Array, count: number): Uint8Array {
  const flags = new Uint8Array(count);
  for (const position of positions) flags[position] = 1;
  return flags;
}

const every = (count: number) => Int32Array.from({ length: count }, (_, i) => i);

/**
 * The sorted positions of the products whose search vector matches the query, as `@@` decides.
 * The query must be plain (tsquery.ts's `isPlain`): no phrase, prefix or weight.
 */
export function matchPositions(index: SearchIndex, query: TsQuery): Int32Array {
  switch (query.kind) {
    case 'lexeme':
      return index.postings.get(query.lexeme) ?? EMPTY;
    case 'not':
      return intersect(every(index.facts.count), matchPositions(index, query.operand), false);
    case 'or':
      return union(matchPositions(index, query.left), matchPositions(index, query.right));
    case 'and': {
      // 'a & !b' is a difference: no complement of b over the whole catalogue.
      const { left, right } = query;
      if (right.kind === 'not')
        return intersect(matchPositions(index, left), matchPositions(index, right.operand), false);
      if (left.kind === 'not')
        return intersect(matchPositions(index, right), matchPositions(index, left.operand), false);
      return intersect(matchPositions(index, left), matchPositions(index, right), true);
    }
    default:
      throw new Error(`a ${query.kind} query is not evaluated in memory`);
  }
}

/** The sorted positions of the products of `ids` (joined, as SQL's `string_agg(id, chr(31))`). */
export function positionsOf(index: SearchIndex, ids: string): Int32Array {
  return Int32Array.from(split(ids).flatMap((id) => index.positions.get(id) ?? [])).sort();
}

/** The products of `ids` (joined) as flags by position. */
export function flagsOf(index: SearchIndex, ids: string): Uint8Array {
  return flagsOfPositions(positionsOf(index, ids), index.facts.count);
}

/**
 * The matches as a listing scope. Rank: how many of the wanted lexemes the product's name holds
 * (search.ts's SQL gives the same; none wanted, a category's, 0); in stock unless in the sold-out
 * flags.
 */
export function scopeOf(
  index: SearchIndex,
  matches: Int32Array,
  wanted: readonly string[],
  soldOut: Uint8Array,
): Scope {
  const rank = new Uint16Array(index.facts.count);
  for (const lexeme of wanted)
    for (const position of index.labelPostings.get(lexeme) ?? EMPTY)
      rank[position] = (rank[position] ?? 0) + 1;
  return {
    facts: index.facts,
    members: matches,
    rank,
    soldOut,
    labels: { sizes: sizeLabelsIn(index, matches), colours: index.colours },
  };
}
