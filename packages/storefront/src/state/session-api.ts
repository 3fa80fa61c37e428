import type { Cart, CartItem } from '@vitrine/api-client';
import { storeApi } from '../app/api.js';
import { cartReceived } from './cart-slice.js';

/** Adding to the basket (spec 7.2 cart/add): its answer is the new cart, kept in the cart slice. */
export const sessionApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    addToCart: build.mutation<Cart, CartItem[]>({
      query: (items) => (client) => client.checkout.add(items),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(cartReceived(data));
        } catch {
          // The caller shows the failure (spec 8: the add-to-cart dialog).
        }
      },
    }),
  }),
});

export const { useAddToCartMutation } = sessionApi;
