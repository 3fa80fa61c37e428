import type { SuggestResponse, StoreSegment } from '@vitrine/api-client/contract';
import { toProductReference } from '@vitrine/validation';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { queryRows } from '../db/query.js';
import { STORES } from '../stores.js';
import { foldText, searchWords } from '../text.js';
import { findByReference, readCards } from './products.js';

const SUGGEST_MIN_LENGTH = 2;
const MAX_PAGES = 6;
const MAX_PRODUCTS = 8;

/** Splits a label into matched and unmatched stretches: words starting with one of the prefixes. */
function highlight(
  label: string,
  prefixes: readonly string[],
): SuggestResponse['pages'][number]['highlight'] {
  const parts: { text: string; match: boolean }[] = [];
  const push = (text: string, match: boolean) => {
    const last = parts.at(-1);
    if (last?.match === match) last.text += text;
    else if (text) parts.push({ text, match });
  };
  for (const word of label.split(/(?<=[\s'’-])/)) {
    const folded = foldText(word);
    const prefix = prefixes.find((p) => folded.startsWith(p));
    // Folding keeps one character per character for the accents we meet ('é' → 'e'), so the
    // folded prefix length is the original's; ligatures ('œ' → 'oe') just end the match early.
    const length = prefix && foldText(word.slice(0, prefix.length)) === prefix ? prefix.length : 0;
    push(word.slice(0, length), true);
    push(word.slice(length), false);
  }
  return parts;
}

interface PageRow {
  id: string;
  url: string;
  label: string;
  /** The label of the page's universe (its top-level category). */
  universe: string;
}

/**
 * The pages as the shopper tells them apart: a label that two pages share ('Robes' in Femme and
 * in Grandes tailles) names its universe too ('Robes · Grandes tailles').
 */
function distinctPages(
  pages: readonly PageRow[],
): Omit<SuggestResponse['pages'][number], 'highlight'>[] {
  const shared = (label: string) => pages.filter((page) => page.label === label).length > 1;
  return pages.map(({ universe, ...page }) =>
    shared(page.label) && universe !== page.label
      ? { ...page, label: `${page.label} · ${universe}` }
      : page,
  );
}

/**
 * The products to suggest, most popular first: the one a typed catalogue reference designates,
 * then those whose name has words starting as typed, then those whose brand, categories, colours
 * or description do. Each step stops at the few it needs, however many thousands match.
 */
async function suggestProducts(
  db: Db,
  store: StoreSegment,
  prefixes: string,
  reference: string | null,
): Promise<string[]> {
  const config = sql.raw(`'${STORES[store].searchConfig}'::regconfig`);
  const ids = new Set<string>();
  const byReference = reference ? await findByReference(db, store, reference) : null;
  if (byReference) ids.add(byReference.id);
  for (const vector of [sql`p.label_vector`, sql`p.search_vector`]) {
    if (ids.size >= MAX_PRODUCTS) break;
    const matches = await queryRows<{ id: string }>(
      db,
      sql`
      SELECT p.id FROM products p
      WHERE p.store = ${store} AND ${vector} @@ to_tsquery(${config}, ${prefixes})
      ORDER BY p.popularity DESC, p.id LIMIT ${MAX_PRODUCTS}`,
    );
    for (const { id } of matches) if (ids.size < MAX_PRODUCTS) ids.add(id);
  }
  return [...ids];
}

/** Autocomplete (spec 4, search): category pages whose words start as typed, then products. */
export async function suggest(
  db: Db,
  store: StoreSegment,
  input: string,
): Promise<SuggestResponse> {
  // A word typed twice narrows nothing: once each ('a a a…' is one letter, too short).
  const words = [...new Set(searchWords(input))];
  if (words.join('').length < SUGGEST_MIN_LENGTH) return { pages: [], products: [] };

  const prefixes = words.map((w) => `${w}:*`).join(' & ');
  const [pages, products] = await Promise.all([
    queryRows<PageRow>(
      db,
      sql`
      SELECT c.id, c.url, c.label, u.label AS universe FROM categories c
      JOIN categories u ON u.store = c.store AND u.id = split_part(c.path, '/', 1)
      WHERE c.store = ${store} AND ${sql.join(
        words.map((w) => sql`c.folded_label ~ ${`(^|[^a-z0-9])${w}`}`),
        sql` AND `,
      )}
      ORDER BY c.level DESC, c.position, c.id LIMIT ${MAX_PAGES}`,
    ),
    suggestProducts(db, store, prefixes, toProductReference(input)),
  ]);
  return {
    pages: distinctPages(pages).map((page) => ({
      ...page,
      highlight: highlight(page.label, words),
    })),
    products: await readCards(db, store, products),
  };
}
