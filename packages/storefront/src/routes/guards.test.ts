import type { Customer } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import { accountPaths } from '../config/paths.js';
import { afterLoginPath, guardRedirect } from './guards.js';

const visitor: Customer = { isLoggedIn: false };
const customer = contractExamples.customer.get.response.valid[0] as Customer & { isLoggedIn: true };
const overseas: Customer = { ...customer, overseas: '1' };

describe('route guards (spec 4)', () => {
  const login = { kind: 'login-required', loginPath: accountPaths.login } as const;
  const anonymous = { kind: 'anonymous-only', loggedInPath: accountPaths.orderHistory } as const;

  it('sends a visitor on a login-required page to login, remembering the page', () => {
    expect(guardRedirect(login, visitor, '/customer/account/order/details/12?x=1')).toBe(
      '/customer/account/login?redirect=%2Fcustomer%2Faccount%2Forder%2Fdetails%2F12%3Fx%3D1',
    );
    expect(guardRedirect(login, customer, '/customer/account/newsletter')).toBeNull();
  });

  it('sends a logged-in customer away from login-type pages', () => {
    expect(guardRedirect(anonymous, customer, accountPaths.login)).toBe(accountPaths.orderHistory);
    expect(guardRedirect(anonymous, visitor, accountPaths.login)).toBeNull();
  });

  it('sends an overseas customer from the secondary address to account information', () => {
    const rule = { kind: 'not-overseas' } as const;
    expect(guardRedirect(rule, overseas, accountPaths.secondaryAddress)).toBe(
      accountPaths.information,
    );
    expect(guardRedirect(rule, customer, accountPaths.secondaryAddress)).toBeNull();
  });

  it('returns to the asked page after login, never outside the store', () => {
    expect(afterLoginPath('?redirect=%2Fcheckout%2Fshipping', '/home')).toBe('/checkout/shipping');
    expect(afterLoginPath('', '/customer/account/order/history')).toBe(
      '/customer/account/order/history',
    );
    expect(afterLoginPath('?redirect=https%3A%2F%2Fevil.example', '/h')).toBe('/h');
    expect(afterLoginPath('?redirect=%2F%2Fevil.example', '/h')).toBe('/h');
  });
});
