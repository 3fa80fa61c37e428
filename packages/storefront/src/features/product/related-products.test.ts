import type { ProductCard } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { relatedCards } from './related-products.js';

const card = (id: string) => ({ id, url: `/${id}-x` }) as ProductCard;

describe('relatedCards', () => {
  it('keeps the first of each id, in order, without the product itself', () => {
    const cards = [card('P-AAAAAAAA'), card('P-SELF0000'), card('P-BBBBBBBB'), card('P-AAAAAAAA')];
    expect(relatedCards(cards, 'P-SELF0000').map((c) => c.id)).toEqual([
      'P-AAAAAAAA',
      'P-BBBBBBBB',
    ]);
  });
});
