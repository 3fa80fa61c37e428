import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';

/*
 * The content pages as the server has them (spec 2.1): CMS pages under their paths, the site
 * plans paged through the catalogue, and the sign-out page rendered at 5 seconds and counting down
 * once hydrated. (A search that finds nothing is in search.spec.ts.)
 */

/** The page's h1, in its main landmark. */
const pageTitle = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

test('CMS pages: help under both forms of its path, delivery and returns', async ({
  page,
  store,
}) => {
  const { help, deliveryAndReturns } = store.content;
  for (const path of [help.path, help.otherPath])
    await test.step(`help at /${path}`, async () => {
      await page.goto(path);
      await expect(pageTitle(page, help.title)).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === `/${store.id}/${path}`);
      // The store's own help content, not the not-found page.
      await expect(page.locator('meta[name="prerender-status-code"]')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    });

  await test.step('delivery and returns', async () => {
    await page.goto(deliveryAndReturns.path);
    await expect(pageTitle(page, deliveryAndReturns.title)).toBeVisible();
    await expect(page.getByRole('main').getByRole('paragraph').first()).toBeVisible();
  });
});

test('the site plans: the products from page 1 to page 2, then the categories', async ({
  page,
  store,
}) => {
  await test.step('the product site plan goes to page 2 through its page links', async () => {
    const sitemap = store.content.productSitemap;
    await page.goto(sitemap.path);
    await expect(pageTitle(page, sitemap.title)).toBeVisible();
    const main = page.getByRole('main');
    const pages = main.getByRole('navigation', { name: sitemap.pagination, exact: true });
    const lastPage = pages.getByRole('link', { name: /^Page \d+$/ }).last();
    const pageCount = Number(((await lastPage.textContent()) ?? '').trim());
    expect(pageCount).toBeGreaterThan(1);
    await expect(main.getByText(sitemap.pageOf(1, pageCount))).toBeVisible();
    const firstProduct = main.getByRole('link').and(page.locator('[href*="/P-"]')).first();
    await expect(firstProduct).toBeVisible();
    const firstOfPage1 = await firstProduct.getAttribute('href');

    await pages.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `/${store.id}/${sitemap.path}` && url.search === '?page=2',
    );
    await expect(main.getByText(sitemap.pageOf(2, pageCount))).toBeVisible();
    await expect(firstProduct).not.toHaveAttribute('href', firstOfPage1 ?? '');
    await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  await test.step('the category site plan lists the categories', async () => {
    const sitemap = store.content.categorySitemap;
    await page.goto(sitemap.path);
    await expect(pageTitle(page, sitemap.title)).toBeVisible();
    const links = page.getByRole('main').getByRole('listitem').getByRole('link');
    // Past the breadcrumbs' Home, every link is a category listing.
    await expect(links.nth(1)).toHaveAttribute('href', /^\/(fr|uk)\/C-\d{5}-/);
    await expect(links.last()).toHaveAttribute('href', /^\/(fr|uk)\/C-\d{5}-/);
  });
});

test('the sign-out page counts down, then goes home', async ({ page, store }) => {
  // The server renders it at 5 seconds.
  const served = await page.request.get('customer/account/logoutSuccess');
  expect(await served.text()).toContain(store.account.logoutCountdown(5));
  // Then the page's timers run on a clock the test moves: no real seconds waited. The clock runs
  // until the page is hydrated (React finishes hydrating on timers too), then pauses an hour
  // ahead (on a busy machine a closer moment may already be past), which takes real seconds off:
  // up to two on a loaded CI machine.
  await page.clock.install();
  await page.goto('customer/account/logoutSuccess');
  await expect(pageTitle(page, store.account.logoutTitle)).toBeVisible();
  await page.clock.pauseAt(Date.now() + 3_600_000);
  const countdown = page.getByRole('main').getByRole('status');
  const shown = Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
  expect(shown).toBeGreaterThanOrEqual(3);
  for (let seconds = shown; seconds > 0; seconds -= 1) {
    await expect(countdown).toHaveText(store.account.logoutCountdown(seconds));
    await page.clock.runFor(1000);
  }
  await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === `/${store.id}`);
});
