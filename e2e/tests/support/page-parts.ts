import { expect, type Locator, type Page } from '@playwright/test';

/** Parts of the store's pages the journeys read the same way everywhere. */

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page's path inside its store: '/fr/checkout/cart' → '/checkout/cart'. */
export const inStore = (url: URL) => url.pathname.replace(/^\/(fr|uk)/, '');

/** The amount of a line of an order summary (the kit's OrderSummary), by the line's label. */
export function summaryLine(summary: Locator, label: string | RegExp): Locator {
  return summary
    .locator('dl > div')
    .filter({ has: summary.page().locator('dt', { hasText: label }) })
    .locator('dd');
}

/** Chooses a radio as a shopper does, on its label (the kit's cards hide the radio itself). */
export async function chooseRadio(page: Page, radio: Locator): Promise<void> {
  await page.locator(`label[for="${(await radio.getAttribute('id')) ?? ''}"]`).click();
  await expect(radio).toBeChecked();
}
