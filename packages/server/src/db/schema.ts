import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  date,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
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
    /**
     * The product card's attributes (spec 2.3) with its tracking fields (spec 3), minus
     * availability and stock, which follow the variants; the card's id and url are the row's.
     * Kept as written (json): a card's text is put together without parsing it (catalogue/products).
     */
    cardAttributes: json('card_attributes').notNull(),
    /** The static product sheet minus availability: served nearly as stored. */
    sheet: jsonb('sheet').notNull(),
    searchVector: tsvector('search_vector'),
    /** The label's vector alone: ranks name matches first, finds suggestions (migration 0011). */
    labelVector: tsvector('label_vector'),
  },
  (table) => [
    primaryKey({ columns: [table.store, table.id] }),
    index('products_reference_idx').on(table.store, table.reference),
    // Compared as bytes ("C" collation, migration 0011): a subtree is a LIKE 'path/%' range.
    index('products_category_path_idx').on(table.store, table.categoryPath),
    // Text indexes per store (migration 0011): a search reads its own store's only.
    index('products_search_fr_idx')
      .using('gin', table.searchVector)
      .where(sql`store = 'fr'`),
    index('products_search_uk_idx')
      .using('gin', table.searchVector)
      .where(sql`store = 'uk'`),
    index('products_label_search_fr_idx')
      .using('gin', table.labelVector)
      .where(sql`store = 'fr'`),
    index('products_label_search_uk_idx')
      .using('gin', table.labelVector)
      .where(sql`store = 'uk'`),
    index('products_popularity_idx').on(table.store, table.popularity.desc(), table.id),
    // The few sold out now: a search answered in memory reads them live (migration 0012).
    index('products_sold_out_idx')
      .on(table.store, table.id)
      .where(sql`stock_total <= 0`),
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
    // Orders take stock with a guarded update; this is the last line of defence.
    check('variants_stock_not_negative', sql`${table.stock} >= 0`),
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

/** Mix and match (spec 2.1): looks of coordinated pieces sold separately, in display order. */
export const looks = pgTable(
  'looks',
  {
    store: store(),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
  },
  (table) => [primaryKey({ columns: [table.store, table.id] })],
);

/** A look's pieces: each a product of the catalogue, in the look's colour. */
export const lookPieces = pgTable(
  'look_pieces',
  {
    store: store(),
    lookId: text('look_id').notNull(),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    colourCode: text('colour_code').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.store, table.lookId, table.position] }),
    foreignKey({
      columns: [table.store, table.lookId],
      foreignColumns: [looks.store, looks.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.store, table.productId],
      foreignColumns: [products.store, products.id],
    }).onDelete('cascade'),
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

/**
 * Per store, how many times one of its products has become sold out or back in stock: bumped by a
 * trigger on products in the same transaction (migration 0014). A search answered in memory reads
 * it live and reads the sold-out list again only when it has moved.
 */
export const soldOutVersions = pgTable('sold_out_versions', {
  store: store().primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

// ---------------------------------------------------------------------------------------------
// Customers, sessions and mail (issue 4). Customers belong to one store: the same e-mail may
// have an account in each.
// ---------------------------------------------------------------------------------------------

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    store: store(),
    customerNumber: text('customer_number').notNull(),
    /** Lower-cased: e-mails are compared without case. */
    email: text('email').notNull(),
    /** scrypt, self-describing: `scrypt$N$r$p$salt$hash` (see customers/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    civility: text('civility').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    cellPhone: text('cell_phone').notNull().default(''),
    landline: text('landline').notNull().default(''),
    mailOption: boolean('mail_option').notNull().default(false),
    smsOption: boolean('sms_option').notNull().default(false),
    partnerOption: boolean('partner_option').notNull().default(false),
    birthDate: date('birth_date'),
    country: text('country').notNull(),
    /** Retargeting category (spec 3, CATEGORIE). */
    category: text('category').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('customers_email_idx').on(table.store, table.email),
    uniqueIndex('customers_number_idx').on(table.customerNumber),
  ],
);

/** P: the main address (always one); S: the alternative one (at most one). */
export const addresses = pgTable(
  'addresses',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    street: text('street').notNull(),
    complement: text('complement').notNull().default(''),
    locality: text('locality').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.kind] })],
);

/** UK personal (store credit) account: a credit limit and what is owed on it. */
export const personalAccounts = pgTable('personal_accounts', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  creditLimit: money('credit_limit').notNull(),
  balance: money('balance').notNull().default('0'),
});

/**
 * Server-side sessions. The cookie holds a random token; the table holds its SHA-256, so a read
 * of the table does not give working session cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    store: store(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** The retargeting identifier and the OCTIPASS id given for it (updateSession). */
    retarg: text('retarg'),
    octipass: uuid('octipass'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last request that used it (to the minute): a signed-in session lapses when idle. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_customer_idx').on(table.customerId),
    index('sessions_last_seen_idx').on(table.lastSeenAt),
  ],
);

/** Single-use password reset links: the SHA-256 of the token, as for sessions. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Newsletter subscriptions of e-mails with or without an account. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    store: store(),
    email: text('email').notNull(),
    mailOption: boolean('mail_option').notNull(),
    smsOption: boolean('sms_option').notNull().default(false),
    partnerOption: boolean('partner_option').notNull().default(false),
    cellPhone: text('cell_phone').notNull().default(''),
    subscribedAt: createdAt(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.store, table.email] })],
);

/** Paper catalogue requests (spec 7.1 catalog/request). */
export const catalogRequests = pgTable('catalog_requests', {
  id: serial('id').primaryKey(),
  store: store(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  request: jsonb('request').notNull(),
  createdAt: createdAt(),
});

/** Messages to customer service (spec 7.3). */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  store: store(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  message: jsonb('message').notNull(),
  createdAt: createdAt(),
});

