import type { SignedInCustomer } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { createFormSchemas } from '@vitrine/validation/forms';
import { describe, expect, it } from 'vitest';
import { CONTACT_LABEL_KEYS, contactFormValues } from './contact-values.js';

const customer = contractExamples.customer.get.response.valid[0] as SignedInCustomer;

describe('the contact form', () => {
  it("starts with the store's country, the box unticked; a customer's identity filled in", () => {
    expect(contactFormValues(undefined, 'en-GB')).toMatchObject({
      civility: '',
      email: '',
      country: 'GB',
      captcha: false,
    });
    expect(contactFormValues(customer, 'fr-FR')).toMatchObject({
      civility: customer.civility,
      firstName: customer.firstName,
      email: customer.email,
      country: 'FR',
    });
  });

  it('labels every field of the shared contact schema', () => {
    const fields = Object.keys(createFormSchemas('fr-FR').contact.fields).sort();
    expect(Object.keys(CONTACT_LABEL_KEYS).sort()).toEqual(fields);
  });
});
