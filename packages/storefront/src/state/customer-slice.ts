import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Customer } from '@vitrine/api-client';

/**
 * @public RootState's type names it: without export, TypeScript cannot write the store's
 * declaration (TS4023).
 */
export interface CustomerState {
  /** null until the first customer call answered. */
  customer: Customer | null;
}

const initialState: CustomerState = { customer: null };

/** The shopper, as the last customer call (get, login, logout) returned them. */
export const customerSlice = createSlice({
  name: 'customer',
  initialState,
  reducers: {
    customerReceived(state, action: PayloadAction<Customer>) {
      state.customer = action.payload;
    },
    /** Spec 4: logout replaces the customer with an empty (anonymous) one. */
    customerSignedOut(state) {
      state.customer = { isLoggedIn: false };
    },
  },
  selectors: {
    selectCustomer: (state) => state.customer,
  },
});

export const { customerReceived, customerSignedOut } = customerSlice.actions;
export const { selectCustomer } = customerSlice.selectors;
