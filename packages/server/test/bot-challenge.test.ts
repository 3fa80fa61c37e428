import { DEFAULT_BOT_CHALLENGE_BYPASS } from '@vitrine/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BOT_CHALLENGE_TOKEN } from '../src/customers/bot-challenge.js';
import { siteverifyVerifier } from '../src/customers/siteverify.js';
import { refusal } from './contract-check.js';
import { contactForm, loginBody, newEmail, signUp } from './customer-fixtures.js';
import {
  FAKE_SECRET,
  FAKE_TOKENS,
  startFakeSiteverify,
  unreachableUrl,
  type FakeSiteverify,
} from './fake-siteverify.js';
import { Shopper } from './shopper.js';
import { startTestApp, type TestApp } from './test-app.js';

// The real verifiers (decision 023) over real HTTP, against a local server that answers like
// Turnstile's and reCAPTCHA's siteverify endpoints.

/** Short enough for a test, far longer than the fake needs to answer, even on a busy machine. */
const TIMEOUT_MS = 2_000;
/** For the provider that never answers, when nothing else is checked. */
const SHORT_TIMEOUT_MS = 300;
const ROBOT = `Mozilla/5.0 (compatible; ${DEFAULT_BOT_CHALLENGE_BYPASS}/1.0; +https://vitrine.example/monitoring)`;
const VISITOR = { ip: '203.0.113.7' };

let provider: FakeSiteverify;

beforeAll(async () => {
  provider = await startFakeSiteverify();
});
afterAll(() => provider.close());

const verifier = (secret = FAKE_SECRET, url = provider.url, timeoutMs = TIMEOUT_MS) =>
  siteverifyVerifier({ provider: 'turnstile', url, secret, timeoutMs });

describe('the provider verifier', () => {
  it('posts the secret, the token and the visitor’s address as a form, and passes what the provider accepts', async () => {
    const before = provider.calls.length;
    expect(await verifier().verify(FAKE_TOKENS.solved, VISITOR)).toEqual({ outcome: 'passed' });
    expect(provider.calls.slice(before)).toEqual([
      {
        contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
        form: { secret: FAKE_SECRET, response: FAKE_TOKENS.solved, remoteip: VISITOR.ip },
      },
    ]);
  });

  it('refuses what the provider refuses, with its codes: a forged, a reused, the sandbox’s token', async () => {
    expect(await verifier().verify('forged', VISITOR)).toEqual({
      outcome: 'refused',
      errorCodes: ['invalid-input-response'],
    });
    expect(await verifier().verify(FAKE_TOKENS.used, VISITOR)).toEqual({
      outcome: 'refused',
      errorCodes: ['timeout-or-duplicate'],
    });
    // An app built without the site key sends the sandbox's token: a real provider refuses it.
    expect(await verifier().verify(TEST_BOT_CHALLENGE_TOKEN, VISITOR)).toMatchObject({
      outcome: 'refused',
    });
  });

  it('refuses an empty token without asking the provider', async () => {
    const before = provider.calls.length;
    expect(await verifier().verify('', VISITOR)).toEqual({
      outcome: 'refused',
      errorCodes: ['missing-input-response'],
    });
    expect(provider.calls.length).toBe(before);
  });

  it('says unavailable, with the reason, when the provider cannot give a verdict', async () => {
    expect(await verifier().verify(FAKE_TOKENS.failing, VISITOR)).toEqual({
      outcome: 'unavailable',
      reason: 'answered HTTP 500',
    });
    expect(await verifier().verify(FAKE_TOKENS.garbled, VISITOR)).toEqual({
      outcome: 'unavailable',
      reason: 'answered something other than JSON',
    });
    expect(
      await verifier(FAKE_SECRET, provider.url, SHORT_TIMEOUT_MS).verify(FAKE_TOKENS.slow, VISITOR),
    ).toEqual({
      outcome: 'unavailable',
      reason: `no answer within ${String(SHORT_TIMEOUT_MS)} ms`,
    });
    expect(await verifier(FAKE_SECRET, await unreachableUrl()).verify('any', VISITOR)).toEqual({
      outcome: 'unavailable',
      reason: 'unreachable',
    });
    // Our secret refused is our fault, not the shopper's: no refusal of their token.
    expect(await verifier('wrong-secret').verify(FAKE_TOKENS.solved, VISITOR)).toEqual({
      outcome: 'unavailable',
      reason: 'refused: invalid-input-secret',
    });
  });
});

