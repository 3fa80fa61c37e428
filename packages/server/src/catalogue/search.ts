import type {
  ListingQuery,
  SearchListing,
  SearchResponse,
  StoreSegment,
} from '@vitrine/api-client/contract';
import { toProductReference } from '@vitrine/validation';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database.js';
import { preparedPerDb } from '../db/prepared.js';
import { queryRows } from '../db/query.js';
import { STORES } from '../stores.js';
import { foldText, searchWords } from '../text.js';
import {
  emptyScope,
  listingJson,
  listScope,
  readScope,
  withJsonMember,
  type CardListing,
  type Scope,
} from './listing.js';
import { findByReference } from './products.js';
import { matchPositions, positionsOf, scopeOf, type SearchIndex } from './search-index.js';
import {
  SEED_RUN,
  soldOutFlags,
  soldOutVersion,
  type SearchIndexSource,
} from './store-search-index.js';
import { isPlain, parseTsQuery, wantedLexemes } from './tsquery.js';

/**
 * What a search reads from PostgreSQL every time, in one round trip: the category whose name is
 * exactly the term (accents and case aside: a search for it opens it, spec 4), the term parsed and
 * stemmed by PostgreSQL, the latest seeding, and the store's sold-out version. Prepared: planned
 * once per connection.
 */
