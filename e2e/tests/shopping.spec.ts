import type { Locator, Page } from '@playwright/test';
import { dataLayer, expect, test } from './support/fixtures.js';
import {
  listing,
  productWithSizes,
  STORES,
  universePaths,
  type StoreFixture,
} from './support/stores.js';

/** Products a listing page holds (the API's default page size). */
const PAGE_SIZE = 48;
/** The 3-instalment message shows from this price (spec 2.5, 9). */
const INSTALMENTS_FROM = 100;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The header's basket link, named after what it holds. */
const basketLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

/** The product page's sizes and basket button, once the stock has come (the sizes wait for it). */
async function buyBox(page: Page, store: StoreFixture) {
  const sizes = page.getByRole('radiogroup', { name: store.product.sizes, exact: true });
  const available = sizes.getByRole('radio', { disabled: false });
  await expect(available.first()).toBeVisible();
  const add = page.getByRole('button', { name: store.product.addToBasket, exact: true });
  return { sizes, available, add };
}

/** Chooses a size as a shopper does, on its chip: the radio's label (the radio itself is hidden). */
async function chooseSize(page: Page, radio: Locator): Promise<string> {
  const chip = page.locator(`label[for="${(await radio.getAttribute('id')) ?? ''}"]`);
  const label = ((await chip.textContent()) ?? '').trim();
  await chip.click();
  await expect(radio).toBeChecked();
  return label;
}

/** Spec 9: every page reached pushes a page view with its type and path. */
async function expectPageView(page: Page, pageType: string, pagePath: string) {
  await expect
    .poll(async () => dataLayer(page))
    .toContainEqual(
      expect.objectContaining({ event: 'page_view', page_type: pageType, page_path: pagePath }),
    );
}

