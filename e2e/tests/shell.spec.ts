import { dataLayer, expect, test } from './support/fixtures.js';

const endsWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test('the home page frame: language, title, header banner, empty basket, accessible', async ({
  page,
  store,
}) => {
  await page.goto('');
  await expect(page.locator('html')).toHaveAttribute('lang', store.locale);
  await expect(page).toHaveTitle(endsWith(store.siteName));

  const header = page.getByRole('banner');
  await expect(header.getByText(store.headerBanner)).toBeVisible();
  // A new visitor: the basket link is named 'Basket' alone, with no count badge.
  await expect(header.getByRole('link', { name: store.basket, exact: true })).toBeVisible();
  await expect(header.getByTestId('basket-badge')).toHaveCount(0);

  // Spec 9: every page reached pushes a page view with its type.
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

  // Axe looks at the whole frame once the menu has come and the page has settled.
  await expect(
    page.getByRole('navigation', { name: store.mainMenu }).getByRole('link').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
});
