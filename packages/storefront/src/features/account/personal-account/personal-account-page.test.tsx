import type { PersonalAccount } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  failure,
  pending,
  SIGNED_IN,
  type ApiAnswers,
} from '../../../testing/api-double.test-support.js';
import { fieldError, fill } from '../../../testing/form-fields.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const PERSONAL_ACCOUNT = '/customer/account/my-personal-account';
const [ACCOUNT, LOW_CREDIT_ACCOUNT] = contractExamples.customer.personalAccount.response.valid as [
  PersonalAccount,
  PersonalAccount,
];

/** Opens the UK store's page for a signed-in customer. */
async function openPage(api: ApiAnswers = {}, path = PERSONAL_ACCOUNT) {
  const rendered = renderStore(path, { store: 'uk', api: { ...SIGNED_IN, ...api } });
  await screen.findByRole('heading', { level: 1, name: 'My personal account' });
  return rendered;
}

/** A description list as the shopper reads it: each term and its value. */
function facts(element: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(element)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

const amount = () => screen.getByRole('textbox', { name: 'Amount to pay (in pounds)' });
const pay = () => screen.getByRole('button', { name: 'Pay by card' });

afterEach(() => {
  // A successful payment hands the window to the provider's page (a fragment in these tests).
  if (window.location.hash) history.replaceState(null, '', window.location.pathname);
});

describe('the UK personal account page', () => {
  it('sends an anonymous visitor to the login page, with the way back', async () => {
    const { location } = renderStore(PERSONAL_ACCOUNT, { store: 'uk' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(location()).toBe(
      `/customer/account/login?redirect=${encodeURIComponent(PERSONAL_ACCOUNT)}`,
    );
  });

  it('says the account is loading', async () => {
    await openPage({ 'customer.personalAccount': pending });
    expect(screen.getByText('Loading your account…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
  });

  it('shows what is owed, the credit limit and the credit left, in pounds', async () => {
    await openPage();
    const summary = await screen.findByRole('region', { name: 'Your account' });
    expect(facts(summary)).toEqual({
      'Balance owed': '£150',
      'Credit limit': '£1,000',
      'Available credit': '£850',
    });
    expect(within(summary).queryByText(/Your available credit is low/)).toBeNull();
  });

  it('lists the latest movements, payments as credits', async () => {
    await openPage();
    const table = await screen.findByRole('table', {
      name: 'Latest movements on your account, newest first',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Date', 'Description', 'Amount'],
      ['14 Mar 2025', 'Order 700000012', '£84.97'],
      ['20 Feb 2025', 'Card payment', '-£50'],
    ]);
  });

  it('warns when the credit left is low, and says when there is no movement yet', async () => {
    await openPage({ 'customer.personalAccount': LOW_CREDIT_ACCOUNT });
    const summary = await screen.findByRole('region', { name: 'Your account' });
    expect(
      within(summary).getByText(
        'Your available credit is low: you have £50 left, less than £100. Make a payment to keep ordering with your account.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('No movements yet.')).toBeTruthy();
  });

  it('says so to a customer who has no personal account, with nothing to retry', async () => {
    await openPage({ 'customer.personalAccount': failure(404, 'personal_account.none') });
    expect(await screen.findByText('You do not have a personal account.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to try again when the account cannot be loaded', async () => {
    const { user, api } = await openPage({ 'customer.personalAccount': failure(503) });
    expect(
      await screen.findByText(
        'Your personal account details could not be loaded. Please try again.',
      ),
    ).toBeTruthy();
    api.answer('customer.personalAccount', ACCOUNT);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your account' })).toBeTruthy();
  });

  it('offers to pay up to the balance', async () => {
    await openPage();
    const form = await screen.findByRole('form', { name: 'Make a payment' });
    expect(
      within(form.parentElement ?? form).getByText(
        'Pay all or part of your balance by card, up to £150 at a time. You will enter your card on our payment provider’s secure page.',
      ),
    ).toBeTruthy();
  });

  it('has nothing to pay when nothing is owed', async () => {
    await openPage({
      'customer.personalAccount': { ...ACCOUNT, balance: '0.00', paymentMax: '0.00' },
    });
    expect(await screen.findByText('You have nothing to pay: your balance is zero.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
  });

  it.each([
    ['', 'This field is required.'],
    ['0', 'Enter an amount between £0 and £1,000.'],
    ['12.345', 'Enter an amount between £0 and £1,000.'],
    ['150.01', 'You cannot pay more than you owe.'],
  ])('refuses the amount "%s"', async (typed, message) => {
    const { user, api } = await openPage();
    await screen.findByRole('form', { name: 'Make a payment' });
    await fill(user, amount(), typed);
    await user.click(pay());
    await waitFor(() => {
      expect(fieldError(amount())).toBe(message);
    });
    expect(api.callsTo('customer.personalAccountPay')).toHaveLength(0);
  });

  it("sends the amount, then hands the window to the provider's page", async () => {
    const { user, api } = await openPage({
      'customer.personalAccountPay': { redirectUrl: '#sandbox-pay-0b3f2f0c' },
    });
    await screen.findByRole('form', { name: 'Make a payment' });
    await fill(user, amount(), '25.50');
    await user.click(pay());
    await waitFor(() => {
      expect(window.location.hash).toBe('#sandbox-pay-0b3f2f0c');
    });
    expect(api.callsTo('customer.personalAccountPay').map((call) => call.body)).toEqual([
      { amount: 25.5 },
    ]);
  });

  it("shows the server's refusal of the amount on its field, once", async () => {
    const { user } = await openPage({
      'customer.personalAccountPay': failure(400, 'personal_account.amount_over_balance', {
        fields: { amount: 'personal_account.amount_over_balance' },
      }),
    });
    await screen.findByRole('form', { name: 'Make a payment' });
    await fill(user, amount(), '150');
    await user.click(pay());
    await waitFor(() => {
      expect(fieldError(amount())).toBe('You cannot pay more than you owe.');
    });
    expect(screen.getAllByText('You cannot pay more than you owe.')).toHaveLength(1);
  });

  it('says the payment could not be started when the server fails', async () => {
    const { user } = await openPage({ 'customer.personalAccountPay': failure(502) });
    await screen.findByRole('form', { name: 'Make a payment' });
    await fill(user, amount(), '10');
    await user.click(pay());
    expect(
      await screen.findByText('Your payment could not be started. Please try again later.'),
    ).toBeTruthy();
    expect(window.location.hash).toBe('');
  });

  it('thanks the customer back from a payment, with the new balance', async () => {
    await openPage(
      { 'customer.personalAccount': { ...ACCOUNT, balance: '124.50' } },
      `${PERSONAL_ACCOUNT}?payment=paid`,
    );
    expect(
      await screen.findByText(
        'Thank you: your payment has been received. Your balance is now £124.50.',
      ),
    ).toBeTruthy();
  });

  it('says a declined card took nothing', async () => {
    await openPage({}, `${PERSONAL_ACCOUNT}?paymentError=declined`);
    expect(
      await screen.findByText(
        'Your card payment was declined: nothing has been taken. Please try another card or contact customer service.',
      ),
    ).toBeTruthy();
  });
});
