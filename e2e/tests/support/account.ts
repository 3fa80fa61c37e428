import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signUp, type NewCustomer } from './checkout.js';
import { API_HEADERS, type ConsoleErrorGuard } from './fixtures.js';
import { escapeRegExp } from './page-parts.js';
import type { StoreFixture } from './stores.js';

/** Set-up and reading helpers of the customer-area journeys (sign-in, recovery, sign-out). */

/** Chromium logs a refused call (4xx) as a console error: a journey that expects one says so. */
export function allowRefusal(
  consoleErrors: ConsoleErrorGuard,
  status: string,
  call: string,
  why: string,
): void {
  consoleErrors.allow(
    new RegExp(`status of ${escapeRegExp(status)} \\(http[^)]*/api/customer/${call}`),
    why,
  );
}

/** Signs the request's session out (spec 7.1 customer/logout): the account stays, the visitor returns. */
export async function logOut(request: APIRequestContext): Promise<void> {
  const response = await request.get('api/customer/logout', { headers: API_HEADERS });
  expect(response.status(), `logout: ${await response.text()}`).toBe(200);
}

/** The customer number of the request's signed-in customer (spec 7.1 customer/get). */
export async function customerNumberOf(request: APIRequestContext): Promise<string> {
  const answer = await request.get('api/customer/get', { headers: API_HEADERS });
  const { customerNumber } = (await answer.json()) as { customerNumber?: string };
  if (!customerNumber) throw new Error('The session has no signed-in customer');
  return customerNumber;
}

/** A new account, signed out again: someone who can sign in (or recover) through the forms. */
export async function signedOutCustomer(
  request: APIRequestContext,
  store: StoreFixture,
): Promise<NewCustomer & { customerNumber: string }> {
  const customer = await signUp(request, store);
  const customerNumber = await customerNumberOf(request);
  await logOut(request);
  return { ...customer, customerNumber };
}

/**
 * Opens the development mailbox of the store for one address (/{store}/dev/mailbox?to=, newest
 * first) and answers the newest mail with that subject, as a shopper reads it there.
 */
export async function openMail(page: Page, email: string, subject: string): Promise<Locator> {
  await page.goto(`dev/mailbox?to=${encodeURIComponent(email)}`);
  const mail = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: subject, exact: true }),
  });
  await expect(mail.first()).toBeVisible();
  return mail.first();
}

/**
 * How long a sign-in may take to answer: the server checks the password with scrypt at the
 * production cost (N = 2^17), seconds on a loaded 2-core machine.
 */
export const SIGN_IN_ANSWER = { timeout: 30_000 };
