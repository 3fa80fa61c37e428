import { apiRoutes, type Cart } from '@vitrine/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { checkRateLimit } from '../security/rate-limit.js';
import { CACHE, registerRoute, type StoreRouteOptions } from '../http/route.js';
import type { SessionAccess } from '../http/session.js';
import { catalogueItems, changeCartLines } from './cart-changes.js';
import { chooseGift, removeExtra } from './cart-extras.js';
import { addItems, removeLine, replaceLine } from './cart-lines.js';
import { readCart } from './cart-service.js';
import { findCart, keepPrivilegeCode } from './cart-store.js';
import { readMerchandising } from './merchandising.js';
import { checkPrivilegeCode, defaultPrivilegeCode } from './privilege-codes.js';

const routes = apiRoutes.checkout;

/**
 * Cart and privilege-code calls (spec 7.2). The cart is the session's (a visitor's) or the
 * account's (a customer's); a visitor's session starts with the first item added. Cart answers
 * depend on the session: never cached.
 */
export function registerCartRoutes(app: FastifyInstance, options: StoreRouteOptions): void {
  const { db, store } = options;
  const { segment } = store;
  const cartOf = async (session: SessionAccess): Promise<Cart> =>
    (await readCart(db, store, await session.current())).cart;

  registerRoute(app, options, routes.cart, async ({ query, session }) => {
    const priced = await readCart(db, store, await session.current(), query.privilegeCode);
    if (priced.row && priced.row.privilegeCode !== priced.privilegeCode)
      await keepPrivilegeCode(db, priced.row.id, priced.privilegeCode);
    return priced.cart;
  });

  registerRoute(app, options, routes.cartAdd, async ({ body, session }) => {
    const { items, stock } = await catalogueItems(db, segment, body.items, 'items');
    // Several items at once (a look): a refusal names the item over its stock.
    const index = (sku: string) => body.items.findIndex((item) => item.sku === sku);
    await changeCartLines(
      db,
      store,
      await session.ensure(),
      stock,
      (lines) => addItems(lines, items),
      (sku) => `items.${String(index(sku))}.sku`,
    );
    return cartOf(session);
  });

  registerRoute(app, options, routes.cartUpdate, async ({ body, session }) => {
    const current = await session.current();
    if (!current) throw new HttpError(404, 'cart.line_not_found');
    const { items, stock } = await catalogueItems(db, segment, body.products, 'products');
    await changeCartLines(db, store, current, stock, (lines) =>
      replaceLine(lines, body.item, items),
    );
    return cartOf(session);
  });

  registerRoute(app, options, routes.cartRemove, async ({ body, session }) => {
    const current = await session.current();
    const cart = current && (await findCart(db, store, current));
    if (!current || !cart) return cartOf(session);
    if (body.type === 'product') {
      await changeCartLines(db, store, current, new Map(), (lines) =>
        removeLine(lines, body.sku, body.specialSku),
      );
      return cartOf(session);
    }
    const codeDropped = await removeExtra(db, cart, await readCart(db, store, current), body);
    const after = await cartOf(session);
    // The app keeps the code in a cookie: tell it the default now applies (spec 4).
    return codeDropped ? { ...after, newPrivilegeCode: after.currentPrivilegeCode } : after;
  });

  registerRoute(app, options, routes.giftChoiceUpdate, async ({ body, session }) => {
    await chooseGift(db, store, await session.current(), body);
    return cartOf(session);
  });

  registerRoute(app, options, routes.merchandising, async ({ session }) =>
    readMerchandising(db, segment, await readCart(db, store, await session.current())),
  );

  registerRoute(
    app,
    options,
    routes.privilegeCode,
    () => defaultPrivilegeCode(db, segment),
    CACHE.catalogue,
  );
  registerRoute(
    app,
    options,
    routes.privilegeCodeValidate,
    async ({ body, request, session, services }) => {
      const current = await session.current();
      await checkRateLimit(db, services.rateLimits, 'privilegeCode', {
        ip: request.ip,
        ...(current ? { identifier: `session:${current.idHash}` } : {}),
      });
      return checkPrivilegeCode(db, segment, body.privilegeCode);
    },
  );
}
