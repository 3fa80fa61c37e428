import { describe, expect, it } from 'vitest';
import { trackingListName } from './tracking.js';

describe('catalogue tracking', () => {
  it('names the list after the category, or search', () => {
    expect(trackingListName({ kind: 'category', path: '/C-11001-tops' }, 'Tops')).toBe(
      'category:Tops',
    );
    expect(trackingListName({ kind: 'search', term: 'robe' }, 'robe')).toBe('search');
  });
});
