import type {
  Cart,
  OrderConfirmation,
  OrderDetails,
  StoreSegment,
} from '@vitrine/api-client/contract';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema.js';
import { queryRows } from '../src/db/query.js';
import { toCents } from '../src/money.js';
import { placeOrder, wellStockedSku } from './checkout-flow.js';
import { newCustomer, readyToPay, stockOf } from './order-fixtures.js';
import type { Shopper } from './shopper.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.app.close());

const CARDS = {
  authorised: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
};

/** A card order waiting on the hosted page, with what it took from stock. */
async function cardOrder(store: StoreSegment = 'fr') {
  const { shopper, sku } = await readyToPay(t, store, await newCustomer(t, store));
  const stockBefore = await stockOf(t, store, sku);
  const confirmation = await placeOrder(shopper);
  expect(await stockOf(t, store, sku)).toBe(stockBefore - 1);
  return { shopper, sku, stockBefore, confirmation, url: confirmation.redirectUrl ?? '' };
}

/** What the browser sends when the shopper submits a hosted form. */
const submit = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const pay = (url: string, cardNumber: string, expiry = '12/30', cvc = '123') =>
  submit(url, { cardNumber, expiry, cvc });

const orderOf = (shopper: Shopper, orderNumber: string) =>
  shopper.ok<OrderDetails>('GET', `/api/customer/order/details/get/${orderNumber}`);

async function paymentRow(url: string) {
  const id = url.split('/').pop() ?? '';
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

describe('hosted payment page', () => {
  it('is served by the store, in its language and currency, without any script', async () => {
    for (const [store, title, currency] of [
      ['fr', 'Paiement sécurisé', '€'],
      ['uk', 'Secure payment', '£'],
    ] as const) {
      const { confirmation, url } = await cardOrder(store);
      expect(url).toMatch(new RegExp(`^/${store}/sandbox-pay/[0-9a-f-]{36}$`));
      expect(confirmation.order.status).toBe('placed');
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain(title);
      expect(page.body).toContain(confirmation.order.orderNumber);
      expect(page.body).toContain(currency);
      expect(page.body).toContain(`action="${url}"`);
      expect(page.body).not.toMatch(/<script|\son\w+=/i);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/script-src [^;]*'self'/);
      expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    }
  });

  it('answers 404 for an unknown payment, and the API still refuses form posts', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/fr/sandbox-pay/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/fr/sandbox-pay/nope' })).statusCode).toBe(
      404,
    );
    const { shopper } = await readyToPay(t, 'fr', await newCustomer(t, 'fr'));
    const form = await shopper.request(
      'POST',
      '/api/checkout/order/validate',
      'paymentMethod=card&idempotencyKey=5f0a3c1e-8a4b-4c1d-9e2f-3a4b5c6d7e8f',
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(form.statusCode).toBe(415);
  });
});

