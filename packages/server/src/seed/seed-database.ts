import type { ProductCard, StoreSegment } from '@vitrine/api-client/contract';
import { count, sql } from 'drizzle-orm';
import { availabilityOf } from '../catalogue/availability.js';
import { bulkInsert } from '../db/bulk-insert.js';
import type { Db } from '../db/database.js';
import * as schema from '../db/schema.js';
import { STORES } from '../stores.js';
import { foldText } from '../text.js';
import { DEFAULT_CATALOGUE_PRODUCTS, planCatalogue } from './catalogue-plan.js';
import { seedShop } from './demo-shop.js';
import { storeCatalogue, type StoreRows } from './store-catalogue.js';
import { storeDocuments } from './store-documents.js';
import { seedLooks, seedLooksIfMissing } from './seed-looks.js';

/** Bump when the generator changes what it writes. */
const SEED_VERSION = 4;

/** A whole card as the catalogue reads it (catalogue/products), for the feeds written here. */
function fullCard(product: StoreRows['products'][number]): ProductCard {
  const stock = product.stockTotal;
  return {
    id: product.id,
    url: product.url,
    attributes: { ...product.cardAttributes, disponibilite: availabilityOf(stock), stock },
  };
}

/** Catalogue words for spelling correction: labels, brands, colours and categories, folded. */
function catalogueWords(rows: StoreRows): string[] {
  const texts = [
    ...rows.products.flatMap((p) => [p.label, p.brand]),
    ...rows.categories.map((c) => c.label),
    ...rows.colours.map((c) => c.label),
  ];
  const words = new Set(
    texts.flatMap((t) => foldText(t).split(/[^a-z0-9]+/)).filter((w) => w.length >= 3),
  );
  return [...words].sort();
}

/**
 * Full-text vectors: label first, then brand, categories and colours, then the description; and
 * the label's alone, which ranks results and suggestions cheaply (migration 0011).
 */
async function indexForSearch(db: Db, segment: StoreSegment) {
  const config = sql.raw(`'${STORES[segment].searchConfig}'::regconfig`);
  await db.execute(sql`
    UPDATE products p SET label_vector = to_tsvector(${config}, p.label), search_vector =
      setweight(to_tsvector(${config}, p.label), 'A') ||
      setweight(to_tsvector(${config}, p.brand || ' ' || p.reference), 'B') ||
      setweight(to_tsvector(${config}, coalesce((
        SELECT string_agg(c.label, ' ') FROM categories c
        WHERE c.store = p.store AND (p.category_path = c.path OR p.category_path LIKE c.path || '/%')
      ), '')), 'B') ||
      setweight(to_tsvector(${config}, coalesce((
        SELECT string_agg(DISTINCT col.label, ' ') FROM variants v
        JOIN colours col ON col.store = v.store AND col.code = v.colour_code
        WHERE v.store = p.store AND v.product_id = p.id
      ), '')), 'C') ||
      setweight(to_tsvector(${config}, p.sheet -> 'attributes' ->> 'description'), 'D')
    WHERE p.store = ${segment}`);
}

async function seedStore(db: Db, segment: StoreSegment, rows: StoreRows) {
  await bulkInsert(db, schema.categories, rows.categories);
  await bulkInsert(db, schema.colours, rows.colours);
  await bulkInsert(db, schema.products, rows.products);
  // The products carry their stock totals: the trigger that keeps them (migration 0003) would
  // update the products again, batch after batch — minutes for a large catalogue.
  await db.execute(sql`ALTER TABLE variants DISABLE TRIGGER variants_inserted`);
  await bulkInsert(db, schema.variants, rows.variants);
  await db.execute(sql`ALTER TABLE variants ENABLE TRIGGER variants_inserted`);
  await bulkInsert(db, schema.reviews, rows.reviews);
  await bulkInsert(db, schema.relatedProducts, rows.related);
  await bulkInsert(
    db,
    schema.searchWords,
    catalogueWords(rows).map((word) => ({ store: segment, word })),
  );
  const popular = [...rows.products]
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, 16)
    .map(fullCard);
  await bulkInsert(db, schema.documents, storeDocuments(segment, rows, popular));
  await indexForSearch(db, segment);
}

/** Writes the generated catalogue of both stores, and the shop data around it, in one transaction. */
export async function seedCatalogue(
  db: Db,
  seed: number,
  productCount: number = DEFAULT_CATALOGUE_PRODUCTS,
): Promise<{ products: number }> {
  const plan = planCatalogue(seed, productCount);
  await db.transaction(async (tx) => {
    for (const segment of ['fr', 'uk'] as const)
      await seedStore(tx, segment, storeCatalogue(plan, segment));
    await tx.execute(sql`REFRESH MATERIALIZED VIEW category_facets`);
    await seedLooks(tx, plan);
    await seedShop(tx, plan);
    await tx
      .insert(schema.seedRuns)
      .values({ version: SEED_VERSION, seed, products: plan.products.length });
  });
  // Fresh planner statistics (without them PostgreSQL leaves the new GIN indexes unused), and a
  // visibility map, so that listings can read the catalogue's indexes without its rows.
  await db.execute(sql`VACUUM ANALYZE`);
  return { products: plan.products.length };
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ runs: count() }).from(schema.seedRuns);
  return (row?.runs ?? 0) > 0;
}

/** Seeds an empty database (first start); leaves a seeded one alone, but for missing looks. */
export async function seedIfEmpty(
  db: Db,
  seed: number,
  productCount: number = DEFAULT_CATALOGUE_PRODUCTS,
): Promise<{ seeded: boolean; products?: number }> {
  if (await isSeeded(db)) {
    // A database seeded before mix and match gets its looks now (migration 0010 made the tables).
    await seedLooksIfMissing(db);
    return { seeded: false };
  }
  return { seeded: true, ...(await seedCatalogue(db, seed, productCount)) };
}
