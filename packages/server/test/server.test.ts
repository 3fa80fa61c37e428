import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import {
  ERROR_REPORT_MAX_BYTES,
  ERROR_REPORT_TEXT_LIMITS,
  apiRoutes,
  type RouteDefinition,
} from '@vitrine/api-client/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.js';
import { sameDatabaseApp } from './customer-fixtures.js';
import { writeFakeAppBuilds, type FakeAppBuilds } from './fake-app-build.js';
import { startTestApp, type TestApp } from './test-app.js';

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

describe('application key', () => {
  it("refuses API calls without the key or with a wrong one, in the store's language", async () => {
    for (const headers of [{}, { 'x-app-key': 'wrong' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/fr/api/v2/menu', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'request.app_key_required',
        message: 'Une clé d’application valide est requise.',
      });
    }
    const uk = await t.app.inject({ method: 'GET', url: '/uk/api/v2/menu' });
    expect(uk.json()).toEqual({
      code: 'request.app_key_required',
      message: 'A valid application key is required.',
    });
  });

  it('lets public files through: media, health and the apps', async () => {
    for (const url of [
      '/healthz',
      '/fr/media/banners/service.svg',
      '/uk/',
      '/fr/media/footer/footer.html',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });
});

describe('errors', () => {
  const report = (store: 'fr' | 'uk', payload: string, contentType = 'application/json') =>
    t.call({
      method: 'POST',
      url: `/${store}/api/v1/log/browserDebug`,
      headers: { 'content-type': contentType },
      payload,
    });

  it('answers malformed JSON, wrong types and unknown routes with coded 4xx JSON, never a stack', async () => {
    const malformed = await report('fr', '{"errFrom":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      code: 'request.invalid_json',
      message: 'Le corps de la requête n’est pas un JSON valide.',
    });
    const wrongType = await t.call({
      method: 'POST',
      url: '/fr/api/v1/log/browserDebug',
      payload: { errFrom: 'render', userWidth: 'wide' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({
      code: 'request.invalid',
      message: 'La requête n’est pas valide.',
      fields: {
        userWidth: 'request.invalid',
        errStack: 'VALIDATION_REQUIRED',
        timestamp: 'VALIDATION_REQUIRED',
      },
    });
    expect(wrongType.body).not.toMatch(/at .+\.js:\d+/);
    const unknown = await t.call({ method: 'GET', url: '/fr/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'request.no_route',
      message: 'Cette adresse n’existe pas.',
    });
  });

  it("writes the framework's own refusals in each store's language", async () => {
    const cases = [
      {
        answer: await report('uk', '{"errFrom":'),
        status: 400,
        body: { code: 'request.invalid_json', message: 'The request body is not valid JSON.' },
      },
      {
        answer: await report('fr', 'errFrom=x', 'text/plain'),
        status: 415,
        body: {
          code: 'request.unsupported_media_type',
          message: 'Ce type de contenu n’est pas accepté : envoyez du JSON.',
        },
      },
      {
        answer: await report('uk', JSON.stringify({ errFrom: 'x'.repeat(20_000) })),
        status: 413,
        body: { code: 'request.too_large', message: 'The request is too large.' },
      },
      {
        answer: await t.call({ method: 'GET', url: '/uk/api/nothing-here' }),
        status: 404,
        body: { code: 'request.no_route', message: 'There is nothing at this address.' },
      },
    ];
    for (const { answer, status, body } of cases) {
      expect(answer.statusCode).toBe(status);
      expect(answer.json()).toEqual(body);
    }
  });
});

describe('error report', () => {
  it('stores a browser error report and answers its id', async () => {
    const report = {
      errFrom: 'ErrorBoundary',
      errMessage: 'Cannot read properties of undefined',
      errStack: 'TypeError: …',
      errStackReact: 'at ProductPage',
      userWidth: 390,
      userHeight: 844,
      currentUrl: 'https://vitrine.example/fr/P-ABCDEFGH-robe',
      timestamp: '2026-11-21T10:00:00Z',
    };
    const response = await t.call({
      method: 'POST',
      url: '/uk/api/v1/log/browserDebug',
      payload: report,
    });
    expect(response.statusCode).toBe(200);
    const { id } = response.json<{ id: string }>();
    const rows = await queryRows<{ store: string; report: unknown }>(
      t.database.db,
      sql`SELECT store, report FROM error_reports WHERE id = ${id}`,
    );
    expect(rows).toEqual([{ store: 'uk', report }]);
  });

  const reportOf = (fields: object) => ({
    errFrom: 'react:Error',
    errMessage: 'boom',
    errStack: '',
    errStackReact: '',
    userWidth: 390,
    userHeight: 844,
    currentUrl: 'https://vitrine.example/fr/',
    timestamp: '2026-11-21T10:00:00Z',
    ...fields,
  });
  const storedReport = async (id: string) =>
    (
      await queryRows<{ report: Record<string, unknown> }>(
        t.database.db,
        sql`SELECT report FROM error_reports WHERE id = ${id}`,
      )
    )[0]?.report;
  const send = (report: object) =>
    t.call({ method: 'POST', url: '/fr/api/v1/log/browserDebug', payload: report });

  it('keeps only the first part of long texts', async () => {
    const response = await send(
      reportOf({ errStack: 's'.repeat(6000), errMessage: 'm'.repeat(1500) }),
    );
    expect(response.statusCode).toBe(200);
    const kept = await storedReport(response.json<{ id: string }>().id);
    expect(kept?.errStack).toBe('s'.repeat(ERROR_REPORT_TEXT_LIMITS.errStack));
    expect(kept?.errMessage).toBe('m'.repeat(ERROR_REPORT_TEXT_LIMITS.errMessage));
  });

  it('refuses a body over its cap with 413 JSON, and stores nothing', async () => {
    const count = async () =>
      (
        await queryRows<{ n: string }>(t.database.db, sql`SELECT count(*) AS n FROM error_reports`)
      )[0]?.n;
    const before = await count();
    const response = await send(reportOf({ errStack: 's'.repeat(ERROR_REPORT_MAX_BYTES) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toHaveProperty('message');
    expect(await count()).toBe(before);
  });

  it('takes a numeric timestamp (Date.now()) as well as an ISO one', async () => {
    const response = await send(reportOf({ timestamp: 1_795_000_000_000 }));
    expect(response.statusCode).toBe(200);
    expect((await storedReport(response.json<{ id: string }>().id))?.timestamp).toBe(
      1_795_000_000_000,
    );
  });

  it('logs one line with the id, never what the report says', async () => {
    const lines: string[] = [];
    const logged = await sameDatabaseApp(t, {}, false, {
      level: 'info',
      stream: { write: (line: string) => lines.push(line) },
    });
    try {
      const secret = 'password=hunter2 in the URL';
      const response = await logged.call({
        method: 'POST',
        url: '/fr/api/v1/log/browserDebug',
        payload: reportOf({ errMessage: secret, currentUrl: `https://x.example/?${secret}` }),
      });
      const { id } = response.json<{ id: string }>();
      const reportLines = lines.filter((line) => line.includes('browser error report'));
      expect(reportLines).toHaveLength(1);
      expect(reportLines[0]).toContain(id);
      expect(lines.join('')).not.toContain('hunter2');
    } finally {
      await logged.app.close();
    }
  });
});

describe('OpenAPI', () => {
  it("lists every route of the store's contract, per store", async () => {
    const document = await t.getJson<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>('/fr/api/openapi.json');
    expect(document.openapi).toBe('3.1.0');
    const registered: RouteDefinition[] = [
      ...Object.values(apiRoutes.catalogue),
      ...Object.values(apiRoutes.content),
      ...Object.values(apiRoutes.errorReport),
    ];
    for (const route of registered) {
      const path = `/fr${route.path.replace(/:(\w+)/g, '{$1}').replace('*', '{*}')}`;
      expect(Object.keys(document.paths), path).toContain(path);
      expect(document.paths[path]).toHaveProperty(route.method.toLowerCase());
    }
    expect(Object.keys(document.paths).every((path) => path.startsWith('/fr/'))).toBe(true);
  });
});

describe('apps', () => {
  const PUBLIC_PAGE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';
  const PERSONAL_PAGE = 'private, no-store';
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("renders public pages with the store's API answered in-process, cacheable with an ETag", async () => {
    for (const store of ['fr', 'uk']) {
      const menu = await t.getJson<{ hierarchy: unknown[] }>(`/${store}/api/v2/menu`);
      expect(menu.hierarchy.length).toBeGreaterThan(0);
      const page = await get(`/${store}/`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain(`<h1>${store} app</h1>`);
      expect(page.body).toContain(`${String(menu.hierarchy.length)} menu entries`);
      expect(page.headers['cache-control']).toBe(PUBLIC_PAGE);
      expect(page.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    }
    // The sitemap pages end in .html (spec 2.1): the app answers them too.
    expect((await get('/fr/plan-de-site-produits.html')).body).toContain('fr app');
  });

  it('keeps public pages in the response cache, never personal ones', async () => {
    await get('/uk/');
    expect((await get('/uk/')).headers['x-cache']).toBe('hit');
    const mine = await get('/fr/checkout/cart', { cookie: 'vitrine_sid=someone' });
    expect(mine.body).toContain('cookie received');
    const next = await get('/fr/checkout/cart');
    expect(next.headers['x-cache']).toBeUndefined();
    expect(next.body).toContain('cookie absent');
  });

  it('compresses pages as it compresses the API', async () => {
    const page = await get('/fr/', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('fr app');
  });

  it('answers a public page asked again with its ETag with 304 and no body', async () => {
    const { etag } = (await get('/fr/')).headers;
    const again = await get('/fr/', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get('/fr/', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    // A cache may send the tag strong, or among others (RFC 9110's weak comparison).
    const strong = String(etag).replace(/^W\//, '');
    expect((await get('/fr/', { 'if-none-match': `"other", ${strong}` })).statusCode).toBe(304);
  });

  it('answers HEAD like GET, without the body', async () => {
    const page = await get('/fr/');
    const head = await t.app.inject({ method: 'HEAD', url: '/fr/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers.etag).toBe(page.headers.etag);
  });

  it('keeps personal pages and redirects out of shared caches, and gives them the cookies', async () => {
    const redirect = await get('/fr/customer/account');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(
      '/fr/customer/account/login?redirect=%2Ffr%2Fcustomer%2Faccount',
    );
    expect(redirect.headers['cache-control']).toBe(PERSONAL_PAGE);
    const cart = await get('/fr/checkout/cart', { cookie: 'vitrine_sid=abc' });
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('cart, cookie received');
    expect(cart.headers['cache-control']).toBe(PERSONAL_PAGE);
    expect(cart.headers.etag).toBeUndefined();
    expect((await get('/fr/checkout/cart')).body).toContain('cart, cookie absent');
    const login = await get('/uk/customer/account/login');
    expect(login.body).toContain('uk app');
    expect(login.headers['cache-control']).toBe(PERSONAL_PAGE);
  });

  it('passes on the cookies its API calls set with personal pages only', async () => {
    const countSessions = async () => {
      const [row] = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM sessions`,
      );
      return Number(row?.n);
    };
    const before = await countSessions();
    const cart = await get('/fr/checkout/cart?session');
    expect(cart.headers['set-cookie']).toEqual([
      expect.stringMatching(/^vitrine_sid=[\w-]+;.*Path=\/fr/),
    ]);
    // The public page started a session too, but a shared cache must not hand its cookie around.
    const home = await get('/fr/?session');
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe(PUBLIC_PAGE);
    expect(home.headers['set-cookie']).toBeUndefined();
    expect(await countSessions()).toBe(before + 2);
  });

  it("answers the app's error pages with their status, and a crashed render with a bare 503", async () => {
    const missing = await get('/fr/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('not found');
    expect(missing.headers['cache-control']).toBe(PUBLIC_PAGE);
    const unavailable = await get('/fr/unavailable');
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.body).toContain('unavailable');
    expect(unavailable.headers['cache-control']).toBe(PERSONAL_PAGE);
    expect(unavailable.headers.etag).toBeUndefined();
    const crash = await get('/fr/crash');
    expect(crash.statusCode).toBe(503);
    expect(crash.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(crash.headers['cache-control']).toContain('no-store');
    expect(crash.body).toContain('Service unavailable');
    expect(crash.body).not.toMatch(/render failed|entry-server|at .+:\d+/);
  });

  it('never serves the page template as a page', async () => {
    const template = await get('/fr/index.html');
    expect(template.statusCode).toBe(404);
    expect(template.body).not.toContain('<!--page-body-->');
  });

  it('keeps the JSON 404 for other methods and for API, media and linking paths', async () => {
    for (const [method, url] of [
      ['POST', '/fr/checkout/cart'],
      ['DELETE', '/fr/'],
      ['GET', '/fr/api/v9/nothing'],
      ['GET', '/fr/media/nothing'],
      ['GET', '/uk/html/blocks/nothing'],
      ['GET', '/fr/assets/missing.js'],
    ] as const) {
      const response = await t.call({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toHaveProperty('message');
    }
  });

  it('serves the hashed assets as immutable and compressed', async () => {
    const asset = await get('/fr/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(asset.rawPayload).toString()).toContain("console.log('fr')");
    expect((await get('/')).headers.location).toBe('/fr/');
  });

  it('compresses API answers', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/fr/api/v2/menu',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('compresses API answers made for each request at the fast levels, files at the usual ones', async () => {
    // The contract is made for each request (no response cache) and is some 100 KB.
    const url = '/fr/api/openapi.json';
    const gzip = await t.call({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    const br = await t.call({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const body = gunzipSync(gzip.rawPayload);
    expect(gzip.rawPayload.equals(gzipSync(body, { level: 3 }))).toBe(true);
    // In one call, not streamed: the length is known before the answer is sent.
    expect(gzip.headers['content-length']).toBe(String(gzip.rawPayload.length));
    expect(brotliDecompressSync(br.rawPayload).equals(body)).toBe(true);
    expect(br.rawPayload.length).toBe(
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } }).length,
    );
    const asset = await get('/fr/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    const script = gunzipSync(asset.rawPayload);
    expect(asset.rawPayload.length).toBeLessThan(gzipSync(script, { level: 3 }).length);
  });
});

describe('response cache', () => {
  it('serves the same answer again from memory, compressed as the client accepts', async () => {
    const url = '/uk/api/suggest?q=shir';
    const first = await t.call({ method: 'GET', url });
    const again = await t.call({ method: 'GET', url });
    const brotli = await t.call({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect([first.headers['x-cache'], again.headers['x-cache'], brotli.headers['x-cache']]).toEqual(
      ['miss', 'hit', 'hit'],
    );
    expect(again.body).toBe(first.body);
    expect(again.headers['cache-control']).toBe('public, max-age=60');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
    expect(brotli.headers.vary).toContain('accept-encoding');
  });

  it('keeps errors and uncached routes out of it', async () => {
    const missing = '/fr/api/v2/product/static/json/P-ZZZZZZZZ-x';
    await t.call({ method: 'GET', url: missing });
    expect((await t.call({ method: 'GET', url: missing })).headers['x-cache']).toBeUndefined();
    expect(
      (await t.call({ method: 'GET', url: '/fr/api/openapi.json' })).headers['x-cache'],
    ).toBeUndefined();
  });
});

describe('media', () => {
  it('draws product pictures (slim and curvy) and banners as cacheable SVG', async () => {
    const listing = await t.getJson<{ products: { attributes: { imgFacePivot: string } }[] }>(
      '/fr/api/listing/json/C-10000-femme?pageSize=1',
    );
    const src = listing.products[0]?.attributes.imgFacePivot ?? '';
    for (const url of [src, src.replace('.svg', '-curvy.svg'), src.replace('front', 'detail')]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.body).toMatch(/^<svg[^>]*viewBox="0 0 400 500"/);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: src.replace(/P-\w+/, 'P-ZZZZZZZZ') })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: src.replace('front', 'side') })).statusCode,
    ).toBe(404);
  });
});

describe('health', () => {
  it('reports the database it runs on', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/livez' })).json()).toEqual({ status: 'ok' });
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE });
  });
});

describe('static content', () => {
  it('serves CMS pages, popins, size guides, the footer and internal-linking blocks as HTML', async () => {
    for (const url of [
      '/fr/media/wysiwyg/pages/aide',
      '/uk/media/wysiwyg/pages/help',
      '/fr/media/wysiwyg/pages/donnees-personnelles-cookies',
      '/uk/media/wysiwyg/pages/privacy-policy',
      '/fr/media/wysiwyg/pages/promotional-offers-terms-and-conditions',
      '/uk/media/wysiwyg/popin/privilege-code',
      '/fr/media/wysiwyg/fiche-produit/clothing.html',
      '/uk/media/footer/footer.html',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).not.toContain('<script');
    }
    // A universe's block, by its category id (docs/decisions/021).
    const menu = await t.getJson<{ hierarchy: { url: string }[] }>('/fr/api/v2/menu');
    const id = /^\/C-(\d{5})-/.exec(menu.hierarchy[0]?.url ?? '')?.[1] ?? '';
    const linking = await t.app.inject({ method: 'GET', url: `/fr/html/maillagebloc-${id}.html` });
    expect(linking.statusCode).toBe(200);
    expect(linking.headers['content-type']).toContain('text/html');
    expect(linking.body).toContain('href="/fr/C-');
    // A category without a block: 404, which the store reads as no block.
    const none = await t.app.inject({ method: 'GET', url: '/fr/html/maillagebloc-99999.html' });
    expect(none.statusCode).toBe(404);
    // A pop-in opens with its title as its first heading.
    const popin = await t.app.inject({
      method: 'GET',
      url: '/fr/media/wysiwyg/popin/privilege-code',
    });
    expect(popin.body).toMatch(/^<h2>Code privilège<\/h2>/);
    expect(
      (await t.app.inject({ method: 'GET', url: '/fr/media/wysiwyg/pages/nothing' })).statusCode,
    ).toBe(404);
  });
});
