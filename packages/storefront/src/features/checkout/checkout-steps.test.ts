import { describe, expect, it } from 'vitest';
import { checkoutPage } from './checkout-steps.js';

describe('checkoutPage', () => {
  it('names the step of each checkout page, with or without a trailing slash', () => {
    expect(checkoutPage('/checkout/cart')?.step).toBe('cart');
    expect(checkoutPage('/checkout/account/create/')).toEqual({
      step: 'identification',
      titleKey: 'CHECKOUT_PAGE_CREATE',
    });
    expect(checkoutPage('/checkout/payment')?.step).toBe('payment');
    expect(checkoutPage('/checkout/elsewhere')).toBeUndefined();
  });
});
