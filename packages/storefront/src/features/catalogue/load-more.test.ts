import { describe, expect, it } from 'vitest';
import { firstShownPage, loadMoreState, shownPages } from './load-more.js';

describe('load more', () => {
  it('remembers the first page shown in the history state, keeping what else is there', () => {
    const state = loadMoreState({ search: { term: 'robe' } }, 1);
    expect(state).toEqual({ search: { term: 'robe' }, catalogueFirstShownPage: 1 });
    expect(firstShownPage(state, 3)).toBe(1);
    expect(loadMoreState(null, 2)).toEqual({ catalogueFirstShownPage: 2 });
  });

  it('shows the page alone without a usable state', () => {
    expect(firstShownPage(undefined, 3)).toBe(3);
    expect(firstShownPage('text', 3)).toBe(3);
    expect(firstShownPage({ catalogueFirstShownPage: '1' }, 3)).toBe(3);
    expect(firstShownPage({ catalogueFirstShownPage: 0 }, 3)).toBe(3);
    expect(firstShownPage({ catalogueFirstShownPage: 1.5 }, 3)).toBe(3);
    // A state from a later page does not apply to an earlier one.
    expect(firstShownPage({ catalogueFirstShownPage: 4 }, 3)).toBe(3);
  });

  it('lists the pages shown', () => {
    expect(shownPages(1, 3)).toEqual([1, 2, 3]);
    expect(shownPages(2, 2)).toEqual([2]);
  });
});
