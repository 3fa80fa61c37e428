import type { SignedInCustomer } from '@vitrine/api-client';
import { contractExamples, PASSWORD } from '@vitrine/api-client/examples';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, SIGNED_IN, type ApiAnswers } from '../../../testing/api-double.test-support.js';
import { fieldError, fill } from '../../../testing/form-fields.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const EMAIL_EDIT = '/customer/account/informations/edit/email';
const CUSTOMER = contractExamples.customer.get.response.valid[0] as SignedInCustomer;
const NEW_EMAIL = 'claire.martin@example.fr';

const newEmail = () => screen.getByRole('textbox', { name: 'Nouvelle adresse e-mail' });
const confirmEmail = () =>
  screen.getByRole('textbox', { name: 'Confirmation de la nouvelle adresse e-mail' });
const password = () => screen.getByLabelText(/^Mot de passe actuel/);
const save = () => screen.getByRole('button', { name: 'Enregistrer' });

async function openForm(api: ApiAnswers = SIGNED_IN) {
  const rendered = renderStore(EMAIL_EDIT, { api });
  await screen.findByRole('heading', { level: 1, name: 'Modifier mon adresse e-mail' });
  return rendered;
}

async function fillForm(
  user: ReturnType<typeof renderStore>['user'],
  values = { newEmail: NEW_EMAIL, confirmEmail: NEW_EMAIL, password: PASSWORD },
) {
  await fill(user, newEmail(), values.newEmail);
  await fill(user, confirmEmail(), values.confirmEmail);
  await fill(user, password(), values.password);
}

describe('the e-mail change form', () => {
  it('sends an anonymous visitor to the login page, with the way back', async () => {
    const { location } = renderStore(EMAIL_EDIT);
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    expect(location()).toBe(`/customer/account/login?redirect=${encodeURIComponent(EMAIL_EDIT)}`);
  });

  it('says which address the account has now, and starts empty', async () => {
    await openForm();
    expect(
      screen.getByText('Votre adresse e-mail actuelle : claire.dupont@example.fr'),
    ).toBeTruthy();
    expect((newEmail() as HTMLInputElement).value).toBe('');
    expect((password() as HTMLInputElement).type).toBe('password');
  });

  it('needs all three fields, and sends nothing without them', async () => {
    const { user, api } = await openForm();
    await user.click(save());
    const summary = await screen.findByRole('alert', {
      name: 'Le formulaire contient des erreurs',
    });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Nouvelle adresse e-mail\u00a0: Ce champ est obligatoire.',
      'Confirmation de la nouvelle adresse e-mail\u00a0: Ce champ est obligatoire.',
      'Mot de passe actuel\u00a0: Ce champ est obligatoire.',
    ]);
    expect(api.callsTo('customer.updateEmail')).toHaveLength(0);
  });

  it('refuses an address that is not one, and a confirmation that differs', async () => {
    const { user, api } = await openForm();
    await fillForm(user, {
      newEmail: 'claire.martin@',
      confirmEmail: NEW_EMAIL,
      password: PASSWORD,
    });
    await user.click(save());
    await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(fieldError(newEmail())).toBe('Veuillez saisir une adresse e-mail valide.');
    expect(fieldError(confirmEmail())).toBe('Les adresses e-mail ne correspondent pas.');
    expect(fieldError(password())).toBeNull();
    expect(api.callsTo('customer.updateEmail')).toHaveLength(0);
  });

  it('changes the address, then shows it on the summary with the success message', async () => {
    const { user, api, location } = await openForm({
      ...SIGNED_IN,
      'customer.updateEmail': { message: 'OK', customer: { ...CUSTOMER, email: NEW_EMAIL } },
    });
    await fillForm(user);
    await user.click(save());

    await screen.findByRole('heading', { level: 1, name: 'Mes informations personnelles' });
    expect(location()).toBe('/customer/account/informations');
    expect(screen.getByText('Vos informations ont bien été modifiées.')).toBeTruthy();
    expect(api.callsTo('customer.updateEmail').map((call) => call.body)).toEqual([
      { newEmail: NEW_EMAIL, confirmEmail: NEW_EMAIL, password: PASSWORD },
    ]);
    const card = screen.getByRole('region', { name: 'Mes coordonnées' });
    expect(within(card).getByText(NEW_EMAIL)).toBeTruthy();
  });

  it('refuses an address another account uses, with the spec’s message', async () => {
    const { user, location } = await openForm({
      ...SIGNED_IN,
      'customer.updateEmail': failure(409, 'account.email_taken'),
    });
    await fillForm(user);
    await user.click(save());
    const message = await screen.findByText('Votre adresse e-mail est déjà associée à un compte.');
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect((newEmail() as HTMLInputElement).value).toBe(NEW_EMAIL);
    expect(location()).toBe(EMAIL_EDIT);
  });

  it('says a wrong current password on its field, once', async () => {
    const { user } = await openForm({
      ...SIGNED_IN,
      'customer.updateEmail': failure(400, 'auth.wrong_current_password', {
        fields: { password: 'auth.wrong_current_password' },
      }),
    });
    await fillForm(user);
    await user.click(save());
    await screen.findByText('Le mot de passe ne correspond pas à ce compte.');
    expect(fieldError(password())).toBe('Le mot de passe ne correspond pas à ce compte.');
    expect(screen.getAllByText('Le mot de passe ne correspond pas à ce compte.')).toHaveLength(1);
  });

  it('asks to wait after too many attempts', async () => {
    const { user } = await openForm({
      ...SIGNED_IN,
      'customer.updateEmail': failure(429, 'request.too_many'),
    });
    await fillForm(user);
    await user.click(save());
    expect(
      await screen.findByText(
        'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
      ),
    ).toBeTruthy();
  });

  it('says the change was not received when the server fails', async () => {
    const { user } = await openForm({
      ...SIGNED_IN,
      'customer.updateEmail': failure(500),
    });
    await fillForm(user);
    await user.click(save());
    expect(
      await screen.findByText(
        'Votre demande n’a pas pu être prise en compte, veuillez réessayer plus tard.',
      ),
    ).toBeTruthy();
  });
});
