import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signedOutCustomer } from './support/account.js';
import { addToCart, buyableProducts, confirmHomeDelivery, signUp } from './support/checkout.js';
import { API_HEADERS, dataLayer, expect, logIn, test } from './support/fixtures.js';
import { allowMissingContent } from './support/not-found.js';
import { inStore } from './support/page-parts.js';

/*
 * The data layer of spec 9 as the tag manager reads it (decision 020; the event catalogue is
 * @vitrine/analytics's README): a header click for every header link, desktop and drawer; the
 * `error` page type of an unknown page; the customer's status on a page view after signing in;
 * `purchase` after a card order. What each page pushes, exactly, is also checked by the
 * storefront's component tests; here, the whole system.
 */

const TEXTS = {
  fr: {
    logo: 'Vitrine – accueil',
    quickOrder: 'Commande rapide',
    help: 'Aide',
    account: 'Mon compte',
    accountMenu: /^Mon compte,/,
    information: 'Mes informations personnelles',
    orders: 'Mes commandes',
    drawerTools: 'Compte, aide et panier',
    paths: { quickOrder: '/commande_directe', help: '/aide' },
    card: 'Carte bancaire',
    submit: 'Valider et payer',
    hosted: {
      cardNumber: 'Numéro de carte',
      expiry: 'Date d’expiration (MM/AA)',
      cvc: 'Cryptogramme (3 chiffres au dos)',
      pay: /^Payer /,
    },
  },
  uk: {
    logo: 'Vitrine – home',
    quickOrder: 'Quick order',
    help: 'Help',
    account: 'My account',
    accountMenu: /^My account,/,
    information: 'My personal information',
    orders: 'My orders',
    drawerTools: 'Account, help and basket',
    paths: { quickOrder: '/direct_order', help: '/help' },
    card: 'Debit or credit card',
    submit: 'Confirm and pay',
    hosted: {
      cardNumber: 'Card number',
      expiry: 'Expiry date (MM/YY)',
      cvc: 'Security code (3 digits on the back)',
      pay: /^Pay /,
    },
  },
} as const;

const JOURNAL = 'e2e.dataLayerJournal';

/**
 * Keeps every event the tab pushes in its session storage: the logo reloads the home page (spec
 * 2.2), which starts a new data layer; the journal still holds what the last page pushed.
 */
async function keepDataLayerJournal(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const host = window as unknown as { dataLayer?: object[] };
    const layer = (host.dataLayer ??= []);
    const push = layer.push.bind(layer);
    layer.push = (...entries: object[]) => {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as object[];
      const events = entries.filter((entry) => 'event' in entry);
      sessionStorage.setItem(key, JSON.stringify([...kept, ...events]));
      return push(...entries);
    };
  }, JOURNAL);
}

/** The header clicks of the tab so far, across page loads. */
async function headerClicks(page: Page): Promise<Record<string, unknown>[]> {
  const entries = await page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Record<string, unknown>[],
    JOURNAL,
  );
  return entries.filter((entry) => entry.event === 'header_click');
}