/** Mail the store sends, kept here instead of a mail server (read at /dev/mailbox outside production). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    store: store(),
    recipient: text('recipient').notNull(),
    /** 'password-reset', 'customer-number', 'order-confirmation', 'catalog-request', 'contact'… */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_recipient_idx').on(table.recipient)],
);

/** Fixed-window request counters shared by every server on the database (rate limits). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

// ---------------------------------------------------------------------------------------------
// Cart, privilege codes, delivery
// ---------------------------------------------------------------------------------------------

/** One open cart per session, or per customer once logged in (the visitor's is merged into it). */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    store: store(),
    sessionHash: text('session_hash'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    privilegeCode: text('privilege_code').notNull().default(''),
    /** Gift chosen per gift offer: { [offerId]: sku }. */
    giftChoices: jsonb('gift_choices').notNull().default({}),
    /** { shippingMethod, address, relayPointId } or null. */
    delivery: jsonb('delivery'),
    deliveryValidated: boolean('delivery_validated').notNull().default(false),
    paymentMethod: text('payment_method').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('carts_session_idx').on(table.sessionHash),
    uniqueIndex('carts_customer_idx').on(table.customerId),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    isLsProduct: boolean('is_ls_product').notNull().default(false),
    specialSku: text('special_sku').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.line] })],
);

/**
 * Privilege (promo) codes with their rule: 'percent' or 'fixed' off the products, 'free-shipping',
 * or 'gift' (a free product); each from `threshold` (cart amount) and until `expiresAt`.
 */
export const privilegeCodes = pgTable(
  'privilege_codes',
  {
    store: store(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    kind: text('kind').notNull(),
    /** Percent (kind 'percent') or amount (kind 'fixed'); 0 otherwise. */
    value: money('value').notNull().default('0'),
    threshold: money('threshold').notNull().default('0'),
    giftSku: text('gift_sku'),
    isDefault: boolean('is_default').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.store, table.code] })],
);

/** Pickup points of the relay networks (RP: Colissimo relay, MLR: Mondial Relay). */
export const relayPoints = pgTable(
  'relay_points',
  {
    store: store(),
    id: text('id').notNull(),
    method: text('method').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    complement: text('complement').notNull().default(''),
    locality: text('locality').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** [{ day: 1–7, slots: [{ opens, closes }] }] */
    openingHours: jsonb('opening_hours').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.store, table.id] }),
    index('relay_points_postcode_idx').on(table.store, table.method, table.postalCode),
  ],
);

// ---------------------------------------------------------------------------------------------
// Orders, payments, stock movements
// ---------------------------------------------------------------------------------------------

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    store: store(),
    orderNumber: text('order_number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The key `order/validate` was called with: the same key again answers this order. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** Private-sale (event) orders are listed apart (spec 7.1 evt/orders). */
    isEvent: boolean('is_event').notNull().default(false),
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** Oney's number of instalments (3 or 4); null for the other methods. */
    paymentInstalments: smallint('payment_instalments'),
    shippingMethod: text('shipping_method').notNull(),
    deliveryAddress: jsonb('delivery_address').notNull(),
    relayPointName: text('relay_point_name').notNull().default(''),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull(),
    shippingFees: money('shipping_fees').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
    privilegeCode: text('privilege_code').notNull().default(''),
    easyReturnNumber: text('easy_return_number').notNull().default(''),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('orders_number_idx').on(table.orderNumber),
    uniqueIndex('orders_idempotency_idx').on(table.customerId, table.idempotencyKey),
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    check('orders_payment_instalments_check', sql`${table.paymentInstalments} IN (3, 4)`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    sku: text('sku').notNull(),
    productId: text('product_id').notNull(),
    label: text('label').notNull(),
    size: text('size').notNull(),
    color: text('color').notNull(),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    image: text('image').notNull(),
    url: text('url').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.line] })],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId)],
);

export const orderPackages = pgTable(
  'order_packages',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    packageNumber: text('package_number').notNull(),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.packageNumber] })],
);

/**
 * Payments at the sandbox card provider (and the other methods' records): what was asked, and
 * the outcome ('pending', 'challenge', 'authorised', 'declined').
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order paid; null for a personal account repayment. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The personal account (UK) a card repayment pays into; null for an order's payment. */
    personalAccountId: integer('personal_account_id').references(
      () => personalAccounts.customerId,
      { onDelete: 'cascade' },
    ),
    method: text('method').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull(),
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId),
    index('payments_personal_account_idx').on(table.personalAccountId),
    // A payment pays either an order or a personal account (UK) repayment, never both.
    check(
      'payments_purpose_check',
      sql`(${table.orderId} IS NULL) <> (${table.personalAccountId} IS NULL)`,
    ),
    // Nothing asks a shopper to pay nothing (issue 19, D6): a payment is of one penny or cent at least.
    check('payments_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * The personal account's statement (UK): every movement after seeding, with its date. A
 * `charge` is an order paid on the account (the balance grows), a `payment` a card repayment
 * (it falls). Amounts are positive; the kind gives the direction. One line per order or payment.
 */
export const personalAccountStatement = pgTable(
  'personal_account_statement',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => personalAccounts.customerId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('personal_account_statement_customer_idx').on(table.customerId, table.at),
    uniqueIndex('personal_account_statement_payment_idx').on(table.paymentId),
    uniqueIndex('personal_account_statement_order_idx').on(table.orderId),
    check(
      'personal_account_statement_line_check',
      sql`${table.kind} IN ('charge', 'payment') AND ${table.amount} > 0`,
    ),
  ],
);

/** Every change of a variant's stock after seeding: sales (negative) and releases (positive). */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    store: store(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stock_movements_order_idx').on(table.orderId)],
);
