import { uiTextsEn, uiTextsFr } from '@vitrine/ui';
import { describe, expect, it } from 'vitest';
import { ordersEn } from './orders.en.i18n.js';
import { ordersFr } from './orders.i18n.js';
import { CARRIER_KEYS, ORDER_STATUS_KEYS, SHIPPING_METHOD_KEYS } from './order-labels.js';
import { PAYMENT_METHOD_KEYS } from '../../../shared/payment-method-label.js';

const texts = { fr: { ...uiTextsFr, ...ordersFr }, en: { ...uiTextsEn, ...ordersEn } };

describe('order labels', () => {
  it.each([
    ['statuses', ORDER_STATUS_KEYS],
    ['shipping methods', SHIPPING_METHOD_KEYS],
    ['payment methods', PAYMENT_METHOD_KEYS],
    ['carriers', CARRIER_KEYS],
  ])('name every one of the %s in both languages', (_, keys) => {
    for (const key of Object.values(keys)) {
      expect(texts.fr, key).toHaveProperty([key]);
      expect(texts.en, key).toHaveProperty([key]);
    }
  });

  it('give every status its own name', () => {
    const names = Object.values(ORDER_STATUS_KEYS).map(
      (key) => texts.fr[key as keyof typeof texts.fr],
    );
    expect(new Set(names).size).toBe(names.length);
  });
});
