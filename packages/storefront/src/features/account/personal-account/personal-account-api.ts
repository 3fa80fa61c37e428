import type { PersonalAccount, PersonalAccountPaymentStart } from '@vitrine/api-client';
import { storeApi } from '../../../app/api.js';

/**
 * The UK personal account's calls (decision 014): the account with its latest statement lines,
 * read fresh each time the page shows (a payment changes it), and the start of a card payment,
 * which answers the provider's hosted page.
 */
const personalAccountApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getPersonalAccount: build.query<PersonalAccount, void>({
      query: () => (client) => client.customer.personalAccount(),
      providesTags: ['Customer'],
      keepUnusedDataFor: 0,
    }),
    payPersonalAccount: build.mutation<PersonalAccountPaymentStart, number>({
      query: (amount) => (client) => client.customer.payPersonalAccount(amount),
    }),
  }),
});

export const { useGetPersonalAccountQuery, usePayPersonalAccountMutation } = personalAccountApi;
