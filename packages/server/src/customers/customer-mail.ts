import type { Address, ContactBody } from '@vitrine/api-client/contract';
import { addressLines } from '../orders/order-texts.js';
import { STORES, type Store } from '../stores.js';

// The texts of the mail the customer and contact calls send, in the store's language. Plain text:
// links are written out in full. Never a password.

interface MailText {
  subject: string;
  body: string;
}

/** The contact form as customer service receives it ('' when no order number was given). */
export type ContactMessage = Omit<ContactBody, 'captcha' | 'turnstileToken' | 'orderNumber'> & {
  orderNumber: string;
  customerNumber: string | null;
};

interface MailTexts {
  welcome(firstName: string, customerNumber: string): MailText;
  passwordReset(firstName: string, link: string): MailText;
  customerNumber(firstName: string, customerNumber: string): MailText;
  newsletter(unsubscribeLink: string): MailText;
  catalogRequest(firstName: string, address: Address): MailText;
  contact(message: ContactMessage): MailText;
}

/** The address as the store's country writes it (the UK: town, then postcode), a line each. */
const postalLines = (store: Store, address: Address) => addressLines(store, address).join('\n');

const lines = (...parts: string[]) => parts.join('\n');

const FRENCH: MailTexts = {
  welcome: (firstName, customerNumber) => ({
    subject: 'Bienvenue chez Vitrine',
    body: lines(
      `Bonjour ${firstName},`,
      '',
      'Votre compte client Vitrine a bien été créé.',
      `Votre numéro client : ${customerNumber}`,
      '',
      'Vous pouvez vous connecter avec votre adresse e-mail, ou avec votre numéro client et votre nom.',
      '',
      'À bientôt sur Vitrine',
    ),
  }),
  passwordReset: (firstName, link) => ({
    subject: 'Réinitialisation de votre mot de passe',
    body: lines(
      `Bonjour ${firstName},`,
      '',
      'Pour choisir un nouveau mot de passe, suivez ce lien, valable une heure et une seule fois :',
      link,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe ne change pas.",
    ),
  }),
  customerNumber: (firstName, customerNumber) => ({
    subject: 'Votre numéro client',
    body: lines(`Bonjour ${firstName},`, '', `Votre numéro client Vitrine : ${customerNumber}`),
  }),
  newsletter: (unsubscribeLink) => ({
    subject: 'Votre inscription à la newsletter Vitrine',
    body: lines(
      'Bonjour,',
      '',
      'Votre inscription à la newsletter Vitrine est confirmée : nos nouveautés et nos offres vous attendent.',
      '',
      `Pour vous désinscrire : ${unsubscribeLink}`,
    ),
  }),
  catalogRequest: (firstName, address) => ({
    subject: 'Votre demande de catalogue',
    body: lines(
      `Bonjour ${firstName},`,
      '',
      'Nous avons bien reçu votre demande : le catalogue Vitrine vous sera envoyé à cette adresse :',
      postalLines(STORES.fr, address),
    ),
  }),
  contact: (message) => ({
    subject: `Contact : ${message.subject}`,
    body: lines(
      `De : ${message.civility} ${message.firstName} ${message.lastName} <${message.email}>`,
      `Pays : ${message.country}`,
      `Numéro client : ${message.customerNumber ?? '-'}`,
      `Numéro de commande : ${message.orderNumber || '-'}`,
      '',
      message.message,
    ),
  }),
};

const ENGLISH: MailTexts = {
  welcome: (firstName, customerNumber) => ({
    subject: 'Welcome to Vitrine',
    body: lines(
      `Dear ${firstName},`,
      '',
      'Your Vitrine customer account has been created.',
      `Your customer number: ${customerNumber}`,
      '',
      'You can log in with your email address, or with your customer number and your surname.',
      '',
      'See you soon at Vitrine',
    ),
  }),
  passwordReset: (firstName, link) => ({
    subject: 'Reset your password',
    body: lines(
      `Dear ${firstName},`,
      '',
      'To choose a new password, follow this link (it works once, within an hour):',
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ),
  }),
  customerNumber: (firstName, customerNumber) => ({
    subject: 'Your customer number',
    body: lines(`Dear ${firstName},`, '', `Your Vitrine customer number: ${customerNumber}`),
  }),
  newsletter: (unsubscribeLink) => ({
    subject: 'Your Vitrine newsletter subscription',
    body: lines(
      'Hello,',
      '',
      'Your subscription to the Vitrine newsletter is confirmed: our new arrivals and offers are on their way.',
      '',
      `To unsubscribe: ${unsubscribeLink}`,
    ),
  }),
  catalogRequest: (firstName, address) => ({
    subject: 'Your catalogue request',
    body: lines(
      `Dear ${firstName},`,
      '',
      'We have received your request: the Vitrine catalogue will be posted to this address:',
      postalLines(STORES.uk, address),
    ),
  }),
  contact: (message) => ({
    subject: `Contact: ${message.subject}`,
    body: lines(
      `From: ${message.civility} ${message.firstName} ${message.lastName} <${message.email}>`,
      `Country: ${message.country}`,
      `Customer number: ${message.customerNumber ?? '-'}`,
      `Order number: ${message.orderNumber || '-'}`,
      '',
      message.message,
    ),
  }),
};

export const mailTexts = (store: Store): MailTexts => (store.locale === 'fr-FR' ? FRENCH : ENGLISH);

/** An absolute link to a page of the store's app, for mail (`path` starts with '/'). */
export const storeLink = (publicUrl: string, store: Store, path: string): string =>
  `${publicUrl}/${store.segment}${path}`;
