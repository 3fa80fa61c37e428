import type { Customer } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import { newsletterNextStep } from './newsletter-next-step.js';

const customer = contractExamples.customer.get.response.valid[0] as Customer & { isLoggedIn: true };
const never = () => Promise.reject(new Error('a logged-in customer is not looked up'));

describe('footer newsletter box: the four paths of spec 4', () => {
  it('logged in with their own address (any case): subscribes, then the account page', async () => {
    expect(await newsletterNextStep(customer, customer.email.toUpperCase(), never)).toEqual({
      kind: 'subscribe-then-account',
    });
  });

  it('logged in with another address: the account newsletter page', async () => {
    expect(await newsletterNextStep(customer, 'someone.else@example.fr', never)).toEqual({
      kind: 'account-newsletter',
    });
  });

  it('visitor whose address has an account: login first', async () => {
    expect(
      await newsletterNextStep({ isLoggedIn: false }, 'a@b.fr', () => Promise.resolve(true)),
    ).toEqual({
      kind: 'login-for-newsletter',
    });
  });

  it('visitor with an unknown address (or before the customer is known): the subscriber page', async () => {
    expect(await newsletterNextStep(null, 'a@b.fr', () => Promise.resolve(false))).toEqual({
      kind: 'subscriber-page',
    });
  });
});
