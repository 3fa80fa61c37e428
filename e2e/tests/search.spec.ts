import type { APIRequestContext, Page } from '@playwright/test';
import { API_HEADERS, expect, test } from './support/fixtures.js';
import type { StoreFixture } from './support/stores.js';

/** The search combobox of the header and its listbox of suggestions (WAI-ARIA APG combobox). */
function searchBox(page: Page, store: StoreFixture) {
  const input = page.getByRole('banner').getByRole('combobox', { name: store.search.label });
  const listbox = page.getByRole('listbox');
  return { input, listbox, options: listbox.getByRole('option') };
}

/** Resolves with the autocomplete call made for `query` (the path and query string checked). */
const suggestRequest = (page: Page, query: string) =>
  page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname.endsWith('/api/suggest') && url.searchParams.get('q') === query;
  });

/** A real catalogue reference of this store: the first product suggested for the keyword. */
async function catalogueReference(request: APIRequestContext, store: StoreFixture) {
  const suggest = await request.get(`api/suggest?q=${store.search.keyword}`, {
    headers: API_HEADERS,
  });
  const { products } = (await suggest.json()) as { products: { id: string; url: string }[] };
  const product = products[0];
  if (!product) throw new Error(`No product suggested for '${store.search.keyword}'`);
  const staticInfo = await request.get(`api/v2/product/static/json${product.url}`, {
    headers: API_HEADERS,
  });
  const { reference } = (await staticInfo.json()) as { reference: string };
  return { id: product.id, reference };
}

test.beforeEach(async ({ page }) => {
  await page.goto('');
});

test('typing shows category pages and products; arrows move the active option', async ({
  page,
  store,
}) => {
  const { input, listbox, options } = searchBox(page, store);
  const requested = suggestRequest(page, store.search.keyword);
  await input.pressSequentially(store.search.keyword, { delay: 50 });
  await requested;

  await expect(listbox).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox.locator('[role="option"][href*="/C-"]').first()).toBeVisible();
  await expect(listbox.locator('[role="option"][href*="/P-"]').first()).toBeVisible();

  // The focus stays in the input; aria-activedescendant names the active option.
  const ids = await options.evaluateAll((elements) => elements.map((element) => element.id));
  const [first = '', second = ''] = ids;
  await expect(input).not.toHaveAttribute('aria-activedescendant');
  await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', first);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', second);
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  await input.press('ArrowUp');
  await expect(input).toHaveAttribute('aria-activedescendant', first);
  await expect(input).toBeFocused();
});

test("Enter on 'see all results' runs the full search", async ({ page, store }) => {
  const { input, listbox } = searchBox(page, store);
  await input.pressSequentially(store.search.keyword, { delay: 50 });
  await expect(listbox).toBeVisible();

  const seeAll = page.getByRole('banner').getByRole('button', { name: store.search.seeAll });
  await seeAll.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) =>
    url.pathname.endsWith(`/${store.search.slug}/${store.search.keyword}`),
  );
});

test('Enter in the input runs the full search', async ({ page, store }) => {
  const { input } = searchBox(page, store);
  await input.pressSequentially(store.search.keyword, { delay: 50 });
  await input.press('Enter');
  await expect(page).toHaveURL((url) =>
    url.pathname.endsWith(`/${store.search.slug}/${store.search.keyword}`),
  );
});

test('a catalogue reference typed with a dot asks for the reduced reference', async ({
  page,
  store,
}) => {
  const { id, reference } = await catalogueReference(page.request, store);
  // 'ABC1234' typed as a shopper would: lower case, a dot after the third character.
  const typed = `${reference.slice(0, 3)}.${reference.slice(3)}`.toLowerCase();
  const { input, listbox } = searchBox(page, store);
  const requested = suggestRequest(page, reference);
  await input.pressSequentially(typed, { delay: 50 });
  await requested;
  await expect(listbox.locator(`[role="option"][href*="/${id}-"]`)).toBeVisible();
});

test('Escape closes the suggestions, then clears the search', async ({ page, store }) => {
  const { input, listbox } = searchBox(page, store);
  await input.pressSequentially(store.search.keyword, { delay: 50 });
  await expect(listbox).toBeVisible();

  await input.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await input.press('Escape');
  await expect(input).toHaveValue('');
});
