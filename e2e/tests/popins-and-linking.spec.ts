import type { Locator, Page } from '@playwright/test';
import { addToCart, buyableProducts } from './support/checkout.js';
import { expect, test } from './support/fixtures.js';
import { universePaths, type StoreId } from './support/stores.js';

/*
 * The server's static content as the store shows it (spec 7.5, docs/decisions/021): a category's
 * internal-linking block in the page the server renders, its links followed by the router; the
 * pop-ins a link opens in a dialog, by the keyboard, from a CMS page and from the basket; the
 * footer content in the server-rendered footer. (Every seeded category has a block: a category
 * without one, the dialog's loading and failure states are component and renderer tests.)
 */

const TEXTS = {
  fr: {
    linking: 'Catégories associées',
    /** The help page's link before the pop-in's, in the same paragraph. */
    promoLink: 'conditions des offres promotionnelles',
    popinLink: 'Comment utiliser mon code privilège ?',
    popinTitle: 'Code privilège',
    popinText: 'un seul code par commande',
    close: 'Fermer',
    basketConditions: 'Voir les conditions des codes privilège',
    footerColumns: 'Aide et informations',
    servicesColumn: 'Nos services',
    serviceHeading: 'Service client',
    phone: '09 69 32 00 00',
    newsletterEmail: 'Votre adresse e-mail',
  },
  uk: {
    linking: 'Related categories',
    promoLink: 'promotional offers terms and conditions',
    popinLink: 'How do I use my privilege code?',
    popinTitle: 'Privilege code',
    popinText: 'one code per order',
    close: 'Close',
    basketConditions: 'See the privilege code conditions',
    footerColumns: 'Help and information',
    servicesColumn: 'Our services',
    serviceHeading: 'Customer service',
    phone: '0344 800 0000',
    newsletterEmail: 'Your email address',
  },
} satisfies Record<StoreId, Record<string, string>>;

/** The links of the element `<tag … aria-label="label">` in server-rendered HTML. */
function linksIn(html: string, tag: string, label: string): string[] {
  const element = new RegExp(`<${tag}\\b[^>]*aria-label="${label}"[^>]*>([\\s\\S]*?)</${tag}>`);
  const inner = element.exec(html)?.[1] ?? '';
  return [...inner.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
}

/** Whether the focus is inside `dialog` (on one of its controls, not the page behind). */
const focusIsIn = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

/** Marks the page's window: a link followed by the router keeps the mark, a reload loses it. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { keptWindow?: boolean }).keptWindow = true;
  });
}
const windowKept = (page: Page) =>
  page.evaluate(() => (window as { keptWindow?: boolean }).keptWindow === true);

test('a category’s linking block is in the page the server renders; its links stay in the page', async ({
  page,
  store,
}) => {
  const texts = TEXTS[store.id];
  const [universe] = await universePaths(page.request);
  if (!universe) throw new Error('The menu has no universe');

  await test.step('the server’s HTML holds the block, its links in the store', async () => {
    const served = await page.request.get(universe.slice(1));
    expect(served.status()).toBe(200);
    const hrefs = linksIn(await served.text(), 'nav', texts.linking);
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs)
      expect(href).toMatch(new RegExp(`^/${store.id}/C-\\d{5}-[a-z0-9-]+$`));
  });

  await test.step('a link of the block leads to its category through the router', async () => {
    await page.goto(universe.slice(1));
    const block = page.getByRole('navigation', { name: texts.linking, exact: true });
    const link = block.getByRole('link').first();
    const target = await link.getAttribute('href');
    const label = ((await link.textContent()) ?? '').trim();
    await markWindow(page);
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(label);
    expect(await windowKept(page)).toBe(true);
    // The category it leads to has a block of its own, of the others.
    await expect(block.getByRole('link').first()).toBeVisible();
    await expect(block.locator(`a[href="${target ?? ''}"]`)).toHaveCount(0);
  });
});

test('a pop-in of a CMS page opens and closes by the keyboard, the focus back on its link', async ({
  page,
  store,
}) => {
  const texts = TEXTS[store.id];
  const helpPath = `/${store.id}/${store.content.help.path}`;
  await page.goto(store.content.help.path);
  const main = page.getByRole('main');
  const link = main.getByRole('link', { name: texts.popinLink, exact: true });
  await expect(link).toHaveAttribute('aria-haspopup', 'dialog');

  // Tab from the link before it, then Enter.
  await main.getByRole('link', { name: texts.promoLink, exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: texts.popinTitle, exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(texts.popinText);
  await expect(dialog.getByRole('button', { name: texts.close, exact: true })).toBeVisible();
  expect(await focusIsIn(dialog)).toBe(true);
  await expect(page).toHaveURL((url) => url.pathname === helpPath);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === helpPath);
});

test('the basket’s privilege-code conditions open in a dialog, closed by its button', async ({
  page,
  store,
}) => {
  const texts = TEXTS[store.id];
  const [product] = await buyableProducts(page.request, 1);
  if (!product) throw new Error('No product to put in the basket');
  await addToCart(page.request, [{ sku: product.sku }]);
  await page.goto('checkout/cart');

  const link = page.getByRole('link', { name: texts.basketConditions, exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: texts.popinTitle, exact: true });
  await expect(dialog).toContainText(texts.popinText);
  await dialog.getByRole('button', { name: texts.close, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === `/${store.id}/checkout/cart`);
});

test('the footer shows the footer content the server renders: its columns and its service text', async ({
  page,
  store,
}) => {
  const texts = TEXTS[store.id];
  const served = await (await page.request.get('')).text();
  const footerHtml = /<footer\b[\s\S]*<\/footer>/.exec(served)?.[0] ?? '';
  expect(footerHtml).toContain(texts.phone);
  expect(footerHtml).toContain(`>${texts.servicesColumn}<`);

  await page.goto('');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const columns = footer.getByRole('navigation', { name: texts.footerColumns, exact: true });
  await expect(columns.getByRole('heading', { name: texts.servicesColumn })).toBeVisible();
  // The customer service's text is there, outside the link columns.
  await expect(
    footer.getByRole('heading', { name: texts.serviceHeading, exact: true }),
  ).toBeVisible();
  await expect(columns.getByText(texts.phone)).toHaveCount(0);
  await expect(footer.getByText(texts.phone)).toBeVisible();
  // The rest of the footer is as it was.
  await expect(footer.getByRole('textbox', { name: texts.newsletterEmail })).toBeVisible();
});
