import { ADDRESS, EMAIL, IDENTITY } from '@vitrine/api-client/examples';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, SIGNED_IN, type ApiAnswers } from '../../testing/api-double.test-support.js';
import { fieldError, fill } from '../../testing/form-fields.test-support.js';
import { renderStore } from '../../testing/render-store.test-support.js';

const PUBLIC_REQUEST = '/catalogrequest';
const ACCOUNT_REQUEST = '/customer/account/catalogrequest';

const page = () => within(screen.getByRole('main'));
const textbox = (name: string) => page().getByRole('textbox', { name });
const valueOf = (name: string) => (textbox(name) as HTMLInputElement).value;
const civility = () => page().getByRole('radiogroup', { name: 'Civilité' });
const send = () => page().getByRole('button', { name: 'Recevoir le catalogue' });

async function openPage(path = PUBLIC_REQUEST, api: ApiAnswers = {}) {
  const rendered = renderStore(path, { api });
  await screen.findByRole('heading', { level: 1, name: 'Demander un catalogue' });
  return rendered;
}

async function fillVisitor(user: ReturnType<typeof renderStore>['user']) {
  await user.click(within(civility()).getByRole('radio', { name: 'Madame' }));
  await fill(user, textbox('Prénom'), 'Camille');
  await fill(user, textbox('Nom'), 'Roux');
  await fill(user, textbox('Adresse e-mail'), 'camille.roux@example.fr');
  await fill(user, textbox('Numéro et nom de rue'), '5 quai Saint-Vincent');
  await fill(user, textbox('Code postal'), '69001');
  await fill(user, textbox('Ville'), 'Lyon');
}

