import type { Locator, Page } from '@playwright/test';
import { money, toCents } from './support/amounts.js';
import { API_HEADERS, expect, logIn, test } from './support/fixtures.js';
import { test as signedInTest } from './support/signed-in.js';
import { allowMissingContent, expectNotFoundPage } from './support/not-found.js';
import { inStore } from './support/page-parts.js';
import type { StoreFixture } from './support/stores.js';

/*
 * The UK personal-account payment (issue 9; spec 2.1 /my-personal-account, 5 and 9: 0 to 1000
 * pounds; decision 014): the seeded UK customer's balance, available credit and statement; a card
 * payment through the sandbox provider's hosted page (balance and statement updated to the
 * penny); a declined card (its message, nothing changed). In the fr store the account menu has
 * no such item and the address is the not-found page. The amount's own checks (0, over £1,000,
 * more than owed, with the form-error event) and the low-credit and load-error messages are
 * personal-account-page.test.tsx's.
 */

const PATH = '/customer/account/my-personal-account';
const MENU_ITEM = { fr: 'Régler mon compte personnel', uk: 'Pay my personal account' };

const TEXTS = {
  title: 'My personal account',
  balance: 'Balance owed',
  creditLimit: 'Credit limit',
  available: 'Available credit',
  statement: 'Latest movements on your account, newest first',
  cardPayment: 'Card payment',
  amount: 'Amount to pay (in pounds)',
  pay: 'Pay by card',
  paid: (balance: string) =>
    `Thank you: your payment has been received. Your balance is now ${balance}.`,
  declined:
    'Your card payment was declined: nothing has been taken. Please try another card or contact customer service.',
  hosted: {
    title: 'Secure payment',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (3 digits on the back)',
    pay: /^Pay £/,
  },
};

