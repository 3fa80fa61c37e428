import { EMAIL } from '@vitrine/api-client/examples';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, SIGNED_IN, type ApiAnswers } from '../../testing/api-double.test-support.js';
import { fieldError, fill } from '../../testing/form-fields.test-support.js';
import { renderStore } from '../../testing/render-store.test-support.js';

const UNSUBSCRIBE = '/newsletter/subscriber/unsubscribe';

const page = () => within(screen.getByRole('main'));
const email = () => page().getByRole('textbox', { name: 'Adresse e-mail' });
const unsubscribe = () => page().getByRole('button', { name: 'Me désinscrire' });

async function openPage(api: ApiAnswers = {}) {
  const rendered = renderStore(UNSUBSCRIBE, { api });
  await screen.findByRole('heading', { level: 1, name: 'Désinscription de la newsletter' });
  return rendered;
}

describe('the newsletter unsubscription page', () => {
  it('sends a signed-in customer to their subscriptions', async () => {
    const { location } = renderStore(UNSUBSCRIBE, { api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Mes abonnements' });
    expect(location()).toBe('/customer/account/newsletter');
  });

  it('needs an address, and a real one', async () => {
    const { user, api } = await openPage();
    expect(
      page().getByText('Indiquez votre adresse e-mail : vous ne recevrez plus notre newsletter.'),
    ).toBeTruthy();
    await user.click(unsubscribe());
    await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(fieldError(email())).toBe('Ce champ est obligatoire.');
    await fill(user, email(), 'claire.dupont@');
    await user.click(unsubscribe());
    await screen.findByText('Veuillez saisir une adresse e-mail valide.');
    expect(api.callsTo('customer.unsubscribeNewsletter')).toHaveLength(0);
  });

  it('unsubscribes the address, then says so in place of the form', async () => {
    const { user, api } = await openPage();
    await fill(user, email(), EMAIL);
    await user.click(unsubscribe());
    expect(await screen.findByText('Vous êtes désinscrit(e) de la newsletter.')).toBeTruthy();
    expect(api.callsTo('customer.unsubscribeNewsletter').map((call) => call.body)).toEqual([
      { email: EMAIL },
    ]);
    expect(page().queryByRole('textbox', { name: 'Adresse e-mail' })).toBeNull();
  });

  it('asks to wait after too many attempts', async () => {
    const { user } = await openPage({
      'customer.unsubscribeNewsletter': failure(429, 'request.too_many'),
    });
    await fill(user, email(), EMAIL);
    await user.click(unsubscribe());
    expect(
      await screen.findByText(
        'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
      ),
    ).toBeTruthy();
  });

  it('says the request was not received when the server fails, the address kept', async () => {
    const { user } = await openPage({ 'customer.unsubscribeNewsletter': failure(500) });
    await fill(user, email(), EMAIL);
    await user.click(unsubscribe());
    expect(
      await screen.findByText(
        'Votre demande n’a pas été prise en compte, veuillez réessayer plus tard.',
      ),
    ).toBeTruthy();
    expect((email() as HTMLInputElement).value).toBe(EMAIL);
  });

  it('speaks English in the UK store', async () => {
    const { user } = renderStore(UNSUBSCRIBE, { store: 'uk' });
    await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' });
    await fill(user, page().getByRole('textbox', { name: 'Email address' }), EMAIL);
    await user.click(page().getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You have been unsubscribed from the newsletter.')).toBeTruthy();
  });
});
