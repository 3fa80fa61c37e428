import type { Page } from '@playwright/test';
import { expect, type ConsoleErrorGuard } from './fixtures.js';
import type { StoreFixture } from './stores.js';

/** The not-found page of spec 2.1: 404 for prerenderers, its banner, two carousels of cards. */
export async function expectNotFoundPage(page: Page, store: StoreFixture): Promise<void> {
  await expect(page.locator('meta[name="prerender-status-code"]')).toHaveAttribute(
    'content',
    '404',
  );
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: store.notFound.title }),
  ).toBeVisible();
  for (const title of [store.notFound.shoppingIdea, store.notFound.alsoDiscover]) {
    const carousel = page.getByRole('region', { name: title, exact: true });
    await expect(carousel.getByRole('article').first()).toBeVisible();
  }
}

/**
 * A path no route knows goes to the CMS page, whose content call answers 404: that is how the
 * not-found page is reached, and Chromium logs every 4xx response as a console error. The page
 * itself answers 404 too (spec 2.1), which Chromium logs the same way.
 */
export function allowMissingContent(consoleErrors: ConsoleErrorGuard): void {
  consoleErrors.allow(
    /status of 404 \(Not Found\) \(http:\/\/[^/]+\/(fr|uk)\/(?!api\/|media\/|assets\/)[^)]*\)/,
    'the not-found page answers 404',
  );
  consoleErrors.allow(
    /status of 404 \(Not Found\) \(http[^)]*\/media\/wysiwyg\/pages\//,
    'the CMS content of an unknown page answers 404',
  );
}