describe('sign-in and contact with the providers configured', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(undefined, {
      botChallenge: siteverifyVerifier({
        provider: 'turnstile',
        url: provider.url,
        secret: FAKE_SECRET,
        timeoutMs: TIMEOUT_MS,
      }),
      captcha: siteverifyVerifier({
        provider: 'recaptcha',
        url: provider.url,
        secret: FAKE_SECRET,
        timeoutMs: TIMEOUT_MS,
      }),
    });
  });
  afterAll(() => t.app.close());

  it('signs in with a token the provider accepts, and refuses a reused one (403)', async () => {
    const { email } = await signUp(t, 'fr');
    const before = provider.calls.length;
    await new Shopper(t, 'fr').ok('POST', '/api/customer/login', {
      ...loginBody(email),
      turnstileToken: FAKE_TOKENS.solved,
    });
    expect(provider.calls.slice(before).map((call) => call.form.remoteip)).toEqual(['127.0.0.1']);
    const refused = await new Shopper(t, 'fr').post('/api/customer/login', {
      ...loginBody(email),
      turnstileToken: FAKE_TOKENS.used,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal('auth.bot_challenge_failed'));
  });

  it('answers 503 with its own code, in the store’s language, when the provider cannot say', async () => {
    const { email } = await signUp(t, 'fr');
    for (const [store, token, message] of [
      [
        'fr',
        FAKE_TOKENS.failing,
        'La vérification anti-robot est momentanément indisponible. Veuillez réessayer dans quelques instants.',
      ],
      [
        'uk',
        FAKE_TOKENS.slow,
        'The check that you are not a robot is unavailable for a moment. Please try again shortly.',
      ],
    ] as const) {
      const response = await new Shopper(t, store).post('/api/customer/login', {
        ...loginBody(email),
        turnstileToken: token,
      });
      expect(response.statusCode, token).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json()).toEqual({ code: 'auth.bot_challenge_unavailable', message });
    }
  });

  it('checks the contact form’s captcha with its provider: accepted, refused, unavailable', async () => {
    const form = (token: string) => ({
      ...contactForm('uk', newEmail(), `Captcha ${token}`),
      turnstileToken: token,
    });
    await new Shopper(t, 'uk').ok('POST', '/api/contact/submit', form(FAKE_TOKENS.solved));
    const refused = await new Shopper(t, 'uk').post('/api/contact/submit', form('forged'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal('auth.bot_challenge_failed'));
    const unavailable = await new Shopper(t, 'uk').post(
      '/api/contact/submit',
      form(FAKE_TOKENS.garbled),
    );
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toEqual(refusal('auth.bot_challenge_unavailable'));
  });

  it('lets the named monitoring robot through both without a token, never asking the provider', async () => {
    const { email } = await signUp(t, 'fr');
    const robot = new Shopper(t, 'fr', { 'user-agent': ROBOT });
    const before = provider.calls.length;
    await robot.ok('POST', '/api/customer/login', { ...loginBody(email), turnstileToken: '' });
    await robot.ok('POST', '/api/contact/submit', {
      ...contactForm('fr', newEmail(), 'Monitoring'),
      turnstileToken: '',
    });
    expect(provider.calls.length).toBe(before);
    // Another agent with no token is refused.
    const visitor = await new Shopper(t, 'fr', { 'user-agent': 'Mozilla/5.0' }).post(
      '/api/customer/login',
      { ...loginBody(email), turnstileToken: '' },
    );
    expect(visitor.statusCode).toBe(403);
  });
});
