import type { RetargetingProfile } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { hashEmail, trackUser, userProfileEvent } from './customer.js';

const profile: RetargetingProfile = {
  CODE_RETOUR: '0',
  NBCDE: 4,
  OPTIONMAIL: 'O',
  DATEDERNCDE: '2026-10-02',
  CATEGORIE: 'VIP',
};

/** A visitor who is not signed in: no identifiers, a prospect without orders. */
const VISITOR = {
  user_id: '',
  user_logged: false,
  user_email_optin: false,
  user_nb_command: 0,
  user_status: 'prospect',
  customer_last_order: '',
  user_category: '',
  user_email_sha256: '',
};

describe('hashEmail', () => {
  it('is the SHA-256 of the trimmed, lower-cased address', async () => {
    // FIPS 180-2 test vector for 'abc'.
    expect(await hashEmail('  ABC ')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await hashEmail('Jeanne.Dupont@Example.fr')).toBe(
      'b18712c37d0f6ef7607494195a0e2ef9b1d1d3fe2b7ef5b28074bfd5b342d567',
    );
  });
});

describe('trackUser', () => {
  it('maps a logged-in client with a profile, and never pushes the address itself', async () => {
    const user = await trackUser(
      { isLoggedIn: true, customerNumber: '12345678', email: 'jeanne.dupont@example.fr' },
      profile,
    );
    expect(user).toEqual({
      user_id: '12345678',
      user_logged: true,
      user_email_optin: true,
      user_nb_command: 4,
      user_status: 'client',
      customer_last_order: '2026-10-02',
      user_category: 'VIP',
      user_email_sha256: 'b18712c37d0f6ef7607494195a0e2ef9b1d1d3fe2b7ef5b28074bfd5b342d567',
    });
    expect(JSON.stringify(user)).not.toContain('@');
  });

  it('calls a visitor without orders a prospect, and ignores a profile that was not found', async () => {
    const prospect = await trackUser(
      { isLoggedIn: true, customerNumber: '9', email: 'a@b.fr' },
      { ...profile, NBCDE: 0, OPTIONMAIL: 'N' },
    );
    expect(prospect).toMatchObject({
      user_status: 'prospect',
      user_nb_command: 0,
      user_email_optin: false,
    });
    const notFound = await trackUser({ isLoggedIn: false }, { ...profile, CODE_RETOUR: '1' });
    expect(notFound).toEqual(VISITOR);
  });
});

describe('trackUser from the customer data (page views)', () => {
  it("takes a signed-in customer's status, order count and opt-in from customer/get", async () => {
    const customer = {
      isLoggedIn: true,
      customerNumber: '10000001',
      email: 'Jeanne.Dupont@Example.fr',
      numberOfOrders: 2,
      mailOption: false,
    };
    expect(await trackUser(customer)).toEqual({
      user_id: '10000001',
      user_logged: true,
      user_email_optin: false,
      user_nb_command: 2,
      user_status: 'client',
      customer_last_order: '',
      user_category: '',
      user_email_sha256: 'b18712c37d0f6ef7607494195a0e2ef9b1d1d3fe2b7ef5b28074bfd5b342d567',
    });
    // The customer's own count wins over a profile's; the profile adds what only it knows.
    expect(await trackUser({ ...customer, numberOfOrders: 0 }, profile)).toMatchObject({
      user_nb_command: 0,
      user_status: 'prospect',
      user_email_optin: false,
      customer_last_order: '2026-10-02',
      user_category: 'VIP',
    });
  });

  it('describes a visitor who is not signed in as not logged, a prospect without orders', async () => {
    expect(await trackUser({ isLoggedIn: false })).toEqual(VISITOR);
  });
});

describe('userProfileEvent', () => {
  it("pushes a signed-in customer's profile as the user_profile entry", async () => {
    const event = await userProfileEvent(
      { isLoggedIn: true, customerNumber: '10000001', email: 'jeanne.dupont@example.fr' },
      {
        CODE_RETOUR: '0',
        NBCDE: 1,
        OPTIONMAIL: 'N',
        DATEDERNCDE: '2026-11-02',
        CATEGORIE: 'femme',
      },
    );
    expect(event).toEqual({
      event: 'user_profile',
      user: {
        user_id: '10000001',
        user_logged: true,
        user_email_optin: false,
        user_nb_command: 1,
        user_status: 'client',
        customer_last_order: '2026-11-02',
        user_category: 'femme',
        user_email_sha256: 'b18712c37d0f6ef7607494195a0e2ef9b1d1d3fe2b7ef5b28074bfd5b342d567',
      },
    });
  });
});
