import type { ContactBody } from '../contract/contact.js';
import { endpoints } from './endpoints.js';
import type { Send } from './request.js';

const routes = endpoints.contact;

/** Contact (spec 7.3). */
export const contactCalls = (send: Send) => ({
  submit: (body: ContactBody) => send(routes.submit, { body }),
});
