import type {
  CustomerChangeResponse,
  LoginBody,
  LoginResponse,
  MessageResponse,
  PasswordResetBody,
  SignupBody,
} from '@vitrine/api-client';
import { storeApi } from '../../../app/api.js';

/**
 * Signing in and signing up (spec 7.1 customer/login, customer/create). Both start a customer
 * session and may merge the visitor's basket: what was cached for the customer or the cart is
 * stale. The caller keeps the answer's customer (customerReceived) before moving on.
 *
 * Recovery (customer/forgotpassword, forgotcustomernumber, resetpassword) answers a message and
 * changes no session: the reset ends the account's sessions, and its page is for visitors only.
 */
const identityApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    logIn: build.mutation<LoginResponse, LoginBody>({
      query: (body) => (client) => client.customer.login(body),
      invalidatesTags: ['Customer', 'Cart'],
    }),
    createAccount: build.mutation<CustomerChangeResponse, SignupBody>({
      query: (body) => (client) => client.customer.create(body),
      invalidatesTags: ['Customer', 'Cart'],
    }),
    requestPasswordReset: build.mutation<MessageResponse, string>({
      query: (email) => (client) => client.customer.forgotPassword(email),
    }),
    requestCustomerNumber: build.mutation<MessageResponse, string>({
      query: (email) => (client) => client.customer.forgotCustomerNumber(email),
    }),
    resetPassword: build.mutation<MessageResponse, PasswordResetBody>({
      query: (body) => (client) => client.customer.resetPassword(body),
    }),
  }),
});

export const {
  useLogInMutation,
  useCreateAccountMutation,
  useRequestPasswordResetMutation,
  useRequestCustomerNumberMutation,
  useResetPasswordMutation,
} = identityApi;
