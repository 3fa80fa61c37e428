import { apiRoutes, ErrorBody, type RouteDefinition } from '@vitrine/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectToMatchContract, refusal } from './contract-check.js';
import { writeFakeAppBuilds, type FakeAppBuilds } from './fake-app-build.js';
import { databaseFingerprint } from './fingerprint.js';
import { TEST_APP_KEY, startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
let builds: FakeAppBuilds;

beforeAll(async () => {
  builds = writeFakeAppBuilds();
  t = await startTestApp(builds.apps);
});
afterAll(async () => {
  await t.app.close();
  builds.remove();
});

const allRoutes = Object.values(apiRoutes).flatMap(
  (group) => Object.values(group) as RouteDefinition[],
);
const postRoutes = allRoutes.filter((route) => route.method === 'POST');
/** A concrete URL for a route path (`:id` → a plausible order number). */
const urlOf = (store: string, route: RouteDefinition) =>
  `/${store}${route.path.replace(':id', '700000001').replace('*', 'x')}`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const policy = String(header ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  it('serves the apps with a CSP that forbids inline scripts and foreign framing, nosniff and a referrer policy', async () => {
    // Public, personal, not-found and crashed renders: every kind of page the server answers.
    for (const [url, status] of [
      ['/fr/', 200],
      ['/uk/', 200],
      ['/fr/checkout/shipping', 200],
      ['/fr/missing', 404],
      ['/fr/crash', 503],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toContain('text/html');
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('script-src')).toContain("'self'");
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('lets the tag manager load its containers and send GA4 hits, and nothing more of Google', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/fr/' });
    const csp = directives(response.headers['content-security-policy']);
    // reCAPTCHA's own Google sources: the bot-challenge test below.
    const google = (directive: string) =>
      (csp.get(directive) ?? []).filter(
        (source) => source.includes('google') && !source.includes('/recaptcha/'),
      );
    expect(google('script-src')).toEqual(['https://*.googletagmanager.com']);
    expect(google('img-src')).toEqual([
      'https://*.googletagmanager.com',
      'https://*.google-analytics.com',
    ]);
    expect(google('connect-src')).toEqual([
      'https://*.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
    expect(
      google('frame-src').filter((source) => /googletagmanager|analytics/.test(source)),
    ).toEqual([]);
  });

  it('lets the bot challenge (Turnstile) and the captcha (reCAPTCHA) load their scripts and frames, and nothing more', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uk/' });
    const csp = directives(response.headers['content-security-policy']);
    const challenges = (directive: string) =>
      (csp.get(directive) ?? []).filter((source) => /cloudflare|recaptcha/.test(source));
    expect(challenges('script-src')).toEqual([
      'https://challenges.cloudflare.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(challenges('frame-src')).toEqual([
      'https://challenges.cloudflare.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    for (const directive of ['img-src', 'connect-src', 'style-src', 'frame-ancestors'])
      expect(challenges(directive), directive).toEqual([]);
  });

  it('sends them on API answers too, cached ones included', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await t.call({ method: 'GET', url: '/fr/api/v2/menu' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
  });
});

describe('cross-site request forgery', () => {
  // What a hostile page can make a browser send without a CORS preflight: a form post
  // (form-urlencoded, multipart or text/plain) with the shopper's cookies, and no custom header.
  const crossSiteBodies = [
    { type: 'application/x-www-form-urlencoded', payload: 'email=victim%40example.fr&x=1' },
    { type: 'text/plain', payload: '{"email":"victim@example.fr"}' },
    { type: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\n\r\nx\r\n--xyz--' },
  ];

  it.each(['fr', 'uk'])(
    'refuses every state-changing call of the %s store sent as a cross-site form, and changes nothing',
    async (store) => {
      const before = await databaseFingerprint(t.database.db);
      for (const route of postRoutes)
        for (const { type, payload } of crossSiteBodies) {
          // No app key: a cross-site form cannot set one.
          const response = await t.app.inject({
            method: 'POST',
            url: urlOf(store, route),
            headers: { 'content-type': type, origin: 'https://evil.example' },
            payload,
          });
          expect([401, 415], `${route.path} ${type}`).toContain(response.statusCode);
          expectToMatchContract(ErrorBody, response.json());
          // Even with the key (leaked), a non-JSON body is not read.
          const withKey = await t.app.inject({
            method: 'POST',
            url: urlOf(store, route),
            headers: { 'content-type': type, 'x-app-key': TEST_APP_KEY },
            payload,
          });
          expect(withKey.statusCode, `${route.path} ${type} with key`).toBe(415);
        }
      expect(await databaseFingerprint(t.database.db)).toEqual(before);
    },
  );
});

describe('account, order and address calls', () => {
  /** Calls a visitor may make: the session and catalogue, sign-up, login and the public forms. */
  const openToVisitors = new Set<RouteDefinition>([
    apiRoutes.customer.get,
    apiRoutes.customer.login,
    apiRoutes.customer.logout,
    apiRoutes.customer.exists,
    apiRoutes.customer.update,
    apiRoutes.customer.create,
    apiRoutes.customer.forgotPassword,
    apiRoutes.customer.resetPassword,
    apiRoutes.customer.forgotCustomerNumber,
    apiRoutes.customer.unsubscribeNewsletter,
    apiRoutes.customer.requestCatalog,
    apiRoutes.customer.updateSession,
    apiRoutes.customer.retargetingProfile,
  ]);
  const accountRoutes = [
    ...Object.values(apiRoutes.customer).filter((route) => !openToVisitors.has(route)),
    apiRoutes.checkout.delivery,
    apiRoutes.checkout.deliveryUpdate,
    apiRoutes.checkout.deliveryValidate,
    apiRoutes.checkout.order,
    apiRoutes.checkout.orderValidate,
  ];

  it.each(['fr', 'uk'])(
    'refuse visitors of the %s store with 401 JSON before reading the body',
    async (store) => {
      for (const route of accountRoutes)
        for (const cookie of [undefined, 'vitrine_sid=forged-or-expired']) {
          const response = await t.call({
            method: route.method,
            url: urlOf(store, route),
            ...(cookie ? { headers: { cookie } } : {}),
            ...(route.method === 'POST' ? { payload: {} } : {}),
          });
          expect(response.statusCode, route.path).toBe(401);
          expect(response.json()).toEqual(refusal('auth.required'));
        }
    },
  );
});
