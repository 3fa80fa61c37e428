import Type, { type Static } from 'typebox';
import { CUSTOMER_NUMBER_MAX_LENGTH } from '@vitrine/validation';
import {
  CaptchaToken,
  Civility,
  Country,
  Email,
  MESSAGE_MAX_LENGTH,
  MessageResponse,
  PersonName,
} from './fields.js';
import { defineRoute } from './route.js';

/**
 * The contact form (spec 5; field names of @vitrine/validation's contact schema). `captcha` is the
 * ticked box; `turnstileToken` is what proves it, and the server checks it.
 */
export const ContactBody = Type.Object({
  civility: Civility,
  firstName: PersonName,
  lastName: PersonName,
  email: Email,
  country: Country,
  /** The forms set no length; the contract caps it like the message. */
  subject: Type.String({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH }),
  message: Type.String({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH }),
  /** Optional: '' or 1 to 20 digits. */
  orderNumber: Type.Optional(
    Type.String({ pattern: `^(\\d{1,${String(CUSTOMER_NUMBER_MAX_LENGTH)}})?$` }),
  ),
  captcha: Type.Literal(true),
  /** The captcha's token (reCAPTCHA when configured), under the login's field name. */
  turnstileToken: CaptchaToken,
});
export type ContactBody = Static<typeof ContactBody>;

export const contactRoutes = {
  submit: defineRoute({
    method: 'POST',
    path: '/api/contact/submit',
    summary: 'Send a message to customer service; answers the confirmation to show',
    tag: 'contact',
    body: ContactBody,
    response: MessageResponse,
  }),
};
