import type {
  AddressSaveBody,
  Customer,
  CustomerChangeResponse,
  CustomerUpdateResponse,
  MessageResponse,
  NewsletterSubscription,
  SubscriptionsUpdate,
} from '@vitrine/api-client';
import { storeApi } from '../app/api.js';
import { customerReceived } from './customer-slice.js';

/**
 * A change to the account answers the customer as now saved: the slice keeps it (the header's
 * account dropdown, the account pages follow) and its listener reloads the cart. The form that
 * made the call shows a failure.
 */
export async function keepCustomer(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: { customer: Customer } }>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(customerReceived(data.customer));
  } catch {
    // The form shows the failure.
  }
}

/** A newsletter subscription: the e-mail and, from the subscriber page, the other choices. */
type NewsletterSubscriptionRequest = Omit<
  NewsletterSubscription,
  'evt' | 'mailOption' | 'sendMailNewsletter'
>;

/**
 * The address calls (spec 7.1) the account's address pages and the checkout's delivery step
 * share. An address change may change the delivery's fees ('Cart'). The newsletter calls: the
 * subscription (spec 4, 7.1 customer/update `newsletter`), shared by the footer's box and the
 * subscriber page, answers the customer too (a customer subscribing their own address now has the
 * mail option); the account's preferences and the public unsubscription. One module, so that the
 * pages share one chunk rather than adding their own to the first script's preload map.
 */
const customerApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    saveMainAddress: build.mutation<CustomerChangeResponse, AddressSaveBody>({
      query: (body) => (client) => client.customer.saveMainAddress(body),
      invalidatesTags: ['Cart'],
      onQueryStarted: (_, { dispatch, queryFulfilled }) => keepCustomer(dispatch, queryFulfilled),
    }),
    saveSecondaryAddress: build.mutation<CustomerChangeResponse, AddressSaveBody>({
      query: (body) => (client) => client.customer.saveSecondaryAddress(body),
      invalidatesTags: ['Cart'],
      onQueryStarted: (_, { dispatch, queryFulfilled }) => keepCustomer(dispatch, queryFulfilled),
    }),
    subscribeNewsletter: build.mutation<CustomerUpdateResponse, NewsletterSubscriptionRequest>({
      query: (subscription) => (client) =>
        client.customer.update({
          evt: 'newsletter',
          mailOption: 'O',
          sendMailNewsletter: true,
          ...subscription,
        }),
      onQueryStarted: (_, { dispatch, queryFulfilled }) => keepCustomer(dispatch, queryFulfilled),
    }),
    /** The account's marketing preferences (customer/update `subscriptions`). */
    updateSubscriptions: build.mutation<CustomerChangeResponse, Omit<SubscriptionsUpdate, 'evt'>>({
      query: (body) => async (client) => {
        const answer = await client.customer.update({ evt: 'subscriptions', ...body });
        // The preferences payload always answers the signed-in customer.
        if (!answer.customer.isLoggedIn) throw new Error('The update answered a visitor');
        return { message: answer.message, customer: answer.customer };
      },
      onQueryStarted: (_, { dispatch, queryFulfilled }) => keepCustomer(dispatch, queryFulfilled),
    }),
    /** The public unsubscription (customer/newsletter/unsubscribe). */
    unsubscribeNewsletter: build.mutation<MessageResponse, string>({
      query: (email) => (client) => client.customer.unsubscribeNewsletter(email),
    }),
  }),
});

export const {
  useSaveMainAddressMutation,
  useSaveSecondaryAddressMutation,
  useSubscribeNewsletterMutation,
  useUpdateSubscriptionsMutation,
  useUnsubscribeNewsletterMutation,
} = customerApi;
