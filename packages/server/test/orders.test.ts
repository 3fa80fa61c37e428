import { randomUUID } from 'node:crypto';
import {
  apiRoutes,
  type Cart,
  type CheckoutOrder,
  type OrderConfirmation,
  type OrderDetails,
  type OrderList,
  type StoreSegment,
} from '@vitrine/api-client/contract';
import { splitVat } from '@vitrine/validation';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalAccounts } from '../src/db/schema.js';
import { queryRows } from '../src/db/query.js';
import { readMailbox } from '../src/mail/outbox.js';
import { toCents } from '../src/money.js';
import { prepareCheckout, validateOrder, wellStockedSku } from './checkout-flow.js';
import { expectToMatchContract, refusal } from './contract-check.js';
import {
  demoCustomerId,
  newCustomer,
  orderHistory,
  readyToPay,
  setPrice,
  setStock,
  stockOf,
} from './order-fixtures.js';
import { Shopper } from './shopper.js';
import { signIn } from './checkout-shopper.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.app.close());

const routes = apiRoutes.customer;
const YEAR_MS = 365 * 24 * 3600_000;

/** The amounts of an order add up: lines, subtotal − discount + shipping = total, VAT included. */
function expectConsistentAmounts(order: OrderDetails) {
  const lines = order.items.reduce((sum, item) => {
    expect(toCents(item.total)).toBe(toCents(item.price) * item.quantity);
    return sum + toCents(item.total);
  }, 0);
  expect(toCents(order.subtotal)).toBe(lines);
  const total = toCents(order.subtotal) - toCents(order.discount) + toCents(order.shippingFees);
  expect(toCents(order.total)).toBe(total);
  expect(toCents(order.tax)).toBe(splitVat(total).vat);
  expect(order.nbProducts).toBe(order.items.reduce((sum, item) => sum + item.quantity, 0));
}

const details = (shopper: Shopper, id: string, event = false) =>
  shopper.get(`/api/customer/${event ? 'evt/' : ''}order/details/get/${id}`);

describe('order calls refuse visitors', () => {
  it.each(['fr', 'uk'] as const)('answers 401 to a visitor in %s', async (store) => {
    const visitor = new Shopper(t, store);
    for (const path of [
      routes.orders.path,
      routes.eventOrders.path,
      routes.orderDetails.path.replace(':id', '700000001'),
      routes.eventOrderDetails.path.replace(':id', '700000001'),
      routes.invoice.path.replace(':id', '700000001'),
      apiRoutes.checkout.order.path,
    ]) {
      const response = await visitor.get(path);
      expect(response.statusCode, path).toBe(401);
      expect(response.json()).toEqual(refusal('auth.required'));
    }
  });
});

