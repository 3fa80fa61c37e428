import type { SignedInCustomer } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_REQUEST_LABEL_KEYS,
  catalogueRequestValues,
} from './catalogue-request-values.js';

const customer = contractExamples.customer.get.response.valid[0] as SignedInCustomer;

describe('the catalogue request form', () => {
  it("starts empty for a visitor, in the store's country", () => {
    expect(catalogueRequestValues(undefined, 'fr-FR')).toMatchObject({
      civility: '',
      email: '',
      street: '',
      country: 'FR',
    });
    expect(catalogueRequestValues(undefined, 'en-GB').country).toBe('GB');
  });

  it("starts with a customer's identity, e-mail and main address", () => {
    const values = catalogueRequestValues(customer, 'fr-FR');
    expect(values).toMatchObject({
      civility: customer.civility,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      street: customer.addresses.P.street,
      postalCode: customer.addresses.P.postalCode,
      city: customer.addresses.P.city,
    });
  });

  it('labels every field it sends, in page order', () => {
    expect(Object.keys(CATALOGUE_REQUEST_LABEL_KEYS)).toEqual(
      Object.keys(catalogueRequestValues(undefined, 'fr-FR')),
    );
  });
});
