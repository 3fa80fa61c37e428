import type { SignedInCustomer } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, SIGNED_IN } from '../../../testing/api-double.test-support.js';
import { fieldError, fill } from '../../../testing/form-fields.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const EDIT = '/customer/account/informations/edit';
const CUSTOMER = contractExamples.customer.get.response.valid[0] as SignedInCustomer;

const textbox = (name: string) => screen.getByRole('textbox', { name });
const group = (name: string) => screen.getByRole('radiogroup', { name });
const birthDate = () => screen.getByRole('group', { name: 'Date de naissance' });
const save = () => screen.getByRole('button', { name: 'Enregistrer' });

async function openForm(
  options: Parameters<typeof renderStore>[1] = { api: SIGNED_IN },
  title = 'Modifier mes informations',
) {
  const rendered = renderStore(EDIT, options);
  await screen.findByRole('heading', { level: 1, name: title });
  return rendered;
}

describe('the personal details form', () => {
  it('sends an anonymous visitor to the login page, with the way back', async () => {
    const { location } = renderStore(EDIT);
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    expect(location()).toBe(`/customer/account/login?redirect=${encodeURIComponent(EDIT)}`);
  });

  it('starts from the details as saved', async () => {
    await openForm();
    expect(
      within(group('Civilité')).getByRole<HTMLInputElement>('radio', { name: 'Madame' }).checked,
    ).toBe(true);
    expect((textbox('Prénom') as HTMLInputElement).value).toBe('Claire');
    expect((textbox('Nom') as HTMLInputElement).value).toBe('Dupont');
    expect(
      ['Jour', 'Mois', 'Année'].map((part) => (textbox(part) as HTMLInputElement).value),
    ).toEqual(['14', '07', '1985']);
    expect(
      within(group('Offres par SMS')).getByRole<HTMLInputElement>('radio', { name: 'Oui' }).checked,
    ).toBe(true);
    expect((textbox('Téléphone portable') as HTMLInputElement).value).toBe('0612345678');
    expect((textbox('Téléphone fixe') as HTMLInputElement).value).toBe('');
  });

  it('refuses empty names, says why on each field and in the summary, and sends nothing', async () => {
    const { user, api } = await openForm();
    await user.clear(textbox('Prénom'));
    await user.clear(textbox('Nom'));
    await user.click(save());

    const summary = await screen.findByRole('alert', {
      name: 'Le formulaire contient des erreurs',
    });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Prénom\u00a0: Ce champ est obligatoire.', 'Nom\u00a0: Ce champ est obligatoire.']);
    expect(fieldError(textbox('Prénom'))).toBe('Ce champ est obligatoire.');
    expect(fieldError(textbox('Nom'))).toBe('Ce champ est obligatoire.');
    expect(api.callsTo('customer.update')).toHaveLength(0);
  });

  it('checks the names and the phones with the store’s rules', async () => {
    const { user } = await openForm();
    await fill(user, textbox('Prénom'), 'C3PO');
    await fill(user, textbox('Téléphone portable'), '0512345678');
    await fill(user, textbox('Téléphone fixe'), '0612345678');
    await user.click(save());

    await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(fieldError(textbox('Prénom'))).toBe(
      'Lettres, apostrophes, espaces et tirets uniquement, de 2 à 38 caractères.',
    );
    expect(fieldError(textbox('Téléphone portable'))).toBe(
      'Le numéro de mobile doit commencer par 06 ou 07 et compter 10 chiffres.',
    );
    expect(fieldError(textbox('Téléphone fixe'))).toBe(
      'Le numéro de téléphone fixe n’est pas valide.',
    );
  });

  it.each([
    ['a date that does not exist', '31', '02', '1985'],
    ['a date to come', '01', '01', String(new Date().getFullYear() + 1)],
  ])('refuses %s as a birth date', async (_, day, month, year) => {
    const { user, api } = await openForm();
    await fill(user, textbox('Jour'), day);
    await fill(user, textbox('Mois'), month);
    await fill(user, textbox('Année'), year);
    await user.click(save());
    await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(fieldError(birthDate())).toBe('Veuillez saisir une date de naissance valide.');
    expect(api.callsTo('customer.update')).toHaveLength(0);
  });

  it('needs the mobile while SMS offers are chosen, and not once they are declined', async () => {
    const { user, api } = await openForm();
    await user.clear(textbox('Téléphone portable'));
    await user.click(save());
    await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(fieldError(textbox('Téléphone portable'))).toBe(
      'Indiquez un numéro de mobile pour recevoir nos SMS.',
    );

    await user.click(within(group('Offres par SMS')).getByRole('radio', { name: 'Non' }));
    await user.click(save());
    await screen.findByText('Vos informations ont bien été modifiées.');
    expect(api.callsTo('customer.update')[0]?.body).toMatchObject({
      smsOption: false,
      cellPhone: '',
    });
  });

  it('saves the details, then shows the summary with the change and the success message', async () => {
    const { user, api, location } = await openForm({
      api: {
        ...SIGNED_IN,
        'customer.update': {
          message: 'OK',
          customer: { ...CUSTOMER, civility: 'Mr', firstName: 'Claude', landline: '0145678901' },
        },
      },
    });
    await user.click(within(group('Civilité')).getByRole('radio', { name: 'Monsieur' }));
    await fill(user, textbox('Prénom'), 'Claude');
    await fill(user, textbox('Téléphone fixe'), '01 45 67 89 01');
    await user.click(save());

    await screen.findByRole('heading', { level: 1, name: 'Mes informations personnelles' });
    expect(location()).toBe('/customer/account/informations');
    expect(screen.getByText('Vos informations ont bien été modifiées.')).toBeTruthy();
    expect(api.callsTo('customer.update').map((call) => call.body)).toEqual([
      {
        evt: 'personalInformation',
        civility: 'Mr',
        firstName: 'Claude',
        lastName: 'Dupont',
        birthDate: { day: '14', month: '07', year: '1985' },
        smsOption: true,
        cellPhone: '0612345678',
        landline: '0145678901',
      },
    ]);
    const card = screen.getByRole('region', { name: 'Mes coordonnées' });
    expect(within(card).getByText('Monsieur Claude Dupont')).toBeTruthy();
    expect(within(card).getByText('0145678901')).toBeTruthy();
  });

  it('leaves a birth date out when the customer empties it', async () => {
    const { user, api } = await openForm();
    await user.clear(textbox('Jour'));
    await user.clear(textbox('Mois'));
    await user.clear(textbox('Année'));
    await user.click(save());
    await screen.findByText('Vos informations ont bien été modifiées.');
    expect(api.callsTo('customer.update')[0]?.body).not.toHaveProperty('birthDate');
  });

  it("shows the server's refusal of a field on that field, the form as typed", async () => {
    const { user, location } = await openForm({
      api: {
        ...SIGNED_IN,
        'customer.update': failure(400, 'form.invalid', {
          fields: { lastName: 'VALIDATION_NAME_INVALID' },
        }),
      },
    });
    await fill(user, textbox('Nom'), 'Dupont-Martin');
    await user.click(save());

    await screen.findByText('Certains champs ne sont pas valides.');
    expect(fieldError(textbox('Nom'))).toBe(
      'Lettres, apostrophes, espaces et tirets uniquement, de 2 à 38 caractères.',
    );
    expect((textbox('Nom') as HTMLInputElement).value).toBe('Dupont-Martin');
    expect(location()).toBe(EDIT);
  });

  it('says the change was not received when the server fails', async () => {
    const { user, location } = await openForm({
      api: { ...SIGNED_IN, 'customer.update': failure(503, 'server.unavailable') },
    });
    await user.click(save());
    const alert = await screen.findByText(
      'Votre demande n’a pas pu être prise en compte, veuillez réessayer plus tard.',
    );
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(location()).toBe(EDIT);
  });

  it('says the change was not received when the answer is no longer the signed-in customer', async () => {
    const { user, location } = await openForm({
      api: { ...SIGNED_IN, 'customer.update': { message: 'OK', customer: { isLoggedIn: false } } },
    });
    await user.click(save());
    expect(
      await screen.findByText(
        'Votre demande n’a pas pu être prise en compte, veuillez réessayer plus tard.',
      ),
    ).toBeTruthy();
    expect(location()).toBe(EDIT);
  });

  it('goes back to the summary without saving', async () => {
    const { user, api, location } = await openForm();
    await user.click(screen.getByRole('link', { name: 'Annuler et revenir à mes informations' }));
    await screen.findByRole('heading', { level: 1, name: 'Mes informations personnelles' });
    expect(location()).toBe('/customer/account/informations');
    expect(api.callsTo('customer.update')).toHaveLength(0);
  });

  it('offers the four British titles and checks a UK mobile in the UK store', async () => {
    const { user } = await openForm(
      {
        store: 'uk',
        api: { 'customer.get': { ...CUSTOMER, cellPhone: '07700900123', country: 'GB' } },
      },
      'Edit my details',
    );
    expect(
      within(group('Title'))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['Mr', 'Mrs', 'Ms', 'Miss']);
    await fill(user, textbox('Mobile phone'), '0612345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert', { name: 'There is a problem' });
    expect(fieldError(textbox('Mobile phone'))).toBe(
      'Your mobile number must have 11 digits, starting 07.',
    );
  });
});
