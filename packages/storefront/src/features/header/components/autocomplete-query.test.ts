import { describe, expect, it } from 'vitest';
import { autocompleteQuery } from './autocomplete-query.js';

describe('autocompleteQuery (spec 4, 5)', () => {
  it('asks nothing until the debounced text is longer than 1 character', () => {
    expect(autocompleteQuery('')).toBeNull();
    expect(autocompleteQuery('r')).toBeNull();
    expect(autocompleteQuery(' r ')).toBeNull();
    expect(autocompleteQuery('ro')).toBe('ro');
  });

  it('reduces a catalogue reference and keeps words as typed', () => {
    expect(autocompleteQuery('abc.1234')).toBe('ABC1234');
    expect(autocompleteQuery('ABC 1234')).toBe('ABC1234');
    expect(autocompleteQuery('chemise')).toBe('chemise');
    expect(autocompleteQuery(' robe rouge ')).toBe('robe rouge');
  });
});
