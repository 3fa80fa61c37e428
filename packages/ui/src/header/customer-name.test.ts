import { describe, expect, it } from 'vitest';
import { headerTranslations } from './header.i18n.js';
import { CIVILITY_SHORT_KEYS, customerDisplayName } from './customer-name.js';

const french = (key: string) => headerTranslations.fr[key] ?? key;
const english = (key: string) => headerTranslations.en[key] ?? key;

describe('customerDisplayName', () => {
  it('puts the French short civility before the last name', () => {
    expect(customerDisplayName({ civility: 'Mr', lastName: 'Martin' }, french)).toBe('M. Martin');
    expect(customerDisplayName({ civility: 'Mrs', lastName: 'Dupont' }, french)).toBe('Mme Dupont');
    expect(customerDisplayName({ civility: 'Ms', lastName: 'Durand' }, french)).toBe('Mme Durand');
    expect(customerDisplayName({ civility: 'Miss', lastName: 'Petit' }, french)).toBe('Mlle Petit');
  });

  it('uses the English forms in the UK store', () => {
    expect(customerDisplayName({ civility: 'Mr', lastName: 'Smith' }, english)).toBe('Mr Smith');
    expect(customerDisplayName({ civility: 'Ms', lastName: 'Jones' }, english)).toBe('Ms Jones');
    expect(customerDisplayName({ civility: 'Miss', lastName: 'Brown' }, english)).toBe(
      'Miss Brown',
    );
  });

  it('shows the last name alone without a known civility', () => {
    expect(customerDisplayName({ lastName: 'Dupont' }, french)).toBe('Dupont');
    expect(customerDisplayName({ civility: '', lastName: 'Dupont' }, french)).toBe('Dupont');
    expect(customerDisplayName({ civility: 'Dr', lastName: 'Dupont' }, french)).toBe('Dupont');
    expect(customerDisplayName({ civility: 'toString', lastName: 'Dupont' }, french)).toBe(
      'Dupont',
    );
  });

  it('trims stray spaces from the record', () => {
    expect(customerDisplayName({ civility: ' Mrs ', lastName: ' Dupont ' }, french)).toBe(
      'Mme Dupont',
    );
  });

  it('has a text for every civility in both languages', () => {
    for (const key of Object.values(CIVILITY_SHORT_KEYS)) {
      expect(headerTranslations.fr[key]).toBeTruthy();
      expect(headerTranslations.en[key]).toBeTruthy();
    }
  });
});
