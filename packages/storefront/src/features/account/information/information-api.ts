import type {
  CustomerChangeResponse,
  EmailChangeBody,
  MessageResponse,
  PasswordChangeBody,
  PersonalInformationUpdate,
} from '@vitrine/api-client';
import { storeApi } from '../../../app/api.js';
import { keepCustomer } from '../../../state/customer-api.js';

/**
 * The personal information pages' calls (spec 7.1): each change but the password's answers the
 * customer, kept in the customer slice (the header's dropdown and the summary follow). The
 * address saves are shared with the checkout (state/customer-api.ts).
 */
const informationApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    updatePersonalInformation: build.mutation<
      CustomerChangeResponse,
      Omit<PersonalInformationUpdate, 'evt'>
    >({
      query: (body) => async (client) => {
        const answer = await client.customer.update({ evt: 'personalInformation', ...body });
        // The personal information payload always answers the signed-in customer.
        if (!answer.customer.isLoggedIn) throw new Error('The update answered a visitor');
        return { message: answer.message, customer: answer.customer };
      },
      onQueryStarted: (_, { dispatch, queryFulfilled }) => keepCustomer(dispatch, queryFulfilled),
    }),
    updateEmail: build.mutation<CustomerChangeResponse, EmailChangeBody>({
      query: (body) => (client) => client.customer.updateEmail(body),
      onQueryStarted: (_, { dispatch, queryFulfilled }) => keepCustomer(dispatch, queryFulfilled),
    }),
    updatePassword: build.mutation<MessageResponse, PasswordChangeBody>({
      query: (body) => (client) => client.customer.updatePassword(body),
    }),
    deleteSecondaryAddress: build.mutation<CustomerChangeResponse, void>({
      query: () => (client) => client.customer.deleteSecondaryAddress(),
      // The delivery may have moved to the main address.
      invalidatesTags: ['Cart'],
      onQueryStarted: (_, { dispatch, queryFulfilled }) => keepCustomer(dispatch, queryFulfilled),
    }),
  }),
});

export const {
  useUpdatePersonalInformationMutation,
  useUpdateEmailMutation,
  useUpdatePasswordMutation,
  useDeleteSecondaryAddressMutation,
} = informationApi;