test('home → mega menu → listing filtered by size → product → basket, all tracked', async ({
  page,
  store,
}) => {
  await page.goto('');
  await expectPageView(page, 'home', `/${store.id}/`);

  // The first universe's layer opens on hover; a category of the layer leads on.
  const menu = page.getByRole('navigation', { name: store.mainMenu });
  const universe = menu.getByRole('link').first();
  await expect(universe).toBeVisible();
  const disclosure = menu.getByRole('button', {
    name: store.submenu((await universe.textContent()) ?? ''),
    exact: true,
  });
  const layer = page.locator(`[id="${(await disclosure.getAttribute('aria-controls')) ?? ''}"]`);
  // The shopper's pointer arrives once the page has come (the menu listens from then on).
  await page.waitForLoadState('networkidle');
  await universe.hover();
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  const category = layer.getByRole('listitem').getByRole('link').first();
  await expect(category).toBeVisible();
  const categoryTitle = ((await category.textContent()) ?? '').trim();
  const categoryHref = (await category.getAttribute('href')) ?? '';
  await category.click();

  // The listing: its title, its count and its first page of cards.
  await expect(page).toHaveURL((url) => url.pathname === categoryHref);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: categoryTitle, exact: true }),
  ).toBeVisible();
  const { total, facets, products } = await listing(
    page.request,
    categoryHref.replace(new RegExp(`^/${store.id}`), ''),
    '?pageSize=1',
  );
  const count = main.getByText(store.listing.count(total), { exact: true });
  await expect(count).toBeVisible();
  const cards = main
    .getByRole('list', { name: store.listing.resultsPage(1), exact: true })
    .getByRole('article');
  await expect(cards).toHaveCount(Math.min(total, PAGE_SIZE));
  await expectPageView(page, 'list', categoryHref);

  // A size of the filters' sidebar that narrows the listing: the address and the count follow.
  const size = facets.sizes.find((option) => option.count > 0 && option.count < total);
  if (!size) throw new Error(`No size of ${categoryHref} narrows its ${String(total)} products`);
  const sizeBox = main
    .getByRole('region', { name: store.listing.filters, exact: true })
    // The group's name counts its chosen values once one is: 'Size (1)'.
    .getByRole('group', { name: new RegExp(`^${escapeRegExp(store.listing.size)}( \\(\\d+\\))?$`) })
    .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(size.label)} \\(`) });
  // The kit draws its own box over the input: the shopper clicks the option's label.
  await sizeBox.locator('xpath=ancestor::label[1]').click();
  await expect(sizeBox).toBeChecked();
  await expect(page).toHaveURL(
    (url) => url.pathname === categoryHref && url.searchParams.get('size') === size.code,
  );
  await expect(main.getByText(store.listing.count(size.count), { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(Math.min(size.count, PAGE_SIZE));

  // The back button takes the filter off.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === categoryHref && url.search === '');
  await expect(count).toBeVisible();
  await expect(sizeBox).not.toBeChecked();
  await expect(cards).toHaveCount(Math.min(total, PAGE_SIZE));

  // The first card leads to its product's page.
  const [product] = products;
  if (!product) throw new Error(`${categoryHref} lists no product`);
  const productHref = `/${store.id}${product.url}`;
  const productName = product.attributes.libelle;
  const cardLink = cards.first().getByRole('link');
  await expect(cardLink).toHaveAttribute('href', productHref);
  await cardLink.click();
  await expect(page).toHaveURL((url) => url.pathname === productHref);
  await expect(
    main.getByRole('heading', { level: 1, name: productName, exact: true }),
  ).toBeVisible();
  await expectPageView(page, 'product_sheet', productHref);

  // An available size, then the basket: a confirmation, and the badge counts the items.
  const { available, add } = await buyBox(page, store);
  const sizeLabel = await chooseSize(page, available.first());
  await add.click();
  // The kit's toast region, 'Notifications' in both languages.
  const confirmation = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(confirmation.getByRole('status')).toContainText(store.product.added);
  const basket = basketLink(page, store.basketWithCount(1));
  await expect(basket.getByTestId('basket-badge')).toHaveText('1');

  await add.click();
  await expect(basketLink(page, store.basketWithCount(2)).getByTestId('basket-badge')).toHaveText(
    '2',
  );

  // GA4 add_to_cart, once per add, with the product and the size chosen.
  const added = (await dataLayer(page)).filter((entry) => entry.event === 'add_to_cart');
  expect(added).toHaveLength(2);
  expect(added[0]).toMatchObject({
    ecommerce: {
      currency: store.currency,
      items: [
        {
          item_name: productName,
          item_variant: expect.stringMatching(new RegExp(` / ${escapeRegExp(sizeLabel)}$`)),
          quantity: 1,
          currency: store.currency,
        },
      ],
    },
  });
});

test('the size is required: adding without one says so and focuses the sizes', async ({
  page,
  store,
}) => {
  await page.goto((await productWithSizes(page.request)).slice(1));
  const { sizes, available, add } = await buyBox(page, store);
  await expect(sizes.getByRole('radio', { checked: true })).toHaveCount(0);

  await add.click();
  const error = page.getByText(store.product.sizeRequired, { exact: true });
  await expect(error).toBeVisible();
  await expect(sizes).toHaveAttribute('aria-invalid', 'true');
  await expect(sizes).toHaveAccessibleDescription(store.product.sizeRequired);
  await expect(available.first()).toBeFocused();
  // Nothing went to the basket.
  await expect(basketLink(page, store.basket)).toBeVisible();

  // Choosing a size takes the message away.
  await chooseSize(page, available.first());
  await expect(error).toHaveCount(0);
  await expect(sizes).not.toHaveAttribute('aria-invalid');
});

test('the 3-instalment message: on the French product page from 100 €, never in the UK', async ({
  page,
  store,
}) => {
  // The dearest product of the first universe that has one over the threshold.
  let productPath: string | undefined;
  for (const universe of await universePaths(page.request)) {
    const { products } = await listing(page.request, universe, '?sort=price-desc&pageSize=1');
    const [dearest] = products;
    if (dearest && Number(dearest.attributes.prix) >= INSTALMENTS_FROM) {
      productPath = dearest.url;
      break;
    }
  }
  if (!productPath) throw new Error(`No product costs ${String(INSTALMENTS_FROM)} or more`);

  await page.goto(productPath.slice(1));
  // Sizes, stock and prices shown: the message, if any, is drawn with them.
  await buyBox(page, store);
  const main = page.getByRole('main');
  if (store.id === 'fr') {
    await expect(main.getByText(store.product.instalments)).toBeVisible();
  } else {
    for (const { product } of Object.values(STORES))
      await expect(main.getByText(product.instalments)).toHaveCount(0);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("'show more' appends the next page of a listing", async ({ page, store }) => {
    const [universe] = await universePaths(page.request);
    if (!universe) throw new Error('The menu has no universe');
    const { total } = await listing(page.request, universe, '?pageSize=1');
    expect(total, `${universe} has several pages`).toBeGreaterThan(PAGE_SIZE);

    await page.goto(universe.slice(1));
    const main = page.getByRole('main');
    const first = main.getByRole('list', { name: store.listing.resultsPage(1), exact: true });
    await expect(first.getByRole('article')).toHaveCount(PAGE_SIZE);
    await expect(main.getByText(store.listing.count(total), { exact: true })).toBeVisible();

    await main.getByRole('button', { name: store.listing.loadMore, exact: true }).tap();
    const second = main.getByRole('list', { name: store.listing.resultsPage(2), exact: true });
    await expect(second.getByRole('article')).toHaveCount(Math.min(PAGE_SIZE, total - PAGE_SIZE));
    // Page 1 stays above it, the address names the last page, the new page takes the focus.
    await expect(first.getByRole('article')).toHaveCount(PAGE_SIZE);
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect(second).toBeFocused();
  });
});
