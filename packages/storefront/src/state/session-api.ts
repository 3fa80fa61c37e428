import type {
  Cart,
  CartItem,
  CartMerchandising,
  CartRemoveBody,
  CartUpdateBody,
  GiftChoiceBody,
} from '@vitrine/api-client';
import { storeApi } from '../app/api.js';
import { cartAnswered } from './cart-thunks.js';

/** Keeps a cart change's answer (the new cart) in the cart slice; the caller shows a failure. */
const keepCart = async (
  dispatch: (thunk: ReturnType<typeof cartAnswered>) => Promise<void>,
  queryFulfilled: Promise<{ data: Cart }>,
) => {
  try {
    const { data } = await queryFulfilled;
    await dispatch(cartAnswered(data));
  } catch {
    // The caller shows the failure (spec 8: the add-to-cart dialog, the basket line's message).
  }
};

/**
 * The basket's calls (spec 7.2): each change answers the new cart, kept in the cart slice; the
 * basket's merchandising (gift offers, suggestions) is refetched after every change.
 */
const sessionApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    addToCart: build.mutation<Cart, CartItem[]>({
      query: (items) => (client) => client.checkout.add(items),
      invalidatesTags: ['Cart'],
      onQueryStarted: (_, { dispatch, queryFulfilled }) => keepCart(dispatch, queryFulfilled),
    }),
    updateCartLine: build.mutation<Cart, CartUpdateBody>({
      query: (body) => (client) => client.checkout.update(body),
      invalidatesTags: ['Cart'],
      onQueryStarted: (_, { dispatch, queryFulfilled }) => keepCart(dispatch, queryFulfilled),
    }),
    removeFromCart: build.mutation<Cart, CartRemoveBody>({
      query: (body) => (client) => client.checkout.remove(body),
      invalidatesTags: ['Cart'],
      onQueryStarted: (_, { dispatch, queryFulfilled }) => keepCart(dispatch, queryFulfilled),
    }),
    chooseGift: build.mutation<Cart, GiftChoiceBody>({
      query: (body) => (client) => client.checkout.updateGiftChoice(body),
      invalidatesTags: ['Cart'],
      onQueryStarted: (_, { dispatch, queryFulfilled }) => keepCart(dispatch, queryFulfilled),
    }),
    getCartMerchandising: build.query<CartMerchandising, void>({
      query: () => (client) => client.checkout.merchandising(),
      providesTags: ['Cart'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useAddToCartMutation,
  useUpdateCartLineMutation,
  useRemoveFromCartMutation,
  useChooseGiftMutation,
  useGetCartMerchandisingQuery,
} = sessionApi;
