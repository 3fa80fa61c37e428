import { createAsyncThunk } from '@reduxjs/toolkit';
import type { CartItem } from '@vitrine/api-client';
import { storeApi, toApiFailure, type StoreExtra } from '../app/api.js';
import { cartReceived } from './cart-slice.js';
import { customerReceived, customerSignedOut } from './customer-slice.js';
import { privilegeCodeReplaced } from './privilege-code-slice.js';
import type { PrivilegeCodeState } from './privilege-code-slice.js';

/**
 * The calls behind the app-wide state: who the shopper is and what is in their basket. Their
 * answers land in the customer and cart slices; pages read those, not the query cache.
 */
export const sessionApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomer: build.query<Awaited<ReturnType<StoreExtra['client']['customer']['get']>>, void>({
      query: () => (client) => client.customer.get(),
      providesTags: ['Customer'],
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        // A failed customer call leaves the shopper anonymous rather than the page waiting.
        dispatch(customerReceived(data ?? { isLoggedIn: false }));
      },
    }),
    logout: build.mutation<unknown, void>({
      query: () => (client) => client.customer.logout(),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(customerSignedOut());
        dispatch(sessionApi.util.invalidateTags(['Customer']));
      },
    }),
    addToCart: build.mutation<
      Awaited<ReturnType<StoreExtra['client']['checkout']['add']>>,
      CartItem[]
    >({
      query: (items) => (client) => client.checkout.add(items),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(cartReceived(data));
      },
    }),
  }),
});

export const { useGetCustomerQuery, useLogoutMutation, useAddToCartMutation } = sessionApi;

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
