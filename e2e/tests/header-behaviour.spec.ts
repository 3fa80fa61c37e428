import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { universePaths } from './support/stores.js';

const PHONE = { width: 390, height: 844 };

/** Scrolls the window to `y` and lets the header react (it measures on the next frame). */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => {
    window.scrollTo({ top, behavior: 'instant' });
  }, y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

/** Spec 2.2, 9: 166 px on desktop (never on the home page), 0 on smaller screens. */
test.describe('sticky header', () => {
  test('desktop: sticks past 166 px on a listing, never on the home page', async ({
    page,
    request,
  }) => {
    const [universe = ''] = await universePaths(request);
    await page.goto(universe.slice(1));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    await scrollTo(page, 160);
    await expect(header).not.toHaveAttribute('data-sticky');
    await scrollTo(page, 200);
    await expect(header).toHaveAttribute('data-sticky', '');
    await scrollTo(page, 0);
    await expect(header).not.toHaveAttribute('data-sticky');

    await page.goto('');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await scrollTo(page, 600);
    await expect(page.getByRole('banner')).not.toHaveAttribute('data-sticky');
  });

  test('phone: sticks as soon as the page scrolls, home page included', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await scrollTo(page, 1);
    await expect(page.getByRole('banner')).toHaveAttribute('data-sticky', '');
  });
});

/** Spec 2.2, 9: past 10 % of the scrollable height, never on the home page. */
test('the scroll-to-top button appears past 10 % of the page and takes it back up', async ({
  page,
  request,
  store,
}) => {
  const [universe = ''] = await universePaths(request);
  await page.goto(universe.slice(1));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const button = page.getByRole('button', { name: store.scrollToTop });
  await expect(button).toHaveCount(0); // inert while hidden: out of the accessibility tree
  const scrollable = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  await scrollTo(page, Math.floor(scrollable * 0.08));
  await expect(button).toHaveCount(0);
  await scrollTo(page, Math.ceil(scrollable * 0.12));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto('');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await scrollTo(page, 1500);
  await expect(page.getByRole('button', { name: store.scrollToTop })).toHaveCount(0);
});

/** Spec 2.2: focusing an empty search on a large screen shows the banners of zones 3 to 5. */
test('an empty focused search shows the zone banners on desktop only', async ({ page, store }) => {
  await page.goto('');
  const header = page.getByRole('banner');
  const search = header.getByRole('combobox', { name: store.search.label });
  await search.focus();
  const inspiration = header.getByRole('region', { name: store.search.inspiration });
  await expect(inspiration).toBeVisible();
  await expect(inspiration.getByRole('link')).toHaveCount(3);
  // Typing replaces them with suggestions.
  await search.fill(store.search.keyword);
  await expect(inspiration).toHaveCount(0);

  await page.setViewportSize(PHONE);
  await page.goto('');
  await page.getByRole('banner').getByRole('combobox', { name: store.search.label }).focus();
  await expect(
    page.getByRole('banner').getByRole('region', { name: store.search.inspiration }),
  ).toHaveCount(0);
});
