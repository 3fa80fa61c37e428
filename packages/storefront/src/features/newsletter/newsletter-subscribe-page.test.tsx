import { EMAIL } from '@vitrine/api-client/examples';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, SIGNED_IN, type ApiAnswers } from '../../testing/api-double.test-support.js';
import { fieldError, fill } from '../../testing/form-fields.test-support.js';
import { renderStore } from '../../testing/render-store.test-support.js';

const SUBSCRIBE = '/newsletter/subscriber';
const VISITOR_EMAIL = 'camille.roux@example.fr';

/** The page's own content (the footer has a newsletter box of its own). */
const page = () => within(screen.getByRole('main'));
const email = () => page().getByRole('textbox', { name: 'Adresse e-mail' });
const mobile = () => page().getByRole('textbox', { name: 'Téléphone portable' });
const choice = (question: string) => page().getByRole('radiogroup', { name: question });
const chosen = (question: string) =>
  within(choice(question))
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.getAttribute('value'));
const answer = (question: string, name: 'Oui' | 'Non') =>
  within(choice(question)).getByRole('radio', { name });
const subscribe = () => page().getByRole('button', { name: 'Je m’inscris' });

async function openPage(api: ApiAnswers = {}) {
  const rendered = renderStore(SUBSCRIBE, { api });
  await screen.findByRole('heading', { level: 1, name: 'Inscription à la newsletter' });
  return rendered;
}

describe('the newsletter subscription page', () => {
  it('sends a signed-in customer to their subscriptions', async () => {
    const { location } = renderStore(SUBSCRIBE, { api: SIGNED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Mes abonnements' });
    expect(location()).toBe('/customer/account/newsletter');
  });

  it('starts with the e-mail offers on, SMS and partners’ offers off', async () => {
    await openPage();
    expect(
      page().getByText(
        'Recevez nos nouveautés et nos offres : 10€ offerts sur votre première commande.',
      ),
    ).toBeTruthy();
    expect((email() as HTMLInputElement).value).toBe('');
    expect(chosen('Newsletter et offres par e-mail')).toEqual(['true']);
    expect(chosen('Offres par SMS')).toEqual(['false']);
    expect(chosen('Offres de nos partenaires par e-mail')).toEqual(['false']);
  });

  it.each([
    ['the home page', '/'],
    ['this page', SUBSCRIBE],
  ])('comes with the address typed in the footer’s box on %s', async (_, start) => {
    const { user, api, location } = renderStore(start, {
      api: { 'customer.exists': { exists: false } },
    });
    const footer = within(await screen.findByRole('contentinfo'));
    await fill(user, footer.getByRole('textbox', { name: 'Votre adresse e-mail' }), VISITOR_EMAIL);
    await user.click(footer.getByRole('button', { name: 'Je m’inscris' }));
    await screen.findByRole('heading', { level: 1, name: 'Inscription à la newsletter' });
    await waitFor(() => {
      expect((email() as HTMLInputElement).value).toBe(VISITOR_EMAIL);
    });
    expect(location()).toBe(SUBSCRIBE);
    expect(chosen('Newsletter et offres par e-mail')).toEqual(['true']);
    expect(api.callsTo('customer.exists')[0]?.body).toEqual({ email: VISITOR_EMAIL });
  });

  it('needs an address, a real one, and the e-mail offers', async () => {
    const { user, api } = await openPage();
    await user.click(subscribe());
    await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(fieldError(email())).toBe('Ce champ est obligatoire.');

    await fill(user, email(), 'camille.roux@example');
    await user.click(answer('Newsletter et offres par e-mail', 'Non'));
    await user.click(subscribe());
    await screen.findByText('Veuillez saisir une adresse e-mail valide.');
    expect(fieldError(email())).toBe('Veuillez saisir une adresse e-mail valide.');
    expect(fieldError(choice('Newsletter et offres par e-mail'))).toBe(
      'Pour recevoir la newsletter, répondez « Oui ».',
    );
    expect(api.callsTo('customer.update')).toHaveLength(0);
  });

  it('asks for the mobile once SMS offers are chosen', async () => {
    const { user } = await openPage();
    await fill(user, email(), VISITOR_EMAIL);
    await user.click(answer('Offres par SMS', 'Oui'));
    expect(mobile().getAttribute('aria-required')).toBe('true');
    await user.click(subscribe());
    await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(fieldError(mobile())).toBe('Indiquez un numéro de mobile pour recevoir nos SMS.');
  });

  it('subscribes the address with the choices, then says so', async () => {
    const { user, api } = await openPage();
    await fill(user, email(), VISITOR_EMAIL);
    await user.click(answer('Offres par SMS', 'Oui'));
    await fill(user, mobile(), '0698765432');
    await user.click(answer('Offres de nos partenaires par e-mail', 'Oui'));
    await user.click(subscribe());

    const notice = await screen.findByText(
      'Votre inscription à la newsletter a bien été enregistrée.',
    );
    expect(api.callsTo('customer.update').map((call) => call.body)).toEqual([
      {
        evt: 'newsletter',
        mailOption: 'O',
        sendMailNewsletter: true,
        email: VISITOR_EMAIL,
        smsOption: true,
        partnerOption: true,
        cellPhone: '0698765432',
      },
    ]);
    // The form is gone: the message takes the focus, for the screen reader to read it.
    expect(page().queryByRole('button', { name: 'Je m’inscris' })).toBeNull();
    expect(document.activeElement?.contains(notice)).toBe(true);
  });

  it('asks the owner of an account to sign in first, and says where', async () => {
    const { user, location } = await openPage({
      'customer.update': failure(409, 'account.log_in_first'),
    });
    await fill(user, email(), EMAIL);
    await user.click(subscribe());
    expect(
      await screen.findByText(
        'Votre adresse e-mail est déjà associée à un compte. Veuillez d’abord vous identifier.',
      ),
    ).toBeTruthy();
    await user.click(page().getByRole('link', { name: 'M’identifier' }));
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    expect(location()).toBe('/customer/account/login?newsletter=1');
  });

  it('says the subscription was not received when the server fails', async () => {
    const { user } = await openPage({ 'customer.update': failure(503) });
    await fill(user, email(), VISITOR_EMAIL);
    await user.click(subscribe());
    expect(
      await screen.findByText(
        'Votre demande n’a pas été prise en compte, veuillez réessayer plus tard.',
      ),
    ).toBeTruthy();
    expect(page().queryByRole('link', { name: 'M’identifier' })).toBeNull();
  });

  it('offers pounds off in the UK store', async () => {
    renderStore(SUBSCRIBE, { store: 'uk' });
    await screen.findByRole('heading', { level: 1, name: 'Newsletter sign-up' });
    expect(
      page().getByText(
        'Get our new arrivals and offers: £10 off and free delivery on your first order.',
      ),
    ).toBeTruthy();
  });
});
