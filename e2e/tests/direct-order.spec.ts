import type { APIRequestContext, Page } from '@playwright/test';
import { addToCart, buyableProducts, type BuyableProduct } from './support/checkout.js';
import { API_HEADERS, dataLayer, expect, test } from './support/fixtures.js';
import type { StoreFixture } from './support/stores.js';

/**
 * The quick order (spec 2.1 direct order, 8 'Product not found.'): catalogue references typed
 * line by line, each looked up in the catalogue as it is typed, then all added to the basket at
 * once, or refused by the stock. (A size asked for before sending is direct-order-page.test.tsx's.)
 */

const STORE_TEXTS = {
  fr: {
    path: 'commande_directe',
    title: 'Commande rapide',
    line: (n: number) => `Article ${String(n)}`,
    reference: 'Référence catalogue',
    size: 'Taille',
    addLine: 'Ajouter une ligne',
    addAll: 'Tout ajouter au panier',
    notFound: 'Produit introuvable.',
    stockLimit: (n: number) => `Plus que ${String(n)} articles en stock pour cette taille.`,
    basketLines: 'Articles de votre panier',
  },
  uk: {
    path: 'direct_order',
    title: 'Quick order',
    line: (n: number) => `Item ${String(n)}`,
    reference: 'Catalogue reference',
    size: 'Size',
    addLine: 'Add a line',
    addAll: 'Add all to basket',
    notFound: 'Product not found.',
    stockLimit: (n: number) => `Only ${String(n)} left in stock for this size.`,
    basketLines: 'Items in your basket',
  },
};

/** No catalogue reference starts with letters (they are 3 digits, 3 characters, a digit). */
const UNKNOWN_REFERENCE = 'ZZZ9999';

/** The 7-character catalogue reference of a product, from its sheet. */
async function referenceOf(request: APIRequestContext, product: BuyableProduct): Promise<string> {
  const response = await request.get(`api/v2/product/static/json${product.url}`, {
    headers: API_HEADERS,
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { reference: string }).reference;
}

/** Types a reference on a line, waits for its product and chooses the SKU's size. */
async function orderLine(
  page: Page,
  store: StoreFixture,
  n: number,
  typed: string,
  product: BuyableProduct,
) {
  const texts = STORE_TEXTS[store.id];
  const line = page.getByRole('group', { name: texts.line(n), exact: true });
  await line.getByRole('textbox', { name: texts.reference, exact: true }).fill(typed);
  await expect(line.getByRole('link', { name: product.label, exact: true })).toBeVisible();
  await line.getByRole('combobox', { name: texts.size, exact: true }).selectOption(product.sku);
}

const basketLabels = (page: Page, store: StoreFixture) =>
  page
    .getByRole('list', { name: STORE_TEXTS[store.id].basketLines, exact: true })
    .getByRole('listitem')
    .getByRole('link');

test('three references typed, one wrong, sizes chosen: all in the basket at once; then one more than the stock, refused', async ({
  page,
  store,
  consoleErrors,
}) => {
  consoleErrors.allow(
    /status of 409 .*\/api\/checkout\/cart\/add/,
    'the stock refuses the last order',
  );
  test.setTimeout(150_000);
  const texts = STORE_TEXTS[store.id];
  const products = await buyableProducts(page.request, 3);
  const references = await Promise.all(products.map((p) => referenceOf(page.request, p)));
  const [first, second, third] = products;
  const [ref1 = '', ref2 = '', ref3 = ''] = references;
  if (!first || !second || !third) throw new Error('Three buyable products are needed');

  await page.goto(texts.path);
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  // Three lines to start with; a reference typed in lower case with a dot is still one (spec 5).
  await expect(page.getByRole('group', { name: /^(Article|Item) \d$/ })).toHaveCount(3);
  await orderLine(page, store, 1, `${ref1.slice(0, 3)}.${ref1.slice(3).toLowerCase()}`, first);
  await orderLine(page, store, 2, ref2, second);

  // A wrong reference: the message, tied to the field; the line's size cannot be chosen.
  const wrong = page.getByRole('group', { name: texts.line(3), exact: true });
  const wrongField = wrong.getByRole('textbox', { name: texts.reference, exact: true });
  await wrongField.fill(UNKNOWN_REFERENCE);
  await expect(wrong.getByText(texts.notFound, { exact: true })).toBeVisible();
  await expect(wrongField).toHaveAttribute('aria-invalid', 'true');
  await expect(wrongField).toHaveAccessibleDescription(
    new RegExp(`${texts.notFound.replace('.', '\\.')}$`),
  );
  await expect(wrong.getByRole('combobox', { name: texts.size, exact: true })).toBeDisabled();

  // A fourth line for the third reference: it takes the focus.
  await page.getByRole('button', { name: texts.addLine, exact: true }).click();
  const fourth = page
    .getByRole('group', { name: texts.line(4), exact: true })
    .getByRole('textbox', { name: texts.reference, exact: true });
  await expect(fourth).toBeFocused();
  await orderLine(page, store, 4, ref3, third);

  await page.getByRole('button', { name: texts.addAll, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/${store.id}/checkout/cart`);
  const labels = basketLabels(page, store);
  await expect(labels).toHaveText([first.label, second.label, third.label]);
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: store.basketWithCount(3), exact: true })
      .getByTestId('basket-badge'),
  ).toHaveText('3');

  // Analytics: a GA4 add_to_cart per line, and each SKU noted as added from the quick order.
  const added = (await dataLayer(page)).filter((entry) => entry.event === 'add_to_cart');
  expect(added).toEqual(
    products.map((product) =>
      expect.objectContaining({
        ecommerce: expect.objectContaining({
          currency: store.currency,
          items: [expect.objectContaining({ item_id: product.sku, quantity: 1 })],
        }),
      }),
    ),
  );
  const entries = await page.evaluate(() => localStorage.getItem('vitrine.addToCartTracking'));
  expect(JSON.parse(entries ?? '[]')).toEqual(
    products.map(({ sku }) => ({ sku, entryType: 'direct_order', access: 'direct_order' })),
  );

  // The basket now holds the first product's whole stock in that size: one more is refused
  // (409), and the quick order keeps the line as typed with the server's message.
  await addToCart(page.request, [{ sku: first.sku, quantity: first.stock - 1 }]);
  await page.goto(texts.path);
  await orderLine(page, store, 1, ref1, first);
  await page.getByRole('button', { name: texts.addAll, exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: /./ })).toHaveText(
    texts.stockLimit(first.stock),
  );
  await expect(page).toHaveURL((url) => url.pathname === `/${store.id}/${texts.path}`);
  const line = page.getByRole('group', { name: texts.line(1), exact: true });
  await expect(line.getByRole('textbox', { name: texts.reference, exact: true })).toHaveValue(ref1);
  await expect(line.getByRole('combobox', { name: texts.size, exact: true })).toHaveValue(
    first.sku,
  );
});
