import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Full-text vectors are written by SQL (setweight/to_tsvector) and only read through `@@`. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Amounts in the store's currency, exact (numeric(10,2)); read as strings, e.g. '29.99'. */
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/** 'fr' or 'uk': every catalogue row belongs to one store, in its language and currency. */
const store = () => text('store').notNull();

export const categories = pgTable(
  'categories',
  {
    store: store(),
    id: text('id').notNull(),
    parentId: text('parent_id'),
    /** Ancestor ids and own id, '/'-joined from the universe down: listings take a whole subtree. */
    path: text('path').notNull(),
    level: integer('level').notNull(),
    universe: text('universe').notNull(),
    label: text('label').notNull(),
    /** Lower-case, accent-free label for prefix matching in the autocomplete. */
    foldedLabel: text('folded_label').notNull(),
    slug: text('slug').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull(),
    sizeScale: text('size_scale'),
    illustration: text('illustration'),
  },
  (table) => [
    primaryKey({ columns: [table.store, table.id] }),
    index('categories_path_idx').on(table.store, table.path),
  ],
);

export const colours = pgTable(
  'colours',
  {
    store: store(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    hex: text('hex').notNull(),
  },
  (table) => [primaryKey({ columns: [table.store, table.code] })],
);

export const products = pgTable(
  'products',
  {
    store: store(),
    id: text('id').notNull(),
    reference: text('reference').notNull(),
    categoryId: text('category_id').notNull(),
    categoryPath: text('category_path').notNull(),
    slug: text('slug').notNull(),
    url: text('url').notNull(),
    label: text('label').notNull(),
    brand: text('brand').notNull(),
    /** Lowest and highest variant price; different values mean 'From {min}'. */
    priceMin: money('price_min').notNull(),
    priceMax: money('price_max').notNull(),
    crossedOutPrice: money('crossed_out_price'),
    discount: integer('discount').notNull().default(0),
    packSize: integer('pack_size').notNull().default(1),
    isPlusSize: boolean('is_plus_size').notNull().default(false),
    popularity: integer('popularity').notNull(),
    releasedOn: date('released_on').notNull(),
    illustration: text('illustration').notNull(),
    /** Size and colour codes of the variants, for listing filters and facets without a join. */
    sizeCodes: text('size_codes').array().notNull(),
    /** The labels of `sizeCodes`, in the same order, in the store's sizing ('12' for FR '40'). */
    sizeLabels: text('size_labels').array().notNull(),
    colourCodes: text('colour_codes').array().notNull(),
    /** Sum of the variants' stock, kept by a trigger on variants (migration 0003). */
    stockTotal: integer('stock_total').notNull().default(0),
    /** The product card (spec 2.3) minus availability, which comes from variant stock. */
    card: jsonb('card').notNull(),
    /** The static product sheet minus availability: served nearly as stored. */
    sheet: jsonb('sheet').notNull(),
    searchVector: tsvector('search_vector'),
  },
  (table) => [
    primaryKey({ columns: [table.store, table.id] }),
    index('products_reference_idx').on(table.store, table.reference),
    index('products_category_path_idx').on(table.store, table.categoryPath),
    index('products_search_idx').using('gin', table.searchVector),
  ],
);

export const variants = pgTable(
  'variants',
  {
    store: store(),
    sku: text('sku').notNull(),
    productId: text('product_id').notNull(),
    catalogueSku: text('catalogue_sku').notNull(),
    ean: text('ean').notNull(),
    colourCode: text('colour_code').notNull(),
    sizeCode: text('size_code').notNull(),
    sizeLabel: text('size_label').notNull(),
    cup: text('cup').notNull().default(''),
    isLargeSize: boolean('is_large_size').notNull().default(false),
    price: money('price').notNull(),
    crossedOutPrice: money('crossed_out_price'),
    isMarkdown: boolean('is_markdown').notNull().default(false),
    stock: integer('stock').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.store, table.sku] }),
    index('variants_product_idx').on(table.store, table.productId),
  ],
);

/**
 * Products shown with a product, from several sources ('look': chosen to wear together, 'similar':
 * same category); a product may come from both, so readers deduplicate by id, best priority first.
 */
export const relatedProducts = pgTable(
  'related_products',
  {
    store: store(),
    productId: text('product_id').notNull(),
    source: text('source').notNull(),
    relatedId: text('related_id').notNull(),
    priority: integer('priority').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.store, table.productId, table.source, table.relatedId] }),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    store: store(),
    productId: text('product_id').notNull(),
    author: text('author').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedOn: date('published_on').notNull(),
  },
  (table) => [index('reviews_product_idx').on(table.store, table.productId)],
);

/** Words of the catalogue, for spelling correction by trigram similarity. */
export const searchWords = pgTable(
  'search_words',
  {
    store: store(),
    word: text('word').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.store, table.word] }),
    index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
  ],
);

/**
 * Editorial documents served as stored: the menu and content feeds (JSON), CMS pages, popins,
 * size guides, footer and internal-linking blocks (HTML).
 */
export const documents = pgTable(
  'documents',
  {
    store: store(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    body: text('body').notNull(),
  },
  (table) => [primaryKey({ columns: [table.store, table.kind, table.key] })],
);

export const errorReports = pgTable('error_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  store: store(),
  report: jsonb('report').notNull(),
  userAgent: text('user_agent'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per seeding: which generator version and seed filled the catalogue. */
export const seedRuns = pgTable('seed_runs', {
  id: serial('id').primaryKey(),
  version: integer('version').notNull(),
  seed: integer('seed').notNull(),
  products: integer('products').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
