import type { ApiClient, Cart, RetargetingProfile, SignedInCustomer } from '@vitrine/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../app/store.js';
import { customerReceived, customerSignedOut } from './customer-slice.js';
import { RETARGETING_COOKIE, dueRetargetingSync, readRetargetingCookie } from './retargeting.js';

const CUSTOMER: SignedInCustomer = {
  isLoggedIn: true,
  customerNumber: '10000001',
  civility: 'Mrs',
  lastName: 'Dupont',
  surname: 'Dupont',
  firstName: 'Marie',
  email: 'marie.dupont@example.fr',
  cellPhone: '',
  landline: '',
  mailOption: true,
  smsOption: false,
  partnerOption: false,
  overseas: '0',
  addresses: {
    P: {
      street: '12 rue de la Paix',
      complement: '',
      locality: '',
      postalCode: '75002',
      city: 'Paris',
      country: 'FR',
    },
  },
  birthDate: null,
  country: 'FR',
  userStatus: 'client',
  numberOfOrders: 3,
};

const PROFILE: RetargetingProfile = {
  CODE_RETOUR: '0',
  NBCDE: 3,
  OPTIONMAIL: 'O',
  DATEDERNCDE: '2026-10-02',
  CATEGORIE: 'femme',
};

describe('readRetargetingCookie', () => {
  it('reads the identifier of the retargeting cookie among the others', () => {
    expect(readRetargetingCookie(`a=1; ${RETARGETING_COOKIE}=abc-123_X.y; b=2`)).toBe(
      'abc-123_X.y',
    );
    expect(readRetargetingCookie(`${RETARGETING_COOKIE}=abc%2D123`)).toBe('abc-123');
  });

  it('ignores an absent, empty or malformed identifier (the server would refuse it)', () => {
    expect(readRetargetingCookie('')).toBeUndefined();
    expect(readRetargetingCookie('vitrine_sid=abc')).toBeUndefined();
    expect(readRetargetingCookie(`${RETARGETING_COOKIE}=`)).toBeUndefined();
    expect(readRetargetingCookie(`${RETARGETING_COOKIE}=a%20b`)).toBeUndefined();
    expect(readRetargetingCookie(`${RETARGETING_COOKIE}=%E0%A4%A`)).toBeUndefined();
    expect(readRetargetingCookie(`${RETARGETING_COOKIE}=${'x'.repeat(129)}`)).toBeUndefined();
  });
});

describe('dueRetargetingSync (spec 4: a retargeting cookie and a customer)', () => {
  it('is due for a signed-in customer with an identifier', () => {
    expect(dueRetargetingSync(CUSTOMER, 'abc', null)).toEqual({
      key: '10000001|abc',
      customer: CUSTOMER,
      retarg: 'abc',
    });
  });

  it('is not due without a customer or without the cookie', () => {
    expect(dueRetargetingSync(null, 'abc', null)).toBeNull();
    expect(dueRetargetingSync({ isLoggedIn: false }, 'abc', null)).toBeNull();
    expect(dueRetargetingSync(CUSTOMER, undefined, null)).toBeNull();
  });

  it('runs once per customer and identifier, again for another one', () => {
    expect(dueRetargetingSync(CUSTOMER, 'abc', '10000001|abc')).toBeNull();
    expect(dueRetargetingSync(CUSTOMER, 'def', '10000001|abc')).toMatchObject({
      key: '10000001|def',
    });
    expect(
      dueRetargetingSync({ ...CUSTOMER, customerNumber: '10000002' }, 'abc', '10000001|abc'),
    ).toMatchObject({ key: '10000002|abc' });
  });
});

const EMPTY_CART: Cart = {
  cartId: '',
  nbProducts: 0,
  total: '0',
  shippingFees: '0',
  paymentMethod: '',
  currentPrivilegeCode: '',
  newPrivilegeCode: '',
  products: [],
  selectedOfferedGifts: [],
  selectedSpecialOffers: [],
};

