import type { Page } from '@playwright/test';
import { dataLayer, expect, test } from './support/fixtures.js';

/** Spec 9: a layer opens after a 300 ms hover; timers never fire early, with a 50 ms margin. */
const HOVER_DELAY_FLOOR = 250;

/** The main menu, its first top-level entry (link + disclosure button) and that entry's layer. */
async function firstEntry(page: Page, mainMenu: string, submenu: (label: string) => string) {
  const menu = page.getByRole('navigation', { name: mainMenu });
  const link = menu.getByRole('link').first();
  await expect(link).toBeVisible();
  const label = (await link.textContent()) ?? '';
  const button = menu.getByRole('button', { name: submenu(label), exact: true });
  const layerId = await button.getAttribute('aria-controls');
  expect(layerId, 'the disclosure button controls its layer').toBeTruthy();
  const layer = page.locator(`[id="${layerId ?? ''}"]`);
  return { link, button, layer };
}

test('keyboard only: Tab to the menu, open a layer, move in it, Escape closes it', async ({
  page,
  store,
}) => {
  await page.goto('');
  const { link, button, layer } = await firstEntry(page, store.mainMenu, store.submenu);

  // Tab through the header until the first top-level entry has the focus.
  for (let presses = 0; presses < 30; presses += 1) {
    if (await link.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(link).toBeFocused();

  // APG disclosure navigation: the button after the link; Enter opens, Down enters the layer.
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(layer).toBeVisible();

  const layerLinks = layer.getByRole('link');
  await page.keyboard.press('ArrowDown');
  await expect(layerLinks.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(layerLinks.nth(1)).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(layer).toBeHidden();
  await expect(button).toBeFocused();

  // Space toggles it as well.
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

/** How late the menu answer comes: at once, and late as on a slow network (the bar loads first). */
const MENU_ANSWER_DELAYS = [0, 1500];

for (const answerDelay of MENU_ANSWER_DELAYS) {
  const when = answerDelay ? ` (menu answer ${String(answerDelay)} ms late)` : '';
  test(`mouse: a layer opens after the hover delay, not before${when}`, async ({ page, store }) => {
    if (answerDelay)
      await page.route('**/api/v2/menu', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, answerDelay));
        await route.continue();
      });
    await page.goto('');
    const { link, button, layer } = await firstEntry(page, store.mainMenu, store.submenu);

    // Timed in the page: when the pointer enters the entry, when its button says it is open.
    await button.evaluate((element) => {
      const timing = { enteredAt: 0, openedAt: 0 };
      (window as { menuTiming?: typeof timing }).menuTiming = timing;
      const entry = element.closest('[data-menu-entry]');
      entry?.addEventListener('pointerenter', () => {
        timing.enteredAt ||= performance.now();
      });
      new MutationObserver(() => {
        if (element.getAttribute('aria-expanded') === 'true') timing.openedAt ||= performance.now();
      }).observe(element, { attributes: true, attributeFilter: ['aria-expanded'] });
    });

    await link.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(layer).toBeVisible();
    const { enteredAt, openedAt } = (await page.evaluate(
      () => (window as { menuTiming?: { enteredAt: number; openedAt: number } }).menuTiming,
    )) ?? { enteredAt: 0, openedAt: 0 };
    expect(enteredAt, 'the pointer entered the entry').toBeGreaterThan(0);
    expect(openedAt - enteredAt, 'ms from hovering to the open layer').toBeGreaterThanOrEqual(
      HOVER_DELAY_FLOOR,
    );
  });
}

test('a category link of a layer navigates and closes the layer', async ({ page, store }) => {
  await page.goto('');
  const { button, layer } = await firstEntry(page, store.mainMenu, store.submenu);
  // Opened with its button (the hover has its own tests).
  await button.click();
  await expect(layer).toBeVisible();

  const category = layer.locator('a[href*="/C-"]').first();
  const href = await category.getAttribute('href');
  expect(href).toMatch(/\/C-\d{5}-/);
  await category.click();

  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(layer).toBeHidden();
  // Spec 9: the menu click, then the listing's page view.
  const events = await dataLayer(page);
  expect(events).toContainEqual(expect.objectContaining({ event: 'menu_click' }));
  await expect
    .poll(async () => dataLayer(page))
    .toContainEqual(
      expect.objectContaining({ event: 'page_view', page_type: 'list', page_path: href }),
    );
});
