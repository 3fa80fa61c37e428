import type { ApiClient, Cart } from '@vitrine/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../app/store.js';
import { refreshCart } from './cart-thunks.js';
import { PRIVILEGE_CODE_COOKIE, PRIVILEGE_CODE_COOKIE_MAX_AGE } from './privilege-code-cookie.js';
import { applyPrivilegeCode, resetPrivilegeCode } from './privilege-code-thunks.js';

/** `document.cookie` as a browser keeps it: assignments set or (Max-Age=0) delete one cookie. */
function cookieJar(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const assignments: string[] = [];
  return {
    assignments,
    jar,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      assignments.push(assignment);
      const [pair = '', ...attributes] = assignment.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

const VALID = new Set(['REDUC15', 'BIENVENUE']);
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

/** The checkout calls the lifecycle makes, answering as the reference server does. */
function fakeClient(cartAnswer: (code: string | undefined) => Partial<Cart> = () => ({})) {
  const checkout = {
    defaultPrivilegeCode: vi.fn(() =>
      Promise.resolve({ privilegeCode: 'BIENVENUE', label: 'Livraison offerte' }),
    ),
    validatePrivilegeCode: vi.fn((code: string) =>
      Promise.resolve(
        VALID.has(code)
          ? { valid_code: true, messages: ['15 % de réduction'] }
          : { valid_code: false, reason: 'unknown', messages: ['Ce code privilège n’existe pas.'] },
      ),
    ),
    cart: vi.fn(({ privilegeCode }: { privilegeCode?: string } = {}) =>
      Promise.resolve({
        ...EMPTY_CART,
        currentPrivilegeCode: privilegeCode ?? '',
        ...cartAnswer(privilegeCode),
      }),
    ),
  };
  return { checkout, client: { checkout } as unknown as ApiClient };
}

let doc: ReturnType<typeof cookieJar>;
const useCookies = (initial: Record<string, string> = {}) => {
  doc = cookieJar(initial);
  vi.stubGlobal('document', doc);
};

beforeEach(() => {
  vi.stubGlobal('window', { location: { protocol: 'http:' } });
  useCookies();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the privilege-code lifecycle (spec 4)', () => {
  it('prices the cart with the default code when the cookie holds none', async () => {
    const { checkout, client } = fakeClient();
    const store = createStore(client);
    await store.dispatch(refreshCart());
    expect(checkout.validatePrivilegeCode).not.toHaveBeenCalled();
    expect(checkout.cart).toHaveBeenCalledWith({ privilegeCode: 'BIENVENUE' });
    expect(store.getState().privilegeCode).toMatchObject({ code: 'BIENVENUE', notice: null });
  });

  it('keeps a valid code from the cookie, checked once however many carts are asked for', async () => {
    useCookies({ [PRIVILEGE_CODE_COOKIE]: 'REDUC15' });
    const { checkout, client } = fakeClient();
    const store = createStore(client);
    await Promise.all([store.dispatch(refreshCart()), store.dispatch(refreshCart())]);
    expect(checkout.validatePrivilegeCode).toHaveBeenCalledTimes(1);
    expect(checkout.cart).toHaveBeenLastCalledWith({ privilegeCode: 'REDUC15' });
    expect(doc.jar.get(PRIVILEGE_CODE_COOKIE)).toBe('REDUC15');
  });

  it('applies the default with a notice when the cookie’s code is not valid, and drops the cookie', async () => {
    useCookies({ [PRIVILEGE_CODE_COOKIE]: 'NOEL2025' });
    const { checkout, client } = fakeClient();
    const store = createStore(client);
    await store.dispatch(refreshCart());
    expect(checkout.cart).toHaveBeenCalledWith({ privilegeCode: 'BIENVENUE' });
    expect(store.getState().privilegeCode).toMatchObject({
      code: 'BIENVENUE',
      notice: 'invalid',
      reason: 'unknown',
    });
    expect(doc.jar.has(PRIVILEGE_CODE_COOKIE)).toBe(false);
  });

  it('treats a failed check as not valid', async () => {
    useCookies({ [PRIVILEGE_CODE_COOKIE]: 'REDUC15' });
    const { checkout, client } = fakeClient();
    checkout.validatePrivilegeCode.mockRejectedValueOnce(new Error('offline'));
    const store = createStore(client);
    await store.dispatch(refreshCart());
    expect(store.getState().privilegeCode).toMatchObject({ code: 'BIENVENUE', notice: 'invalid' });
  });

  it('keeps an applied valid code for 172800 s, SameSite=Lax, and reprices the cart', async () => {
    const { checkout, client } = fakeClient();
    const store = createStore(client);
    await store.dispatch(applyPrivilegeCode('REDUC15'));
    expect(doc.assignments.at(-1)).toBe(
      `${PRIVILEGE_CODE_COOKIE}=REDUC15; Max-Age=${String(PRIVILEGE_CODE_COOKIE_MAX_AGE)}; Path=/; SameSite=Lax`,
    );
    expect(checkout.cart).toHaveBeenLastCalledWith({ privilegeCode: 'REDUC15' });
    expect(store.getState().privilegeCode).toMatchObject({ code: 'REDUC15', notice: 'applied' });
  });

  it('leaves the default in force when an applied code is refused', async () => {
    const { checkout, client } = fakeClient();
    const store = createStore(client);
    await store.dispatch(applyPrivilegeCode('NOPE123'));
    expect(checkout.cart).toHaveBeenLastCalledWith({ privilegeCode: 'BIENVENUE' });
    expect(store.getState().privilegeCode).toMatchObject({
      code: 'BIENVENUE',
      notice: 'invalid',
      checking: false,
    });
    expect(doc.jar.has(PRIVILEGE_CODE_COOKIE)).toBe(false);
  });

  it('clears the cookie on reset and goes back to the default', async () => {
    useCookies({ [PRIVILEGE_CODE_COOKIE]: 'REDUC15' });
    const { checkout, client } = fakeClient();
    const store = createStore(client);
    await store.dispatch(refreshCart());
    await store.dispatch(resetPrivilegeCode());
    expect(doc.jar.has(PRIVILEGE_CODE_COOKIE)).toBe(false);
    expect(checkout.cart).toHaveBeenLastCalledWith({ privilegeCode: 'BIENVENUE' });
    expect(store.getState().privilegeCode).toMatchObject({ code: 'BIENVENUE', notice: null });
  });

  it('takes a new code from the cart with the default-code notice', async () => {
    useCookies({ [PRIVILEGE_CODE_COOKIE]: 'REDUC15' });
    const { client } = fakeClient((code) =>
      code === 'REDUC15'
        ? { newPrivilegeCode: 'BIENVENUE', currentPrivilegeCode: 'BIENVENUE' }
        : {},
    );
    const store = createStore(client);
    await store.dispatch(refreshCart());
    expect(store.getState().privilegeCode).toMatchObject({
      code: 'BIENVENUE',
      notice: 'default-applied',
    });
    expect(store.getState().cart.cart?.currentPrivilegeCode).toBe('BIENVENUE');
    expect(doc.jar.has(PRIVILEGE_CODE_COOKIE)).toBe(false);
  });
});
