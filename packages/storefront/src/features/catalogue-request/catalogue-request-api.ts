import type { CatalogRequestBody, MessageResponse } from '@vitrine/api-client';
import { storeApi } from '../../app/api.js';

/** The paper catalogue request (spec 7.1 customer/catalog/request). */
const catalogueRequestApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    requestCatalogue: build.mutation<MessageResponse, CatalogRequestBody>({
      query: (body) => (client) => client.customer.requestCatalog(body),
    }),
  }),
});

export const { useRequestCatalogueMutation } = catalogueRequestApi;
