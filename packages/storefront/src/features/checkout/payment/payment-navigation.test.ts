import { describe, expect, it } from 'vitest';
import {
  confirmationPath,
  isStepRefused,
  paymentReturn,
  placedNothing,
  providerPageUrl,
  refusedStepExit,
  stepRefusal,
} from './payment-navigation.js';

const PAGE = 'https://shop.example/fr/checkout/payment';

describe('providerPageUrl', () => {
  it('resolves the sandbox’s hosted page on this site', () => {
    expect(providerPageUrl('/fr/sandbox-pay/42', PAGE)).toBe(
      'https://shop.example/fr/sandbox-pay/42',
    );
    expect(providerPageUrl('https://pay.example/session/1', PAGE)).toBe(
      'https://pay.example/session/1',
    );
  });

  it('refuses anything but a web address', () => {
    expect(providerPageUrl('javascript:alert(1)', PAGE)).toBeNull();
    expect(providerPageUrl('data:text/html,<p>pay</p>', PAGE)).toBeNull();
    expect(providerPageUrl('http://[', PAGE)).toBeNull();
  });
});

describe('the ways in and out of the payment step', () => {
  it('names the confirmation of an order', () => {
    expect(confirmationPath('700000001')).toBe('/checkout/confirmation?order=700000001');
  });

  it('knows a payment coming back declined or cancelled', () => {
    const back = (query: string) => paymentReturn(new URLSearchParams(query));
    expect(back('order=7&paymentError=declined')).toBe('declined');
    expect(back('order=7&paymentError=cancelled')).toBe('cancelled');
    expect(back('order=7&paymentError=other')).toBeNull();
    expect(back('order=7')).toBeNull();
  });

  it('leaves a refused step for the login, the delivery or the basket', () => {
    const refusals = ['auth.required', 'cart.empty', 'delivery.not_validated'] as const;
    expect(refusals.map(isStepRefused)).toEqual([true, true, true]);
    const others = [undefined, 'server.error', 'server.unavailable', 'request.too_many'] as const;
    expect(others.map(isStepRefused)).toEqual([false, false, false, false]);
    expect(refusedStepExit('auth.required', 2)).toBe('login');
    expect(refusedStepExit('delivery.not_validated', 2)).toBe('shipping');
    expect(refusedStepExit('delivery.selection_failed', 1)).toBe('shipping');
    expect(refusedStepExit('cart.empty', 0)).toBe('basket');
  });

  it('reads a refusal from the code, else from the status of a failure without one', () => {
    expect(stepRefusal({ status: 409, code: 'cart.empty' })).toBe('cart.empty');
    expect(stepRefusal({ status: 409, code: 'delivery.selection_failed' })).toBe(
      'delivery.selection_failed',
    );
    expect(stepRefusal({ status: 503, code: 'server.unavailable' })).toBeNull();
    // A GET's failure carries its status only.
    expect(stepRefusal({ status: 401 })).toBe('auth.required');
    expect(stepRefusal({ status: 409 })).toBe('delivery.not_validated');
    expect([500, 404, 0].map((status) => stepRefusal({ status }))).toEqual([null, null, null]);
    expect(stepRefusal(undefined)).toBeNull();
  });

  it('ends the attempt only when the server placed nothing', () => {
    expect([400, 402, 409].map(placedNothing)).toEqual([true, true, true]);
    expect([0, 500, 502].map(placedNothing)).toEqual([false, false, false]);
  });
});
