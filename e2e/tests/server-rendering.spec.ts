import type { APIResponse, Page } from '@playwright/test';
import { API_HEADERS, expect, logIn, test } from './support/fixtures.js';
import { listing, productWithSizes, universePaths } from './support/stores.js';

/**
 * Server rendering (issue 18): what the server answers before any script runs — statuses,
 * redirects, the head, the page's data, the caching rule — and browsing with scripts off.
 */

/** The JSON-LD objects of a page's HTML. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

const ofType = (html: string, type: string) =>
  structuredData(html).find((data) => data['@type'] === type);

/** The value of a `<meta>` or `<link>` attribute the server wrote, by a selector-like test. */
function headValue(html: string, tag: RegExp, attribute: string): string | undefined {
  const element = html.match(tag)?.[0];
  return element?.match(new RegExp(`${attribute}="([^"]*)"`))?.[1]?.replaceAll('&amp;', '&');
}

const canonicalOf = (html: string) => headValue(html, /<link[^>]*rel="canonical"[^>]*>/, 'href');
const robotsOf = (html: string) => headValue(html, /<meta[^>]*name="robots"[^>]*>/, 'content');

/** A page as a crawler asks for it: no redirect followed, no script run. */
async function fetchPage(page: Page, path: string): Promise<APIResponse> {
  return page.request.get(path, { maxRedirects: 0 });
}

test.describe('data', () => {
  test('home, category and product pages carry their data: after loading, the browser asks the API for the visitor only', async ({
    page,
  }) => {
    const [universe = ''] = await universePaths(page.request);
    const { products } = await listing(page.request, universe, '?pageSize=1');
    for (const path of ['', universe.slice(1), (products[0]?.url ?? '').slice(1)]) {
      const asked: string[] = [];
      const note = (request: { url: () => string }) => {
        const { pathname, search } = new URL(request.url());
        if (pathname.includes('/api/')) asked.push(pathname.replace(/^\/\w+\/api/, '') + search);
      };
      page.on('request', note);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      page.off('request', note);
      // Who the visitor is, their basket and the privilege code of their cookie: personal, so
      // never in the shared HTML.
      const personal = /^\/(customer\/(get|updateSession)|checkout\/(cart\/get|privilegecode))\b/;
      expect(
        asked.filter((pathname) => !personal.test(pathname)),
        path,
      ).toEqual([]);
    }
  });
});

