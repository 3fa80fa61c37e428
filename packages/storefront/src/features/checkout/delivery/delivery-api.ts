import type { Delivery, DeliveryBody, RelayPoints, RelayPointsQuery } from '@vitrine/api-client';
import { storeApi } from '../../../app/api.js';
import { refreshCart } from '../../../state/cart-thunks.js';

type Dispatch = (action: unknown) => unknown;

/**
 * A delivery choice answers the shipping page's data with the new fees: it replaces the page's
 * copy, and the cart slice is read again (its total and the warehouse lines' method changed).
 */
async function keepDelivery(dispatch: Dispatch, queryFulfilled: Promise<{ data: Delivery }>) {
  try {
    const { data } = await queryFulfilled;
    dispatch(deliveryApi.util.upsertQueryData('getDelivery', undefined, data));
    dispatch(refreshCart());
  } catch {
    // The page shows the failure (spec 8, shipping selection) and keeps the choice.
  }
}

/**
 * The shipping step's calls (spec 7.2): its data, the choice of a method, address and relay
 * point and the relay points near a postcode (the addresses edited on the page are saved with
 * state/customer-api.ts).
 * The page's data belongs to the cart: any cart change ('Cart') reloads it.
 */
const deliveryApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getDelivery: build.query<Delivery, void>({
      query: () => (client) => client.checkout.delivery(),
      providesTags: ['Cart'],
      // Fees follow the cart and the addresses: read afresh on every visit.
      keepUnusedDataFor: 0,
    }),
    updateDelivery: build.mutation<Delivery, DeliveryBody>({
      query: (body) => (client) => client.checkout.updateDelivery(body),
      onQueryStarted: (_, { dispatch, queryFulfilled }) => keepDelivery(dispatch, queryFulfilled),
    }),
    validateDelivery: build.mutation<Delivery, DeliveryBody>({
      query: (body) => (client) => client.checkout.validateDelivery(body),
      onQueryStarted: (_, { dispatch, queryFulfilled }) => keepDelivery(dispatch, queryFulfilled),
    }),
    getRelayPoints: build.query<RelayPoints, RelayPointsQuery>({
      query: (query) => (client) => client.checkout.relayPoints(query),
    }),
  }),
});

export const {
  useGetDeliveryQuery,
  useUpdateDeliveryMutation,
  useValidateDeliveryMutation,
  useGetRelayPointsQuery,
} = deliveryApi;
