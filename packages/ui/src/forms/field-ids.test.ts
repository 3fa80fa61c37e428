import { describe, expect, it } from 'vitest';
import { describedBy, fieldId, fieldIds } from './field-ids.js';

describe('fieldId', () => {
  it('prefixes a simple name', () => {
    expect(fieldId('email')).toBe('field-email');
  });

  it('turns the dots of a nested name into hyphens', () => {
    expect(fieldId('birthDate.day')).toBe('field-birthDate-day');
    expect(fieldId('birthDate.year')).toBe('field-birthDate-year');
  });

  it('turns brackets and other characters into single hyphens, none at the end', () => {
    expect(fieldId('items[0].size')).toBe('field-items-0-size');
    expect(fieldId('a b//c')).toBe('field-a-b-c');
    expect(fieldId('lines[12]')).toBe('field-lines-12');
  });

  it('keeps underscores, hyphens and case', () => {
    expect(fieldId('confirm_Email-2')).toBe('field-confirm_Email-2');
  });

  it('gives a usable id for an empty or symbol-only name', () => {
    expect(fieldId('')).toBe('field');
    expect(fieldId('[]')).toBe('field');
  });

  it('is stable: the same name always gives the same id', () => {
    expect(fieldId('birthDate.month')).toBe(fieldId('birthDate.month'));
  });

  it('never needs escaping in a CSS id selector', () => {
    for (const name of ['a.b', 'x[1]', 'é', 'with space', 'cgv'])
      expect(fieldId(name)).toMatch(/^field(-[A-Za-z0-9_-]+)?$/);
  });
});

describe('fieldIds', () => {
  it('derives the label, hint and error ids from the control id', () => {
    expect(fieldIds('birthDate.day')).toEqual({
      input: 'field-birthDate-day',
      label: 'field-birthDate-day-label',
      hint: 'field-birthDate-day-hint',
      error: 'field-birthDate-day-error',
    });
  });
});

describe('describedBy', () => {
  it('joins the ids shown, in order', () => {
    expect(describedBy('field-a-hint', 'field-a-error')).toBe('field-a-hint field-a-error');
  });

  it('skips the descriptions not shown', () => {
    expect(describedBy(undefined, false, 'field-a-error', null, '')).toBe('field-a-error');
  });

  it('is undefined when nothing describes the field', () => {
    expect(describedBy()).toBeUndefined();
    expect(describedBy(undefined, false)).toBeUndefined();
  });
});