describe('order history of the French demo customer', () => {
  let shopper: Shopper;
  let history: OrderList['orders'];
  beforeAll(async () => {
    shopper = await signIn(t, 'fr', await demoCustomerId(t, 'fr'));
    history = await orderHistory(shopper);
  });

  it('lists the last 12 months, newest first, without the event orders', async () => {
    expectToMatchContract(routes.orders.response, { orders: history });
    expect(history.length).toBeGreaterThanOrEqual(5);
    const dates = history.map((order) => Date.parse(order.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates.every((date) => date > Date.now() - YEAR_MS)).toBe(true);
    expect(new Set(history.map((order) => order.status))).toEqual(
      new Set(['preparing', 'partially-shipped', 'shipped', 'cancelled', 'delivered', 'returned']),
    );
    const events = (await shopper.ok<OrderList>('GET', routes.eventOrders.path)).orders;
    expect(events.length).toBeGreaterThan(0);
    const numbers = new Set(history.map((order) => order.orderNumber));
    expect(events.some((order) => numbers.has(order.orderNumber))).toBe(false);
  });

  it('shows a delivered order with its packages, tracking, easy-return number and invoice', async () => {
    for (const summary of history) {
      const order = (await details(shopper, summary.orderNumber)).json<OrderDetails>();
      expectToMatchContract(routes.orderDetails.response, order);
      expect(order).toMatchObject(summary);
      expectConsistentAmounts(order);
      const shipped = ['partially-shipped', 'shipped', 'delivered', 'returned'].includes(
        order.status,
      );
      expect(order.packages.length > 0, order.status).toBe(shipped);
      expect(order.easyReturnNumber !== '', order.status).toBe(shipped);
      expect(order.invoiceUrl === null, order.status).toBe(order.status === 'cancelled');
    }
    const delivered = history.find((order) => order.status === 'delivered');
    const order = (await details(shopper, delivered?.orderNumber ?? '')).json<OrderDetails>();
    expect(order.easyReturnNumber).toBe(`ER${order.orderNumber}`);
    expect(order.invoiceUrl).toBe(`/api/customer/order/invoice/${order.orderNumber}`);
    for (const pkg of order.packages) {
      expect(pkg.packageNumber).toMatch(new RegExp(`^${order.orderNumber}-\\d+$`));
      expect(pkg.trackingNumber).not.toBe('');
      expect(pkg.trackingUrl).toContain(encodeURIComponent(pkg.trackingNumber));
    }
  });

  it('gives each package the carrier of its shipping method, tracked once handed over', async () => {
    const carriers: Record<string, string> = {
      C: 'colissimo',
      RP: 'colissimo',
      CE: 'colieco',
      MLR: 'mondialRelay',
      STANDARD: 'warehouse',
    };
    const seen = new Set<string>();
    for (const summary of history) {
      const order = (await details(shopper, summary.orderNumber)).json<OrderDetails>();
      for (const pkg of order.packages) {
        expect(pkg.carrier).toBe(carriers[order.shippingMethod]);
        seen.add(pkg.carrier);
        expect(pkg.trackingUrl === '').toBe(pkg.trackingNumber === '');
      }
      if (order.status === 'partially-shipped')
        expect(order.packages.map((pkg) => pkg.trackingNumber !== '')).toEqual([true, false]);
    }
    expect(seen).toEqual(new Set(['colissimo', 'colieco', 'mondialRelay', 'warehouse']));
  });

  it('shows event orders through the event calls only', async () => {
    const [event] = (await shopper.ok<OrderList>('GET', routes.eventOrders.path)).orders;
    const [regular] = history;
    if (!event || !regular) throw new Error('demo orders missing');
    const order = (await details(shopper, event.orderNumber, true)).json<OrderDetails>();
    expectToMatchContract(routes.eventOrderDetails.response, order);
    expectConsistentAmounts(order);
    expect((await details(shopper, event.orderNumber)).statusCode).toBe(404);
    expect((await details(shopper, regular.orderNumber, true)).statusCode).toBe(404);
  });
});

describe('another customer', () => {
  it.each(['fr', 'uk'] as const)(
    'cannot see the demo customer’s orders in %s (404, spec message)',
    async (store: StoreSegment) => {
      const owner = await signIn(t, store, await demoCustomerId(t, store));
      const [theirs] = await orderHistory(owner);
      if (!theirs) throw new Error('demo orders missing');
      const stranger = await signIn(t, store, await newCustomer(t, store));
      expect(await orderHistory(stranger)).toEqual([]);
      for (const id of [theirs.orderNumber, '999999999']) {
        for (const path of [
          routes.orderDetails.path.replace(':id', id),
          routes.invoice.path.replace(':id', id),
        ]) {
          const response = await stranger.get(path);
          expect(response.statusCode, path).toBe(404);
          expect(response.json()).toEqual(refusal('order.not_found'));
        }
      }
    },
  );

  it('cannot read a French order from the UK store', async () => {
    const french = await signIn(t, 'fr', await demoCustomerId(t, 'fr'));
    const [order] = await orderHistory(french);
    const british = await signIn(t, 'uk', await demoCustomerId(t, 'uk'));
    expect((await details(british, order?.orderNumber ?? '')).statusCode).toBe(404);
  });
});

describe('order history of the UK demo customer', () => {
  it('lists a card order and one paid by personal account, in pounds', async () => {
    const shopper = await signIn(t, 'uk', await demoCustomerId(t, 'uk'));
    const history = await orderHistory(shopper);
    expect(history.length).toBeGreaterThanOrEqual(2);
    const orders = await Promise.all(
      history.map(async ({ orderNumber }) =>
        (await details(shopper, orderNumber)).json<OrderDetails>(),
      ),
    );
    for (const order of orders) {
      expectToMatchContract(routes.orderDetails.response, order);
      expectConsistentAmounts(order);
      expect(order.deliveryAddress.country).toBe('GB');
    }
    expect(orders.map((order) => order.paymentMethod).sort()).toEqual(['card', 'personalAccount']);
  });
});

const checkout = apiRoutes.checkout;
const orderCount = async (customerId: number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE customer_id = ${customerId}`,
    )
  )[0]?.n;
const cartOf = (shopper: Shopper) => shopper.ok<Cart>('GET', checkout.cart.path);
const validate = (shopper: Shopper, body: object) =>
  shopper.post(checkout.orderValidate.path, { idempotencyKey: randomUUID(), ...body });

describe('the payment page (order/get)', () => {
  it('needs items and a validated delivery (409)', async () => {
    const shopper = await signIn(t, 'fr', await newCustomer(t, 'fr'));
    const empty = await shopper.get(checkout.order.path);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual(refusal('cart.empty'));
    const { sku } = await wellStockedSku(shopper);
    await shopper.ok('POST', checkout.cartAdd.path, { items: [{ sku, isLSProduct: false }] });
    const notValidated = await shopper.get(checkout.order.path);
    expect(notValidated.statusCode).toBe(409);
    expect(notValidated.json()).toEqual(refusal('delivery.not_validated'));
    const refused = await validate(shopper, { paymentMethod: 'card' });
    expect(refused.statusCode).toBe(409);
  });

  it.each([
    ['fr', ['card', 'paypal', 'applePay', 'oney'], ['card', 'paypal', 'applePay']],
    [
      'uk',
      ['card', 'paypal', 'applePay', 'personalAccount'],
      ['card', 'paypal', 'applePay', 'personalAccount'],
    ],
  ] as const)(
    'lists the %s methods, each available (Oney not for a basket under 100 €)',
    async (store, methods, available) => {
      const { shopper, sku } = await readyToPay(t, store, await demoCustomerId(t, store));
      const price = await setPrice(t, store, sku, '30.00');
      const page = await shopper.ok<CheckoutOrder>('GET', checkout.order.path);
      await setPrice(t, store, sku, price);
      expectToMatchContract(checkout.order.response, page);
      expect(page.paymentMethods.map((m) => m.paymentMethod)).toEqual(methods);
      expect(page.paymentMethods.filter((m) => m.available).map((m) => m.paymentMethod)).toEqual(
        available,
      );
      expect(page.delivery).toMatchObject({ shippingMethod: 'C', address: 'P', relayPoint: null });
      expect(page.deliveryAddress.country).toBe(store === 'fr' ? 'FR' : 'GB');
      expect(page.overseasPremium).toBe('0.00');
      expect(page.personalAccount === null).toBe(store === 'fr');
    },
  );
});

describe('placing an order (order/validate)', () => {
  it('takes the stock, records the order and its payment, empties the cart and mails', async () => {
    const customerId = await newCustomer(t, 'fr');
    const { shopper, sku } = await readyToPay(t, 'fr', customerId, 2);
    const stock = await stockOf(t, 'fr', sku);
    const { cart } = await shopper.ok<CheckoutOrder>('GET', checkout.order.path);
    const response = await validateOrder(shopper);
    expect(response.statusCode, response.body).toBe(200);
    const { order, redirectUrl } = response.json<OrderConfirmation>();
    expectToMatchContract(checkout.orderValidate.response, { order, redirectUrl });
    expect(redirectUrl).toMatch(/^\/fr\/sandbox-pay\/[0-9a-f-]{36}$/);
    expect(order).toMatchObject({
      status: 'placed',
      paymentMethod: 'card',
      shippingMethod: 'C',
      nbProducts: 2,
      total: cart.total,
      shippingFees: cart.shippingFees,
      invoiceUrl: null,
      packages: [],
      easyReturnNumber: '',
    });
    expect(order.orderNumber).toMatch(/^\d{9}$/);
    expectConsistentAmounts(order);
    expect(await stockOf(t, 'fr', sku)).toBe(stock - 2);
    expect((await cartOf(shopper)).nbProducts).toBe(0);
    expect((await orderHistory(shopper)).map((o) => o.orderNumber)).toEqual([order.orderNumber]);
    const [mail] = await readMailbox(t.database.db, 'fr');
    expect(mail).toMatchObject({
      kind: 'order-confirmation',
      subject: `Confirmation de votre commande n° ${order.orderNumber}`,
    });
    expect(mail?.body).toContain(order.items[0]?.label);
    expect(await orderCount(customerId)).toBe(1);
  });

  it('answers the same order for the same key, one after the other and at once', async () => {
    const customerId = await newCustomer(t, 'fr');
    const { shopper } = await readyToPay(t, 'fr', customerId);
    const key = randomUUID();
    const first = await validateOrder(shopper, key);
    const second = await validateOrder(shopper, key);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());

    const { sku } = await wellStockedSku(shopper);
    await prepareCheckout(shopper, sku);
    const other = randomUUID();
    const [a, b] = await Promise.all([
      validateOrder(shopper, other),
      validateOrder(shopper, other),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    expect(a.json<OrderConfirmation>().order.orderNumber).not.toBe(
      first.json<OrderConfirmation>().order.orderNumber,
    );
    expect(await orderCount(customerId)).toBe(2);
  });

  it('answers a retry with its order once a new cart is ready: nothing placed, cart kept', async () => {
    const customerId = await newCustomer(t, 'fr');
    const { shopper } = await readyToPay(t, 'fr', customerId);
    const key = randomUUID();
    const first = await validateOrder(shopper, key);
    expect(first.statusCode, first.body).toBe(200);
    const { sku } = await wellStockedSku(shopper);
    await prepareCheckout(shopper, sku);
    const stock = await stockOf(t, 'fr', sku);
    const mailCount = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n FROM mail_outbox`,
        )
      )[0]?.n;
    const mails = await mailCount();

    const retry = await validateOrder(shopper, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await orderCount(customerId)).toBe(1);
    expect(await stockOf(t, 'fr', sku)).toBe(stock);
    expect((await cartOf(shopper)).products.map((p) => p.sku)).toEqual([sku]);
    expect(await mailCount()).toBe(mails);
  });

  it('refuses a line short of stock (409 naming it): nothing taken, no order, cart kept', async () => {
    const customerId = await newCustomer(t, 'fr');
    const { shopper, sku } = await readyToPay(t, 'fr', customerId, 2);
    const initialStock = await stockOf(t, 'fr', sku);
    await setStock(t, 'fr', sku, 1);
    const response = await validateOrder(shopper);
    expect(response.statusCode).toBe(409);
    const label = (await cartOf(shopper)).products[0]?.label ?? '';
    expect(response.json()).toEqual(
      refusal('order.not_enough_stock', { params: { product: label } }),
    );
    expect(await stockOf(t, 'fr', sku)).toBe(1);
    expect(await orderCount(customerId)).toBe(0);
    expect((await cartOf(shopper)).nbProducts).toBe(2);
    // Another line taken first is given back with the rest.
    const { sku: second } = await wellStockedSku(shopper, 'pull');
    const before = await stockOf(t, 'fr', second);
    await shopper.ok('POST', checkout.cartAdd.path, {
      items: [{ sku: second, isLSProduct: false }],
    });
    const delivery = { shippingMethod: 'C', address: 'P' };
    await shopper.ok('POST', checkout.deliveryValidate.path, delivery);
    expect((await validateOrder(shopper)).statusCode).toBe(409);
    expect(await stockOf(t, 'fr', second)).toBe(before);
    await setStock(t, 'fr', sku, 2);
    expect((await validateOrder(shopper)).statusCode).toBe(200);
    expect(await stockOf(t, 'fr', sku)).toBe(0);
    await setStock(t, 'fr', sku, initialStock);
  });

  it.each([
    ['under 100 €', '30.00'],
    ['over 3,000 €', '1600.00'],
  ])(
    'refuses Oney for a basket %s (402): nothing charged, no stock taken',
    async (_range, unitPrice) => {
      const customerId = await newCustomer(t, 'fr');
      const { shopper, sku } = await readyToPay(t, 'fr', customerId, 2);
      const price = await setPrice(t, 'fr', sku, unitPrice);
      const stock = await stockOf(t, 'fr', sku);
      const page = await shopper.ok<CheckoutOrder>('GET', checkout.order.path);
      expect(page.paymentMethods.find((m) => m.paymentMethod === 'oney')).toEqual({
        paymentMethod: 'oney',
        available: false,
        instalments: { min: '100.00', max: '3000.00', plans: [] },
      });
      const response = await validate(shopper, { paymentMethod: 'oney', instalments: 3 });
      await setPrice(t, 'fr', sku, price);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual(refusal('payment.instalments_out_of_range'));
      expect(await stockOf(t, 'fr', sku)).toBe(stock);
      expect(await orderCount(customerId)).toBe(0);
    },
  );

  it('offers Oney in 3 or 4 instalments from 100 €, and needs the number (400)', async () => {
    const customerId = await newCustomer(t, 'fr');
    const { shopper, sku } = await readyToPay(t, 'fr', customerId, 2);
    const price = await setPrice(t, 'fr', sku, '60.00');
    const page = await shopper.ok<CheckoutOrder>('GET', checkout.order.path);
    const missing = await validate(shopper, { paymentMethod: 'oney' });
    await setPrice(t, 'fr', sku, price);
    expectToMatchContract(checkout.order.response, page);
    const oney = page.paymentMethods.find((m) => m.paymentMethod === 'oney');
    expect(oney?.available).toBe(true);
    expect(page.cart.total).toBe('120.00');
    expect(oney?.instalments?.plans.map((plan) => plan.instalments.map((i) => i.amount))).toEqual([
      ['40.00', '40.00', '40.00'],
      ['30.00', '30.00', '30.00', '30.00'],
    ]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: object }>().fields).toEqual({
      instalments: 'VALIDATION_CHOICE_INVALID',
    });
    expect(await orderCount(customerId)).toBe(0);
  });

  it('refuses a method the store does not offer (400)', async () => {
    const { shopper } = await readyToPay(t, 'uk', await newCustomer(t, 'uk'));
    const response = await validate(shopper, { paymentMethod: 'oney' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: object }>().fields).toEqual({
      paymentMethod: 'VALIDATION_CHOICE_INVALID',
    });
  });
});