/** The sandbox provider's test cards (decision 007). */
const CARDS = { authorised: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

interface AccountAnswer {
  balance: string;
  availableCredit: string;
  statement: { kind: string; amount: string; orderNumber: string }[];
}

async function readAccount(page: Page): Promise<AccountAnswer> {
  const response = await page.request.get('api/customer/personal-account/get', {
    headers: API_HEADERS,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as AccountAnswer;
}

/** A figure of the summary ('Balance owed' → '£150'). */
const figure = (page: Page, term: string): Locator =>
  page.getByRole('main').locator(`dt:text-is("${term}") + dd`);

const statementRows = (page: Page) =>
  page.getByRole('table', { name: TEXTS.statement }).getByRole('row');

async function expectFigures(page: Page, store: StoreFixture, balanceCents: number) {
  await expect(figure(page, TEXTS.balance)).toHaveText(money(store, balanceCents));
  await expect(figure(page, TEXTS.creditLimit)).toHaveText(money(store, 100_000));
  await expect(figure(page, TEXTS.available)).toHaveText(money(store, 100_000 - balanceCents));
}

/** Types the amount and submits the form. */
async function payAmount(page: Page, amount: string): Promise<void> {
  await page.getByRole('textbox', { name: TEXTS.amount }).fill(amount);
  await page.getByRole('button', { name: TEXTS.pay, exact: true }).click();
}

/** Pays on the sandbox's hosted page (the whole window is there) with a test card. */
async function payOnHostedPage(page: Page, store: StoreFixture, card: string, amount: string) {
  await expect(page).toHaveURL(new RegExp(`/${store.id}/sandbox-pay/[0-9a-f-]{36}$`));
  await expect(
    page.getByText(`Payment into your personal account: ${amount} to pay`),
  ).toBeVisible();
  const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
  await page.getByLabel(TEXTS.hosted.cardNumber, { exact: true }).fill(card);
  await page.getByLabel(TEXTS.hosted.expiry, { exact: true }).fill(`12/${nextYear}`);
  await page.getByLabel(TEXTS.hosted.cvc, { exact: true }).fill('123');
  await page.getByRole('button', { name: TEXTS.hosted.pay }).click();
}

// A whole payment, twice, through the hosted page: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.describe('the UK personal-account payment', () => {
  test.beforeEach(({ store }) => {
    test.skip(!store.personalAccount, 'the personal account is the UK store’s (decision 014)');
  });

  test('shows the account, takes a card payment and reports a declined one', async ({
    page,
    store,
  }) => {
    await logIn(page, store);
    const before = await readAccount(page);
    const balanceBefore = toCents(before.balance);
    expect(balanceBefore).toBe(15_000);
    await page.goto('customer/account/order/history');
    await page
      .getByRole('navigation', { name: store.account.menu })
      .getByRole('link', { name: MENU_ITEM.uk })
      .click();
    await expect(page).toHaveURL((url) => inStore(url) === PATH);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: TEXTS.title }),
    ).toBeVisible();

    // Balance, limit, credit left and the seeded statement (an order charged, a card payment).
    await expectFigures(page, store, balanceBefore);
    const rows = statementRows(page);
    await expect(rows).toHaveCount(1 + before.statement.length);
    await expect(page.getByRole('columnheader')).toHaveText(['Date', 'Description', 'Amount']);
    const charge = before.statement.find((line) => line.kind === 'charge');
    expect(charge).toBeDefined();
    await expect(
      rows
        .filter({ hasText: `Order ${charge?.orderNumber ?? ''}` })
        .getByRole('cell')
        .last(),
    ).toHaveText(money(store, toCents(charge?.amount ?? '0')));
    await expect(rows.filter({ hasText: TEXTS.cardPayment }).getByRole('cell').last()).toHaveText(
      `-${money(store, 5_000)}`,
    );
    await expect(page.getByText('£', { exact: true })).toBeVisible();

    // A valid amount, paid by the authorised test card on the provider's page.
    await payAmount(page, '25.37');
    await payOnHostedPage(page, store, CARDS.authorised, money(store, 2_537));
    await expect(page).toHaveURL(
      (url) => inStore(url) === PATH && url.searchParams.get('payment') === 'paid',
    );
    const paidBalance = balanceBefore - 2_537;
    await expect(
      page.getByRole('status').filter({ hasText: TEXTS.paid(money(store, paidBalance)) }),
    ).toBeVisible();
    await expectFigures(page, store, paidBalance);
    await expect(rows).toHaveCount(2 + before.statement.length);
    await expect(rows.nth(1).getByRole('cell')).toHaveText([
      /\d{4}$/,
      TEXTS.cardPayment,
      `-${money(store, 2_537)}`,
    ]);
    expect(toCents((await readAccount(page)).balance)).toBe(paidBalance);

    // A declined card: its message, and nothing changed.
    await payAmount(page, '10');
    // The provider's page writes amounts as the store does: whole ones without decimals.
    await payOnHostedPage(page, store, CARDS.declined, money(store, 1_000));
    await expect(page).toHaveURL(
      (url) => inStore(url) === PATH && url.searchParams.get('paymentError') === 'declined',
    );
    await expect(page.getByRole('alert').filter({ hasText: TEXTS.declined })).toBeVisible();
    await expectFigures(page, store, paidBalance);
    await expect(rows).toHaveCount(2 + before.statement.length);
    const after = await readAccount(page);
    expect(toCents(after.balance)).toBe(paidBalance);
    expect(after.statement).toHaveLength(before.statement.length + 1);
  });
});

signedInTest.describe('a signed-in customer of the fr store', () => {
  signedInTest.use({ signedIn: true });
  signedInTest.skip(({ store }) => store.personalAccount, 'the fr store only');

  signedInTest(
    'has no personal account: no menu item, and the address is not found',
    async ({ page, store, consoleErrors }) => {
      await page.goto('customer/account/order/history');
      const menu = page.getByRole('navigation', { name: store.account.menu });
      await expect(menu.getByRole('link').first()).toBeVisible();
      await expect(menu.getByRole('link', { name: MENU_ITEM.fr })).toHaveCount(0);
      const answer = await page.request.get('api/customer/personal-account/get', {
        headers: API_HEADERS,
      });
      expect(answer.status()).toBe(404);
      allowMissingContent(consoleErrors);
      await page.goto(PATH.slice(1));
      await expectNotFoundPage(page, store);
    },
  );
});
