import { storeApi } from '../../../app/api.js';

/** The footer's content (spec 7.5) and the look-up of the newsletter box (spec 4). */
export const footerApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getFooterHtml: build.query<string, void>({
      query: () => (client) => client.content.footer(),
      keepUnusedDataFor: 3600,
    }),
    customerExists: build.mutation<{ exists: boolean }, string>({
      query: (email) => (client) => client.customer.exists(email),
    }),
  }),
});

export const { useGetFooterHtmlQuery, useCustomerExistsMutation } = footerApi;
