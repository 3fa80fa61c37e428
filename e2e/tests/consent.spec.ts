import type { Page, Request } from '@playwright/test';
import { dataLayer, expect, test } from './support/fixtures.js';
import { isTagManagerRequest, TAG_MANAGER_CONTAINERS } from './support/tag-manager.js';

/*
 * The cookie consent (issue 22, decision 019): asked at the first visit, everything denied until
 * the visitor accepts (Consent Mode v2), nothing from the tag manager's hosts before consent, the
 * choice kept and reopened from the footer; search engines accept without being asked.
 */
test.use({ consentDecided: false });

const TEXTS = {
  fr: {
    banner: 'Vos choix en matière de cookies',
    accept: 'Tout accepter',
    refuse: 'Tout refuser',
    customise: 'Choisir par finalité',
    settings: 'Gérer mes cookies',
    analytics: 'Mesure d’audience',
    save: 'Enregistrer mes choix',
    help: 'aide',
  },
  uk: {
    banner: 'Your cookie choices',
    accept: 'Accept all',
    refuse: 'Reject all',
    customise: 'Choose by purpose',
    settings: 'Cookie settings',
    analytics: 'Audience measurement',
    save: 'Save my choices',
    help: 'help',
  },
};

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const denied = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};
const granted = {
  analytics_storage: 'granted',
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};

/** Every request the page makes to the tag manager's or analytics' hosts, as they happen. */
function watchTagManager(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (isTagManagerRequest(request)) requests.push(request);
  });
  return requests;
}

/** The Consent Mode commands in the data layer, as [action, state] (gtag's Arguments objects). */
async function consentCommands(page: Page) {
  return (await dataLayer(page))
    .filter((entry) => entry['0'] === 'consent')
    .map((entry) => [entry['1'], entry['2']]);
}

/** A first visit to the home page: its texts, the tag-manager requests watched, the banner. */
async function firstVisit(page: Page, storeId: 'fr' | 'uk') {
  const texts = TEXTS[storeId];
  const tagManager = watchTagManager(page);
  await page.goto('');
  const banner = page.getByRole('region', { name: texts.banner });
  await expect(banner).toBeVisible();
  return { texts, tagManager, banner };
}

const containerScripts = (storeId: 'fr' | 'uk') =>
  TAG_MANAGER_CONTAINERS[storeId].map((id) => `https://www.googletagmanager.com/gtm.js?id=${id}`);

test('first visit: asked, nothing loads until the visitor accepts, then the containers load', async ({
  page,
  storeId,
}) => {
  const { texts, tagManager, banner } = await firstVisit(page, storeId);
  // Consent Mode's default is the data layer's first entry.
  const first = (await dataLayer(page))[0];
  expect([first?.['0'], first?.['1'], first?.['2']]).toEqual(['consent', 'default', denied]);
  expect(await consentCommands(page)).toEqual([['default', denied]]);
  // Another page later, still asked, and still nothing from the tag manager's hosts.
  await page.goto(texts.help);
  await expect(banner).toBeVisible();
  expect(tagManager.map((request) => request.url())).toEqual([]);

  // The keyboard reaches the banner right after the skip link.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link')).toBeFocused();

  await banner.getByRole('button', { name: texts.accept }).click();
  await expect(banner).toBeHidden();
  expect(await consentCommands(page)).toEqual([
    ['default', denied],
    ['update', granted],
  ]);
  await expect
    .poll(() => tagManager.map((request) => request.url()))
    .toEqual(containerScripts(storeId));

  // Kept: the next visit is not asked, and starts granted.
  await page.reload();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await consentCommands(page)).toEqual([
    ['default', denied],
    ['update', granted],
  ]);
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'vitrine_consent');
  expect(cookie?.value).toBe('v1.analytics=1.advertising=1');
  // About six months (15,768,000 s).
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(182);
  expect(days).toBeLessThan(183);
});

test('refusing is one click, and then nothing from the tag manager ever loads', async ({
  page,
  storeId,
}) => {
  const { texts, tagManager, banner } = await firstVisit(page, storeId);
  await banner.getByRole('button', { name: texts.refuse }).click();
  await expect(banner).toBeHidden();
  expect(await consentCommands(page)).toEqual([
    ['default', denied],
    ['update', denied],
  ]);
  // Another page, loaded afresh.
  await page.goto(texts.help);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(banner).toBeHidden();
  expect(tagManager).toEqual([]);
});

test('reopened from the footer: choose by purpose, by keyboard', async ({ page, storeId }) => {
  const { texts, tagManager, banner } = await firstVisit(page, storeId);
  await banner.getByRole('button', { name: texts.refuse }).click();

  const settings = page.getByRole('contentinfo').getByRole('button', { name: texts.settings });
  await settings.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: texts.settings });
  await expect(dialog).toBeVisible();
  const analytics = dialog.getByRole('switch', { name: texts.analytics });
  await expect(analytics).not.toBeChecked();
  await analytics.focus();
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  await dialog.getByRole('button', { name: texts.save }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(settings).toBeFocused();
  expect((await consentCommands(page)).at(-1)).toEqual([
    'update',
    { ...denied, analytics_storage: 'granted' },
  ]);
  // Measurement accepted: the containers load now.
  await expect
    .poll(() => tagManager.map((request) => request.url()))
    .toEqual(containerScripts(storeId));
});

test.describe('a search engine', () => {
  test.use({ userAgent: GOOGLEBOT });

  test('gets no banner, in the server-rendered page or after, and consent granted', async ({
    page,
    storeId,
  }) => {
    const texts = TEXTS[storeId];
    const html = await (
      await page.request.get('', { headers: { 'user-agent': GOOGLEBOT } })
    ).text();
    expect(html).toContain('<footer');
    expect(html).not.toContain(texts.banner);
    await page.goto('');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('region', { name: texts.banner })).toHaveCount(0);
    expect(await consentCommands(page)).toEqual([
      ['default', denied],
      ['update', granted],
    ]);
  });
});
