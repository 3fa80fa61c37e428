import { randomUUID } from 'node:crypto';
import {
  apiRoutes,
  type OrderConfirmation,
  type OrderList,
  type PersonalAccount,
} from '@vitrine/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  payments,
  personalAccountStatement,
  personalAccounts,
} from '../src/db/schema.js';
import { toCents } from '../src/money.js';
import { signIn } from './checkout-shopper.js';
import { expectToMatchContract, refusal } from './contract-check.js';
import { demoCustomerId, newCustomer, readyToPay } from './order-fixtures.js';
import { Shopper } from './shopper.js';
import { startTestApp, type TestApp } from './test-app.js';

// The UK personal account page's calls (decision 014): the account with its statement, and a
// card payment into it through the sandbox provider's hosted page.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.app.close());

const routes = apiRoutes.customer;
const GET = routes.personalAccount.path;
const PAY = routes.personalAccountPay.path;

const CARDS = {
  authorised: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
};

/** A new UK customer with a personal account, signed in. */
async function accountHolder(balance: string, creditLimit = '1000.00') {
  const customerId = await newCustomer(t, 'uk');
  await t.database.db.insert(personalAccounts).values({ customerId, creditLimit, balance });
  return { customerId, shopper: await signIn(t, 'uk', customerId) };
}

const readAccount = async (shopper: Shopper) => {
  const account = await shopper.ok<PersonalAccount>('GET', GET);
  expectToMatchContract(routes.personalAccount.response, account);
  return account;
};

/** What the browser sends when the shopper submits a hosted form. */
const submit = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const payCard = (url: string, cardNumber: string) =>
  submit(url, { cardNumber, expiry: '12/30', cvc: '123' });

/** Starts a payment of `amount`: answers the hosted page's address. */
async function startPayment(shopper: Shopper, amount: number): Promise<string> {
  const response = await shopper.post(PAY, { amount });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<{ redirectUrl: string }>();
  expectToMatchContract(routes.personalAccountPay.response, answer);
  expect(answer.redirectUrl).toMatch(/^\/uk\/sandbox-pay\/[0-9a-f-]{36}$/);
  return answer.redirectUrl;
}

const statementRows = (customerId: number) =>
  t.database.db
    .select()
    .from(personalAccountStatement)
    .where(eq(personalAccountStatement.customerId, customerId));

const PAGE = '/uk/customer/account/my-personal-account';

/** The statement lines without their dates (checked to be instants, newest first). */
function withoutDates(account: PersonalAccount) {
  const times = account.statement.map((line) => Date.parse(line.date));
  expect(times.every(Number.isFinite)).toBe(true);
  expect(times).toEqual([...times].sort((a, b) => b - a));
  return account.statement.map(({ kind, orderNumber, label, amount }) => ({
    kind,
    orderNumber,
    label,
    amount,
  }));
}

describe('the personal account (GET)', () => {
  it('shows the seeded UK customer’s balance, credit and statement, newest first', async () => {
    const customerId = await demoCustomerId(t, 'uk');
    const shopper = await signIn(t, 'uk', customerId);
    const account = await readAccount(shopper);
    expect(account).toMatchObject({
      creditLimit: '1000.00',
      balance: '150.00',
      availableCredit: '850.00',
      lowCreditThreshold: '100.00',
      lowCredit: false,
      paymentMax: '150.00',
    });
    const { orders } = await shopper.ok<OrderList>('GET', '/api/customer/orders/get');
    const onAccount = orders[0];
    expect(withoutDates(account)).toEqual([
      {
        kind: 'charge',
        orderNumber: onAccount?.orderNumber,
        label: `Order ${onAccount?.orderNumber ?? ''}`,
        amount: onAccount?.total,
      },
      {
        kind: 'payment',
        orderNumber: '',
        label: 'Card payment',
        amount: '50.00',
      },
    ]);
  });

  it('flags low credit under £100 available', async () => {
    const { shopper } = await accountHolder('950.00');
    expect(await readAccount(shopper)).toMatchObject({
      availableCredit: '50.00',
      lowCredit: true,
      paymentMax: '950.00',
    });
    const limit = await accountHolder('900.00');
    expect((await readAccount(limit.shopper)).lowCredit).toBe(false);
  });

  it('shows each customer only their own account', async () => {
    const [emma] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, 'emma.jones@example.co.uk'));
    const shopper = await signIn(t, 'uk', emma?.id ?? 0);
    const account = await readAccount(shopper);
    expect(account).toMatchObject({ balance: '0.00', paymentMax: '0.00', statement: [] });
    const other = await accountHolder('10.00');
    expect((await readAccount(other.shopper)).statement).toEqual([]);
  });

  it('answers 401 to a visitor, 404 to a customer without one and in the fr store', async () => {
    const visitor = new Shopper(t, 'uk');
    expect((await visitor.get(GET)).statusCode).toBe(401);
    expect((await visitor.post(PAY, { amount: 10 })).statusCode).toBe(401);

    const none = await signIn(t, 'uk', await newCustomer(t, 'uk'));
    const missing = await none.get(GET);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal('personal_account.none'));
    const payMissing = await none.post(PAY, { amount: 10 });
    expect(payMissing.statusCode).toBe(404);
    expect(payMissing.json()).toEqual(refusal('personal_account.none'));

    const french = await signIn(t, 'fr', await demoCustomerId(t, 'fr'));
    for (const response of [await french.get(GET), await french.post(PAY, { amount: 10 })]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal('personal_account.not_in_store'));
    }
  });
});

