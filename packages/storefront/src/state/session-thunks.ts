import { createAsyncThunk, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { Customer } from '@vitrine/api-client';
import { toApiFailure } from '../app/api-failure.js';
import type { StoreExtra } from '../app/store-extra.js';
import { cartReceived } from './cart-slice.js';
import { customerReceived, customerSignedOut } from './customer-slice.js';
import { privilegeCodeReplaced, type PrivilegeCodeState } from './privilege-code-slice.js';

type Thunk<T> = ThunkAction<Promise<T>, unknown, StoreExtra, UnknownAction>;

/** One customer call at a time per store: guards and the layout may ask together. */
const customerCalls = new WeakMap<StoreExtra, Promise<Customer>>();

/**
 * Asks who the shopper is (spec 7.1 customer/get) and keeps the answer in the customer slice. A
 * failed call leaves the shopper anonymous rather than the page waiting.
 */
export const fetchCustomer = (): Thunk<Customer> => (dispatch, _getState, extra) => {
  const pending = customerCalls.get(extra);
  if (pending) return pending;
  const call = extra.client.customer
    .get()
    .catch((): Customer => ({ isLoggedIn: false }))
    .then((customer) => {
      dispatch(customerReceived(customer));
      return customer;
    })
    .finally(() => customerCalls.delete(extra));
  customerCalls.set(extra, call);
  return call;
};

/** Signs out (spec 4): the customer becomes an empty one, even if the call fails. */
export const signOut = (): Thunk<void> => async (dispatch, _getState, extra) => {
  await extra.client.customer.logout().catch((error: unknown) => {
    console.warn('Sign-out call failed', toApiFailure(error));
  });
  dispatch(customerSignedOut());
};

/**
 * Refetches the basket with the current privilege code (spec 4: after any customer refresh and
 * on login changes). Spec 8: cart failures other than add-to-cart are only logged.
 */
export const refreshCart = createAsyncThunk<void, void, { extra: StoreExtra }>(
  'cart/refresh',
  async (_, { dispatch, getState, extra }) => {
    try {
      const { privilegeCode } = getState() as { privilegeCode: PrivilegeCodeState };
      const cart = await extra.client.checkout.cart({ privilegeCode: privilegeCode.code });
      dispatch(cartReceived(cart));
      if (cart.newPrivilegeCode) dispatch(privilegeCodeReplaced(cart.newPrivilegeCode));
    } catch (error) {
      console.warn('Cart refresh failed', toApiFailure(error));
    }
  },
);
