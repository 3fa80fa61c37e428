import {
  ApiError,
  createApiClient,
  FETCH_ERROR_MESSAGE,
  type ApiClient,
} from '@vitrine/api-client';
import type { BrowserErrorReport } from '@vitrine/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_APP_KEY, type TestApp } from './test-app.js';

// The client as the apps use it, over real HTTP against the real server.
let t: TestApp;
let fr: ApiClient;
let uk: ApiClient;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fr = createApiClient({ baseUrl: `${base}/fr`, appKey: TEST_APP_KEY });
  uk = createApiClient({ baseUrl: `${base}/uk`, appKey: TEST_APP_KEY });
});
afterAll(() => t.app.close());

describe('@vitrine/api-client against the server', () => {
  it('reads the catalogue: menu, listing, product, related, search and suggest', async () => {
    const menu = await fr.catalogue.menu();
    const category = menu.hierarchy[0]?.children[0]?.children[0];
    if (!category) throw new Error('empty menu');
    const listing = await fr.catalogue.listing(category.url, { sort: 'price-asc', pageSize: 4 });
    expect(listing.products).toHaveLength(4);
    const card = listing.products[0];
    if (!card) throw new Error('empty listing');
    const sheet = await fr.catalogue.productStatic(card.url);
    expect(sheet.attributes.libelle).toBe(card.attributes.libelle);
    expect((await fr.catalogue.productDynamic(card.url)).skus.length).toBeGreaterThan(0);
    expect((await fr.catalogue.relatedProducts(card.url, 3)).length).toBe(3);
    const search = await fr.catalogue.search(sheet.reference, 'Recherche');
    expect(search.contextUrl).toBe(card.url);
    expect((await uk.catalogue.searchResults('dress', { inStock: true })).total).toBeGreaterThan(0);
    expect((await uk.catalogue.suggest('jum')).pages.length).toBeGreaterThan(0);
    expect((await uk.catalogue.siteContent('1')).Zones[0]?.ZoneId).toBe(0);
    expect((await uk.catalogue.noResultContent('1')).Zones.length).toBe(2);
    expect((await fr.catalogue.productSitemap(2)).page).toBe(2);
    expect((await fr.catalogue.categorySitemap()).total).toBeGreaterThanOrEqual(60);
  });

  it('reads static content as HTML', async () => {
    expect(await fr.content.cmsPage('/aide')).toContain('<h');
    expect(await uk.content.sizeGuide('shoes')).toContain('<table');
    expect(await uk.content.footer()).toContain('href="/uk/');
    const menu = await uk.catalogue.menu();
    const id = /^\/C-(\d{5})-/.exec(menu.hierarchy[0]?.url ?? '')?.[1] ?? '';
    expect(await uk.content.internalLinking(id)).toContain('<a');
    expect(await uk.content.popin('/privilege-code')).toContain('<h2>Privilege code</h2>');
  });

  it('sends error reports', async () => {
    const report: BrowserErrorReport = {
      errFrom: 'ErrorBoundary',
      errMessage: 'boom',
      errStack: '',
      errStackReact: '',
      userWidth: 1280,
      userHeight: 800,
      currentUrl: `${base}/fr/`,
      timestamp: new Date(0).toISOString(),
    };
    expect((await fr.errorReport.browserDebug(report)).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('turns failures into ApiError with the URL, the status and, for POST, the error body', async () => {
    const missing = await fr.catalogue
      .productStatic('/P-ZZZZZZZZ-nothing')
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({
      message: FETCH_ERROR_MESSAGE,
      status: 404,
      url: `${base}/fr/api/v2/product/static/json/P-ZZZZZZZZ-nothing`,
      body: undefined,
    });
    const invalid = await fr.errorReport
      .browserDebug({ errFrom: 'x' } as BrowserErrorReport)
      .catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(ApiError);
    expect((invalid as ApiError).status).toBe(400);
    expect((invalid as ApiError).serverMessage).toBe('La requête n’est pas valide.');
    expect((invalid as ApiError).body).toMatchObject({ code: 'request.invalid' });
    const locked = createApiClient({ baseUrl: `${base}/fr`, appKey: 'wrong' });
    await expect(locked.catalogue.menu()).rejects.toMatchObject({ status: 401 });
  });
});
