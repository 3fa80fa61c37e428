import type { ContactBody, MessageResponse } from '@vitrine/api-client';
import { storeApi } from '../../../app/api.js';

/** The contact form's call (spec 7.3 contact/submit). */
const contactApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    submitContact: build.mutation<MessageResponse, ContactBody>({
      query: (body) => (client) => client.contact.submit(body),
    }),
  }),
});

export const { useSubmitContactMutation } = contactApi;
