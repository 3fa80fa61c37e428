import type {
  AddressSaveBody,
  CatalogRequestBody,
  CustomerUpdateBody,
  EmailChangeBody,
  LoginBody,
  PasswordChangeBody,
  PasswordResetBody,
  SignupBody,
} from '../contract/customer.js';
import { endpoints } from './endpoints.js';
import type { Send } from './request.js';

const routes = endpoints.customer;

/**
 * Customer calls (spec 7.1). The order invoice (a PDF) has no method: the account page links to
 * the order's `invoiceUrl`.
 */
export const customerCalls = (send: Send) => ({
  get: () => send(routes.get, {}),
  login: (body: LoginBody) => send(routes.login, { body }),
  logout: () => send(routes.logout, {}),
  exists: (email: string) => send(routes.exists, { body: { email } }),
  update: (body: CustomerUpdateBody) => send(routes.update, { body }),
  /** The footer newsletter box of a logged-in customer subscribing their own e-mail (spec 4). */
  subscribeNewsletter: (email: string) =>
    send(routes.update, {
      body: { evt: 'newsletter', email, mailOption: 'O', sendMailNewsletter: true },
    }),
  updatePassword: (body: PasswordChangeBody) => send(routes.updatePassword, { body }),
  updateEmail: (body: EmailChangeBody) => send(routes.updateEmail, { body }),
  saveMainAddress: (body: AddressSaveBody) => send(routes.saveMainAddress, { body }),
  saveSecondaryAddress: (body: AddressSaveBody) => send(routes.saveSecondaryAddress, { body }),
  /** Removes the alternative address once the shopper has confirmed. */
  deleteSecondaryAddress: () => send(routes.deleteSecondaryAddress, { body: { confirm: true } }),
  create: (body: SignupBody) => send(routes.create, { body }),
  forgotPassword: (email: string) => send(routes.forgotPassword, { body: { email } }),
  resetPassword: (body: PasswordResetBody) => send(routes.resetPassword, { body }),
  forgotCustomerNumber: (email: string) => send(routes.forgotCustomerNumber, { body: { email } }),
  unsubscribeNewsletter: (email: string) => send(routes.unsubscribeNewsletter, { body: { email } }),
  requestCatalog: (body: CatalogRequestBody) => send(routes.requestCatalog, { body }),
  updateSession: (retarg: string) => send(routes.updateSession, { body: { retarg } }),
  retargetingProfile: (retarg: string) => send(routes.retargetingProfile, { body: { retarg } }),
  orders: () => send(routes.orders, {}),
  orderDetails: (id: string) => send(routes.orderDetails, { params: { id } }),
  eventOrders: () => send(routes.eventOrders, {}),
  eventOrderDetails: (id: string) => send(routes.eventOrderDetails, { params: { id } }),
  /** The UK personal account (404 for a customer without one, and in the fr store). */
  personalAccount: () => send(routes.personalAccount, {}),
  /** Starts a card payment into the personal account: answers the hosted page to go to. */
  payPersonalAccount: (amount: number) => send(routes.personalAccountPay, { body: { amount } }),
});
