import type { OrderDetails, OrderList } from '@vitrine/api-client';
import { storeApi } from '../../../app/api.js';

/**
 * The order history's calls (spec 7.1). Orders belong to the signed-in customer and change
 * (a new order, a status moving on): nothing is kept once no page shows it, and a change of
 * customer (tag 'Customer') refetches what is shown.
 */
const ordersApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrderList, void>({
      query: () => (client) => client.customer.orders(),
      providesTags: ['Customer'],
      keepUnusedDataFor: 0,
    }),
    getEventOrders: build.query<OrderList, void>({
      query: () => (client) => client.customer.eventOrders(),
      providesTags: ['Customer'],
      keepUnusedDataFor: 0,
    }),
    getOrderDetails: build.query<OrderDetails, string>({
      query: (orderNumber) => (client) => client.customer.orderDetails(orderNumber),
      providesTags: ['Customer'],
      keepUnusedDataFor: 0,
    }),
    getEventOrderDetails: build.query<OrderDetails, string>({
      query: (orderNumber) => (client) => client.customer.eventOrderDetails(orderNumber),
      providesTags: ['Customer'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetOrdersQuery,
  useGetEventOrdersQuery,
  useGetOrderDetailsQuery,
  useGetEventOrderDetailsQuery,
} = ordersApi;
