import { createHash } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { customerNumberOf, logOut, SIGN_IN_ANSWER, signedOutCustomer } from './support/account.js';
import { dataLayer, expect, logIn, test } from './support/fixtures.js';
import { inStore } from './support/page-parts.js';
import { textField } from './support/signup-form.js';

/*
 * Retargeting (spec 3, 4): with the retargeting cookie and a signed-in customer, the store
 * updates the session (customer/updateSession), fetches the profile (customer/user/retarg) and
 * pushes it, mapped, to the data layer as `user_profile` — once per page load or sign-in. Without
 * the cookie, nothing is called nor pushed. The cookie's name is the store's
 * (packages/storefront/src/state/retargeting.ts).
 */

const RETARGETING_COOKIE = 'vitrine_retarg';
const RETARG = 'e2e-retarg.42';

const TEXTS = {
  fr: {
    identifier: 'E-mail ou numéro client',
    password: 'Mot de passe',
    signIn: 'Me connecter',
    /** The account side menu's entry. */
    personalInformation: 'Mes informations personnelles',
    /** The demo customer's retargeting category (packages/server/src/seed/demo-accounts.ts). */
    demoCategory: 'femme',
  },
  uk: {
    identifier: 'Email address or customer number',
    password: 'Password',
    signIn: 'Sign in',
    personalInformation: 'My personal details',
    demoCategory: 'home',
  },
} as const;

/** Two calls after the customer's: seconds when the machine is loaded. */
const PROFILE_ARRIVAL = { timeout: 30_000 };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The `user_profile` entries of the page's data layer. */
async function profiles(page: Page): Promise<Record<string, unknown>[]> {
  return (await dataLayer(page)).filter((entry) => entry.event === 'user_profile');
}

/** Every retargeting call the page makes, as they happen. */
function retargetingCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (/\/api\/customer\/(updateSession|user\/retarg)$/.test(new URL(request.url()).pathname))
      calls.push(request);
  });
  return calls;
}

/** Puts the retargeting partner's cookie in the browser, for the whole site. */
async function setRetargetingCookie(page: Page, baseURL: string | undefined) {
  await page
    .context()
    .addCookies([{ name: RETARGETING_COOKIE, value: RETARG, url: new URL('/', baseURL).href }]);
}

/** Signs in through the customer area's form and waits for the order history. */
async function signInThroughTheForm(
  page: Page,
  text: (typeof TEXTS)[keyof typeof TEXTS],
  customer: { email: string; password: string },
) {
  await page.goto('customer/account/login');
  await textField(page, text.identifier).fill(customer.email);
  await textField(page, text.password).fill(customer.password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
  await expect(page).toHaveURL(
    (url) => inStore(url) === '/customer/account/order/history',
    SIGN_IN_ANSWER,
  );
}

test.describe.configure({ timeout: 90_000 });

test('signing in calls nothing without the retargeting cookie; with it, the session is updated and the profile pushed once per page load', async ({
  page,
  store,
  baseURL,
}) => {
  const text = TEXTS[store.id];
  const calls = retargetingCalls(page);
  const customer = await signedOutCustomer(page.request, store);

  await test.step('without the cookie: nothing called, no profile pushed', async () => {
    await signInThroughTheForm(page, text, customer);
    await page.waitForLoadState('networkidle');
    // The page is the customer's (its page view is there), and no profile came.
    await expect
      .poll(async () => (await dataLayer(page)).some((entry) => entry.event === 'page_view'))
      .toBe(true);
    expect(await profiles(page)).toEqual([]);
    expect(calls).toEqual([]);
    await logOut(page.request);
  });

  await setRetargetingCookie(page, baseURL);
  await test.step("with the cookie: the session updated, the new customer's profile pushed", async () => {
    await signInThroughTheForm(page, text, customer);
    const customerNumber = await customerNumberOf(page.request);
    // A new account: no order yet, no e-mail offers (the signup said no), no category.
    const expected = {
      event: 'user_profile',
      user: {
        user_id: customerNumber,
        user_logged: true,
        user_email_optin: false,
        user_nb_command: 0,
        user_status: 'prospect',
        customer_last_order: '',
        user_category: '',
        user_email_sha256: sha256(customer.email),
      },
    };
    await expect.poll(() => profiles(page), PROFILE_ARRIVAL).toEqual([expected]);
    // The session first, then the profile, both with the cookie's identifier.
    expect(
      calls.map((call) => new URL(call.url()).pathname.replace(/^\/(fr|uk)\/api/, '')),
    ).toEqual(['/customer/updateSession', '/customer/user/retarg']);
    for (const call of calls) expect(call.postDataJSON()).toEqual({ retarg: RETARG });

    // Moving in the app is the same page load: nothing more.
    await page
      .getByRole('navigation', { name: store.account.menu })
      .getByRole('link', { name: text.personalInformation, exact: true })
      .click();
    await expect(page).toHaveURL((url) => inStore(url) === '/customer/account/informations');
    await page.waitForLoadState('networkidle');
    expect(await profiles(page)).toHaveLength(1);
    expect(calls).toHaveLength(2);

    // A new page load: the profile once more.
    await page.reload();
    await expect.poll(() => profiles(page), PROFILE_ARRIVAL).toEqual([expected]);
    expect(calls).toHaveLength(4);
  });
});

test('a customer with orders is pushed as a client with their last order and category', async ({
  page,
  store,
  baseURL,
}) => {
  const text = TEXTS[store.id];
  // The demo customer, only signed in: their seeded orders make them a client.
  await logIn(page, store);
  await setRetargetingCookie(page, baseURL);
  await page.goto('customer/account/order/history');
  await expect.poll(async () => (await profiles(page)).length, PROFILE_ARRIVAL).toBe(1);
  const [profile] = await profiles(page);
  const user = (profile?.user ?? {}) as Record<string, unknown>;
  expect(user).toMatchObject({
    user_id: await customerNumberOf(page.request),
    user_logged: true,
    user_status: 'client',
    user_category: text.demoCategory,
    user_email_sha256: sha256(store.accounts.customer.email),
  });
  expect(user.user_nb_command).toBeGreaterThan(0);
  expect(user.customer_last_order).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(typeof user.user_email_optin).toBe('boolean');
});
