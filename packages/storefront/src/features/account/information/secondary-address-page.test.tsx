import type { SignedInCustomer } from '@vitrine/api-client';
import { ADDRESS, contractExamples } from '@vitrine/api-client/examples';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, SIGNED_IN, type ApiAnswers } from '../../../testing/api-double.test-support.js';
import { fill } from '../../../testing/form-fields.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const SECONDARY_ADDRESS = '/customer/account/informations/address/secondary/edit';
const CUSTOMER = contractExamples.customer.get.response.valid[0] as SignedInCustomer;
const mainOnly = { P: CUSTOMER.addresses.P };

const textbox = (name: string) => screen.getByRole('textbox', { name });
const valueOf = (name: string) => (textbox(name) as HTMLInputElement).value;
const save = () => screen.getByRole('button', { name: 'Enregistrer' });

async function openForm(api: ApiAnswers = SIGNED_IN) {
  const rendered = renderStore(SECONDARY_ADDRESS, { api });
  await screen.findByRole('heading', { level: 1, name: 'Mon adresse secondaire' });
  return rendered;
}

describe('the alternative address form', () => {
  it('sends an anonymous visitor to the login page, with the way back', async () => {
    const { location } = renderStore(SECONDARY_ADDRESS);
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    expect(location()).toBe(
      `/customer/account/login?redirect=${encodeURIComponent(SECONDARY_ADDRESS)}`,
    );
  });

  it('sends an overseas customer back to their information', async () => {
    const { location } = renderStore(SECONDARY_ADDRESS, {
      api: { 'customer.get': { ...CUSTOMER, overseas: '1' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Mes informations personnelles' });
    expect(location()).toBe('/customer/account/informations');
  });

  it('starts from the alternative address as saved', async () => {
    await openForm();
    expect(valueOf('Numéro et nom de rue')).toBe('3 allée des Tilleuls');
    expect(valueOf('Code postal')).toBe('69003');
  });

  it('adds an alternative address from empty lines in France', async () => {
    const added = {
      ...ADDRESS,
      street: '5 quai Saint-Vincent',
      complement: '',
      postalCode: '69001',
      city: 'Lyon',
    };
    const { user, api } = await openForm({
      'customer.get': { ...CUSTOMER, addresses: mainOnly },
      'customer.saveSecondaryAddress': {
        message: 'OK',
        customer: { ...CUSTOMER, addresses: { ...mainOnly, S: added } },
      },
    });
    expect(valueOf('Numéro et nom de rue')).toBe('');
    expect(valueOf('Code postal')).toBe('');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Pays' }).value).toBe('FR');

    await fill(user, textbox('Numéro et nom de rue'), '5 quai Saint-Vincent');
    await fill(user, textbox('Code postal'), '69001');
    await fill(user, textbox('Ville'), 'Lyon');
    await user.click(save());

    await screen.findByRole('heading', { level: 1, name: 'Mes informations personnelles' });
    expect(api.callsTo('customer.saveSecondaryAddress').map((call) => call.body)).toEqual([
      {
        street: '5 quai Saint-Vincent',
        complement: '',
        locality: '',
        postalCode: '69001',
        city: 'Lyon',
        country: 'FR',
        cellPhone: '0612345678',
        landline: '',
        smsOption: true,
      },
    ]);
    expect(api.callsTo('customer.saveMainAddress')).toHaveLength(0);
    const secondary = screen.getByRole('region', { name: 'Adresse secondaire' });
    expect(within(secondary).getByText('69001 Lyon')).toBeTruthy();
  });

  it('says an overseas customer cannot have one when the server refuses it', async () => {
    const { user } = await openForm({
      ...SIGNED_IN,
      'customer.saveSecondaryAddress': failure(403, 'account.no_secondary_address_overseas'),
    });
    await user.click(save());
    expect(
      await screen.findByText(
        'L’adresse secondaire n’est pas proposée aux clients résidant en outre-mer.',
      ),
    ).toBeTruthy();
  });
});
