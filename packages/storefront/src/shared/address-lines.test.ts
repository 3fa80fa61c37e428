import { describe, expect, it } from 'vitest';
import { addressLines } from './address-lines.js';

const paris = {
  street: '12 rue Montorgueil',
  complement: '',
  locality: '',
  postalCode: '75002',
  city: 'Paris',
  country: 'FR',
} as const;

describe('addressLines', () => {
  it('puts the French postcode before the town and leaves empty lines out', () => {
    expect(addressLines(paris, 'fr-FR')).toEqual(['12 rue Montorgueil', '75002 Paris', 'France']);
  });

  it('writes a British address town then postcode', () => {
    expect(
      addressLines(
        {
          street: '221B Baker Street',
          complement: 'Flat 2',
          locality: 'Marylebone',
          postalCode: 'NW1 6XE',
          city: 'London',
          country: 'GB',
        },
        'en-GB',
      ),
    ).toEqual(['221B Baker Street', 'Flat 2', 'Marylebone', 'London', 'NW1 6XE', 'United Kingdom']);
  });
});
