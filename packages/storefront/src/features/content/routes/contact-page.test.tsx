import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { EMAIL } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import { failure, pending, SIGNED_IN } from '../../../testing/api-double.test-support.js';
import { renderStore } from '../../../testing/render-store.test-support.js';

const FOOTER_HTML = `
  <section><h2>Service client</h2><p>01 23 45 67 89</p><p>Du lundi au samedi, de 8 h à 20 h</p>
    <a href="/fr/contact">Nous contacter</a></section>
  <section><h2>Aide</h2><p>Questions fréquentes</p><a href="/fr/aide">Aide</a></section>`;
const BOT_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const SENT =
  'Votre message a bien été envoyé. Notre service client vous répondra dans les meilleurs délais.';

async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

const form = () => screen.findByRole('form', { name: 'Écrivez-nous' });
const submit = () => screen.getByRole('button', { name: 'Envoyer mon message' });

/** A message about an order, from a visitor who ticks the box. */
async function writeMessage(user: UserEvent) {
  const message = await form();
  await user.click(within(message).getByLabelText('Madame'));
  await fill(user, within(message).getByRole('textbox', { name: 'Prénom' }), 'Claire');
  await fill(user, within(message).getByRole('textbox', { name: 'Nom' }), 'Dupont');
  await fill(user, within(message).getByRole('textbox', { name: 'Adresse e-mail' }), EMAIL);
  await user.selectOptions(
    within(message).getByRole('combobox', { name: 'Objet de votre message' }),
    'Ma commande',
  );
  await fill(
    user,
    within(message).getByRole('textbox', { name: 'Numéro de commande' }),
    '700012345',
  );
  await fill(
    user,
    within(message).getByRole('textbox', { name: 'Message' }),
    'Bonjour, où en est ma commande ?',
  );
  await user.click(within(message).getByRole('checkbox', { name: 'Je ne suis pas un robot' }));
}

