import { contactRoutes as routes, type ContactBody } from '../contract/contact.js';
import type { Send } from './request.js';

/** Contact (spec 7.3). */
export const contactCalls = (send: Send) => ({
  submit: (body: ContactBody) => send(routes.submit, { body }),
});
