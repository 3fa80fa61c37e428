import { NEW_PASSWORD, PASSWORD } from '@vitrine/api-client/examples';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, SIGNED_IN, type ApiAnswers } from '../../../testing/api-double.test-support.js';
import { fieldError, fill } from '../../../testing/form-fields.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const PASSWORD_EDIT = '/customer/account/informations/edit/password';

const current = () => screen.getByLabelText(/^Mot de passe actuel/);
const next = () => screen.getByLabelText(/^Nouveau mot de passe/);
const confirmation = () => screen.getByLabelText(/^Confirmation du nouveau mot de passe/);
const save = () => screen.getByRole('button', { name: 'Enregistrer' });
/** A rule of the checklist as a screen reader reads it: 'au moins un chiffre (respecté)'. */
const rule = (text: string) => screen.getByText(text).textContent;

async function openForm(api: ApiAnswers = SIGNED_IN) {
  const rendered = renderStore(PASSWORD_EDIT, { api });
  await screen.findByRole('heading', { level: 1, name: 'Modifier mon mot de passe' });
  return rendered;
}

async function fillForm(user: ReturnType<typeof renderStore>['user']) {
  await fill(user, current(), PASSWORD);
  await fill(user, next(), NEW_PASSWORD);
  await fill(user, confirmation(), NEW_PASSWORD);
}

describe('the password change form', () => {
  it('sends an anonymous visitor to the login page, with the way back', async () => {
    const { location } = renderStore(PASSWORD_EDIT);
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    expect(location()).toBe(
      `/customer/account/login?redirect=${encodeURIComponent(PASSWORD_EDIT)}`,
    );
  });

  it('checks the new password against the rules as it is typed', async () => {
    const { user } = await openForm();
    expect(rule('au moins un chiffre')).toBe('au moins un chiffre (non respecté)');
    await user.type(next(), 'abcD1');
    expect(rule('au moins un chiffre')).toBe('au moins un chiffre (respecté)');
    expect(rule('au moins une lettre majuscule')).toBe('au moins une lettre majuscule (respecté)');
    expect(rule('entre 8 et 32 caractères')).toBe('entre 8 et 32 caractères (non respecté)');
    expect(screen.getByText(/^Critères du mot de passe respectés/).textContent).toBe(
      'Critères du mot de passe respectés\u00a0: 3 sur 5.',
    );
  });

  it('shows what the shopper typed on request', async () => {
    const { user } = await openForm();
    const [toggle] = screen.getAllByRole('button', { name: 'Afficher le mot de passe' });
    if (!toggle) throw new Error('No show button');
    await user.click(toggle);
    expect((current() as HTMLInputElement).type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('needs the three fields, a new password that follows the rules and its confirmation', async () => {
    const { user, api } = await openForm();
    await user.click(save());
    const summary = await screen.findByRole('alert', {
      name: 'Le formulaire contient des erreurs',
    });
    expect(within(summary).getAllByRole('link')).toHaveLength(3);
    expect(fieldError(current())).toBe('Ce champ est obligatoire.');

    await fill(user, current(), PASSWORD);
    await fill(user, next(), 'secret12');
    await fill(user, confirmation(), 'Secret12');
    await user.click(save());
    await screen.findByText('Le mot de passe doit contenir au moins une majuscule.');
    expect(fieldError(next())).toBe('Le mot de passe doit contenir au moins une majuscule.');
    expect(fieldError(confirmation())).toBe('Les mots de passe ne correspondent pas.');
    expect(api.callsTo('customer.updatePassword')).toHaveLength(0);
  });

  it('changes the password, then shows the summary with the success message', async () => {
    const { user, api, location } = await openForm();
    await fillForm(user);
    await user.click(save());
    await screen.findByRole('heading', { level: 1, name: 'Mes informations personnelles' });
    expect(location()).toBe('/customer/account/informations');
    expect(screen.getByText('Vos informations ont bien été modifiées.')).toBeTruthy();
    expect(api.callsTo('customer.updatePassword').map((call) => call.body)).toEqual([
      { password: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
    ]);
  });

  it('says a wrong current password on its field, the form as typed', async () => {
    const { user, location } = await openForm({
      ...SIGNED_IN,
      'customer.updatePassword': failure(400, 'auth.wrong_current_password', {
        fields: { password: 'auth.wrong_current_password' },
      }),
    });
    await fillForm(user);
    await user.click(save());
    await screen.findByText('Le mot de passe ne correspond pas à ce compte.');
    expect(fieldError(current())).toBe('Le mot de passe ne correspond pas à ce compte.');
    expect((next() as HTMLInputElement).value).toBe(NEW_PASSWORD);
    expect(location()).toBe(PASSWORD_EDIT);
  });

  it('says the change was not received when the server fails', async () => {
    const { user } = await openForm({ ...SIGNED_IN, 'customer.updatePassword': failure(503) });
    await fillForm(user);
    await user.click(save());
    expect(
      await screen.findByText(
        'Votre demande n’a pas pu être prise en compte, veuillez réessayer plus tard.',
      ),
    ).toBeTruthy();
  });

  it('gives the special character as advice in the UK store', async () => {
    renderStore(PASSWORD_EDIT, { store: 'uk', api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Change my password' });
    expect(screen.getByText('We also advise:')).toBeTruthy();
  });
});