test.describe('statuses', () => {
  test('unknown products, categories, content pages and routes answer 404 with the whole not-found page', async ({
    page,
    store,
  }) => {
    // mix-and-match (routed in the French store only): mix-and-match.spec.ts.
    const paths = ['P-ZZZZZZZZ9-x', 'C-99999-x', 'no/such/page'];
    for (const path of paths) {
      const response = await fetchPage(page, path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<meta name="prerender-status-code" content="404">');
      expect(robotsOf(html), path).toBe('noindex');
      // Its banner and both carousels, with their cards, are in the HTML.
      for (const title of [store.notFound.shoppingIdea, store.notFound.alsoDiscover])
        expect(html, `${path}: ${title}`).toContain(title);
      expect(html.match(/<article/g)?.length ?? 0, path).toBeGreaterThanOrEqual(4);
    }
  });

  test('guarded pages redirect before any HTML, by the session', async ({ page, store }) => {
    const visitor = await fetchPage(page, 'customer/account/informations');
    expect(visitor.status()).toBe(302);
    expect(visitor.headers().location).toBe(
      `/${store.id}/customer/account/login?redirect=%2Fcustomer%2Faccount%2Finformations`,
    );
    expect(visitor.headers()['cache-control']).toBe('private, no-store');
    const checkout = await fetchPage(page, 'checkout/payment');
    expect(checkout.headers().location).toBe(
      `/${store.id}/checkout/account/login?redirect=%2Fcheckout%2Fpayment`,
    );

    await logIn(page, store);
    const customer = await fetchPage(page, 'customer/account/login');
    expect(customer.status()).toBe(302);
    expect(customer.headers().location).toBe(`/${store.id}/customer/account/order/history`);
    expect((await fetchPage(page, 'checkout/account/login')).headers().location).toBe(
      `/${store.id}/customer/account/informations`,
    );
    expect((await fetchPage(page, 'customer/account/informations')).status()).toBe(200);
  });

  test('hostile or broken addresses get a 4xx page, never a 5xx', async ({ page }) => {
    const paths = [
      '%00',
      'Recherche/%00',
      'Search/%3Cscript%3E',
      'a'.repeat(3000),
      '%E0%A4%A',
      'C-10000-x?page=abc&sort=%00&priceMin=-1',
      'P-ABCDEFGH-x/../../../etc/passwd',
      'customer/account/login?redirect=https%3A%2F%2Fevil.example',
    ];
    for (const path of paths) {
      const response = await fetchPage(page, path);
      expect(response.status(), path).toBeLessThan(500);
      expect(await response.text(), path).not.toMatch(/\bat \S+:\d+:\d+/);
    }
  });
});

test.describe('the head', () => {
  test('the home page: canonical, alternates between the stores, Open Graph, organisation and site search', async ({
    page,
    store,
  }) => {
    const response = await fetchPage(page, '');
    const html = await response.text();
    const { origin } = new URL(response.url());
    expect(canonicalOf(html)).toBe(`${origin}/${store.id}/`);
    for (const [hreflang, href] of [
      ['fr-FR', `${origin}/fr/`],
      ['en-GB', `${origin}/uk/`],
      ['x-default', `${origin}/fr/`],
    ])
      expect(html).toContain(
        `<link data-page-head rel="alternate" hreflang="${hreflang}" href="${href}">`,
      );
    expect(headValue(html, /<meta[^>]*property="og:url"[^>]*>/, 'content')).toBe(
      `${origin}/${store.id}/`,
    );
    expect(html).toMatch(/<meta data-page-head property="og:title" content="[^"]+">/);
    expect(ofType(html, 'Organization')).toMatchObject({ name: store.siteName });
    expect(ofType(html, 'WebSite')).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${origin}/${store.id}/${store.search.slug}/{search_term_string}` },
      },
    });
    expect(robotsOf(html)).toBeUndefined();
  });

  test('a category: its title, a canonical without sort or filters, its breadcrumb', async ({
    page,
    store,
  }) => {
    const [universe = ''] = await universePaths(page.request);
    const answer = await listing(page.request, universe);
    const response = await fetchPage(page, `${universe.slice(1)}?sort=price-asc&inStock=1`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${answer.title} | ${store.siteName}</title>`);
    expect(canonicalOf(html)).toMatch(new RegExp(`/${store.id}${universe}$`));
    const crumbs = ofType(html, 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.at(-1)?.item).toMatch(new RegExp(`/${store.id}${universe}$`));
    // The listing's products are in the HTML, with their links.
    const plain = await (await fetchPage(page, universe.slice(1))).text();
    for (const product of answer.products.slice(0, 3))
      expect(plain).toContain(`href="/${store.id}${product.url}"`);
  });

  test('a product: Product with an offer per size in the store currency, GTIN-13, Open Graph picture', async ({
    page,
    store,
  }) => {
    const path = await productWithSizes(page.request);
    const html = await (await fetchPage(page, path.slice(1))).text();
    expect(headValue(html, /<meta[^>]*property="og:type"[^>]*>/, 'content')).toBe('product');
    expect(headValue(html, /<meta[^>]*property="og:image"[^>]*>/, 'content')).toMatch(
      /^https?:\/\//,
    );
    const product = ofType(html, 'Product') as {
      name: string;
      brand: { name: string };
      offers: { price: string; priceCurrency: string; availability: string; gtin13?: string }[];
    };
    expect(product.offers.length).toBeGreaterThan(1);
    for (const offer of product.offers) {
      expect(offer.priceCurrency).toBe(store.currency);
      expect(Number(offer.price)).toBeGreaterThan(0);
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
      expect(offer.gtin13).toMatch(/^\d{13}$/);
    }
    expect(html).toContain(`<title>${product.name}`);
    expect(ofType(html, 'BreadcrumbList')).toBeDefined();
  });

  test('search results are indexed without filters only; customer pages never', async ({
    page,
    store,
  }) => {
    const term = store.search.keyword;
    const plain = await (await fetchPage(page, `${store.search.slug}/${term}`)).text();
    expect(robotsOf(plain)).toBeUndefined();
    expect(ofType(plain, 'BreadcrumbList')).toBeDefined();
    const filtered = await (await fetchPage(page, `${store.search.slug}/${term}?inStock=1`)).text();
    expect(robotsOf(filtered)).toBe('noindex');
    for (const path of ['customer/account/login', 'checkout/cart'])
      expect(robotsOf(await (await fetchPage(page, path)).text()), path).toBe('noindex');
  });
});

