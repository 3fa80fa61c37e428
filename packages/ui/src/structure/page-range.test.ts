import { describe, expect, it } from 'vitest';
import { pageRange, responsivePageRange } from './page-range.js';
import type { ResponsivePageItem } from './page-range.js';

const bar = (items: ResponsivePageItem[], which: 'compact' | 'full') =>
  items.filter((item) => item[which]).map((item) => (item.kind === 'page' ? item.page : '…'));

describe('pageRange', () => {
  it('shows the current page with two siblings and both ends: 1 … 4 5 6 7 8 … 20', () => {
    expect(pageRange(6, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 20]);
  });

  it('keeps the same length near the start and the end', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 20]);
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 20]);
    expect(pageRange(17, 20)).toEqual([1, 'ellipsis', 14, 15, 16, 17, 18, 19, 20]);
    expect(pageRange(20, 20)).toEqual([1, 'ellipsis', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('shows a single missing page instead of an ellipsis', () => {
    expect(pageRange(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 20]);
    expect(pageRange(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('lists every page of short ranges', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(2, 2)).toEqual([1, 2]);
    expect(pageRange(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives nothing without pages and clamps the current page', () => {
    expect(pageRange(1, 0)).toEqual([]);
    expect(pageRange(99, 20)).toEqual(pageRange(20, 20));
    expect(pageRange(-3, 20)).toEqual(pageRange(1, 20));
  });

  it('takes other sibling and boundary counts', () => {
    expect(pageRange(10, 20, { siblings: 1 })).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(pageRange(10, 20, { siblings: 1, boundaries: 2 })).toEqual([
      1,
      2,
      'ellipsis',
      9,
      10,
      11,
      'ellipsis',
      19,
      20,
    ]);
  });
});

describe('responsivePageRange', () => {
  it.each([1, 3, 4, 5, 6, 10, 15, 16, 17, 20])(
    'holds the phone bar and the wide bar for page %i of 20',
    (current) => {
      const items = responsivePageRange(current, 20);
      expect(bar(items, 'compact')).toEqual(
        pageRange(current, 20, { siblings: 1 }).map((item) => (item === 'ellipsis' ? '…' : item)),
      );
      expect(bar(items, 'full')).toEqual(
        pageRange(current, 20).map((item) => (item === 'ellipsis' ? '…' : item)),
      );
    },
  );

  it('lists each page once, in order, with unique ellipsis keys', () => {
    const items = responsivePageRange(5, 20);
    const pages = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect(new Set(pages).size).toBe(pages.length);
    const keys = items.flatMap((item) => (item.kind === 'ellipsis' ? [item.key] : []));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('shares an ellipsis both bars have at the same place', () => {
    const items = responsivePageRange(10, 20);
    expect(items.filter((item) => item.kind === 'ellipsis' && item.compact && item.full)).toEqual([
      { kind: 'ellipsis', key: 'gap-1', compact: true, full: true },
    ]);
    expect(bar(items, 'compact')).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(bar(items, 'full')).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
  });
});