/** The customer and cart calls a customer answer leads to, answering as the reference server. */
function fakeClient() {
  const customer = {
    updateSession: vi.fn(() =>
      Promise.resolve({ OCTIPASS: '9b2e7c1a-3f4d-4e5f-8a6b-7c8d9e0f1a2b' }),
    ),
    retargetingProfile: vi.fn(() => Promise.resolve(PROFILE)),
  };
  const checkout = {
    defaultPrivilegeCode: vi.fn(() =>
      Promise.resolve({ privilegeCode: 'BIENVENUE', label: 'Livraison offerte' }),
    ),
    cart: vi.fn(() => Promise.resolve(EMPTY_CART)),
  };
  return { customer, checkout, client: { customer, checkout } as unknown as ApiClient };
}

let dataLayer: object[];
const useCookies = (cookie: string) => {
  vi.stubGlobal('document', { cookie });
};

beforeEach(() => {
  dataLayer = [];
  vi.stubGlobal('window', { location: { protocol: 'http:' }, dataLayer });
  useCookies('');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const profileEntries = () =>
  dataLayer.filter((entry) => (entry as { event?: string }).event === 'user_profile');

/** Lets the listeners' calls (all answered at once) run to their end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the retargeting listener', () => {
  it('updates the session, fetches the profile and pushes it mapped, once per sign-in', async () => {
    useCookies(`${RETARGETING_COOKIE}=abc.123`);
    const { customer, checkout, client } = fakeClient();
    const store = createStore(client);

    store.dispatch(customerReceived(CUSTOMER));
    await vi.waitFor(() => {
      expect(profileEntries()).toHaveLength(1);
    });
    expect(customer.updateSession).toHaveBeenCalledWith('abc.123');
    expect(customer.retargetingProfile).toHaveBeenCalledWith('abc.123');
    expect(customer.updateSession.mock.invocationCallOrder[0]).toBeLessThan(
      customer.retargetingProfile.mock.invocationCallOrder[0] ?? 0,
    );
    expect(profileEntries()[0]).toEqual({
      event: 'user_profile',
      user: expect.objectContaining({
        user_id: '10000001',
        user_logged: true,
        user_email_optin: true,
        user_nb_command: 3,
        user_status: 'client',
        customer_last_order: '2026-10-02',
        user_category: 'femme',
      }) as unknown,
    });
    // The cart call carries the identifier too (spec 7.2).
    await vi.waitFor(() => {
      expect(checkout.cart).toHaveBeenCalledWith({ privilegeCode: 'BIENVENUE', retarg: 'abc.123' });
    });

    // The same customer answered again (a refresh): nothing more.
    store.dispatch(customerReceived(CUSTOMER));
    await settle();
    expect(customer.updateSession).toHaveBeenCalledTimes(1);
    expect(profileEntries()).toHaveLength(1);

    // Signed out, then in again: a new sync.
    store.dispatch(customerSignedOut());
    store.dispatch(customerReceived(CUSTOMER));
    await vi.waitFor(() => {
      expect(profileEntries()).toHaveLength(2);
    });
    expect(customer.updateSession).toHaveBeenCalledTimes(2);
  });

  it('does nothing without the cookie, or for a visitor', async () => {
    const { customer, checkout, client } = fakeClient();
    const store = createStore(client);
    store.dispatch(customerReceived(CUSTOMER));
    useCookies(`${RETARGETING_COOKIE}=abc`);
    store.dispatch(customerReceived({ isLoggedIn: false }));
    await vi.waitFor(() => {
      expect(checkout.cart).toHaveBeenCalledTimes(2);
    });
    await settle();
    expect(customer.updateSession).not.toHaveBeenCalled();
    expect(customer.retargetingProfile).not.toHaveBeenCalled();
    expect(profileEntries()).toEqual([]);
  });

  it('never breaks the page when a call fails: nothing is pushed', async () => {
    useCookies(`${RETARGETING_COOKIE}=abc`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { customer, client } = fakeClient();
    customer.retargetingProfile.mockRejectedValueOnce(new Error('offline'));
    const store = createStore(client);
    store.dispatch(customerReceived(CUSTOMER));
    await vi.waitFor(() => {
      expect(warn).toHaveBeenCalledWith('Retargeting sync failed', expect.anything());
    });
    expect(profileEntries()).toEqual([]);
    warn.mockRestore();
  });
});
