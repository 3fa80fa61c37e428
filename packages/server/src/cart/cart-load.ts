import type { StoreSegment } from '@vitrine/api-client/contract';
import { sql } from 'drizzle-orm';
import { toAddress } from '../customers/address.js';
import type { Db } from '../db/database.js';
import { preparedPerDb } from '../db/prepared.js';
import type { CustomerAddresses } from '../delivery/delivery-address.js';
import type { RelayRow } from '../delivery/relay-points.js';
import { warehouseCategorySlugs } from '../delivery/warehouse-goods.js';
import type { Session } from '../http/session.js';
import type { Store } from '../stores.js';
import type { LineProduct } from './cart-products.js';
import type { CartRow } from './cart-store.js';
import { storeCodes, type CodeRow, type StoreCodes } from './privilege-codes.js';

/** Everything a cart is priced from, as stored now. */
export interface LoadedCart {
  /** null when the shopper has no cart (yet). */
  row: CartRow | null;
  /** The cart's lines with their variant and product, in line order. */
  lines: LineProduct[];
  /** The code asked for or kept on the cart, and the store's default. */
  codes: StoreCodes;
  /** The signed-in customer's addresses (none for a visitor). */
  addresses: CustomerAddresses;
  /** The relay point the cart's delivery names, if any. */
  relayPoint: RelayRow | null;
}

interface LoadedRow {
  id: string | null;
  customerId: number | null;
  privilegeCode: string | null;
  giftChoices: Record<string, string> | null;
  delivery: CartRow['delivery'];
  deliveryValidated: boolean | null;
  paymentMethod: string | null;
  lines: LineProduct[];
  codes: (Omit<CodeRow, 'startsAt' | 'expiresAt'> & {
    startsAt: string;
    expiresAt: string | null;
  })[];
  addresses: (Parameters<typeof toAddress>[0] & { kind: string })[];
  relayPoint: RelayRow | null;
}

/**
 * One round trip: the cart row, its lines joined to the catalogue (only this store's: a SKU
 * unknown to it, or withdrawn, drops out of the cart), the privilege codes that may apply, the
 * customer's addresses and the chosen relay point, as JSON. Every read is by primary key or unique
 * index (the small tables of codes and colours aside). Prepared: PostgreSQL plans it once per
 * connection, not on every call.
 */
const loadCartQuery = preparedPerDb((db: Db) =>
  db
    .select({
      id: sql<string | null>`cart.id`,
      customerId: sql<number | null>`cart.customer_id`,
      privilegeCode: sql<string | null>`cart.privilege_code`,
      giftChoices: sql<Record<string, string> | null>`cart.gift_choices`,
      delivery: sql<CartRow['delivery']>`cart.delivery`,
      deliveryValidated: sql<boolean | null>`cart.delivery_validated`,
      paymentMethod: sql<string | null>`cart.payment_method`,
      lines: sql<LineProduct[]>`(
        SELECT coalesce(json_agg(l ORDER BY l.line), '[]') FROM (
          SELECT cl.line, cl.sku, cl.quantity, cl.is_ls_product AS "isLsProduct",
            cl.special_sku AS "specialSku", v.product_id AS "productId",
            v.catalogue_sku AS "catalogueSku", v.ean, v.colour_code AS "colourCode",
            v.size_label AS "sizeLabel", v.price::text AS price,
            v.crossed_out_price::text AS "crossedOutPrice", v.is_markdown AS "isMarkdown", v.stock,
            p.label, p.url, p.brand, p.reference,
            p.sheet -> 'attributes' ->> 'nomModele' AS "modelName", co.label AS colour,
            cat.slug = ANY(${sql.placeholder('warehouseSlugs')}) AS "isLdf"
          FROM cart_lines cl
          JOIN variants v ON v.store = cart.store AND v.sku = cl.sku
          JOIN products p ON p.store = v.store AND p.id = v.product_id
          JOIN categories cat ON cat.store = p.store AND cat.id = p.category_id
          LEFT JOIN colours co ON co.store = v.store AND co.code = v.colour_code
          WHERE cl.cart_id = cart.id) l)`,
      codes: sql<LoadedRow['codes']>`(
        SELECT coalesce(json_agg(c ORDER BY c.code), '[]') FROM (
          SELECT code, label, kind, value::text AS value, threshold::text AS threshold,
            gift_sku AS "giftSku", is_default AS "isDefault", starts_at AS "startsAt",
            expires_at AS "expiresAt"
          FROM privilege_codes
          WHERE store = ${sql.placeholder('store')} AND (is_default OR code =
            coalesce(${sql.placeholder('requestedCode')}, cart.privilege_code))) c)`,
      addresses: sql<LoadedRow['addresses']>`(
        SELECT coalesce(json_agg(a), '[]') FROM (
          SELECT kind, street, complement, locality, postal_code AS "postalCode", city, country
          FROM addresses WHERE customer_id = ${sql.placeholder('customerId')}::int) a)`,
      relayPoint: sql<RelayRow | null>`(
        SELECT row_to_json(r) FROM (
          SELECT store, id, method, name, street, complement, locality,
            postal_code AS "postalCode", city, country, latitude, longitude,
            opening_hours AS "openingHours"
          FROM relay_points
          WHERE store = cart.store AND id = cart.delivery ->> 'relayPointId') r)`,
    })
    // One row whether or not there is a cart. A visitor's cart is the session's (sessionHash
    // null for a customer); a customer's is the account's, whatever the session (customerId null
    // for a visitor). An OR of two indexed lookups: the plan PostgreSQL keeps for every call
    // uses both indexes.
    .from(
      sql`(SELECT 1) AS one LEFT JOIN carts AS cart ON cart.store = ${sql.placeholder('store')}
        AND (cart.customer_id = ${sql.placeholder('customerId')}::int
          OR (cart.session_hash = ${sql.placeholder('sessionHash')} AND cart.customer_id IS NULL))`,
    )
    .prepare('load_cart'),
);

/**
 * The session's cart as stored, with what pricing it needs; `requestedCode` (the app's cookie)
 * takes the place of the code kept on the cart. Without a session: no cart, the default code.
 */
export async function loadCart(
  db: Db,
  store: Store,
  session: Session | null,
  requestedCode?: string,
  now = new Date(),
): Promise<LoadedCart> {
  const segment: StoreSegment = store.segment;
  const [loaded] = (await loadCartQuery(db).execute({
    store: segment,
    customerId: session?.customerId ?? null,
    sessionHash: session?.customerId === null ? session.idHash : null,
    requestedCode: requestedCode ?? null,
    warehouseSlugs: warehouseCategorySlugs(segment),
  })) as LoadedRow[];
  if (!loaded) throw new Error('The cart query answered no row');
  const { id, lines, codes, addresses, relayPoint } = loaded;
  const row: CartRow | null =
    id === null
      ? null
      : {
          id,
          customerId: loaded.customerId,
          privilegeCode: loaded.privilegeCode ?? '',
          giftChoices: loaded.giftChoices ?? {},
          delivery: loaded.delivery,
          deliveryValidated: loaded.deliveryValidated ?? false,
          paymentMethod: loaded.paymentMethod ?? '',
        };
  const codeRows = codes.map((c) => ({
    ...c,
    store: segment,
    startsAt: new Date(c.startsAt),
    expiresAt: c.expiresAt === null ? null : new Date(c.expiresAt),
  }));
  return {
    row,
    lines,
    codes: storeCodes(codeRows, now),
    addresses: Object.fromEntries(addresses.map((a) => [a.kind, toAddress(a)])),
    relayPoint,
  };
}
