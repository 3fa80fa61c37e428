import { describe, expect, it } from 'vitest';
import { describedBy, fieldAria, fieldId, fieldIds } from './field-ids.js';

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

describe('fieldAria', () => {
  const ids = fieldIds('email');

  it('marks a required field and reads nothing more while it has no hint and no error', () => {
    expect(fieldAria({ ids, error: undefined, required: true })).toEqual({
      'aria-required': true,
      'aria-invalid': false,
      'aria-describedby': undefined,
    });
  });

  it('leaves aria-required out of an optional field', () => {
    expect(fieldAria({ ids, error: undefined, required: false })['aria-required']).toBeUndefined();
  });

  it('reads the hint, the extra descriptions, then the error', () => {
    expect(
      fieldAria({
        ids,
        error: 'VALIDATION_EMAIL',
        required: false,
        hint: 'Nous ne la communiquerons jamais.',
        describedById: 'field-email-rules',
      }),
    ).toEqual({
      'aria-required': undefined,
      'aria-invalid': true,
      'aria-describedby': 'field-email-hint field-email-rules field-email-error',
    });
  });

  it('skips a null hint and a false extra description', () => {
    expect(
      fieldAria({
        ids,
        error: 'VALIDATION_REQUIRED',
        required: true,
        hint: null,
        describedById: false,
      })['aria-describedby'],
    ).toBe('field-email-error');
  });
});
