import type { SignedInCustomer } from '@vitrine/api-client';
import { ADDRESS, contractExamples } from '@vitrine/api-client/examples';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, SIGNED_IN, type ApiAnswers } from '../../../testing/api-double.test-support.js';
import { fieldError, fill } from '../../../testing/form-fields.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const MAIN_ADDRESS = '/customer/account/informations/address/main/edit';
const CUSTOMER = contractExamples.customer.get.response.valid[0] as SignedInCustomer;

const textbox = (name: string) => screen.getByRole('textbox', { name });
const valueOf = (name: string) => (textbox(name) as HTMLInputElement).value;
const save = () => screen.getByRole('button', { name: 'Enregistrer' });

async function openForm(api: ApiAnswers = SIGNED_IN) {
  const rendered = renderStore(MAIN_ADDRESS, { api });
  await screen.findByRole('heading', { level: 1, name: 'Mon adresse principale' });
  return rendered;
}

describe('the main address form', () => {
  it('sends an anonymous visitor to the login page, with the way back', async () => {
    const { location } = renderStore(MAIN_ADDRESS);
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    expect(location()).toBe(`/customer/account/login?redirect=${encodeURIComponent(MAIN_ADDRESS)}`);
  });

  it('starts from the main address and the phones as saved, in France only', async () => {
    await openForm();
    expect(
      [
        'Numéro et nom de rue',
        'Bâtiment, étage, appartement',
        'Lieu-dit',
        'Code postal',
        'Ville',
      ].map(valueOf),
    ).toEqual(['12 rue de la Paix', 'Bâtiment B', '', '75002', 'Paris']);
    const country = screen.getByRole('combobox', { name: 'Pays' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['France']);
    expect(valueOf('Téléphone portable')).toBe('0612345678');
  });

  it('needs the street, the postcode and the city', async () => {
    const { user, api } = await openForm();
    await user.clear(textbox('Numéro et nom de rue'));
    await user.clear(textbox('Code postal'));
    await user.clear(textbox('Ville'));
    await user.click(save());
    const summary = await screen.findByRole('alert', {
      name: 'Le formulaire contient des erreurs',
    });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Numéro et nom de rue\u00a0: Ce champ est obligatoire.',
      'Code postal\u00a0: Ce champ est obligatoire.',
      'Ville\u00a0: Ce champ est obligatoire.',
    ]);
    expect(api.callsTo('customer.saveMainAddress')).toHaveLength(0);
  });

  it.each([
    ['7500', 'Le code postal doit contenir 5 chiffres.'],
    ['97133', 'Nous ne livrons pas cette zone.'],
  ])('refuses the postcode %s', async (postcode, message) => {
    const { user, api } = await openForm();
    await fill(user, textbox('Code postal'), postcode);
    await user.click(save());
    await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(fieldError(textbox('Code postal'))).toBe(message);
    expect(api.callsTo('customer.saveMainAddress')).toHaveLength(0);
  });

  it('checks the address lines’ lengths', async () => {
    const { user } = await openForm();
    await fill(user, textbox('Bâtiment, étage, appartement'), 'B');
    await user.click(save());
    await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(fieldError(textbox('Bâtiment, étage, appartement'))).toBe(
      'Cette ligne doit contenir entre 2 et 32 caractères.',
    );
  });

  it('saves the address with the phones, then shows it on the summary', async () => {
    const moved = {
      ...ADDRESS,
      street: '8 boulevard Haussmann',
      complement: '',
      postalCode: '75009',
    };
    const { user, api, location } = await openForm({
      ...SIGNED_IN,
      'customer.saveMainAddress': {
        message: 'OK',
        customer: { ...CUSTOMER, addresses: { ...CUSTOMER.addresses, P: moved } },
      },
    });
    await fill(user, textbox('Numéro et nom de rue'), '8 boulevard Haussmann');
    await user.clear(textbox('Bâtiment, étage, appartement'));
    await fill(user, textbox('Code postal'), '75009');
    await user.click(save());

    await screen.findByRole('heading', { level: 1, name: 'Mes informations personnelles' });
    expect(location()).toBe('/customer/account/informations');
    expect(screen.getByText('Vos informations ont bien été modifiées.')).toBeTruthy();
    expect(api.callsTo('customer.saveMainAddress').map((call) => call.body)).toEqual([
      {
        street: '8 boulevard Haussmann',
        complement: '',
        locality: '',
        postalCode: '75009',
        city: 'Paris',
        country: 'FR',
        cellPhone: '0612345678',
        landline: '',
        smsOption: true,
      },
    ]);
    const main = screen.getByRole('region', { name: 'Adresse principale' });
    expect(within(main).getByText('8 boulevard Haussmann')).toBeTruthy();
    expect(within(main).getByText('75009 Paris')).toBeTruthy();
  });

  it('keeps the mobile required while the account takes SMS offers', async () => {
    const { user } = await openForm();
    await user.clear(textbox('Téléphone portable'));
    await user.click(save());
    await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(fieldError(textbox('Téléphone portable'))).toBe(
      'Indiquez un numéro de mobile pour recevoir nos SMS.',
    );
  });

  it("shows the server's refusal of the postcode on its field", async () => {
    const { user } = await openForm({
      ...SIGNED_IN,
      'customer.saveMainAddress': failure(400, 'form.invalid', {
        fields: { postalCode: 'delivery.area_not_delivered' },
      }),
    });
    await user.click(save());
    await screen.findByText('Certains champs ne sont pas valides.');
    expect(fieldError(textbox('Code postal'))).toBe('Nous ne livrons pas cette zone.');
  });

  it('says the change was not received when the server fails', async () => {
    const { user, location } = await openForm({
      ...SIGNED_IN,
      'customer.saveMainAddress': failure(500),
    });
    await user.click(save());
    expect(
      await screen.findByText(
        'Votre demande n’a pas pu être prise en compte, veuillez réessayer plus tard.',
      ),
    ).toBeTruthy();
    expect(location()).toBe(MAIN_ADDRESS);
  });

  it('checks a UK postcode in the UK store, and sends it with the United Kingdom', async () => {
    const home = {
      street: '10 Downing Street',
      complement: '',
      locality: '',
      postalCode: 'SW1A 2AA',
      city: 'London',
      country: 'GB',
    } as const;
    const { user, api } = renderStore(MAIN_ADDRESS, {
      store: 'uk',
      api: {
        'customer.get': {
          ...CUSTOMER,
          country: 'GB',
          cellPhone: '07700900123',
          addresses: { P: home },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'My main address' });
    expect(valueOf('Town or city')).toBe('London');
    await fill(user, textbox('Postcode'), '75002');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert', { name: 'There is a problem' });
    expect(fieldError(textbox('Postcode'))).toBe('Please enter a valid UK postcode.');

    await fill(user, textbox('Postcode'), 'SW1A 1AA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'My personal information' });
    expect(api.callsTo('customer.saveMainAddress')[0]?.body).toMatchObject({
      postalCode: 'SW1A 1AA',
      country: 'GB',
    });
  });
});