describe('the catalogue request page', () => {
  it('starts empty for a visitor, the catalogue sent in France', async () => {
    await openPage();
    expect(
      page().getByText(
        'Recevez gratuitement notre dernier catalogue chez vous : indiquez l’adresse où l’envoyer.',
      ),
    ).toBeTruthy();
    expect(
      within(civility())
        .getAllByRole('radio')
        .map((radio) => [radio.getAttribute('value'), (radio as HTMLInputElement).checked]),
    ).toEqual([
      ['Mrs', false],
      ['Mr', false],
    ]);
    expect(['Prénom', 'Nom', 'Adresse e-mail', 'Numéro et nom de rue'].map(valueOf)).toEqual([
      '',
      '',
      '',
      '',
    ]);
    expect(page().getByRole<HTMLSelectElement>('combobox', { name: 'Pays' }).value).toBe('FR');
  });

  it('needs the identity, the e-mail and the address, and sends nothing without them', async () => {
    const { user, api } = await openPage();
    await user.click(send());
    const summary = await screen.findByRole('alert', {
      name: 'Le formulaire contient des erreurs',
    });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Civilité\u00a0: Ce champ est obligatoire.',
      'Prénom\u00a0: Ce champ est obligatoire.',
      'Nom\u00a0: Ce champ est obligatoire.',
      'Adresse e-mail\u00a0: Ce champ est obligatoire.',
      'Numéro et nom de rue\u00a0: Ce champ est obligatoire.',
      'Code postal\u00a0: Ce champ est obligatoire.',
      'Ville\u00a0: Ce champ est obligatoire.',
    ]);
    expect(fieldError(civility())).toBe('Ce champ est obligatoire.');
    expect(api.callsTo('customer.requestCatalog')).toHaveLength(0);
  });

  it('refuses an e-mail address that is not one, and an area the post does not serve', async () => {
    const { user } = await openPage();
    await fillVisitor(user);
    await fill(user, textbox('Adresse e-mail'), 'camille.roux');
    await fill(user, textbox('Code postal'), '99001');
    await user.click(send());
    await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(fieldError(textbox('Adresse e-mail'))).toBe(
      'Veuillez saisir une adresse e-mail valide.',
    );
    expect(fieldError(textbox('Code postal'))).toBe('Nous ne livrons pas cette zone.');
  });

  // Spec 5's stricter postcode check: the paper catalogue is not sent overseas (decisions 010, 018).
  it('sends the catalogue to metropolitan France and Monaco, not overseas', async () => {
    const { user, api } = await openPage();
    await fillVisitor(user);
    await fill(user, textbox('Code postal'), '97200');
    await fill(user, textbox('Ville'), 'Fort-de-France');
    await user.click(send());
    await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(fieldError(textbox('Code postal'))).toBe('Nous ne livrons pas cette zone.');
    expect(api.callsTo('customer.requestCatalog')).toHaveLength(0);

    await fill(user, textbox('Code postal'), '98000');
    await fill(user, textbox('Ville'), 'Monaco');
    await user.click(send());
    expect(await screen.findByText('Votre demande a bien été envoyée !')).toBeTruthy();
    expect(api.callsTo('customer.requestCatalog').map((call) => call.body)).toMatchObject([
      { postalCode: '98000', city: 'Monaco' },
    ]);
  });

  it('sends the request, then says so in place of the form', async () => {
    const { user, api } = await openPage();
    await fillVisitor(user);
    await user.click(send());
    expect(await screen.findByText('Votre demande a bien été envoyée !')).toBeTruthy();
    expect(api.callsTo('customer.requestCatalog').map((call) => call.body)).toEqual([
      {
        civility: 'Mrs',
        firstName: 'Camille',
        lastName: 'Roux',
        email: 'camille.roux@example.fr',
        street: '5 quai Saint-Vincent',
        complement: '',
        locality: '',
        postalCode: '69001',
        city: 'Lyon',
        country: 'FR',
      },
    ]);
    expect(page().queryByRole('button', { name: 'Recevoir le catalogue' })).toBeNull();
  });

  it('asks the owner of the address to sign in first, and brings them back here', async () => {
    const { user, location } = await openPage(PUBLIC_REQUEST, {
      'customer.requestCatalog': failure(409, 'account.log_in_first'),
    });
    await fillVisitor(user);
    await user.click(send());
    expect(
      await screen.findByText(
        'Votre adresse e-mail est déjà associée à un compte. Veuillez d’abord vous identifier.',
      ),
    ).toBeTruthy();
    await user.click(page().getByRole('link', { name: 'M’identifier pour demander le catalogue' }));
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    expect(location()).toBe(
      `/customer/account/login?redirect=${encodeURIComponent(ACCOUNT_REQUEST)}`,
    );
  });

  it('says the spec’s error when the request fails, the form as typed', async () => {
    const { user } = await openPage(PUBLIC_REQUEST, {
      'customer.requestCatalog': failure(500),
    });
    await fillVisitor(user);
    await user.click(send());
    expect(await screen.findByText('Une erreur est survenue !')).toBeTruthy();
    expect(valueOf('Ville')).toBe('Lyon');
    expect(
      page().queryByRole('link', { name: 'M’identifier pour demander le catalogue' }),
    ).toBeNull();
  });

  it('sends an anonymous visitor of the account’s page to the login page, with the way back', async () => {
    const { location } = renderStore(ACCOUNT_REQUEST);
    await screen.findByRole('heading', { level: 1, name: 'Identification' });
    expect(location()).toBe(
      `/customer/account/login?redirect=${encodeURIComponent(ACCOUNT_REQUEST)}`,
    );
  });

  it("fills in a customer's identity, e-mail and main address in their account", async () => {
    const { user, api } = await openPage(ACCOUNT_REQUEST, SIGNED_IN);
    expect(
      within(civility()).getByRole<HTMLInputElement>('radio', { name: 'Madame' }).checked,
    ).toBe(true);
    expect(
      ['Prénom', 'Nom', 'Adresse e-mail', 'Numéro et nom de rue', 'Code postal', 'Ville'].map(
        valueOf,
      ),
    ).toEqual(['Claire', 'Dupont', EMAIL, '12 rue de la Paix', '75002', 'Paris']);
    expect(
      within(screen.getByRole('navigation', { name: 'Menu de mon compte' })).getByRole('link', {
        current: 'page',
      }).textContent,
    ).toBe('Demander un catalogue');

    await user.click(send());
    await screen.findByText('Votre demande a bien été envoyée !');
    expect(api.callsTo('customer.requestCatalog')[0]?.body).toEqual({
      ...IDENTITY,
      email: EMAIL,
      ...ADDRESS,
    });
  });

  it('sends the catalogue in the United Kingdom from the UK store', async () => {
    const { user, api } = renderStore(PUBLIC_REQUEST, { store: 'uk' });
    await screen.findByRole('heading', { level: 1, name: 'Request a catalogue' });
    await user.click(
      within(page().getByRole('radiogroup', { name: 'Title' })).getByRole('radio', { name: 'Ms' }),
    );
    await fill(user, textbox('First name'), 'Alice');
    await fill(user, textbox('Last name'), 'Smith');
    await fill(user, textbox('Email address'), 'alice.smith@example.co.uk');
    await fill(user, textbox('House number and street'), '10 Downing Street');
    await fill(user, textbox('Postcode'), 'SW1A 2AA');
    await fill(user, textbox('Town or city'), 'London');
    await user.click(page().getByRole('button', { name: 'Get the catalogue' }));
    expect(await screen.findByText('Your request has been sent !')).toBeTruthy();
    expect(api.callsTo('customer.requestCatalog')[0]?.body).toMatchObject({
      civility: 'Ms',
      postalCode: 'SW1A 2AA',
      country: 'GB',
    });
  });
});
