import { describe, expect, it } from 'vitest';
import { trackUser } from './customer.js';
import { pageViewEvent } from './page-view.js';

describe('pageViewEvent', () => {
  it("types the page from its path and carries the visitor's status", async () => {
    const user = await trackUser({
      isLoggedIn: true,
      customerNumber: '10000001',
      email: 'jeanne.dupont@example.fr',
      numberOfOrders: 0,
      mailOption: true,
    });
    expect(
      pageViewEvent({ path: '/fr/C-11001-robes', locale: 'fr-FR', currency: 'EUR', user }),
    ).toEqual({
      event: 'page_view',
      page_type: 'list',
      page_path: '/fr/C-11001-robes',
      site_language: 'fr-FR',
      currency: 'EUR',
      user: {
        user_id: '10000001',
        user_logged: true,
        user_email_optin: true,
        user_nb_command: 0,
        user_status: 'prospect',
        customer_last_order: '',
        user_category: '',
        user_email_sha256: 'b18712c37d0f6ef7607494195a0e2ef9b1d1d3fe2b7ef5b28074bfd5b342d567',
      },
    });
  });

  it('calls the not-found page an error page, whatever its path', () => {
    expect(
      pageViewEvent({
        path: '/uk/P-AB12CD34-gone',
        locale: 'en-GB',
        currency: 'GBP',
        isError: true,
      }),
    ).toEqual({
      event: 'page_view',
      page_type: 'error',
      page_path: '/uk/P-AB12CD34-gone',
      site_language: 'en-GB',
      currency: 'GBP',
    });
  });
});
