import { type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { Customer } from '@vitrine/api-client';
import { toApiFailure } from '../app/api-failure.js';
import type { StoreExtra } from '../app/store-extra.js';
import { customerReceived, customerSignedOut } from './customer-slice.js';

export type Thunk<T> = ThunkAction<Promise<T>, unknown, StoreExtra, UnknownAction>;

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
