import type { Locator, Page } from '@playwright/test';
import { dataLayer, expect, test } from './support/fixtures.js';
import { listing, type StoreFixture } from './support/stores.js';

/*
 * The shopper's way through the store, on the real catalogue, with the data layer following it
 * across navigations (spec 2, 9): the home page's frame, the mega menu to a listing, a size filter
 * in the address, a product and the basket. What one page does on its own (the size required, the
 * instalments message, 'show more' on phones) is in the pages' component tests
 * (packages/storefront/src/features/**); the menu's keyboard and hover timing in the kit's stories.
 */

/** Products a listing page holds (the API's default page size). */
const PAGE_SIZE = 48;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const endsWith = (text: string) => new RegExp(`${escapeRegExp(text)}$`);

/** The header's basket link, named after what it holds. */
const basketLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

/** The product page's sizes and basket button, once the stock has come (the sizes wait for it). */
async function buyBox(page: Page, store: StoreFixture) {
  const sizes = page.getByRole('radiogroup', { name: store.product.sizes, exact: true });
  const available = sizes.getByRole('radio', { disabled: false });
  await expect(available.first()).toBeVisible();
  const add = page.getByRole('button', { name: store.product.addToBasket, exact: true });
  return { available, add };
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
  // The frame the server renders: the store's language and name, the header banner (zone 0),
  // and a new visitor's basket link, named 'Basket' alone, without a count badge.
  await expect(page.locator('html')).toHaveAttribute('lang', store.locale);
  await expect(page).toHaveTitle(endsWith(store.siteName));
  const header = page.getByRole('banner');
  await expect(header.getByText(store.headerBanner)).toBeVisible();
  await expect(basketLink(page, store.basket)).toBeVisible();
  await expect(header.getByTestId('basket-badge')).toHaveCount(0);
  await expect
    .poll(async () => dataLayer(page))
    .toContainEqual(
      expect.objectContaining({
        event: 'page_view',
        page_type: 'home',
        page_path: `/${store.id}/`,
        site_language: store.locale,
      }),
    );

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

  // The listing: the layer closes behind it; its title, its count and its first page of cards.
  await expect(page).toHaveURL((url) => url.pathname === categoryHref);
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await expect(layer).toBeHidden();
  expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'menu_click' }));
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
