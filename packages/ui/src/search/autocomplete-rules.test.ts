import { SEARCH_MAX_LENGTH } from '@vitrine/validation';
import { describe, expect, it } from 'vitest';
import {
  AUTOCOMPLETE_DEBOUNCE,
  AUTOCOMPLETE_FETCH_MIN_LENGTH,
  AUTOCOMPLETE_MIN_CHARS,
  clampSearchText,
  moveActiveOption,
  shouldFetchAutocomplete,
  shouldShowAutocomplete,
} from './autocomplete-rules.js';

describe('the autocomplete constants (spec §9)', () => {
  it('debounces 500 ms, fetches above 1 character and opens from 2', () => {
    expect(AUTOCOMPLETE_DEBOUNCE).toBe(500);
    expect(AUTOCOMPLETE_FETCH_MIN_LENGTH).toBe(2);
    expect(AUTOCOMPLETE_MIN_CHARS).toBe(2);
  });
});

describe('shouldFetchAutocomplete', () => {
  it('fetches when the debounced text is longer than 1 character', () => {
    expect(shouldFetchAutocomplete('')).toBe(false);
    expect(shouldFetchAutocomplete('r')).toBe(false);
    expect(shouldFetchAutocomplete('ro')).toBe(true);
    expect(shouldFetchAutocomplete('robe')).toBe(true);
  });

  it('ignores surrounding blanks', () => {
    expect(shouldFetchAutocomplete('  r  ')).toBe(false);
    expect(shouldFetchAutocomplete(' ro ')).toBe(true);
  });
});

describe('shouldShowAutocomplete', () => {
  it('shows the dropdown from 2 characters', () => {
    expect(shouldShowAutocomplete('r')).toBe(false);
    expect(shouldShowAutocomplete('ro')).toBe(true);
    expect(shouldShowAutocomplete('   ')).toBe(false);
  });
});

describe('clampSearchText', () => {
  it('keeps at most 128 characters', () => {
    expect(SEARCH_MAX_LENGTH).toBe(128);
    expect(clampSearchText('a'.repeat(140))).toHaveLength(128);
    expect(clampSearchText('robe longue')).toBe('robe longue');
    expect(clampSearchText('b'.repeat(128))).toHaveLength(128);
  });
});

describe('moveActiveOption', () => {
  it('goes down from the input to the first option and wraps after the last', () => {
    expect(moveActiveOption(-1, 4, 'next')).toBe(0);
    expect(moveActiveOption(0, 4, 'next')).toBe(1);
    expect(moveActiveOption(3, 4, 'next')).toBe(0);
  });

  it('goes up from the input to the last option and wraps before the first', () => {
    expect(moveActiveOption(-1, 4, 'previous')).toBe(3);
    expect(moveActiveOption(2, 4, 'previous')).toBe(1);
    expect(moveActiveOption(0, 4, 'previous')).toBe(3);
  });

  it('jumps to the first or last option', () => {
    expect(moveActiveOption(2, 4, 'first')).toBe(0);
    expect(moveActiveOption(0, 4, 'last')).toBe(3);
  });

  it('recovers from an index beyond a list that got shorter', () => {
    expect(moveActiveOption(7, 4, 'next')).toBe(0);
    expect(moveActiveOption(7, 4, 'previous')).toBe(3);
  });

  it('stays on the input when there is no option', () => {
    expect(moveActiveOption(-1, 0, 'next')).toBe(-1);
    expect(moveActiveOption(2, 0, 'previous')).toBe(-1);
  });
});