describe('card outcomes', () => {
  it('authorises 4242…: the order is paid, invoiced, and the browser returns to the confirmation', async () => {
    const { shopper, confirmation, url } = await cardOrder();
    const { orderNumber } = confirmation.order;
    const answer = await pay(url, CARDS.authorised);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/fr/checkout/confirmation?order=${orderNumber}`);
    const order = await orderOf(shopper, orderNumber);
    expect(order.status).toBe('preparing');
    expect(order.invoiceUrl).toBe(`/api/customer/order/invoice/${orderNumber}`);
    expect((await shopper.get(order.invoiceUrl ?? '')).statusCode).toBe(200);
    expect(await paymentRow(url)).toMatchObject({ status: 'authorised', cardLast4: '4242' });
    const history = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT h.status FROM order_status_history h JOIN orders o ON o.id = h.order_id
          WHERE o.order_number = ${orderNumber} ORDER BY h.id`,
    );
    expect(history.map((row) => row.status)).toEqual(['placed', 'preparing']);
    // The page and a second submission now lead to the confirmation; nothing is paid twice.
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.headers.location).toBe(`/fr/checkout/confirmation?order=${orderNumber}`);
    expect((await pay(url, CARDS.declined)).headers.location).toBe(again.headers.location);
    expect((await orderOf(shopper, orderNumber)).status).toBe('preparing');
  });

  it('declines 4000…0002: the order is cancelled and its stock released', async () => {
    const { shopper, sku, stockBefore, confirmation, url } = await cardOrder();
    const { orderNumber } = confirmation.order;
    const answer = await pay(url, CARDS.declined);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(
      `/fr/checkout/payment?order=${orderNumber}&paymentError=declined`,
    );
    const order = await orderOf(shopper, orderNumber);
    expect(order.status).toBe('cancelled');
    expect(order.invoiceUrl).toBeNull();
    expect((await shopper.get(`/api/customer/order/invoice/${orderNumber}`)).statusCode).toBe(404);
    expect(await stockOf(t, 'fr', sku)).toBe(stockBefore);
    const movements = await queryRows<{ quantity: number; reason: string }>(
      t.database.db,
      sql`SELECT m.quantity, m.reason FROM stock_movements m JOIN orders o ON o.id = m.order_id
          WHERE o.order_number = ${orderNumber} ORDER BY m.id`,
    );
    expect(movements).toEqual([
      { quantity: -1, reason: 'order' },
      { quantity: 1, reason: 'payment-declined' },
    ]);
    expect(await paymentRow(url)).toMatchObject({ status: 'declined', cardLast4: '0002' });
    // The basket the order emptied comes back, to pay another way.
    const basket = await shopper.ok<Cart>('GET', '/api/checkout/cart/get');
    expect(basket.products.map(({ sku: s, quantity }) => ({ sku: s, quantity }))).toEqual([
      { sku, quantity: 1 },
    ]);
  });

  it.each([
    ['approve', 'preparing', 'confirmation'],
    ['fail', 'cancelled', 'payment'],
  ] as const)(
    'asks for 3-D Secure with 4000…3220; the shopper may %s',
    async (outcome, status, page) => {
      const { shopper, confirmation, url } = await cardOrder();
      const challenged = await pay(url, CARDS.challenge);
      expect(challenged.statusCode).toBe(303);
      expect(challenged.headers.location).toBe(`${url}/3ds`);
      expect(await paymentRow(url)).toMatchObject({ status: 'challenge' });
      expect((await t.app.inject({ method: 'GET', url })).headers.location).toBe(`${url}/3ds`);
      const challenge = await t.app.inject({ method: 'GET', url: `${url}/3ds` });
      expect(challenge.statusCode).toBe(200);
      expect(challenge.body).toContain('3-D Secure');
      expect(challenge.body).toContain('name="outcome" value="approve"');
      expect(challenge.body).toContain('name="outcome" value="fail"');
      expect((await submit(`${url}/3ds`, { outcome: 'maybe' })).statusCode).toBe(400);
      const answer = await submit(`${url}/3ds`, { outcome });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toContain(`/fr/checkout/${page}?order=`);
      expect((await orderOf(shopper, confirmation.order.orderNumber)).status).toBe(status);
    },
  );
});