test.describe('caching and personal data', () => {
  test("a signed-in customer's name and basket never appear in a page marked shareable", async ({
    page,
    store,
  }) => {
    await logIn(page, store);
    const me = (await (
      await page.request.get('api/customer/get', { headers: API_HEADERS })
    ).json()) as { lastName: string };
    const product = await productWithSizes(page.request);

    for (const path of ['', product.slice(1), 'no/such/page']) {
      const response = await fetchPage(page, path);
      expect(response.headers()['cache-control'], path).toMatch(/^public, /);
      expect(response.headers().etag, path).toMatch(/^W\/"/);
      expect(response.headers()['set-cookie'], path).toBeUndefined();
      const html = await response.text();
      expect(html, path).not.toContain(me.lastName);
      expect(html, path).toContain('"customer":{"customer":null}');
      expect(html, path).toContain('"cart":{"cart":null}');
    }
    const personal = await fetchPage(page, 'customer/account/order/history');
    expect(personal.headers()['cache-control']).toBe('private, no-store');
    expect(await personal.text()).toContain(me.lastName);
  });

  test('the state the page carries is data: no inline script runs', async ({ page }) => {
    const html = await (await fetchPage(page, '')).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(1);
    for (const attributes of scripts)
      expect(attributes).toMatch(/\bsrc="|type="application\/(json|ld\+json)"/);
    const state = /<script type="application\/json" id="vitrine-state">([^<]*)</.exec(html)?.[1];
    expect(JSON.parse(state ?? '')).toMatchObject({ store: {}, router: {} });
  });
});

test.describe('without JavaScript', () => {
  test('a shopper browses: menu, listing pages, product, search and a content page', async ({
    browser,
    baseURL,
    store,
  }) => {
    // A context of its own: the journeys' page waits for hydration, which never comes here.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      ...(baseURL && { baseURL }),
    });
    const page = await context.newPage();
    await page.goto('');
    // The menu's links lead to a category listing.
    const menu = page.getByRole('navigation', { name: store.mainMenu });
    const universe = menu.getByRole('link').first();
    const universeName = (await universe.textContent())?.trim() ?? '';
    await universe.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(universeName, {
      ignoreCase: true,
    });
    // Its pages are links.
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: /\b2$/ })
      .click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.getByRole('article').first()).toBeVisible();

    // A product shows its price, its sizes and their stock.
    await page.goto((await productWithSizes(page.request)).slice(1));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: store.product.sizes })).toBeVisible();
    expect(await page.getByRole('radio').count()).toBeGreaterThan(1);
    await expect(
      page.getByText(store.currency === 'EUR' ? /\d+,\d{2}\s?€/ : /£\d+\.\d{2}/).first(),
    ).toBeVisible();

    // The search form is a plain GET to the results page.
    await page.getByRole('combobox', { name: store.search.label }).fill(store.search.keyword);
    await page.getByRole('button', { name: store.search.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${store.search.slug}/${store.search.keyword}$`));
    await expect(page.getByRole('article').first()).toBeVisible();

    // A content page.
    await page.goto(store.content.help.path);
    await expect(
      page.getByRole('heading', { level: 1, name: store.content.help.title }),
    ).toBeVisible();
    await context.close();
  });
});
