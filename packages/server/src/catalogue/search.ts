import type {
  ListingQuery,
  SearchListing,
  SearchResponse,
  StoreSegment,
} from '@vitrine/api-client/contract';
import { toProductReference } from '@vitrine/validation';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { queryRows } from '../db/query.js';
import { STORES } from '../stores.js';
import { foldText, searchWords } from '../text.js';
import { listScope, readScope, type Scope } from './listing.js';
import { findByReference } from './products.js';

const searchConfig = (store: StoreSegment) => sql.raw(`'${STORES[store].searchConfig}'::regconfig`);

/**
 * Products matching the words (stemmed, accents folded) in their name, brand, categories, colours
 * or description, those with the words in their name first: the rank reads the name's small
 * vector, not the whole one, for each of the thousands a common word matches.
 */
function readSearchScope(db: Db, store: StoreSegment, term: string): Promise<Scope> {
  const query = sql`websearch_to_tsquery(${searchConfig(store)}, ${term})`;
  return readScope(
    db,
    store,
    sql`p.search_vector @@ ${query}`,
    sql`ts_rank(p.label_vector, ${query})`,
  );
}

/** Words of the term replaced by the closest catalogue word (trigram similarity), if any differ. */
async function correctSpelling(db: Db, store: StoreSegment, term: string): Promise<string | null> {
  const words = searchWords(term);
  const corrected = await Promise.all(
    words.map(async (word) => {
      if (word.length < 3) return word;
      const result = await queryRows<{ word: string }>(
        db,
        sql`
        SELECT word FROM search_words
        WHERE store = ${store} AND word % ${word}
        ORDER BY similarity(word, ${word}) DESC, word LIMIT 1`,
      );
      return result[0]?.word ?? word;
    }),
  );
  const text = corrected.join(' ');
  return text !== words.join(' ') ? text : null;
}

/** The category whose name is exactly the term (accents and case aside), if any. */
async function findCategory(db: Db, store: StoreSegment, term: string): Promise<string | null> {
  const result = await queryRows<{ url: string }>(
    db,
    sql`
    SELECT url FROM categories WHERE store = ${store} AND folded_label = ${foldText(term.trim())}
    ORDER BY level LIMIT 1`,
  );
  return result[0]?.url ?? null;
}

/** Search results: as typed, else with the spelling corrected. */
export async function searchListing(
  db: Db,
  store: StoreSegment,
  term: string,
  query: ListingQuery,
): Promise<SearchListing> {
  let scope = await readSearchScope(db, store, term);
  let correctedTerm: string | undefined;
  if (!scope.products.length) {
    const corrected = await correctSpelling(db, store, term);
    if (corrected) {
      const correctedScope = await readSearchScope(db, store, corrected);
      if (correctedScope.products.length) [scope, correctedTerm] = [correctedScope, corrected];
    }
  }
  const title = correctedTerm ?? term;
  const listing = await listScope(db, store, scope, query, { title, breadcrumb: [] });
  return { ...listing, term, ...(correctedTerm ? { correctedTerm } : {}) };
}

/**
 * Where a search leads (spec 4): a catalogue reference opens its product, a category's exact name
 * opens that category, anything else the results page with its first page of results.
 */
export async function resolveSearch(
  db: Db,
  store: StoreSegment,
  kind: 'Recherche' | 'Search',
  term: string,
  query: ListingQuery,
): Promise<SearchResponse> {
  const reference = toProductReference(term);
  const product = reference ? await findByReference(db, store, reference) : null;
  if (product) return { contextUrl: product.url, isSearchPage: false, data: null };
  const categoryUrl = await findCategory(db, store, term);
  if (categoryUrl) return { contextUrl: categoryUrl, isSearchPage: false, data: null };
  return {
    contextUrl: `/${kind}/${encodeURIComponent(term.trim())}`,
    isSearchPage: true,
    data: await searchListing(db, store, term, query),
  };
}
