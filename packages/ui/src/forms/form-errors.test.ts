import { describe, expect, it } from 'vitest';
import { flattenErrors, labelFor, sortErrors } from './form-errors.js';

describe('flattenErrors', () => {
  it('lists the top-level errors in order', () => {
    expect(
      flattenErrors({ firstName: 'VALIDATION_REQUIRED', email: 'VALIDATION_EMAIL_INVALID' }),
    ).toEqual([
      { name: 'firstName', message: 'VALIDATION_REQUIRED' },
      { name: 'email', message: 'VALIDATION_EMAIL_INVALID' },
    ]);
  });

  it('names nested errors with dots, array items with their index', () => {
    expect(
      flattenErrors({
        birthDate: { day: 'A' },
        items: [undefined, { size: 'B' }],
      }),
    ).toEqual([
      { name: 'birthDate.day', message: 'A' },
      { name: 'items.1.size', message: 'B' },
    ]);
  });

  it('keeps an error set on a whole group (the birth date)', () => {
    expect(flattenErrors({ birthDate: 'VALIDATION_BIRTH_DATE_MINOR' })).toEqual([
      { name: 'birthDate', message: 'VALIDATION_BIRTH_DATE_MINOR' },
    ]);
  });

  it('ignores empty messages and values that are not errors', () => {
    expect(flattenErrors({ a: '', b: undefined, c: null, d: 3 })).toEqual([]);
    expect(flattenErrors(undefined)).toEqual([]);
    expect(flattenErrors('orphan')).toEqual([]);
  });
});

describe('sortErrors', () => {
  const errors = [
    { name: 'password', message: 'P' },
    { name: 'unknown', message: 'U' },
    { name: 'birthDate.day', message: 'B' },
    { name: 'civility', message: 'C' },
  ];

  it('follows the order of the fields on the page, unknown fields last', () => {
    expect(
      sortErrors(errors, ['civility', 'birthDate', 'password']).map((error) => error.name),
    ).toEqual(['civility', 'birthDate.day', 'password', 'unknown']);
  });

  it('keeps the original order without a field order', () => {
    expect(sortErrors(errors, [])).toEqual(errors);
  });

  it('does not mix up fields sharing a prefix', () => {
    expect(
      sortErrors(
        [
          { name: 'emailConfirm', message: 'A' },
          { name: 'email', message: 'B' },
        ],
        ['email', 'emailConfirm'],
      ).map((error) => error.name),
    ).toEqual(['email', 'emailConfirm']);
  });
});

describe('labelFor', () => {
  const labels = { email: 'E-mail', birthDate: 'Date de naissance', 'birthDate.day': 'Jour' };

  it('finds the label of a field', () => {
    expect(labelFor('email', labels)).toBe('E-mail');
  });

  it('prefers the most precise label, else the group label', () => {
    expect(labelFor('birthDate.day', labels)).toBe('Jour');
    expect(labelFor('birthDate.year', labels)).toBe('Date de naissance');
  });

  it('is undefined for a field without a label', () => {
    expect(labelFor('emailConfirm', labels)).toBeUndefined();
  });
});