const readLiveQuery = preparedPerDb((db: Db) =>
  db
    .select({
      categoryUrl: sql<string | null>`(SELECT c.url FROM categories c
        WHERE c.store = ${sql.placeholder('store')} AND c.folded_label = ${sql.placeholder('label')}
        ORDER BY c.level LIMIT 1)`,
      query: sql<string>`websearch_to_tsquery(${sql.placeholder('config')}::regconfig, ${sql.placeholder('term')})::text`,
      run: sql<number | null>`${SEED_RUN}`,
      version: sql<string>`${soldOutVersion(sql.placeholder('store'))}`,
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare('read_live'),
);

type Live = Awaited<ReturnType<typeof readLive>>;

async function readLive(db: Db, store: StoreSegment, term: string) {
  const [row] = await readLiveQuery(db).execute({
    config: STORES[store].searchConfig,
    term,
    store,
    label: foldText(term.trim()),
  });
  return {
    categoryUrl: row?.categoryUrl ?? null,
    query: row?.query ?? '',
    run: row?.run ?? null,
    soldOutVersion: Number(row?.version ?? 0),
  };
}

/**
 * The matches of queries the index does not evaluate, by query, for each index. They depend on the
 * catalogue alone, which changes only with a seeding (and a seeding builds a new index): read once,
 * they are held like the index's own postings. PostgreSQL rechecks a phrase against every
 * candidate's whole vector (17 ms for 'soutien-gorge' at 100,000 products). At most 2 million
 * positions (8 MB) an index, the least recently used given up first.
 */
const sqlMatches = new WeakMap<SearchIndex, LRUCache<string, Int32Array>>();
const SQL_MATCHES_HELD = 2_000_000;

/**
 * The sorted positions of the products matching a query the index does not evaluate (a phrase or
 * a prefix), as PostgreSQL's text index finds them: only their ids cross the wire.
 */
async function matchPositionsInSql(
  db: Db,
  store: StoreSegment,
  index: SearchIndex,
  query: string,
): Promise<Int32Array> {
  let held = sqlMatches.get(index);
  if (!held) {
    held = new LRUCache({
      maxSize: SQL_MATCHES_HELD,
      sizeCalculation: (positions) => Math.max(1, positions.length),
    });
    sqlMatches.set(index, held);
  }
  const known = held.get(query);
  if (known) return known;
  const [row] = await queryRows<{ ids: string }>(
    db,
    sql`SELECT coalesce(string_agg(p.id, chr(31)), '') AS ids FROM products p
        WHERE p.store = ${store} AND p.search_vector @@ ${query}::tsquery`,
  );
  const positions = positionsOf(index, row?.ids ?? '');
  held.set(query, positions);
  return positions;
}

/**
 * Products matching the words (stemmed, accents folded) in their name, brand, categories, colours
 * or description. Rank: how many of the query's wanted words the name holds (then popularity, as
 * listing.ts sorts). The store's in-memory index answers when it holds the latest seeding: it
 * evaluates plain queries itself and asks PostgreSQL for the matches of the others (a hyphenated
 * or quoted term is a phrase). Without it, PostgreSQL reads the whole scope, with the same rank.
 */
async function readSearchScope(
  db: Db,
  store: StoreSegment,
  index: SearchIndexSource,
  term: string,
  live: Live,
): Promise<Scope> {
  // No word left (stop words, punctuation): nothing matches, whichever path.
  if (!live.query) return emptyScope();
  const query = parseTsQuery(live.query);
  const wanted = query ? wantedLexemes(query) : [];
  const memory = index.current(live.run);
  if (memory) {
    const [matches, soldOut] = await Promise.all([
      query && isPlain(query)
        ? matchPositions(memory, query)
        : matchPositionsInSql(db, store, memory, live.query),
      soldOutFlags(db, store, memory, live.soldOutVersion),
    ]);
    return scopeOf(memory, matches, wanted, soldOut);
  }
  const label = sql`p.label_vector`;
  return readScope(
    db,
    store,
    sql`p.search_vector @@ ${live.query}::tsquery`,
    sql`length(${label}) - length(ts_delete(${label}, string_to_array(${wanted.join('\u001f')}, chr(31))))`,
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

/** Search results: as typed, else with the spelling corrected. `live`: the term's, when read. */
export async function searchListing(
  db: Db,
  store: StoreSegment,
  index: SearchIndexSource,
  term: string,
  query: ListingQuery,
  live?: Live,
): Promise<CardListing<SearchListing>> {
  const typed = live ?? (await readLive(db, store, term));
  let scope = await readSearchScope(db, store, index, term, typed);
  let correctedTerm: string | undefined;
  if (!scope.members.length) {
    const corrected = await correctSpelling(db, store, term);
    if (corrected) {
      const correctedLive = await readLive(db, store, corrected);
      const correctedScope = await readSearchScope(db, store, index, corrected, correctedLive);
      if (correctedScope.members.length) [scope, correctedTerm] = [correctedScope, corrected];
    }
  }
  const title = correctedTerm ?? term;
  const listing = await listScope(db, store, scope, query, { title, breadcrumb: [] });
  return { ...listing, term, ...(correctedTerm ? { correctedTerm } : {}) };
}

/** Where a search leads, its results' cards as JSON texts (listing.ts's `CardListing`). */
type CardSearchResponse = Omit<SearchResponse, 'data'> & {
  data: CardListing<SearchListing> | null;
};

/** A search's answer as JSON text: its results' cards go in as read. */
export function searchResponseJson({ data, ...rest }: CardSearchResponse): string {
  if (!data) return JSON.stringify({ ...rest, data });
  return withJsonMember(rest, 'data', listingJson(data));
}

/**
 * Where a search leads (spec 4): a catalogue reference opens its product, a category's exact name
 * opens that category, anything else the results page with its first page of results.
 */
export async function resolveSearch(
  db: Db,
  store: StoreSegment,
  index: SearchIndexSource,
  kind: 'Recherche' | 'Search',
  term: string,
  query: ListingQuery,
): Promise<CardSearchResponse> {
  const reference = toProductReference(term);
  const product = reference ? await findByReference(db, store, reference) : null;
  if (product) return { contextUrl: product.url, isSearchPage: false, data: null };
  const live = await readLive(db, store, term);
  if (live.categoryUrl) return { contextUrl: live.categoryUrl, isSearchPage: false, data: null };
  return {
    contextUrl: `/${kind}/${encodeURIComponent(term.trim())}`,
    isSearchPage: true,
    data: await searchListing(db, store, index, term, query, live),
  };
}
