// The real bot challenges behind the store's site keys (decision 023): Turnstile on sign-in,
// reCAPTCHA on the contact form, through the pages that use them. The providers' scripts are
// answered at the network edge (browser commands), their APIs are stand-ins on `window`.
import { screen, waitFor, within } from '@testing-library/react';
import { EMAIL, PASSWORD } from '@vitrine/api-client/examples';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { failure } from '../../testing/api-double.test-support.js';
import { fieldError, fill } from '../../testing/form-fields.test-support.js';
import { renderStore } from '../../testing/render-store.test-support.js';
import {
  FakeRecaptcha,
  FakeTurnstile,
  RECAPTCHA_SCRIPTS,
  scriptsUnder,
  TURNSTILE_SCRIPTS,
} from './challenge-providers.test-support.js';

const TURNSTILE_KEY = '1x00000000000000000000AA';
const RECAPTCHA_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';
const SANDBOX_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const withKeys = {
  challenges: { turnstileSiteKey: TURNSTILE_KEY, recaptchaSiteKey: RECAPTCHA_KEY },
};

afterEach(() => {
  delete window.turnstile;
  delete window.grecaptcha;
});

describe('the sign-in bot challenge', () => {
  const LOGIN = '/customer/account/login';
  let turnstile: FakeTurnstile;

  beforeAll(() => commands.serveChallengeScripts(TURNSTILE_SCRIPTS));
  beforeEach(() => {
    turnstile = new FakeTurnstile();
    window.turnstile = turnstile;
  });

  /** Types the example customer's identifier and password and presses 'Me connecter'. */
  async function logIn(user: ReturnType<typeof renderStore>['user']) {
    await fill(user, screen.getByRole('textbox', { name: 'E-mail ou numéro client' }), EMAIL);
    await fill(user, screen.getByLabelText(/^Mot de passe/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Me connecter' }));
  }

  it('asks for no provider script without a site key: the sandbox passes at once', async () => {
    const { user, api } = renderStore(LOGIN);
    expect(await screen.findByText('Vérification anti-robot : réussie')).toBeTruthy();
    await logIn(user);
    await waitFor(() => {
      expect(api.callsTo('customer.login')).toHaveLength(1);
    });
    expect(api.callsTo('customer.login')[0]?.body).toMatchObject({ turnstileToken: SANDBOX_TOKEN });
    expect(await commands.challengeScriptRequests(TURNSTILE_SCRIPTS)).toBe(0);
    expect(scriptsUnder(TURNSTILE_SCRIPTS)).toEqual([]);
    expect(turnstile.widgets).toEqual([]);
  });

  it('says so when the provider’s script cannot load', async () => {
    await commands.serveChallengeScripts(TURNSTILE_SCRIPTS, 'offline');
    renderStore(LOGIN, { config: withKeys });
    const problem = await screen.findByText(
      'La vérification anti-robot n’a pas pu se charger. Vérifiez votre connexion, puis rechargez la page.',
    );
    expect(problem.getAttribute('role')).toBe('alert');
    expect(await commands.challengeScriptRequests(TURNSTILE_SCRIPTS)).toBe(1);
    expect(scriptsUnder(TURNSTILE_SCRIPTS)).toEqual([]);
    expect(turnstile.widgets).toEqual([]);
    await commands.serveChallengeScripts(TURNSTILE_SCRIPTS);
  });

  it('loads Turnstile once, sends its token, and takes a new widget after each attempt', async () => {
    const { user, api } = renderStore(LOGIN, {
      config: withKeys,
      api: { 'customer.login': failure(403, 'auth.bot_challenge_failed') },
    });
    await turnstile.rendered(1);
    expect(turnstile.latest).toMatchObject({ sitekey: TURNSTILE_KEY, language: 'fr' });
    expect(screen.queryByText('Vérification anti-robot : réussie')).toBeNull();
    turnstile.play((widget) => {
      widget.callback('turnstile-token-1');
    });
    await logIn(user);
    expect(
      await screen.findByText(
        'Nous n’avons pas pu vérifier que vous n’êtes pas un robot. Veuillez recharger la page et réessayer.',
      ),
    ).toBeTruthy();
    // Tokens are single-use: the widget is removed and a new one rendered for the next attempt.
    await turnstile.rendered(2);
    expect(turnstile.removed).toEqual(['turnstile-1']);
    api.answer('customer.login', failure(503, 'auth.bot_challenge_unavailable'));
    turnstile.play((widget) => {
      widget.callback('turnstile-token-2');
    });
    await user.click(screen.getByRole('button', { name: 'Me connecter' }));
    expect(
      await screen.findByText(
        'La vérification anti-robot est momentanément indisponible. Veuillez réessayer dans quelques instants.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('customer.login').map((call) => call.body)).toMatchObject([
      { turnstileToken: 'turnstile-token-1' },
      { turnstileToken: 'turnstile-token-2' },
    ]);
    // One script for the page, however many widgets: explicit rendering, with its ready callback.
    expect(await commands.challengeScriptRequests(TURNSTILE_SCRIPTS)).toBe(1);
    const [script] = scriptsUnder(TURNSTILE_SCRIPTS);
    const src = new URL(script?.src ?? '');
    expect(src.origin + src.pathname).toBe('https://challenges.cloudflare.com/turnstile/v0/api.js');
    expect(src.searchParams.get('render')).toBe('explicit');
    expect(src.searchParams.get('onload')).toMatch(/^vitrineChallengeReady\d+$/);
  });

  it('withdraws the token when it expires or the widget fails, and says so', async () => {
    const { user, api } = renderStore(LOGIN, {
      config: withKeys,
      api: { 'customer.login': failure(403, 'auth.bot_challenge_failed') },
    });
    await turnstile.rendered(1);
    turnstile.play((widget) => {
      widget.callback('turnstile-token-3');
    });
    turnstile.play((widget) => {
      widget['expired-callback']();
    });
    expect(
      await screen.findByText(
        'La vérification anti-robot a expiré. Elle recommence : patientez un instant, ou suivez ses indications.',
      ),
    ).toBeTruthy();
    await logIn(user);
    await waitFor(() => {
      expect(api.callsTo('customer.login')).toHaveLength(1);
    });
    // The server refuses an empty token (403) rather than a stale one reaching the provider.
    expect(api.callsTo('customer.login')[0]?.body).toMatchObject({ turnstileToken: '' });
    // The next widget solves, then cannot run: its token goes too.
    await turnstile.rendered(2);
    turnstile.play((widget) => {
      widget.callback('turnstile-token-4');
    });
    expect(screen.queryByText(/a expiré/)).toBeNull();
    // Handled: Turnstile throws no exception of its own.
    expect(turnstile.play((widget) => widget['error-callback']('300010'))).toBe(true);
    expect(
      await screen.findByText(
        'La vérification anti-robot n’a pas pu se charger. Vérifiez votre connexion, puis rechargez la page.',
      ),
    ).toBeTruthy();
  });

  it('speaks the English store’s language', async () => {
    renderStore(LOGIN, { store: 'uk', config: withKeys });
    await turnstile.rendered(1);
    expect(turnstile.latest.language).toBe('en');
    turnstile.play((widget) => {
      widget['timeout-callback']();
    });
    expect(
      await screen.findByText(
        'The bot check has expired. It is starting again: wait a moment, or follow its instructions.',
      ),
    ).toBeTruthy();
  });
});

describe('the contact form’s captcha', () => {
  let recaptcha: FakeRecaptcha;

  beforeAll(() => commands.serveChallengeScripts(RECAPTCHA_SCRIPTS));
  beforeEach(() => {
    recaptcha = new FakeRecaptcha();
    window.grecaptcha = recaptcha;
  });

  const form = () => screen.findByRole('form', { name: 'Écrivez-nous' });
  const send = (user: ReturnType<typeof renderStore>['user']) =>
    user.click(screen.getByRole('button', { name: 'Envoyer mon message' }));

  /** Writes a message about an order, the captcha left to the test. */
  async function writeMessage(user: ReturnType<typeof renderStore>['user']) {
    const message = within(await form());
    await user.click(message.getByLabelText('Madame'));
    for (const [name, text] of [
      ['Prénom', 'Claire'],
      ['Nom', 'Dupont'],
      ['Adresse e-mail', EMAIL],
      ['Message', 'Bonjour, où en est ma commande ?'],
    ] as const)
      await fill(user, message.getByRole('textbox', { name }), text);
    await user.selectOptions(
      message.getByRole('combobox', { name: 'Objet de votre message' }),
      'Ma commande',
    );
  }

  it('asks for no provider script without a site key: the sandbox box stands in', async () => {
    renderStore('/contact');
    expect(
      within(await form()).getByRole('checkbox', { name: 'Je ne suis pas un robot' }),
    ).toBeTruthy();
    expect(await commands.challengeScriptRequests(RECAPTCHA_SCRIPTS)).toBe(0);
    expect(recaptcha.widgets).toEqual([]);
  });

  it('requires the ticked box, sends its token, and resets it after a refused attempt', async () => {
    const { user, api } = renderStore('/contact', {
      config: withKeys,
      api: { 'contact.submit': failure(403, 'auth.bot_challenge_failed') },
    });
    await writeMessage(user);
    await recaptcha.rendered(1);
    expect(recaptcha.latest.sitekey).toBe(RECAPTCHA_KEY);
    const group = screen.getByRole('group', { name: 'Je ne suis pas un robot' });
    expect(within(group).queryByRole('checkbox')).toBeNull();
    // Not ticked: spec 5's message, and nothing sent.
    await send(user);
    const summary = await screen.findByRole('alert', {
      name: 'Le formulaire contient des erreurs',
    });
    expect(within(summary).getByRole('link').textContent).toBe(
      'Je ne suis pas un robot\u00a0: Veuillez cocher la case de vérification.',
    );
    expect(fieldError(group)).toBe('Veuillez cocher la case de vérification.');
    expect(api.callsTo('contact.submit')).toEqual([]);
    recaptcha.play((widget) => {
      widget.callback('recaptcha-token-1');
    });
    await waitFor(() => {
      expect(fieldError(group)).toBeNull();
    });
    await send(user);
    expect(
      await screen.findByText(
        'Nous n’avons pas pu vérifier que vous n’êtes pas un robot. Veuillez recharger la page et réessayer.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('contact.submit').map((call) => call.body)).toMatchObject([
      { captcha: true, turnstileToken: 'recaptcha-token-1' },
    ]);
    // Single-use: the widget is reset, the box to tick again.
    await waitFor(() => {
      expect(recaptcha.resets).toEqual([0]);
    });
    api.answer('contact.submit', { message: 'Sent' });
    recaptcha.play((widget) => {
      widget.callback('recaptcha-token-2');
    });
    await send(user);
    expect(
      await screen.findByText(
        'Votre message a bien été envoyé. Notre service client vous répondra dans les meilleurs délais.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('contact.submit')[1]?.body).toMatchObject({
      turnstileToken: 'recaptcha-token-2',
    });
    expect(await commands.challengeScriptRequests(RECAPTCHA_SCRIPTS)).toBe(1);
    const src = new URL(scriptsUnder(RECAPTCHA_SCRIPTS)[0]?.src ?? '');
    expect(src.origin + src.pathname).toBe('https://www.google.com/recaptcha/api.js');
    expect([src.searchParams.get('render'), src.searchParams.get('hl')]).toEqual([
      'explicit',
      'fr',
    ]);
  });

  it('unticks the field when the token expires, and says to tick the box again', async () => {
    const { user, api } = renderStore('/contact', { config: withKeys });
    await writeMessage(user);
    await recaptcha.rendered(1);
    recaptcha.play((widget) => {
      widget.callback('recaptcha-token-3');
    });
    recaptcha.play((widget) => {
      widget['expired-callback']();
    });
    expect(
      await screen.findByText(
        'La vérification a expiré. Cochez à nouveau la case « Je ne suis pas un robot ».',
      ),
    ).toBeTruthy();
    await send(user);
    await screen.findByRole('alert', { name: 'Le formulaire contient des erreurs' });
    expect(api.callsTo('contact.submit')).toEqual([]);
    // The widget itself asks for a new tick: no reset of ours.
    expect(recaptcha.resets).toEqual([]);
    recaptcha.play((widget) => {
      widget['error-callback']();
    });
    expect(
      await screen.findByText(
        'La vérification anti-robot n’a pas pu se charger. Vérifiez votre connexion, puis rechargez la page.',
      ),
    ).toBeTruthy();
  });

  it('says so in the English store when the provider’s script cannot load', async () => {
    await commands.serveChallengeScripts(RECAPTCHA_SCRIPTS, 'offline');
    renderStore('/contact', { store: 'uk', config: withKeys });
    expect(
      await screen.findByText(
        'The bot check could not load. Check your connection, then reload the page.',
      ),
    ).toBeTruthy();
    expect(await commands.challengeScriptRequests(RECAPTCHA_SCRIPTS)).toBe(1);
    expect(scriptsUnder(`${RECAPTCHA_SCRIPTS}api.js?render=explicit&hl=en`)).toEqual([]);
    expect(recaptcha.widgets).toEqual([]);
  });
});
