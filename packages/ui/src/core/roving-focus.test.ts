import { describe, expect, it } from 'vitest';
import { rovingIndex, rovingMove } from './roving-focus.js';

describe('rovingMove', () => {
  it('maps the arrows along a horizontal list', () => {
    expect(rovingMove('ArrowRight', 'horizontal')).toBe('next');
    expect(rovingMove('ArrowLeft', 'horizontal')).toBe('previous');
    expect(rovingMove('ArrowDown', 'horizontal')).toBeNull();
    expect(rovingMove('ArrowUp', 'horizontal')).toBeNull();
  });

  it('maps the arrows along a vertical list', () => {
    expect(rovingMove('ArrowDown', 'vertical')).toBe('next');
    expect(rovingMove('ArrowUp', 'vertical')).toBe('previous');
    expect(rovingMove('ArrowRight', 'vertical')).toBeNull();
  });

  it('maps Home and End in both orientations and ignores other keys', () => {
    for (const orientation of ['horizontal', 'vertical'] as const) {
      expect(rovingMove('Home', orientation)).toBe('first');
      expect(rovingMove('End', orientation)).toBe('last');
      expect(rovingMove('Enter', orientation)).toBeNull();
      expect(rovingMove('a', orientation)).toBeNull();
    }
  });
});

describe('rovingIndex', () => {
  it('steps and wraps around', () => {
    expect(rovingIndex('next', 0, 6)).toBe(1);
    expect(rovingIndex('next', 5, 6)).toBe(0);
    expect(rovingIndex('previous', 0, 6)).toBe(5);
    expect(rovingIndex('previous', 3, 6)).toBe(2);
  });

  it('jumps to the ends', () => {
    expect(rovingIndex('first', 4, 6)).toBe(0);
    expect(rovingIndex('last', 1, 6)).toBe(5);
  });

  it('skips disabled items', () => {
    const disabled = (index: number) => index === 1 || index === 5;
    expect(rovingIndex('next', 0, 6, disabled)).toBe(2);
    expect(rovingIndex('previous', 0, 6, disabled)).toBe(4);
    expect(rovingIndex('last', 0, 6, disabled)).toBe(4);
    expect(rovingIndex('first', 3, 6, (index) => index === 0)).toBe(1);
  });

  it('stays put when everything is disabled and gives -1 for no items', () => {
    expect(rovingIndex('next', 2, 3, () => true)).toBe(2);
    expect(rovingIndex('next', 0, 0)).toBe(-1);
  });
});
