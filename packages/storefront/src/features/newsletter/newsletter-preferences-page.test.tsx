import type { SignedInCustomer } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, SIGNED_IN, type ApiAnswers } from '../../testing/api-double.test-support.js';
import { fieldError, fill } from '../../testing/form-fields.test-support.js';
import { renderStore } from '../../testing/render-store.test-support.js';

const PREFERENCES = '/customer/account/newsletter';
const CUSTOMER = contractExamples.customer.get.response.valid[0] as SignedInCustomer;

const choice = (question: string) => screen.getByRole('radiogroup', { name: question });
const chosen = (question: string) =>
  within(choice(question))
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.getAttribute('value'));
const answer = (question: string, name: 'Oui' | 'Non') =>
  within(choice(question)).getByRole('radio', { name });
const mobile = () => screen.getByRole('textbox', { name: 'Téléphone portable' });
const save = () => screen.getByRole('button', { name: 'Enregistrer mes choix' });

async function openPage(api: ApiAnswers = SIGNED_IN) {
  const rendered = renderStore(PREFERENCES, { api });
  await screen.findByRole('heading', { level: 1, name: 'Mes abonnements' });
  return rendered;
}

describe('the marketing preferences page', () => {
  it('sends an anonymous visitor to the login page, with the way back', async () => {
    const { location } = renderStore(PREFERENCES);
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    expect(location()).toBe(`/customer/account/login?redirect=${encodeURIComponent(PREFERENCES)}`);
  });

  it('says where the newsletters go, and starts from the choices as saved', async () => {
    await openPage();
    expect(
      screen.getByText(
        'Nos newsletters et nos offres vous sont envoyées à claire.dupont@example.fr.',
      ),
    ).toBeTruthy();
    expect(chosen('Newsletter et offres par e-mail')).toEqual(['true']);
    expect(chosen('Offres par SMS')).toEqual(['true']);
    expect(chosen('Offres de nos partenaires par e-mail')).toEqual(['false']);
    expect((mobile() as HTMLInputElement).value).toBe('0612345678');
  });

  it('needs a mobile while SMS offers are chosen, and sends nothing without it', async () => {
    const { user, api } = await openPage();
    await user.clear(mobile());
    await user.click(save());
    await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(fieldError(mobile())).toBe('Indiquez un numéro de mobile pour recevoir nos SMS.');
    expect(api.callsTo('customer.update')).toHaveLength(0);
  });

  it('checks the mobile with the store’s rules', async () => {
    const { user } = await openPage();
    await fill(user, mobile(), '0123');
    await user.click(save());
    await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(fieldError(mobile())).toBe(
      'Le numéro de mobile doit commencer par 06 ou 07 et compter 10 chiffres.',
    );
  });

  it('saves the choices in place and says so', async () => {
    const { user, api, location } = await openPage({
      ...SIGNED_IN,
      'customer.update': {
        message: 'OK',
        customer: { ...CUSTOMER, mailOption: false, smsOption: false, partnerOption: true },
      },
    });
    await user.click(answer('Newsletter et offres par e-mail', 'Non'));
    await user.click(answer('Offres par SMS', 'Non'));
    await user.click(answer('Offres de nos partenaires par e-mail', 'Oui'));
    await user.clear(mobile());
    await user.click(save());

    expect(await screen.findByText('Vos choix ont bien été enregistrés.')).toBeTruthy();
    expect(location()).toBe(PREFERENCES);
    expect(api.callsTo('customer.update').map((call) => call.body)).toEqual([
      {
        evt: 'subscriptions',
        mailOption: false,
        smsOption: false,
        partnerOption: true,
        cellPhone: '',
      },
    ]);
    // The form keeps what the customer chose.
    expect(chosen('Offres de nos partenaires par e-mail')).toEqual(['true']);
  });

  it("shows the server's refusal of the mobile on its field", async () => {
    const { user } = await openPage({
      ...SIGNED_IN,
      'customer.update': failure(400, 'form.invalid', {
        fields: { cellPhone: 'VALIDATION_MOBILE_INVALID' },
      }),
    });
    await user.click(save());
    await screen.findByText('Certains champs ne sont pas valides.');
    expect(fieldError(mobile())).toBe(
      'Le numéro de mobile doit commencer par 06 ou 07 et compter 10 chiffres.',
    );
    expect(screen.queryByText('Vos choix ont bien été enregistrés.')).toBeNull();
  });

  it('says the choices were not received when the server fails', async () => {
    const { user } = await openPage({ ...SIGNED_IN, 'customer.update': failure(500) });
    await user.click(save());
    expect(
      await screen.findByText(
        'Votre demande n’a pas été prise en compte, veuillez réessayer plus tard.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Vos choix ont bien été enregistrés.')).toBeNull();
  });

  it('asks the same in English in the UK store', async () => {
    renderStore(PREFERENCES, { store: 'uk', api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'My subscriptions' });
    expect(screen.getByRole('radiogroup', { name: 'Offers by text message' })).toBeTruthy();
  });
});