describe('UK personal account', () => {
  const ADULT = { day: '03', month: '11', year: '1979' };
  const accountOf = async (customerId: number) =>
    (
      await t.database.db
        .select()
        .from(personalAccounts)
        .where(eq(personalAccounts.customerId, customerId))
    )[0];
  const setBalance = (customerId: number, balance: string) =>
    t.database.db
      .update(personalAccounts)
      .set({ balance })
      .where(eq(personalAccounts.customerId, customerId));

  it('pays at once within the credit: the balance grows, the order is prepared and invoiced', async () => {
    const customerId = await demoCustomerId(t, 'uk');
    await setBalance(customerId, '150.00');
    const { shopper } = await readyToPay(t, 'uk', customerId);
    const page = await shopper.ok<CheckoutOrder>('GET', checkout.order.path);
    expect(page.personalAccount).toEqual({ availableCredit: '850.00' });
    const response = await validate(shopper, {
      paymentMethod: 'personalAccount',
      cgv: true,
      birthDate: ADULT,
    });
    expect(response.statusCode).toBe(200);
    const { order, redirectUrl } = response.json<OrderConfirmation>();
    expect(redirectUrl).toBeNull();
    expect(order.status).toBe('preparing');
    expect(order.invoiceUrl).not.toBeNull();
    expect(toCents((await accountOf(customerId))?.balance ?? '')).toBe(
      15000 + toCents(order.total),
    );
  });

  it('refuses an order above the credit left (402), and a customer without an account', async () => {
    const customerId = await demoCustomerId(t, 'uk');
    await setBalance(customerId, '999.00');
    const { shopper, sku } = await readyToPay(t, 'uk', customerId);
    const stock = await stockOf(t, 'uk', sku);
    const body = { paymentMethod: 'personalAccount', cgv: true, birthDate: ADULT };
    const response = await validate(shopper, body);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual(refusal('payment.credit_too_low'));
    expect((await accountOf(customerId))?.balance).toBe('999.00');
    expect(await stockOf(t, 'uk', sku)).toBe(stock);

    const { shopper: newcomer } = await readyToPay(t, 'uk', await newCustomer(t, 'uk'));
    expect((await validate(newcomer, body)).json()).toEqual(refusal('payment.not_validated'));
  });

  it('is for adults who accept the credit terms (400)', async () => {
    const { shopper } = await readyToPay(t, 'uk', await demoCustomerId(t, 'uk'));
    const year = String(new Date().getFullYear() - 17);
    const minor = await validate(shopper, {
      paymentMethod: 'personalAccount',
      cgv: true,
      birthDate: { day: '01', month: '01', year },
    });
    expect(minor.statusCode).toBe(400);
    expect(minor.json()).toEqual(
      refusal('form.minor_birth_date', { fields: { birthDate: 'VALIDATION_BIRTH_DATE_MINOR' } }),
    );
    const noTerms = await validate(shopper, {
      paymentMethod: 'personalAccount',
      cgv: false,
      birthDate: ADULT,
    });
    expect(noTerms.statusCode).toBe(400);
  });
});
