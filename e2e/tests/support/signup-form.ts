import type { Page } from '@playwright/test';
import type { StoreFixture } from './stores.js';

/** The signup form (checkout and customer area): its labels per store, and a shopper filling it. */
export const SIGNUP_FORM = {
  fr: {
    civility: 'Civilité',
    civilityChoice: 'Madame',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    confirmEmail: 'Confirmation de l’adresse e-mail',
    password: 'Mot de passe',
    confirmPassword: 'Confirmation du mot de passe',
    street: 'Numéro et nom de rue',
    postalCode: 'Code postal',
    city: 'Ville',
    mailOption: 'Offres par e-mail',
    smsOption: 'Offres par SMS',
    partnerOption: 'Offres de nos partenaires par e-mail',
    mobile: 'Téléphone portable',
    no: 'Non',
    yes: 'Oui',
    address: { street: '12 rue de la Paix', postalCode: '75002', city: 'Paris' },
  },
  uk: {
    civility: 'Title',
    civilityChoice: 'Ms',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    confirmEmail: 'Confirm your email address',
    password: 'Password',
    confirmPassword: 'Confirm your password',
    street: 'House number and street',
    postalCode: 'Postcode',
    city: 'Town or city',
    mailOption: 'Offers by email',
    smsOption: 'Offers by text message',
    partnerOption: 'Our partners’ offers by email',
    mobile: 'Mobile phone',
    no: 'No',
    yes: 'Yes',
    address: { street: '221B Baker Street', postalCode: 'NW1 6XE', city: 'London' },
  },
} as const;

/** A text field (password fields included) by its label, as read out (without the asterisk). */
export const textField = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

/** Fills the signup form as a shopper does, at the store's sample address; the offers all 'no'. */
export async function fillSignupForm(
  page: Page,
  store: StoreFixture,
  customer: { firstName: string; lastName: string; email: string; password: string },
): Promise<void> {
  const form = SIGNUP_FORM[store.id];
  await page
    .getByRole('radiogroup', { name: form.civility, exact: true })
    .getByRole('radio', { name: form.civilityChoice, exact: true })
    .check();
  await textField(page, form.firstName).fill(customer.firstName);
  await textField(page, form.lastName).fill(customer.lastName);
  await textField(page, form.email).fill(customer.email);
  await textField(page, form.confirmEmail).fill(customer.email);
  await textField(page, form.password).fill(customer.password);
  await textField(page, form.confirmPassword).fill(customer.password);
  await textField(page, form.street).fill(form.address.street);
  await textField(page, form.postalCode).fill(form.address.postalCode);
  await textField(page, form.city).fill(form.address.city);
  for (const option of [form.mailOption, form.smsOption, form.partnerOption])
    await page
      .getByRole('radiogroup', { name: option, exact: true })
      .getByRole('radio', { name: form.no, exact: true })
      .check();
}