describe('a card payment into the account (POST)', () => {
  it('refuses amounts out of bounds field by field, and changes nothing', async () => {
    const { customerId, shopper } = await accountHolder('1200.00', '2000.00');
    for (const amount of [0, -5, 1000.01, 1001, 12.345, 1e308, 1e-300, 1e-9, 0.004]) {
      const response = await shopper.post(PAY, { amount });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json<{ fields: object }>().fields).toEqual({
        amount: 'VALIDATION_AMOUNT_INVALID',
      });
    }
    for (const body of [{ amount: '25' }, {}, { amount: null }]) {
      const response = await shopper.post(PAY, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(['amount']);
    }
    // The bounds themselves are fine: 0.01 and 1000.
    await startPayment(shopper, 0.01);
    await startPayment(shopper, 1000);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.personalAccountId, customerId));
    expect(rows.map((row) => row.amount).sort()).toEqual(['0.01', '1000.00']);
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
    expect((await readAccount(shopper)).balance).toBe('1200.00');
  });

  it('refuses more than the balance', async () => {
    const { shopper } = await accountHolder('150.00');
    const response = await shopper.post(PAY, { amount: 150.01 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      refusal('personal_account.amount_over_balance', {
        fields: { amount: 'personal_account.amount_over_balance' },
      }),
    );
    const nothingOwed = await accountHolder('0.00');
    expect((await nothingOwed.shopper.post(PAY, { amount: 1 })).statusCode).toBe(400);
  });

  it('authorised: lowers the balance and writes the statement line, once', async () => {
    const { customerId, shopper } = await accountHolder('300.00');
    const url = await startPayment(shopper, 25.5);
    const hosted = await t.app.inject({ method: 'GET', url });
    expect(hosted.statusCode).toBe(200);
    expect(hosted.body).toContain('Payment into your personal account: £25.50 to pay');

    const paid = await payCard(url, CARDS.authorised);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${PAGE}?payment=paid`);
    const account = await readAccount(shopper);
    expect(account).toMatchObject({ balance: '274.50', availableCredit: '725.50' });
    expect(account.statement[0]).toMatchObject({
      kind: 'payment',
      label: 'Card payment',
      amount: '25.50',
    });

    // Submitted again: the payment is settled, nothing moves.
    const again = await payCard(url, CARDS.authorised);
    expect(again.headers.location).toBe(`${PAGE}?payment=paid`);
    expect((await readAccount(shopper)).balance).toBe('274.50');
    expect(await statementRows(customerId)).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.personalAccountId, customerId));
    expect(row).toMatchObject({ status: 'authorised', cardLast4: '4242', orderId: null });
  });

  it('declined: says so and changes nothing', async () => {
    const { customerId, shopper } = await accountHolder('300.00');
    const url = await startPayment(shopper, 40);
    const declined = await payCard(url, CARDS.declined);
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`${PAGE}?paymentError=declined`);
    expect((await readAccount(shopper)).balance).toBe('300.00');
    expect(await statementRows(customerId)).toHaveLength(0);
  });

  it('goes through 3-D Secure like an order’s card payment', async () => {
    const { shopper } = await accountHolder('300.00');
    const approved = await startPayment(shopper, 100);
    const challenge = await payCard(approved, CARDS.challenge);
    expect(challenge.headers.location).toBe(`${approved}/3ds`);
    const done = await submit(`${approved}/3ds`, { outcome: 'approve' });
    expect(done.headers.location).toBe(`${PAGE}?payment=paid`);
    expect((await readAccount(shopper)).balance).toBe('200.00');

    const failed = await startPayment(shopper, 100);
    await payCard(failed, CARDS.challenge);
    const refused = await submit(`${failed}/3ds`, { outcome: 'fail' });
    expect(refused.headers.location).toBe(`${PAGE}?paymentError=declined`);
    expect((await readAccount(shopper)).balance).toBe('200.00');
  });

  it('never takes the balance below zero: a second payment for what is no longer owed is declined', async () => {
    const { customerId, shopper } = await accountHolder('300.00');
    const first = await startPayment(shopper, 200);
    const second = await startPayment(shopper, 200);
    await payCard(first, CARDS.authorised);
    const late = await payCard(second, CARDS.authorised);
    expect(late.headers.location).toBe(`${PAGE}?paymentError=declined`);
    expect((await readAccount(shopper)).balance).toBe('100.00');
    expect(await statementRows(customerId)).toHaveLength(1);
  });

  it('is not a page of the other store', async () => {
    const { shopper } = await accountHolder('300.00');
    const url = await startPayment(shopper, 10);
    const other = url.replace('/uk/', '/fr/');
    expect((await t.app.inject({ method: 'GET', url: other })).statusCode).toBe(404);
  });
});

describe('orders paid on the account', () => {
  it('write their charge on the statement', async () => {
    const { customerId } = await accountHolder('0.00');
    const { shopper } = await readyToPay(t, 'uk', customerId);
    const response = await shopper.post(apiRoutes.checkout.orderValidate.path, {
      idempotencyKey: randomUUID(),
      paymentMethod: 'personalAccount',
      cgv: true,
      birthDate: { day: '03', month: '11', year: '1979' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json<OrderConfirmation>();
    const account = await readAccount(shopper);
    expect(toCents(account.balance)).toBe(toCents(order.total));
    expect(withoutDates(account)).toEqual([
      {
        kind: 'charge',
        orderNumber: order.orderNumber,
        label: `Order ${order.orderNumber}`,
        amount: order.total,
      },
    ]);
  });
});
