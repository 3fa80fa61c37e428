import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEVELOPMENT_APP_KEY } from '@vitrine/api-client';
import { STORES, type DemoAccount, type StoreFixture, type StoreId } from './stores.js';
import { ACCEPTED_CONSENT, stubTagManager } from './tag-manager.js';

export { expect } from '@playwright/test';

/** The option each browser project sets in playwright.config.ts. */
export interface StoreOptions {
  storeId: StoreId;
}

/**
 * Whether the visitor has already answered the cookie consent: yes (everything accepted) unless a
 * journey about consent says `test.use({ consentDecided: false })`, so the banner is not in the
 * way of the other journeys.
 */
interface ConsentOptions {
  consentDecided: boolean;
}

/** Console errors a journey causes on purpose, each with the reason it is expected. */
export interface ConsoleErrorGuard {
  allow: (pattern: RegExp, reason: string) => void;
}

interface JourneyFixtures {
  /** The store under test: its texts, routes and demo accounts. */
  store: StoreFixture;
  /** Fails the test on any console error or uncaught page error not allowed by the journey. */
  consoleErrors: ConsoleErrorGuard;
}

/** The bot challenge's test token the sandbox verifier accepts (customers/bot-challenge.ts). */
const BOT_CHALLENGE_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

/**
 * Waits until the page runs: a server-rendered page shows (and its fields take typing) before its
 * script has hydrated it, and a click then would do nothing. Pages without the store's state
 * (an invoice, the payment sandbox) have nothing to wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if ((await page.locator('#vitrine-state').count()) === 0) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export const test = base.extend<JourneyFixtures & StoreOptions & ConsentOptions>({
  storeId: ['fr', { option: true }],
  consentDecided: [true, { option: true }],
  context: async ({ context, consentDecided, baseURL }, use) => {
    await stubTagManager(context);
    if (consentDecided && baseURL)
      await context.addCookies([{ ...ACCEPTED_CONSENT, url: new URL(baseURL).origin }]);
    await use(context);
  },
  // Every full load a journey asks for waits for the page to run (see waitForHydration).
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  store: async ({ storeId }, use) => {
    await use(STORES[storeId]);
  },
  consoleErrors: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = [];
      const allowed: { pattern: RegExp; reason: string }[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        errors.push(
          `console.error: ${message.text()}${url ? ` (${url}:${String(lineNumber)})` : ''}`,
        );
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        errors.push(`uncaught ${error.name}: ${error.message}`);
      });
      await use({
        allow: (pattern, reason) => {
          allowed.push({ pattern, reason });
        },
      });
      const reasonFor = (line: string) => allowed.find(({ pattern }) => pattern.test(line))?.reason;
      const expected = errors.flatMap((line) => {
        const reason = reasonFor(line);
        return reason === undefined ? [] : [`${line}\n  allowed: ${reason}`];
      });
      if (expected.length > 0)
        await testInfo.attach('allowed console errors', {
          body: expected.join('\n'),
          contentType: 'text/plain',
        });
      const unexpected = errors.filter((line) => reasonFor(line) === undefined);
      if (unexpected.length === 0) return;
      const report = unexpected.join('\n');
      // A test that failed already says why; its console goes along as context, not a second failure.
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('console errors', { body: report, contentType: 'text/plain' });
        return;
      }
      expect(report, 'console errors or uncaught page errors during the journey').toBe('');
    },
    { auto: true },
  ],
});

/** The WCAG levels the store commits to (the kit's stories are checked against the same). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describeViolation(violation: AxeViolation): string {
  const nodes = violation.nodes.map(
    (node) =>
      `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`,
  );
  return [
    `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    ...nodes,
  ].join('\n');
}

/** Runs axe on the page as it is; fails on any serious or critical violation, listed readably. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    blocking.map(describeViolation).join('\n'),
    `serious or critical accessibility violations on ${page.url()}`,
  ).toBe('');
}

/** The headers every API call of the store carries (spec 7). */
export const API_HEADERS = { 'x-app-key': DEVELOPMENT_APP_KEY };

/**
 * Logs a demo customer in through the API (POST {store}/api/customer/login). Given a page, the
 * session cookie lands in its browser context, so the next navigation is the customer's.
 */
export async function logIn(
  target: Page | APIRequestContext,
  store: StoreFixture,
  account: DemoAccount = store.accounts.customer,
): Promise<void> {
  const request = 'request' in target ? target.request : target;
  const response = await request.post('api/customer/login', {
    headers: API_HEADERS,
    data: { email: account.email, password: account.password, turnstileToken: BOT_CHALLENGE_TOKEN },
  });
  expect(response.status(), `login of ${account.email}: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { customer: { isLoggedIn: boolean } };
  expect(body.customer.isLoggedIn).toBe(true);
}

/** The tag manager's data layer of the page (spec 9: analytics events). */
export async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    () => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer?.slice() ?? [],
  );
}
