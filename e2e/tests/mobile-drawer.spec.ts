import { expect, test } from './support/fixtures.js';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the burger opens the drawer; a category link of a level changes the route and closes it', async ({
  page,
  store,
}) => {
  await page.goto('');
  const burger = page.getByRole('banner').getByRole('button', { name: store.openDrawer });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.tap();

  const drawer = page.getByRole('dialog', { name: store.drawerTitle });
  await expect(drawer).toBeVisible();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');

  // Drill down: an entry with children pushes its level, whose heading takes the focus.
  const menu = drawer.getByRole('navigation', { name: store.mainMenu });
  const entry = menu.getByRole('button').first();
  const label = (await entry.textContent())?.trim() ?? '';
  await entry.tap();
  const levelHeading = drawer.getByRole('heading', { level: 2, name: label, exact: true });
  await expect(levelHeading).toBeFocused();

  // A category link of the level: the route changes and the drawer closes (spec 2.2). (Back,
  // and the focus it gives back, are the kit's: mobile-menu.stories.tsx.)
  const category = menu.locator('a[href*="/C-"]').first();
  const href = await category.getAttribute('href');
  expect(href).toMatch(/\/C-\d{5}-/);
  await category.tap();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(drawer).toBeHidden();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
});