describe('the contact page', () => {
  it('gives the customer service phone and hours from the footer content', async () => {
    renderStore('/contact', { api: { 'content.footer': FOOTER_HTML } });
    await screen.findByRole('heading', { level: 1, name: 'Nous contacter' });
    const phone = await screen.findByRole('region', { name: 'Par téléphone' });
    expect(within(phone).getByText('01 23 45 67 89')).toBeTruthy();
    expect(within(phone).getByText('Du lundi au samedi, de 8 h à 20 h')).toBeTruthy();
    expect(within(phone).queryByText('Questions fréquentes')).toBeNull();
  });

  it('holds the phone section while the footer content loads', async () => {
    const { api } = renderStore('/contact', { api: { 'content.footer': pending } });
    const phone = await screen.findByRole('region', { name: 'Par téléphone' });
    expect(phone.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(api.callsTo('content.footer').length).toBeGreaterThan(0);
  });

  it('leaves the phone section out when the footer has no customer service', async () => {
    renderStore('/contact', { api: { 'content.footer': '<p>Bonjour</p>' } });
    await form();
    expect(screen.queryByRole('region', { name: 'Par téléphone' })).toBeNull();
  });

  it('leads to the help pages and the orders', async () => {
    renderStore('/contact');
    const answers = await screen.findByRole('region', { name: 'Trouver une réponse' });
    expect(
      within(answers)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Consulter l’aide et les questions fréquentes', '/fr/aide'],
      ['Suivre mes commandes', '/fr/customer/account/order/history'],
    ]);
  });

  it('lists the fields to fill in, the box to tick, and sends nothing', async () => {
    const { user, api } = renderStore('/contact');
    await form();
    await user.click(submit());
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
      'Objet de votre message\u00a0: Ce champ est obligatoire.',
      'Message\u00a0: Ce champ est obligatoire.',
      'Je ne suis pas un robot\u00a0: Veuillez cocher la case de vérification.',
    ]);
    expect(api.callsTo('contact.submit')).toEqual([]);
  });

  it('refuses an order number that is not one', async () => {
    const { user, api } = renderStore('/contact');
    await writeMessage(user);
    await fill(user, screen.getByRole('textbox', { name: 'Numéro de commande' }), 'A12');
    await user.click(submit());
    const summary = await screen.findByRole('alert', {
      name: 'Le formulaire contient des erreurs',
    });
    expect(within(summary).getByRole('link').textContent).toBe(
      'Numéro de commande\u00a0: Le numéro de commande compte de 1 à 20 chiffres.',
    );
    expect(api.callsTo('contact.submit')).toEqual([]);
  });

  it('sends the message and says so in place of the form', async () => {
    const { user, api } = renderStore('/contact');
    await writeMessage(user);
    await user.click(submit());
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Écrivez-nous' })).toBeNull();
    expect(api.callsTo('contact.submit').map((call) => call.body)).toEqual([
      {
        civility: 'Mrs',
        firstName: 'Claire',
        lastName: 'Dupont',
        email: EMAIL,
        country: 'FR',
        subject: 'Ma commande',
        message: 'Bonjour, où en est ma commande ?',
        orderNumber: '700012345',
        captcha: true,
        turnstileToken: BOT_TOKEN,
      },
    ]);
  });

  it('fills in a signed-in customer’s identity once they are known', async () => {
    renderStore('/contact', { api: SIGNED_IN });
    await form();
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveProperty('value', 'Claire');
    });
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveProperty('value', 'Dupont');
    expect(screen.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveProperty('value', EMAIL);
    expect(screen.getByLabelText('Madame')).toHaveProperty('checked', true);
  });

  it('says the message could not be sent when the server fails, and unticks the box for a new token', async () => {
    const { user, api } = renderStore('/contact', {
      api: { 'contact.submit': failure(500) },
    });
    await writeMessage(user);
    await user.click(submit());
    expect(
      await screen.findByText(
        'Votre message n’a pas pu être envoyé. Veuillez réessayer dans quelques instants.',
      ),
    ).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: 'Je ne suis pas un robot' });
    expect(box).toHaveProperty('checked', false);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty(
      'value',
      'Bonjour, où en est ma commande ?',
    );

    api.answer('contact.submit', { message: 'OK' });
    await user.click(box);
    await user.click(submit());
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(api.callsTo('contact.submit')).toHaveLength(2);
  });

  it('says why when the server explains its refusal', async () => {
    const { user } = renderStore('/contact', {
      api: { 'contact.submit': failure(429, 'request.too_many') },
    });
    await writeMessage(user);
    await user.click(submit());
    expect(
      await screen.findByText(
        'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
      ),
    ).toBeTruthy();
  });

  it('writes to the UK customer service in English, from the United Kingdom', async () => {
    const { user, api } = renderStore('/contact', { store: 'uk' });
    const message = await screen.findByRole('form', { name: 'Write to us' });
    expect(
      within(message).getByRole('combobox', { name: 'Country of residence' }).textContent,
    ).toBe('United Kingdom');
    await user.click(within(message).getByLabelText('Mrs'));
    await fill(user, within(message).getByRole('textbox', { name: 'First name' }), 'Claire');
    await fill(user, within(message).getByRole('textbox', { name: 'Last name' }), 'Dupont');
    await fill(user, within(message).getByRole('textbox', { name: 'Email address' }), EMAIL);
    await user.selectOptions(
      within(message).getByRole('combobox', { name: 'Subject' }),
      'Delivery',
    );
    await fill(user, within(message).getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(within(message).getByRole('checkbox', { name: 'I am not a robot' }));
    await user.click(within(message).getByRole('button', { name: 'Send my message' }));
    expect(
      await screen.findByText(
        'Your message has been sent. Our customer service will answer you as soon as possible.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('contact.submit')[0]?.body).toMatchObject({
      country: 'GB',
      subject: 'Delivery',
      orderNumber: '',
    });
  });
});
