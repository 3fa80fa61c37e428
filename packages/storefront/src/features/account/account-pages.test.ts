import { describe, expect, it } from 'vitest';
import { accountPage } from './account-pages.js';

describe('accountPage', () => {
  it('names every customer-area page and the menu entry it belongs to', () => {
    expect(accountPage('/customer/account/order/details/700012345')).toEqual(
      expect.objectContaining({ titleKey: 'ACCOUNT_PAGE_ORDER_DETAILS', menu: 'orders' }),
    );
    expect(accountPage('/customer/account/informations/edit/email')?.menu).toBe('details');
    expect(accountPage('/customer/account/my-personal-account')?.menu).toBe('personalAccount');
    expect(accountPage('/customer/account/login')).toEqual(
      expect.objectContaining({ titleKey: 'ACCOUNT_PAGE_LOGIN' }),
    );
    expect(accountPage('/customer/account/login')?.menu).toBeUndefined();
    expect(accountPage('/newsletter/subscriber/unsubscribe')?.titleKey).toBe(
      'ACCOUNT_PAGE_NEWSLETTER_UNSUBSCRIBE',
    );
  });

  it('knows nothing of other paths', () => {
    expect(accountPage('/customer/account/unknown')).toBeUndefined();
    expect(accountPage('/customer/account/order/details/')).toBeUndefined();
  });
});
