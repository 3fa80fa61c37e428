import { expect, logIn, test } from './support/fixtures.js';
import { allowMissingContent, expectNotFoundPage } from './support/not-found.js';

/** The store-relative path and query of the page, e.g. '/customer/account/login?redirect=…'. */
const inStore = (url: URL, segment: string) =>
  `${url.pathname.replace(new RegExp(`^/${segment}`), '')}${url.search}`;

const ORDER_HISTORY = '/customer/account/order/history';

test.describe('a visitor', () => {
  test('on an account page goes to login, with the way back', async ({ page, store }) => {
    await page.goto(ORDER_HISTORY.slice(1));
    await expect(page).toHaveURL(
      (url) =>
        inStore(url, store.id) ===
        '/customer/account/login?redirect=%2Fcustomer%2Faccount%2Forder%2Fhistory',
    );
  });

  test('on a checkout step goes to the checkout login', async ({ page, store }) => {
    await page.goto('checkout/shipping');
    await expect(page).toHaveURL(
      (url) => inStore(url, store.id) === '/checkout/account/login?redirect=%2Fcheckout%2Fshipping',
    );
  });
});

test.describe('a logged-in customer', () => {
  test.beforeEach(async ({ page, store }) => {
    await logIn(page, store);
  });

  test('on the login page goes to the order history', async ({ page, store }) => {
    await page.goto('customer/account/login');
    await expect(page).toHaveURL((url) => inStore(url, store.id) === ORDER_HISTORY);
  });

  test('on the newsletter subscription goes to the account newsletter page', async ({
    page,
    store,
  }) => {
    await page.goto('newsletter/subscriber');
    await expect(page).toHaveURL(
      (url) => inStore(url, store.id) === '/customer/account/newsletter',
    );
  });

  test('has the personal account page in the UK store only', async ({
    page,
    store,
    consoleErrors,
  }) => {
    const path = '/customer/account/my-personal-account';
    await page.goto(path.slice(1));
    if (store.personalAccount) {
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL((url) => inStore(url, store.id) === path);
      await expect(page.locator('meta[name="prerender-status-code"]')).toHaveCount(0);
    } else {
      allowMissingContent(consoleErrors);
      await expectNotFoundPage(page, store);
    }
  });
});

test('an overseas customer cannot edit an alternative address', async ({ page, store }) => {
  const { overseas } = store.accounts;
  test.skip(!overseas, 'overseas demo customers are French');
  await logIn(page, store, overseas);
  await page.goto('customer/account/informations/address/secondary/edit');
  await expect(page).toHaveURL(
    (url) => inStore(url, store.id) === '/customer/account/informations',
  );
});
