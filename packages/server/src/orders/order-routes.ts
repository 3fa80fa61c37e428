import { apiRoutes } from '@vitrine/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { registerRoute, type RouteContext, type StoreRouteOptions } from '../http/route.js';
import { readCheckoutOrder } from './checkout-order.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { findOrder, historyStart, listOrders, readOrderCustomer } from './order-store.js';
import { toOrderDetails, toOrderSummary } from './order-view.js';
import { placeOrder } from './place-order.js';

const routes = apiRoutes.customer;
const checkout = apiRoutes.checkout;

type Context = Pick<RouteContext<typeof routes.orderDetails>, 'db' | 'store' | 'session'>;

/** One of the signed-in customer's orders (401 for a visitor, 404 when not theirs). */
async function customerOrder(
  { db, store, session }: Context,
  orderNumber: string,
  isEvent?: boolean,
) {
  const customerId = await session.customerId();
  const record = await findOrder(db, { store, customerId, isEvent }, orderNumber);
  if (!record) throw new HttpError(404, 'order.not_found');
  return { customerId, record };
}

/**
 * Order calls: history, details and invoices (spec 7.1), order get and validate (spec 7.2).
 * They depend on the session: no cache policy.
 */
export function registerOrderRoutes(app: FastifyInstance, options: StoreRouteOptions): void {
  for (const [list, details, isEvent] of [
    [routes.orders, routes.orderDetails, false],
    [routes.eventOrders, routes.eventOrderDetails, true],
  ] as const) {
    registerRoute(app, options, list, async ({ db, store, session }) => {
      const customerId = await session.customerId();
      const rows = await listOrders(db, { store, customerId, isEvent }, historyStart());
      return { orders: rows.map(toOrderSummary) };
    });
    registerRoute(app, options, details, async (context) => {
      const { record } = await customerOrder(context, context.params.id, isEvent);
      return toOrderDetails(context.store, record);
    });
  }

  registerRoute(app, options, routes.invoice, async (context) => {
    const { db, store, params, reply } = context;
    const { customerId, record } = await customerOrder(context, params.id);
    const customer = await readOrderCustomer(db, customerId);
    const { invoicedAt } = record.order;
    // Invoiced once paid: before that there is no invoice to download.
    if (!invoicedAt || !customer) throw new HttpError(404, 'order.not_found');
    const pdf = await renderInvoicePdf({
      store,
      order: toOrderDetails(store, record),
      customer,
      invoicedAt,
    });
    const filename = `${store.segment === 'fr' ? 'facture' : 'invoice'}-${params.id}.pdf`;
    // registerRoute types answers as JSON or HTML; Fastify sends a Buffer as is.
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf) as never;
  });

  registerRoute(app, options, checkout.order, async ({ db, store, session }) =>
    readCheckoutOrder(db, store, await session.signedIn()),
  );
  registerRoute(
    app,
    options,
    checkout.orderValidate,
    async ({ db, store, services, session, body }) =>
      placeOrder({ db, store, services, session: await session.signedIn(), body }),
  );
}
