import type {
  CheckoutOrder,
  Delivery,
  DeliveryBody,
  OrderConfirmation,
  OrderDetails,
  OrderValidateBody,
} from '@vitrine/api-client';
import { storeApi } from '../../../app/api.js';

/** The payment step's and the confirmation's calls (spec 7.1, 7.2). */
const paymentApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    /** The payment page's data: the cart, its delivery, the methods and the credit left. */
    getPaymentStep: build.query<CheckoutOrder, void>({
      query: () => (client) => client.checkout.order(),
      // The cart may change in another tab: read afresh on every visit.
      keepUnusedDataFor: 0,
    }),
    /** Places the order once per idempotency key; the cart is then gone. */
    placeOrder: build.mutation<OrderConfirmation, OrderValidateBody>({
      query: (body) => (client) => client.checkout.validateOrder(body),
    }),
    /** Confirms a delivery again (the basket a declined card gave back has none). */
    confirmDeliveryAgain: build.mutation<Delivery, DeliveryBody>({
      query: (body) => (client) => client.checkout.validateDelivery(body),
    }),
    /** The order just placed, for its confirmation (the customer's own orders only). */
    getConfirmedOrder: build.query<OrderDetails, string>({
      query: (orderNumber) => (client) => client.customer.orderDetails(orderNumber),
    }),
  }),
});

export const {
  useGetPaymentStepQuery,
  usePlaceOrderMutation,
  useConfirmDeliveryAgainMutation,
  useGetConfirmedOrderQuery,
} = paymentApi;
