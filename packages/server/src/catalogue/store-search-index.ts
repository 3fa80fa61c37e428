import type { StoreSegment } from '@vitrine/api-client/contract';
import { sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { queryRows } from '../db/query.js';
import { FACT_COLUMNS, joined, readColours, split, toFacts, type FactRow } from './listing.js';
import { flagsOf, SearchIndexBuilder, type SearchIndex } from './search-index.js';

/**
 * Products read a batch at a time: each statement stays far under the statement timeout, and each
 * batch is indexed without holding the event loop for long.
 */
const BATCH = 2_000;

/** The latest seeding: the catalogue changes only then (seed_runs' ids keep growing). */
export const SEED_RUN = sql`(SELECT max(id) FROM seed_runs)`;

/** The store's sold-out version (migration 0014): it moves whenever a product's stock crosses zero. */
export const soldOutVersion = (store: StoreSegment | Placeholder) =>
  sql`coalesce((SELECT version FROM sold_out_versions WHERE store = ${store}), 0)`;

/** The latest seeding and the store's sold-out version, in one round trip. */
export async function readStockNow(db: Db, store: StoreSegment) {
  const [row] = await queryRows<{ run: number | null; version: string }>(
    db,
    sql`SELECT ${SEED_RUN} AS run, ${soldOutVersion(store)} AS version`,
  );
  return { run: row?.run ?? null, soldOutVersion: Number(row?.version ?? 0) };
}

/** The last sold-out list read for each index, as flags by position, with its version. */
const lastSoldOut = new WeakMap<SearchIndex, { version: number; flags: Uint8Array }>();

/**
 * The products sold out now, as flags by position in `index`. `version` is the store's sold-out
 * version read live with the call: the list is read again (with the version it goes with, in one
 * statement) only when the last one read for this index is older. Between two stock changes that
 * cross zero, thousands of searches share one list.
 */
export async function soldOutFlags(
  db: Db,
  store: StoreSegment,
  index: SearchIndex,
  version: number,
): Promise<Uint8Array> {
  const last = lastSoldOut.get(index);
  if (last && last.version >= version) return last.flags;
  const [row] = await queryRows<{ version: string; ids: string }>(
    db,
    sql`SELECT ${soldOutVersion(store)} AS version,
               (SELECT coalesce(string_agg(id, chr(31)), '') FROM products
                WHERE store = ${store} AND stock_total <= 0) AS ids`,
  );
  const read = { version: Number(row?.version ?? 0), flags: flagsOf(index, row?.ids ?? '') };
  // Concurrent calls may read in any order: the newest list stays.
  if ((lastSoldOut.get(index)?.version ?? -1) < read.version) lastSoldOut.set(index, read);
  return read.flags;
}

async function seedRun(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ run: number | null }>(db, sql`SELECT ${SEED_RUN} AS run`);
  return row?.run ?? null;
}

async function readIndex(db: Db, store: StoreSegment): Promise<SearchIndex> {
  const builder = new SearchIndexBuilder();
  for (let after = ''; ;) {
    const rows = await queryRows<
      FactRow & { category_path: string; lexemes: string; label_lexemes: string }
    >(
      db,
      sql`
      SELECT ${FACT_COLUMNS}, p.category_path,
             ${joined(sql`tsvector_to_array(p.search_vector)`)} AS lexemes,
             ${joined(sql`tsvector_to_array(p.label_vector)`)} AS label_lexemes
      FROM products p
      WHERE p.store = ${store} AND p.id > ${after} AND p.search_vector IS NOT NULL
      ORDER BY p.id LIMIT ${BATCH}`,
    );
    for (const row of rows)
      builder.add({
        facts: toFacts(row),
        categoryPath: row.category_path,
        lexemes: split(row.lexemes),
        labelLexemes: split(row.label_lexemes),
      });
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = last.id;
  }
  return builder.build(await readColours(db, store));
}

/** Where a search finds its store's index (StoreSearchIndex; tests pass others). */
export interface SearchIndexSource {
  /** Whether an index is held (a search then reads the live fields it needs). */
  readonly loaded: boolean;
  /** The index if it holds the latest seeding (`run`), else null. */
  current(run: number | null): SearchIndex | null;
}

/**
 * A store's search index, built in the background from PostgreSQL (a few seconds for 100,000
 * products) and rebuilt when the catalogue is seeded again: `current` gives it only while the
 * seeding it was read from is still the latest.
 */
export class StoreSearchIndex implements SearchIndexSource {
  private index: { run: number | null; index: SearchIndex } | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly store: StoreSegment,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts building the index unless a build is under way; settles when it ends. */
  load(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const run = await seedRun(this.db);
        const index = await readIndex(this.db, this.store);
        // A seeding committed while the batches were read: the next search starts again.
        if ((await seedRun(this.db)) === run) this.index = { run, index };
      } catch (error) {
        this.onError(error);
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  /** Resolves once no build is under way (before the database closes). */
  async settled(): Promise<void> {
    await this.loading;
  }

  get loaded(): boolean {
    return this.index !== null;
  }

  /** The index if it holds the latest seeding (`run`), else null, and a rebuild starts. */
  current(run: number | null): SearchIndex | null {
    if (this.index?.run === run) return this.index.index;
    void this.load();
    return null;
  }
}
