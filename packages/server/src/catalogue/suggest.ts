import type { SuggestResponse, StoreSegment } from '@vitrine/api-client/contract';
import { toProductReference } from '@vitrine/validation';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { queryRows } from '../db/query.js';
import { STORES } from '../stores.js';
import { foldText } from '../text.js';
import { readCards } from './products.js';

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

/** Autocomplete (spec 4, search): category pages whose words start as typed, then products. */
export async function suggest(
  db: Db,
  store: StoreSegment,
  input: string,
): Promise<SuggestResponse> {
  const words = foldText(input)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.join('').length < SUGGEST_MIN_LENGTH) return { pages: [], products: [] };

  const reference = toProductReference(input);
  const pattern = words.map((w) => `(^|[^a-z0-9])${w}`);
  const prefixQuery = words.map((w) => `${w}:*`).join(' & ');
  const config = sql.raw(`'${STORES[store].searchConfig}'::regconfig`);
  const [pages, products] = await Promise.all([
    queryRows<{ id: string; url: string; label: string }>(
      db,
      sql`
      SELECT id, url, label FROM categories
      WHERE store = ${store} AND ${sql.join(
        pattern.map((p) => sql`folded_label ~ ${p}`),
        sql` AND `,
      )}
      ORDER BY level DESC, position, id LIMIT ${MAX_PAGES}`,
    ),
    queryRows<{ id: string }>(
      db,
      sql`
      SELECT p.id FROM products p
      WHERE p.store = ${store} AND (
        p.search_vector @@ to_tsquery(${config}, ${prefixQuery})
        ${reference ? sql`OR p.reference = ${reference}` : sql``})
      ORDER BY ${reference ? sql`(p.reference = ${reference}) DESC,` : sql``}
        ts_rank_cd(p.search_vector, to_tsquery(${config}, ${prefixQuery})) DESC, p.popularity DESC, p.id
      LIMIT ${MAX_PRODUCTS}`,
    ),
  ]);
  return {
    pages: pages.map((page) => ({ ...page, highlight: highlight(page.label, words) })),
    products: await readCards(
      db,
      store,
      products.map((p) => p.id),
    ),
  };
}
