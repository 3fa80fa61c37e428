import { describe, expect, it } from 'vitest';
import { basketEn } from './basket.en.i18n.js';
import { stockLimitOf } from './cart-messages.js';

describe('stockLimitOf', () => {
  it('reads the stock out of the server’s message (cart-changes.ts)', () => {
    expect(stockLimitOf('Only 3 left in stock for this size.')).toBe(3);
    expect(stockLimitOf('Only 12 left in stock for this size.')).toBe(12);
  });

  it('is null for any other message', () => {
    expect(stockLimitOf('This size is out of stock.')).toBeNull();
    expect(stockLimitOf('Only a few left in stock for this size.')).toBeNull();
  });

  it('matches the English text the message is shown with', () => {
    expect(stockLimitOf(basketEn.BASKET_STOCK_LIMIT_other.replace('{{count}}', '4'))).toBe(4);
  });
});
