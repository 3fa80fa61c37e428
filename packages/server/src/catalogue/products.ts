import type { ProductCard, ProductDynamic, StoreSegment } from '@vitrine/api-client/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { preparedPerDb } from '../db/prepared.js';
import { queryRows } from '../db/query.js';
import { variants } from '../db/schema.js';
import { STORES } from '../stores.js';
import { availabilityOf, discountPercent, productAvailabilitySql } from './availability.js';

/** The static sheet as JSON text, with today's availability: one indexed read, no re-encoding. */
export async function readProductSheet(
  db: Db,
  store: StoreSegment,
  id: string,
): Promise<string | null> {
  const result = await queryRows<{ sheet: string }>(
    db,
    sql`
    SELECT jsonb_set(p.sheet, '{attributes,disponibilite}', to_jsonb(${productAvailabilitySql}))::text AS sheet
    FROM products p WHERE p.store = ${store} AND p.id = ${id}`,
  );
  return result[0]?.sheet ?? null;
}

/**
 * Prices and stock per SKU. Products sold in a standard and a large-size (Curvy) range answer one
 * range at a time: the large one when `largeSize` is set. Other products answer all their SKUs.
 */
export async function readProductDynamic(
  db: Db,
  store: StoreSegment,
  id: string,
  largeSize: boolean,
): Promise<ProductDynamic | null> {
  const rows = await db
    .select()
    .from(variants)
    .where(and(eq(variants.store, store), eq(variants.productId, id)))
    .orderBy(asc(variants.sku));
  if (!rows.length) return null;
  const hasBothRanges = rows.some((v) => v.isLargeSize) && rows.some((v) => !v.isLargeSize);
  const range = hasBothRanges ? rows.filter((v) => v.isLargeSize === largeSize) : rows;
  const prices = new Set(range.map((v) => v.price));
  return {
    id,
    currency: STORES[store].currency,
    largeSize: range.every((v) => v.isLargeSize),
    prixUnique: prices.size === 1,
    skus: range.map((v) => {
      const crossedOut = v.crossedOutPrice === null ? null : Number(v.crossedOutPrice);
      return {
        SKUReelle: v.sku,
        idCustColor: v.colourCode,
        codeTaille: v.sizeCode,
        prix: v.price,
        prixBarre: v.crossedOutPrice ?? '',
        decote: discountPercent(Number(v.price), crossedOut),
        discountType: v.isMarkdown ? 'M' : '',
        stock: v.stock,
        disponibilite: availabilityOf(v.stock),
      };
    }),
  };
}

/**
 * A product card as JSON text, with its id: listings send their cards on as read, so a page of 48
 * is neither parsed from the database's rows nor serialised again (decision 024).
 */
export interface CardText {
  readonly id: string;
  readonly json: string;
}

/**
 * What a card is read with: the stored attributes as text (json keeps them as written) and the
 * stock across the variants, which today's availability follows.
 */
const cardFields = {
  id: sql<string>`p.id`,
  url: sql<string>`p.url`,
  attributes: sql<string>`p.card_attributes::text`,
  stock: sql<number>`p.stock_total`,
};
type CardRow = { [K in keyof typeof cardFields]: (typeof cardFields)[K]['_']['type'] };
const CARD_COLUMNS = sql.join(
  Object.entries(cardFields).map(([name, value]) => sql`${value} AS ${sql.identifier(name)}`),
  sql`, `,
);

const text = JSON.stringify;

/** The card's text: the stored attributes' object, its closing brace dropped, gets the live fields. */
const toCardText = ({ id, url, attributes, stock }: CardRow): CardText => ({
  id,
  json:
    `{"id":${text(id)},"url":${text(url)},"attributes":${attributes.trimEnd().slice(0, -1)},` +
    `"disponibilite":${text(availabilityOf(stock))},"stock":${Math.max(0, stock)}}}`,
});

const parseCard = (card: CardText) => JSON.parse(card.json) as ProductCard;

/**
 * The cards of a store's products by id, prepared: PostgreSQL plans it once per connection (a list
 * of 48 ids planned on every call cost more than reading them).
 */
const readCardsQuery = preparedPerDb((db: Db) =>
  db
    .select(cardFields)
    .from(sql`products p`)
    .where(sql`p.store = ${sql.placeholder('store')} AND p.id = ANY(${sql.placeholder('ids')})`)
    .prepare('read_cards'),
);

/** Product cards for these ids as JSON text, in the order given; an unknown id is left out. */
export async function readCardTexts(
  db: Db,
  store: StoreSegment,
  ids: readonly string[],
): Promise<CardText[]> {
  if (!ids.length) return [];
  const result = await readCardsQuery(db).execute({ store, ids });
  const byId = new Map(result.map((row) => [row.id, toCardText(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Product cards for these ids, in the order given, for answers that use them as values. */
export async function readCards(
  db: Db,
  store: StoreSegment,
  ids: readonly string[],
): Promise<ProductCard[]> {
  return (await readCardTexts(db, store, ids)).map(parseCard);
}

/** Related products: each id once at its best priority, best first, at most `limit`. */
export async function readRelated(
  db: Db,
  store: StoreSegment,
  id: string,
  limit: number,
): Promise<ProductCard[] | null> {
  const result = await queryRows<CardRow>(
    db,
    sql`
    SELECT ${CARD_COLUMNS}
    FROM (
      SELECT DISTINCT ON (r.related_id) r.related_id, r.priority
      FROM related_products r
      WHERE r.store = ${store} AND r.product_id = ${id} AND r.related_id <> ${id}
      ORDER BY r.related_id, r.priority
    ) best
    JOIN products p ON p.store = ${store} AND p.id = best.related_id
    ORDER BY best.priority, p.id
    LIMIT ${limit}`,
  );
  if (!result.length && !(await productExists(db, store, id))) return null;
  return result.map((row) => parseCard(toCardText(row)));
}

async function productExists(db: Db, store: StoreSegment, id: string): Promise<boolean> {
  const result = await queryRows(
    db,
    sql`SELECT 1 FROM products WHERE store = ${store} AND id = ${id}`,
  );
  return result.length > 0;
}

/** The product a catalogue reference designates, if any. */
export async function findByReference(
  db: Db,
  store: StoreSegment,
  reference: string,
): Promise<{ id: string; url: string } | null> {
  const result = await queryRows<{ id: string; url: string }>(
    db,
    sql`SELECT id, url FROM products WHERE store = ${store} AND reference = ${reference}`,
  );
  return result[0] ?? null;
}