describe('payment amounts', () => {
  it('are of one penny or cent at least: the database refuses a payment of nothing', async () => {
    const { confirmation } = await cardOrder();
    const [order] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM orders WHERE order_number = ${confirmation.order.orderNumber}`,
    );
    if (!order) throw new Error('The order just placed is missing');
    for (const amount of ['0', '0.00', '-1.00']) {
      const refusal = await t.database.db
        .insert(payments)
        .values({ orderId: order.id, method: 'card', amount, status: 'pending' })
        .then(
          () => null,
          (error: unknown) => error,
        );
      // Drizzle wraps the database's error: the constraint is named in its cause.
      expect(String((refusal as Error | null)?.cause)).toMatch(/payments_amount_check/);
    }
  });
});

describe('card form errors', () => {
  let url: string;
  beforeAll(async () => {
    ({ url } = await cardOrder());
  });

  it.each([
    [
      'a wrong check digit',
      '4242 4242 4242 4241',
      '12/30',
      '123',
      'Ce numéro de carte n’est pas valide',
    ],
    ['too few digits', '4242 4242', '12/30', '123', 'Ce numéro de carte n’est pas valide'],
    [
      'a real card number',
      '5555 5555 5555 4444',
      '12/30',
      '123',
      'n’accepte que ses cartes de test',
    ],
    ['an expired card', CARDS.authorised, '01/21', '123', 'Cette carte a expiré.'],
    ['a month 13', CARDS.authorised, '13/30', '123', 'au format MM/AA'],
    [
      'a letter in the code',
      CARDS.authorised,
      '12/30',
      '12a',
      'Le cryptogramme compte 3 ou 4 chiffres.',
    ],
  ])(
    'shows the form again for %s, nothing charged',
    async (_case, number, expiry, cvc, message) => {
      const answer = await pay(url, number, expiry, cvc);
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).toContain(message);
      expect(answer.body).toContain('aria-invalid="true"');
      expect(answer.body).not.toContain(`value="${cvc}"`);
      expect(await paymentRow(url)).toMatchObject({ status: 'pending', cardLast4: null });
    },
  );

  it('escapes what was typed', async () => {
    const answer = await pay(url, '"><b>4242', '12/30', '123');
    expect(answer.body).toContain('value="&quot;&gt;&lt;b&gt;4242"');
  });
});

/** An order paid with a wallet, waiting on its provider's page. */
async function walletOrder(
  store: StoreSegment,
  paymentMethod: 'paypal' | 'applePay' | 'oney',
  quantity = 1,
) {
  const { shopper, sku } = await readyToPay(t, store, await newCustomer(t, store), quantity);
  const stockBefore = await stockOf(t, store, sku);
  const body = {
    idempotencyKey: randomUUID(),
    paymentMethod,
    ...(paymentMethod === 'oney' ? { instalments: 3 } : {}),
  };
  const confirmation = await shopper.ok<OrderConfirmation>(
    'POST',
    '/api/checkout/order/validate',
    body,
  );
  return { shopper, sku, stockBefore, confirmation, url: confirmation.redirectUrl ?? '' };
}

describe('PayPal, Apple Pay and Oney sandbox pages', () => {
  it.each([
    ['fr', 'paypal', 'Payer avec PayPal', 'Payer maintenant'],
    ['uk', 'paypal', 'Pay with PayPal', 'Pay now'],
    ['fr', 'applePay', 'Apple Pay', 'Confirmer avec Apple Pay'],
    ['uk', 'applePay', 'Apple Pay', 'Confirm with Apple Pay'],
  ] as const)(
    '%s %s: the page approves, and the browser returns to the confirmation',
    async (store, method, title, approve) => {
      const { shopper, confirmation, url } = await walletOrder(store, method);
      const { orderNumber } = confirmation.order;
      expect(url).toMatch(new RegExp(`^/${store}/sandbox-pay/[0-9a-f-]{36}$`));
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<h1>${title}</h1>`);
      expect(page.body).toContain(orderNumber);
      expect(page.body).toContain(`name="outcome" value="approve">${approve}</button>`);
      expect(page.body).toContain('name="outcome" value="cancel"');
      expect(page.body).not.toMatch(/<script|\son\w+=|cardNumber/i);
      const answer = await submit(url, { outcome: 'approve' });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(`/${store}/checkout/confirmation?order=${orderNumber}`);
      const order = await orderOf(shopper, orderNumber);
      expect(order).toMatchObject({ status: 'preparing', paymentMethod: method });
      expect(await paymentRow(url)).toMatchObject({ status: 'authorised', method });
      // Replayed, in any order, nothing changes: the page and its posts lead to the confirmation.
      for (const outcome of ['cancel', 'decline', 'approve'])
        expect((await submit(url, { outcome })).headers.location).toBe(answer.headers.location);
      expect((await t.app.inject({ method: 'GET', url })).headers.location).toBe(
        answer.headers.location,
      );
      expect((await orderOf(shopper, orderNumber)).status).toBe('preparing');
    },
  );

  it.each([
    ['cancel', 'cancelled'],
    ['decline', 'declined'],
  ] as const)(
    'PayPal %s: the order is cancelled, its stock and the basket given back',
    async (outcome, status) => {
      const { shopper, sku, stockBefore, confirmation, url } = await walletOrder('fr', 'paypal');
      const { orderNumber } = confirmation.order;
      const answer = await submit(url, { outcome });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(
        `/fr/checkout/payment?order=${orderNumber}&paymentError=${status}`,
      );
      expect((await orderOf(shopper, orderNumber)).status).toBe('cancelled');
      expect(await paymentRow(url)).toMatchObject({ status });
      expect(await stockOf(t, 'fr', sku)).toBe(stockBefore);
      const basket = await shopper.ok<Cart>('GET', '/api/checkout/cart/get');
      expect(basket.products.map(({ sku: s, quantity }) => ({ sku: s, quantity }))).toEqual([
        { sku, quantity: 1 },
      ]);
      // A late approval cannot pay a cancelled order.
      expect((await submit(url, { outcome: 'approve' })).headers.location).toBe(
        answer.headers.location,
      );
      expect(await paymentRow(url)).toMatchObject({ status });
      expect(await stockOf(t, 'fr', sku)).toBe(stockBefore);
    },
  );

  it('pays what was ordered when the basket changes in another tab meanwhile', async () => {
    const { shopper, sku, confirmation, url } = await walletOrder('fr', 'paypal');
    const { orderNumber, total } = confirmation.order;
    const { sku: other } = await wellStockedSku(shopper, 'pull');
    await shopper.ok('POST', '/api/checkout/cart/add', {
      items: [{ sku: other, isLSProduct: false, quantity: 1 }],
    });
    await submit(url, { outcome: 'approve' });
    const order = await orderOf(shopper, orderNumber);
    expect(order).toMatchObject({ status: 'preparing', total });
    expect(order.items.map((item) => item.sku)).toEqual([sku]);
    expect(await paymentRow(url)).toMatchObject({ status: 'authorised', amount: total });
    // What was added meanwhile stays in the basket, for another order.
    const basket = await shopper.ok<Cart>('GET', '/api/checkout/cart/get');
    expect(basket.products.map((line) => line.sku)).toEqual([other]);
  });

  it('gives back the ordered items beside those added meanwhile when cancelled', async () => {
    const { shopper, sku, url } = await walletOrder('uk', 'paypal');
    const { sku: other } = await wellStockedSku(shopper, 'jumper');
    await shopper.ok('POST', '/api/checkout/cart/add', {
      items: [{ sku: other, isLSProduct: false, quantity: 1 }],
    });
    await submit(url, { outcome: 'cancel' });
    const basket = await shopper.ok<Cart>('GET', '/api/checkout/cart/get');
    expect(basket.products.map((line) => line.sku).sort()).toEqual([sku, other].sort());
  });

  it('answers 404 for a payment of the other store', async () => {
    const { url } = await walletOrder('fr', 'paypal');
    const foreign = url.replace('/fr/', '/uk/');
    expect((await t.app.inject({ method: 'GET', url: foreign })).statusCode).toBe(404);
    expect((await submit(foreign, { outcome: 'approve' })).statusCode).toBe(404);
    expect(await paymentRow(url)).toMatchObject({ status: 'pending' });
  });

  it('shows the page again for an unknown outcome (400), nothing settled', async () => {
    const { url } = await walletOrder('uk', 'paypal');
    for (const fields of [{ outcome: 'maybe' }, {}, { cardNumber: CARDS.authorised }]) {
      const answer = await submit(url, fields);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain('Pay with PayPal');
    }
    expect(await paymentRow(url)).toMatchObject({ status: 'pending' });
    // A wallet payment has no 3-D Secure step: its address leads back to the wallet's page.
    expect((await t.app.inject({ method: 'GET', url: `${url}/3ds` })).headers.location).toBe(url);
  });

  it('Oney shows the schedule before the shopper accepts it, then is paid', async () => {
    const { shopper, confirmation, url } = await walletOrder('fr', 'oney', 6);
    const { orderNumber, total } = confirmation.order;
    expect(toCents(total)).toBeGreaterThanOrEqual(10_000);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.body).toContain('<h1>Payer en 3 fois avec Oney</h1>');
    const amounts = [...page.body.matchAll(/<td>([^<]*€)<\/td>/g)].map((match) => match[1]);
    expect(amounts).toHaveLength(3);
    const cents = amounts.map((amount) =>
      Math.round(parseFloat((amount ?? '').replace(/\s|€/g, '').replace(',', '.')) * 100),
    );
    expect(cents.reduce((sum, value) => sum + value, 0)).toBe(toCents(total));
    expect(await paymentRow(url)).toMatchObject({ method: 'oney', status: 'pending' });
    await submit(url, { outcome: 'approve' });
    expect(await orderOf(shopper, orderNumber)).toMatchObject({
      status: 'preparing',
      paymentMethod: 'oney',
      paymentInstalments: 3,
    });
  });
});

describe('the hosted page in English', () => {
  it('explains errors in English and authorises the test card', async () => {
    const { shopper, confirmation, url } = await cardOrder('uk');
    const wrong = await pay(url, CARDS.authorised, '1/30');
    expect(wrong.body).toContain('Enter the expiry date as MM/YY.');
    const answer = await pay(url, CARDS.authorised, '12/2030');
    expect(answer.headers.location).toBe(
      `/uk/checkout/confirmation?order=${confirmation.order.orderNumber}`,
    );
    const order = await orderOf(shopper, confirmation.order.orderNumber);
    expect(order.status).toBe('preparing');
    const expected: OrderConfirmation['order']['paymentMethod'] = 'card';
    expect(order.paymentMethod).toBe(expected);
  });
});
