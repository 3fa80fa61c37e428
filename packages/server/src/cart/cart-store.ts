import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { preparedPerDb } from '../db/prepared.js';
import { cartLines, carts } from '../db/schema.js';
import type { StoredDelivery } from '../delivery/delivery-selection.js';
import type { Session } from '../http/session.js';
import type { Store } from '../stores.js';
import type { StoredLine } from './cart-lines.js';

/** A cart row with its JSON columns typed (this module and its callers are their only writers). */
export interface CartRow {
  id: string;
  customerId: number | null;
  privilegeCode: string;
  /** The gift chosen per gift offer: { [offerId]: sku }. */
  giftChoices: Record<string, string>;
  delivery: StoredDelivery | null;
  deliveryValidated: boolean;
  paymentMethod: string;
}

const cartColumns = {
  id: carts.id,
  customerId: carts.customerId,
  privilegeCode: carts.privilegeCode,
  giftChoices: carts.giftChoices,
  delivery: carts.delivery,
  deliveryValidated: carts.deliveryValidated,
  paymentMethod: carts.paymentMethod,
};

/** A visitor's cart is the session's; a customer's is the account's, whatever the session. */
const ownedBy = (store: Store, session: Session): SQL =>
  session.customerId === null
    ? sql`${carts.store} = ${store.segment} AND ${carts.sessionHash} = ${session.idHash}
        AND ${carts.customerId} IS NULL`
    : sql`${carts.store} = ${store.segment} AND ${carts.customerId} = ${session.customerId}`;

export async function findCart(db: Db, store: Store, session: Session): Promise<CartRow | null> {
  const [row] = await db.select(cartColumns).from(carts).where(ownedBy(store, session));
  return row ? (row as CartRow) : null;
}

/**
 * The statement opening a visitor's or a customer's cart for a change (prepared: it runs in the
 * transaction of every change to a cart).
 */
const openCartQuery = (forCustomer: boolean) =>
  preparedPerDb((db: Db) =>
    db
      .insert(carts)
      .values({
        store: sql.placeholder('store'),
        ...(forCustomer
          ? { customerId: sql.placeholder('owner') }
          : { sessionHash: sql.placeholder('owner') }),
      })
      .onConflictDoUpdate({
        target: forCustomer ? carts.customerId : carts.sessionHash,
        set: { deliveryValidated: false, updatedAt: sql`now()` },
        setWhere: forCustomer
          ? sql`${carts.store} = ${sql.placeholder('store')}`
          : sql`${carts.store} = ${sql.placeholder('store')} AND ${carts.customerId} IS NULL`,
      })
      .returning(cartColumns)
      .prepare(forCustomer ? 'open_customer_cart' : 'open_visitor_cart'),
  );
const openCustomerCart = openCartQuery(true);
const openVisitorCart = openCartQuery(false);

/**
 * The session's cart, created if needed, for a change of its lines: locked until the transaction
 * `tx` ends, and marked changed in the same statement (its delivery is to be validated again; a
 * change refused rolls the transaction back, and this with it).
 */
export async function openCartForChange(tx: Db, store: Store, session: Session): Promise<CartRow> {
  const [row] = await (session.customerId === null
    ? openVisitorCart(tx).execute({ store: store.segment, owner: session.idHash })
    : openCustomerCart(tx).execute({ store: store.segment, owner: session.customerId }));
  if (!row) throw new Error('The cart just opened cannot be read');
  return row as CartRow;
}

const readStoredLinesQuery = preparedPerDb((db: Db) =>
  db
    .select({
      line: cartLines.line,
      sku: cartLines.sku,
      quantity: cartLines.quantity,
      isLsProduct: cartLines.isLsProduct,
      specialSku: cartLines.specialSku,
    })
    .from(cartLines)
    .where(eq(cartLines.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartLines.line))
    .prepare('read_cart_lines'),
);

export async function readStoredLines(db: Db, cartId: string): Promise<StoredLine[]> {
  return readStoredLinesQuery(db).execute({ cartId });
}

const lockCustomerCartQuery = preparedPerDb((db: Db) =>
  db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.customerId, sql.placeholder('customerId')))
    .for('update')
    .prepare('lock_customer_cart'),
);

/** Locks a customer's cart, if any, until the transaction `tx` ends (an order is placed from it). */
export async function lockCustomerCart(tx: Db, customerId: number): Promise<void> {
  await lockCustomerCartQuery(tx).execute({ customerId });
}

const deleteCartQuery = preparedPerDb((db: Db) =>
  db
    .delete(carts)
    .where(eq(carts.id, sql.placeholder('id')))
    .prepare('delete_cart'),
);

/** Deletes a cart and its lines (an order placed from it, or a basket merged into another). */
export async function deleteCart(tx: Db, cartId: string): Promise<void> {
  await deleteCartQuery(tx).execute({ id: cartId });
}

const sameLine = (a: StoredLine, b: StoredLine | undefined): boolean =>
  a.sku === b?.sku &&
  a.quantity === b.quantity &&
  a.isLsProduct === b.isLsProduct &&
  a.specialSku === b.specialSku;

/**
 * Makes the cart's lines, `before` as read in this transaction, `after`: deletes the lines gone,
 * writes the new and changed ones, and leaves the others (one statement for a line added).
 */
export async function replaceLines(
  tx: Db,
  cartId: string,
  before: readonly StoredLine[],
  after: readonly StoredLine[],
) {
  const kept = new Set(after.map((l) => l.line));
  const gone = before.filter((l) => !kept.has(l.line)).map((l) => l.line);
  if (gone.length)
    await tx
      .delete(cartLines)
      .where(and(eq(cartLines.cartId, cartId), inArray(cartLines.line, gone)));
  const previous = new Map(before.map((l) => [l.line, l]));
  const written = after.filter((l) => !sameLine(l, previous.get(l.line)));
  if (written.length)
    await tx
      .insert(cartLines)
      .values(written.map((l) => ({ ...l, cartId })))
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.line],
        set: {
          sku: sql`excluded.sku`,
          quantity: sql`excluded.quantity`,
          isLsProduct: sql`excluded.is_ls_product`,
          specialSku: sql`excluded.special_sku`,
        },
      });
}

export type CartChanges = Partial<
  Pick<CartRow, 'privilegeCode' | 'giftChoices' | 'delivery' | 'deliveryValidated'>
>;

/**
 * Saves changes to a cart. Any change un-validates the delivery (it was validated for the cart
 * as it was) unless the change is the validation itself.
 */
export async function updateCart(db: Db, cartId: string, changes: CartChanges): Promise<void> {
  await db
    .update(carts)
    .set({ deliveryValidated: false, ...changes, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

/**
 * Keeps the code a cart was priced with on the cart. The delivery stays validated: the method,
 * address and relay point are unchanged, and the order prices the cart again when it is placed.
 */
export async function keepPrivilegeCode(db: Db, cartId: string, code: string): Promise<void> {
  await db
    .update(carts)
    .set({ privilegeCode: code, updatedAt: new Date() })
    .where(and(eq(carts.id, cartId), ne(carts.privilegeCode, code)));
}
