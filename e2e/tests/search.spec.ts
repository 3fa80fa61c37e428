import type { APIRequestContext, Page } from '@playwright/test';
import { API_HEADERS, expect, test } from './support/fixtures.js';
import type { StoreFixture } from './support/stores.js';

/*
 * The header's search against the store's real search (spec 2.2, 5): suggestions from the
 * catalogue, a catalogue reference typed as a shopper would, the results page and a search that
 * finds nothing. The combobox's own keyboard behaviour (arrows, aria-activedescendant, Escape,
 * 'see all results') is the kit's: its stories cover it (search-combobox.stories.tsx).
 */

/** The search combobox of the header and its listbox of suggestions (WAI-ARIA APG combobox). */
function searchBox(page: Page, store: StoreFixture) {
  const input = page.getByRole('banner').getByRole('combobox', { name: store.search.label });
  const listbox = page.getByRole('listbox');
  return { input, listbox };
}

/** A term no product, category or spelling correction matches. */
const NONSENSE = 'xqzvwk';

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

test('typing asks the catalogue for suggestions; Enter runs the search; nothing found has its page', async ({
  page,
  store,
}) => {
  await page.goto('');
  const { input, listbox } = searchBox(page, store);

  await test.step('the keyword suggests category pages and products', async () => {
    const requested = suggestRequest(page, store.search.keyword);
    await input.pressSequentially(store.search.keyword, { delay: 50 });
    await requested;
    await expect(listbox).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.locator('[role="option"][href*="/C-"]').first()).toBeVisible();
    await expect(listbox.locator('[role="option"][href*="/P-"]').first()).toBeVisible();
  });

  await test.step('a reference typed with a dot asks for the reduced one, which finds its product', async () => {
    const { id, reference } = await catalogueReference(page.request, store);
    // 'ABC1234' typed as a shopper would: lower case, a dot after the third character.
    const typed = `${reference.slice(0, 3)}.${reference.slice(3)}`.toLowerCase();
    const requested = suggestRequest(page, reference);
    await input.fill('');
    await input.pressSequentially(typed, { delay: 50 });
    await requested;
    await expect(listbox.locator(`[role="option"][href*="/${id}-"]`)).toBeVisible();
  });

  await test.step('Enter in the input runs the full search', async () => {
    await input.fill(store.search.keyword);
    await input.press('Enter');
    await expect(page).toHaveURL((url) =>
      url.pathname.endsWith(`/${store.search.slug}/${store.search.keyword}`),
    );
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  await test.step('a search that finds nothing shows the empty state and two carousels', async () => {
    await input.fill(NONSENSE);
    await input.press('Enter');
    await expect(page).toHaveURL((url) =>
      url.pathname.endsWith(`/${store.search.slug}/${NONSENSE}`),
    );
    await expect(
      page
        .getByRole('main')
        .getByRole('heading', { level: 1, name: store.listing.noResult(NONSENSE), exact: true }),
    ).toBeVisible();
    const carousels = page
      .getByRole('main')
      .getByRole('region')
      .filter({ has: page.getByRole('article') });
    await expect(carousels).toHaveCount(2);
  });
});
