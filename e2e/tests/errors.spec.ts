import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures.js';

/** The fields of the error report (spec 7.6). */
const REPORT_FIELDS = [
  'currentUrl',
  'errFrom',
  'errMessage',
  'errStack',
  'errStackReact',
  'timestamp',
  'userHeight',
  'userWidth',
];

const isErrorReport = (request: Request) =>
  request.method() === 'POST' &&
  new URL(request.url()).pathname.endsWith('/api/v1/log/browserDebug');

test('a render crash shows the error screen and reports the error', async ({
  page,
  store,
  consoleErrors,
}) => {
  // The server renders the first page; the next one, reached in the browser, gets a product
  // sheet without its attributes, which the product page cannot render.
  await page.goto('');
  await page.route('**/api/v2/product/static/json/**', (route) =>
    route.fulfill({ json: { id: 'P-CRASH0001', attributes: null } }),
  );
  consoleErrors.allow(
    /Cannot read properties of null \(reading '\w+'\)/,
    'the product answer is made to crash the page; the shell logs the crash it reports',
  );
  const reported = page.waitForRequest(isErrorReport);
  const product = page
    .getByRole('main')
    .getByRole('link', { name: /./ })
    .and(page.locator('a[href*="/P-"]'));
  await product.first().click();

  await expect(
    page.getByRole('heading', { level: 1, name: store.error.heading, exact: true }),
  ).toBeVisible();
  await expect(page.getByText(store.error.status(500), { exact: true })).toBeVisible();

  const report = (await reported).postDataJSON() as Record<string, unknown>;
  expect(Object.keys(report).sort()).toEqual(REPORT_FIELDS);
  expect(report).toMatchObject({
    errFrom: expect.stringContaining('TypeError'),
    errMessage: expect.stringMatching(/reading '\w+'/),
    errStack: expect.stringMatching(/\S/),
    errStackReact: expect.stringMatching(/\S/),
    userWidth: 1280,
    userHeight: 900,
    currentUrl: page.url(),
  });
  expect(Number.isNaN(Date.parse(String(report.timestamp)))).toBe(false);
});

test('a code-split chunk that fails to load reloads the page once, then it renders', async ({
  page,
  store,
  consoleErrors,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('');
  const menuLink = page.getByRole('navigation', { name: store.mainMenu }).getByRole('link').first();
  const href = (await menuLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/C-\d{5}-/);

  // The category page's code cannot be fetched until the page reloads, as when a deployment
  // removed the old chunk. (Its first request is the modulepreload, whose failure the app ignores:
  // the import() after it is what fails.)
  await page.route('**/assets/category-page-*.js', (route) =>
    documents.length > 1 ? route.continue() : route.abort(),
  );
  consoleErrors.allow(
    /Failed to load resource: net::ERR_FAILED \(http[^)]*\/assets\/category-page-/,
    'the chunk requests are aborted on purpose',
  );
  await menuLink.click();

  await expect(page).toHaveURL(
    (url) => url.pathname === href && url.searchParams.get('forceRefreshCounter') === '1',
  );
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // The first load and the one reload: no loop.
  expect(documents).toHaveLength(2);
});
