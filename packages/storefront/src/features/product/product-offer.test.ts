import { describe, expect, it } from 'vitest';
import {
  colourSoldOut,
  effectiveSize,
  hasLargeSizeRange,
  offersBySku,
  priceDisplay,
  sizeAfterColourChange,
  sizeChoices,
  soldOutColours,
} from './product-offer.js';
import {
  largeRange,
  product,
  sku,
  dynamic,
  standardRange,
} from './product-fixtures.test-support.js';

const both = offersBySku([standardRange, largeRange]);

describe('hasLargeSizeRange', () => {
  it('is true when a size belongs to the large-size range', () => {
    expect(hasLargeSizeRange(product().attributes.listeTailles)).toBe(true);
    const standard = product().attributes.listeTailles.filter((size) => !size.isLargeSize);
    expect(hasLargeSizeRange(standard)).toBe(false);
  });
});

describe('offersBySku', () => {
  it('merges both ranges and skips answers not received yet', () => {
    expect([...both.keys()]).toEqual(['100001', '100002', '100004', '100003']);
    expect([...offersBySku([standardRange, undefined]).keys()]).toHaveLength(3);
  });
});

describe('sizeChoices', () => {
  it('lists the sizes the colour is made in, with their SKU and stock', () => {
    const choices = sizeChoices(product(), '001', both);
    expect(
      choices.map(({ code, sku: s, available, isLargeSize }) => [code, s, available, isLargeSize]),
    ).toEqual([
      ['40', '100001', true, false],
      ['42', '100002', false, false],
      ['46', '100003', true, true],
    ]);
    expect(sizeChoices(product(), '002', both).map((choice) => choice.code)).toEqual(['40']);
  });

  it('offers every size while the stock is unknown', () => {
    expect(sizeChoices(product(), '001', null).every((choice) => choice.available)).toBe(true);
  });

  it('treats a SKU missing from the answers as unavailable', () => {
    const choices = sizeChoices(product(), '001', offersBySku([standardRange]));
    expect(choices.find((choice) => choice.code === '46')).toMatchObject({
      available: false,
      offer: undefined,
    });
  });
});

describe('effectiveSize', () => {
  const choices = sizeChoices(product(), '001', both);

  it('is the chosen size when it can be bought', () => {
    expect(effectiveSize(choices, '46')?.sku).toBe('100003');
    expect(effectiveSize(choices, '42')).toBeUndefined();
    expect(effectiveSize(choices, undefined)).toBeUndefined();
  });

  it('is the only size of a one-size product without a choice', () => {
    const single = sizeChoices(
      product(),
      '002',
      offersBySku([dynamic([sku('100004', '002', '40', '25.99', 4)])]),
    );
    expect(effectiveSize(single, undefined)?.code).toBe('40');
    const soldOut = sizeChoices(product(), '002', both);
    expect(effectiveSize(soldOut, undefined)).toBeUndefined();
  });
});

describe('priceDisplay', () => {
  const choices = sizeChoices(product(), '001', both);

  it('shows the chosen size’s price', () => {
    expect(priceDisplay(product(), choices, choices[2])).toEqual({
      price: 29.99,
      crossedOutPrice: undefined,
      from: false,
    });
  });

  it('shows the lowest price with From when the sizes differ', () => {
    expect(priceDisplay(product(), choices, undefined)).toEqual({
      price: 25.99,
      crossedOutPrice: 32.99,
      from: true,
    });
  });

  it('shows no From when every size costs the same', () => {
    const standard = sizeChoices(product(), '001', offersBySku([standardRange]));
    expect(priceDisplay(product(), standard, undefined)?.from).toBe(false);
  });

  it('uses the product sheet while the stock is unknown', () => {
    expect(priceDisplay(product(), sizeChoices(product(), '001', null), undefined)).toEqual({
      price: 25.99,
      crossedOutPrice: 32.99,
      from: true,
    });
  });

  it('is null without a price', () => {
    expect(priceDisplay(product({ prix: '' }), [], undefined)).toBeNull();
  });
});

describe('sold-out colours', () => {
  it('knows a colour sold out in every size, only once the stock is known', () => {
    expect(colourSoldOut(sizeChoices(product(), '002', both), both)).toBe(true);
    expect(colourSoldOut(sizeChoices(product(), '001', both), both)).toBe(false);
    expect(colourSoldOut(sizeChoices(product(), '002', null), null)).toBe(false);
    expect([...soldOutColours(product(), both)]).toEqual(['002']);
    expect(soldOutColours(product(), null).size).toBe(0);
  });
});

describe('sizeAfterColourChange', () => {
  it('keeps the size when the new colour has it in stock', () => {
    const offers = offersBySku([dynamic([sku('100004', '002', '40', '25.99', 2)])]);
    expect(sizeAfterColourChange(product(), '002', offers, '40')).toBe('40');
  });

  it('drops it otherwise', () => {
    expect(sizeAfterColourChange(product(), '002', both, '40')).toBeUndefined();
    expect(sizeAfterColourChange(product(), '002', both, '46')).toBeUndefined();
    expect(sizeAfterColourChange(product(), '002', both, undefined)).toBeUndefined();
  });
});
