import { test } from './support/fixtures.js';
import { allowMissingContent, expectNotFoundPage } from './support/not-found.js';

test('an unknown page answers the not-found page', async ({ page, store, consoleErrors }) => {
  allowMissingContent(consoleErrors);
  await page.goto(store.notFound.path);
  await expectNotFoundPage(page, store);
  await page.waitForLoadState('networkidle');
});