/** Follows a link and waits for the page it leads to (a path below the store's segment). */
async function follow(page: Page, link: ReturnType<Page['getByRole']>, path: string) {
  await link.click();
  await expect(page).toHaveURL((url) => inStore(url) === path);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

test.describe('the data layer', () => {
  test('each header link is a header click, named the same in both stores, with its path', async ({
    page,
    store,
  }) => {
    const texts = TEXTS[store.id];
    await keepDataLayerJournal(page);
    // Signed in: 'my account' leads to the orders, and the account menu is there.
    await signUp(page.request, store);
    await page.goto(store.content.help.path);
    const header = page.getByRole('banner');
    const link = (name: string) => header.getByRole('link', { name, exact: true });
    await follow(page, link(texts.logo), '/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await follow(page, link(texts.quickOrder), texts.paths.quickOrder);
    await follow(page, link(texts.help), texts.paths.help);
    await follow(page, link(texts.account), '/customer/account/order/history');
    await follow(page, link(store.basket), '/checkout/cart');
    await header.getByRole('button', { name: texts.accountMenu }).click();
    await follow(page, link(texts.information), '/customer/account/informations');
    await follow(page, link(texts.orders), '/customer/account/order/history');
    await header.getByRole('combobox', { name: store.search.label }).fill(store.search.keyword);
    await page.keyboard.press('Enter');
    // The search leads where its answer says (results, a category or a product).
    await expect(page).not.toHaveURL((url) => inStore(url) === '/customer/account/order/history');
    const click = (label: string, path: string) => ({
      event: 'header_click',
      click_label: label,
      click_url: `/${store.id}${path}`,
    });
    expect(await headerClicks(page)).toEqual([
      click('logo', '/'),
      click('quick_order', texts.paths.quickOrder),
      click('help', texts.paths.help),
      click('account', '/customer/account/order/history'),
      click('basket', '/checkout/cart'),
      click('account_information', '/customer/account/informations'),
      click('account_orders', '/customer/account/order/history'),
      { event: 'header_click', click_label: 'search', click_url: store.search.keyword },
    ]);
  });

  test("the mobile drawer's quick-order and toolbar links are header clicks too", async ({
    page,
    store,
  }) => {
    const texts = TEXTS[store.id];
    await page.setViewportSize({ width: 375, height: 800 });
    await keepDataLayerJournal(page);
    await page.goto(store.content.help.path);
    const drawer = async () => {
      await page.getByRole('button', { name: store.openDrawer, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: store.drawerTitle });
      await expect(dialog).toBeVisible();
      return dialog;
    };
    await follow(
      page,
      (await drawer()).getByRole('link', { name: texts.quickOrder, exact: true }),
      texts.paths.quickOrder,
    );
    const tools = (await drawer()).getByRole('navigation', { name: texts.drawerTools });
    await follow(page, tools.getByRole('link', { name: store.basket }), '/checkout/cart');
    expect(await headerClicks(page)).toEqual([
      {
        event: 'header_click',
        click_label: 'quick_order',
        click_url: `/${store.id}${texts.paths.quickOrder}`,
      },
      { event: 'header_click', click_label: 'basket', click_url: `/${store.id}/checkout/cart` },
    ]);
  });

  test('an unknown page is an error page, its page view typed `error`', async ({
    page,
    store,
    consoleErrors,
  }) => {
    allowMissingContent(consoleErrors);
    await page.goto(store.notFound.path);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: store.notFound.title }),
    ).toBeVisible();
    await expect
      .poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'page_view'))
      .toEqual([
        expect.objectContaining({
          page_type: 'error',
          page_path: `/${store.id}/${store.notFound.path}`,
          site_language: store.locale,
          currency: store.currency,
        }),
      ]);
  });

  test("after signing in, the page view carries the new customer's status: a prospect", async ({
    page,
    store,
  }) => {
    const customer = await signedOutCustomer(page.request, store);
    const pageViews = async () =>
      (await dataLayer(page)).filter((entry) => entry.event === 'page_view');
    // Before: a visitor, not logged in.
    await page.goto(store.content.help.path);
    await expect.poll(pageViews).toEqual([
      expect.objectContaining({
        page_type: 'other',
        user: expect.objectContaining({ user_logged: false, user_status: 'prospect' }),
      }),
    ]);
    // Signed in (the session the login call opens), the next page is the customer's.
    await logIn(page, store, customer);
    await page.goto('customer/account/order/history');
    await expect.poll(pageViews).toEqual([
      {
        event: 'page_view',
        page_type: 'account',
        page_path: `/${store.id}/customer/account/order/history`,
        site_language: store.locale,
        currency: store.currency,
        user: {
          user_id: customer.customerNumber,
          user_logged: true,
          // The signup said no to the brand's e-mails; a new account has no order yet.
          user_email_optin: false,
          user_nb_command: 0,
          user_status: 'prospect',
          customer_last_order: '',
          user_category: '',
          user_email_sha256: sha256(customer.email.trim().toLowerCase()),
        },
      },
    ]);
  });

  test('a card order is a purchase: its number, value, currency and lines', async ({
    page,
    store,
  }) => {
    test.setTimeout(90_000);
    const texts = TEXTS[store.id];
    await signUp(page.request, store);
    await addToCart(
      page.request,
      (await buyableProducts(page.request, 2)).map(({ sku }) => ({ sku })),
    );
    await confirmHomeDelivery(page.request);
    await page.goto('checkout/payment');
    await expect(page.getByRole('radio', { name: texts.card, exact: true })).toBeChecked();
    await page.getByRole('button', { name: texts.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${store.id}/sandbox-pay/[0-9a-f-]{36}$`));
    await page.getByLabel(texts.hosted.cardNumber, { exact: true }).fill('4242 4242 4242 4242');
    const year = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
    await page.getByLabel(texts.hosted.expiry, { exact: true }).fill(`12/${year}`);
    await page.getByLabel(texts.hosted.cvc, { exact: true }).fill('123');
    await page.getByRole('button', { name: texts.hosted.pay }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation\?order=\d{9}$/);
    const number = new URL(page.url()).searchParams.get('order') ?? '';

    // The order as the server keeps it: what the purchase must say.
    const answer = await page.request.get(`api/customer/order/details/get/${number}`, {
      headers: API_HEADERS,
    });
    const order = (await answer.json()) as {
      total: string;
      shippingFees: string;
      items: {
        sku: string;
        label: string;
        color: string;
        size: string;
        price: string;
        quantity: number;
      }[];
    };
    expect(order.items).toHaveLength(2);
    await expect
      .poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'purchase'))
      .toEqual([
        {
          event: 'purchase',
          ecommerce: expect.objectContaining({
            transaction_id: number,
            value: Number(order.total),
            currency: store.currency,
            shipping: Number(order.shippingFees),
            payment_type: 'card',
            items: order.items.map((item) => ({
              item_id: item.sku,
              item_name: item.label,
              item_brand: '',
              item_category: '',
              item_category2: '',
              item_category3: '',
              item_variant: `${item.color} / ${item.size}`,
              price: Number(item.price),
              discount: 0,
              quantity: item.quantity,
              currency: store.currency,
            })),
          }) as unknown,
        },
      ]);
  });
});
