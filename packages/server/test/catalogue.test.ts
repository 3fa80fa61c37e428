import {
  apiRoutes,
  type Listing,
  type ProductCard,
  type ProductDynamic,
  type ProductStatic,
  type SearchResponse,
  type SuggestResponse,
} from '@vitrine/api-client/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCards } from '../src/catalogue/products.js';
import { listWholeCategory, storedFacets } from '../src/catalogue/whole-category.js';
import { queryRows } from '../src/db/query.js';
import { expectToMatchContract, refusal } from './contract-check.js';
import { startTestApp, type TestApp } from './test-app.js';

const routes = apiRoutes.catalogue;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.app.close());

const prices = (listing: Listing) => listing.products.map((p) => Number(p.attributes.prix));

async function firstLeafCategory(segment: 'fr' | 'uk') {
  const menu = await t.getJson<{
    hierarchy: { children: { children: { url: string; label: string }[] }[] }[];
  }>(`/${segment}/api/v2/menu`);
  const leaf = menu.hierarchy[0]?.children[0]?.children[0];
  if (!leaf) throw new Error('the menu has no category');
  return leaf;
}

async function someProduct(segment: 'fr' | 'uk'): Promise<ProductCard> {
  const { url } = await firstLeafCategory(segment);
  const listing = await t.getJson<Listing>(`/${segment}/api/listing/json${url}`);
  const product = listing.products[0];
  if (!product) throw new Error('empty listing');
  return product;
}

describe('menu and content feeds', () => {
  it('serves a mega menu of universes with columns, banners beyond column 2 and every metadata flag', async () => {
    for (const segment of ['fr', 'uk'] as const) {
      const menu = await t.getJson(`/${segment}/api/v2/menu`);
      expectToMatchContract(routes.menu.response, menu);
      const text = JSON.stringify(menu);
      for (const flag of ['menuColumn', 'menuNoClick', 'menuNoLayer', 'menuMobNoLayer', 'cssClass'])
        expect(text).toContain(`"${flag}"`);
      const { hierarchy, serviceBanner, mobFooterBanner, dynamicZones } = menu as {
        hierarchy: {
          label: string;
          children: { metadata: { menuColumn?: number }; banner?: unknown }[];
        }[];
        serviceBanner: unknown;
        mobFooterBanner: unknown;
        dynamicZones: { banners: unknown[] }[];
      };
      expect(hierarchy.length).toBeGreaterThanOrEqual(7);
      for (const universe of hierarchy)
        for (const column of universe.children) {
          expect(column.metadata.menuColumn ?? 1).toBeLessThanOrEqual(5);
          if (column.banner) expect(column.metadata.menuColumn).toBeGreaterThan(2);
        }
      expect(hierarchy.some((u) => u.children.some((c) => c.banner))).toBe(true);
      expect(serviceBanner).not.toBeNull();
      expect(mobFooterBanner).not.toBeNull();
      expect(dynamicZones[0]?.banners.length).toBeGreaterThan(0);
    }
  });

  it('speaks French in /fr and English in /uk', async () => {
    const fr = JSON.stringify(await t.getJson('/fr/api/v2/menu'));
    const uk = JSON.stringify(await t.getJson('/uk/api/v2/menu'));
    expect(fr).toContain('Femme');
    expect(uk).toContain('Women');
    expect(uk).not.toMatch(/Femme|Homme|Maison|Chaussures|Lingerie féminine/);
  });

  it('serves the site content feed (zone 0 banner, zones 3–5) and the no-result feed', async () => {
    const site = await t.getJson<{ Zones: { ZoneId: number }[] }>(
      '/fr/api/catalog/json/Custom/Site.cxml?ts=1',
    );
    expectToMatchContract(routes.siteContent.response, site);
    expect(site.Zones.map((z) => z.ZoneId)).toEqual([0, 3, 4, 5]);
    const noResult = await t.getJson<{ Zones: { Controls: { Actions: unknown[] }[] }[] }>(
      '/uk/api/catalog/json/Custom/NoResult.cxml?ts=1',
    );
    expectToMatchContract(routes.noResultContent.response, noResult);
    expect(noResult.Zones).toHaveLength(2);
    expect(noResult.Zones[0]?.Controls[0]?.Actions.length).toBe(8);
  });
});

describe('category listing', () => {
  it('lists a category with pages and facets, in the store currency and language', async () => {
    const { url, label } = await firstLeafCategory('fr');
    const listing = await t.getJson<Listing>(`/fr/api/listing/json${url}?pageSize=12`);
    expectToMatchContract(routes.listing.response, listing);
    expect(listing.title).toBe(label);
    expect(listing.products).toHaveLength(12);
    expect(listing.total).toBeGreaterThan(12);
    expect(listing.pageCount).toBe(Math.ceil(listing.total / 12));
    expect(listing.breadcrumb.at(-1)).toEqual({ label, url });
    expect(listing.facets.sizes.length).toBeGreaterThan(1);
    expect(listing.facets.colours.every((c) => /^#[0-9a-f]{6}$/.test(c.hex))).toBe(true);
  });

  it("puts each card's text together with every field once (cards are sent as read)", async () => {
    const { url } = await firstLeafCategory('fr');
    const pages = [`/fr/api/listing/json${url}?pageSize=12`, '/fr/api/search/Recherche/robe'];
    for (const page of pages) {
      const body = (await t.call({ method: 'GET', url: page })).body;
      const parsed = JSON.parse(body) as Listing | SearchResponse;
      const cards = 'products' in parsed ? parsed.products : (parsed.data?.products ?? []);
      expect(cards.length).toBeGreaterThan(0);
      for (const field of ['libelle', 'disponibilite', 'universe', 'libellesTailles', 'stock'])
        expect(body.split(`"${field}":`).length - 1, `${page} ${field}`).toBe(cards.length);
    }
  });

  it('includes sub-categories in a universe listing', async () => {
    const menu = await t.getJson<{ hierarchy: { url: string }[] }>('/fr/api/v2/menu');
    const universe = await t.getJson<Listing>(
      `/fr/api/listing/json${menu.hierarchy[0]?.url ?? ''}`,
    );
    const leaf = await t.getJson<Listing>(
      `/fr/api/listing/json${(await firstLeafCategory('fr')).url}`,
    );
    expect(universe.total).toBeGreaterThan(leaf.total);
  });

  it('filters by size, colour, brand, price and availability, with facets counting the other filters', async () => {
    const { url } = await firstLeafCategory('fr');
    const all = await t.getJson<Listing>(`/fr/api/listing/json${url}?pageSize=96`);
    const size = all.facets.sizes[0];
    const colour = all.facets.colours[0];
    const brand = all.facets.brands[0];
    if (!size || !colour || !brand) throw new Error('no facets');
    const bySize = await t.getJson<Listing>(
      `/fr/api/listing/json${url}?size=${size.code}&pageSize=96`,
    );
    expect(bySize.total).toBe(size.count);
    expect(bySize.facets.sizes.find((s) => s.code === size.code)?.selected).toBe(true);
    // The size facet ignores the size filter itself: other sizes stay choosable.
    expect(bySize.facets.sizes).toEqual(
      all.facets.sizes.map((s) => ({ ...s, selected: s.code === size.code })),
    );
    const byColour = await t.getJson<Listing>(
      `/fr/api/listing/json${url}?colour=${colour.code}&pageSize=96`,
    );
    expect(byColour.total).toBe(colour.count);
    const byBrand = await t.getJson<Listing>(
      `/fr/api/listing/json${url}?brand=${encodeURIComponent(brand.code)}&pageSize=96`,
    );
    expect(byBrand.products.every((p) => p.attributes.metaMarque === brand.code)).toBe(true);
    const { min, max } = all.facets.price;
    const middle = Math.round((min + max) / 2);
    const cheap = await t.getJson<Listing>(
      `/fr/api/listing/json${url}?priceMax=${String(middle)}&pageSize=96`,
    );
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(all.total);
    expect(prices(cheap).every((p) => p <= middle)).toBe(true);
    const inStock = await t.getJson<Listing>(`/fr/api/listing/json${url}?inStock=true&pageSize=96`);
    expect(inStock.total).toBe(all.facets.inStock);
    expect(inStock.products.every((p) => p.attributes.disponibilite !== 'out-of-stock')).toBe(true);
  });

  it('sorts by price both ways, newest and discount', async () => {
    const { url } = await firstLeafCategory('uk');
    const up = prices(
      await t.getJson<Listing>(`/uk/api/listing/json${url}?sort=price-asc&pageSize=96`),
    );
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = prices(
      await t.getJson<Listing>(`/uk/api/listing/json${url}?sort=price-desc&pageSize=96`),
    );
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const discount = (
      await t.getJson<Listing>(`/uk/api/listing/json${url}?sort=discount&pageSize=96`)
    ).products.map((p) => p.attributes.decote);
    expect(discount).toEqual([...discount].sort((a, b) => b - a));
    expect(discount[0]).toBeGreaterThan(0);
  });

  it('answers a category without filters from its stored facets exactly as counting its products would', async () => {
    // Large categories take the stored path (whole-category.ts); the test catalogue's are all
    // small, so it is called directly here and held to the counting path's answer.
    for (const [store, id] of [
      ['fr', '10000'],
      ['uk', '11001'],
    ] as const) {
      const { path, label } = (
        await queryRows<{ path: string; label: string }>(
          t.database.db,
          sql`SELECT path, label FROM categories WHERE store = ${store} AND id = ${id}`,
        )
      )[0] ?? { path: '', label: '' };
      const stored = await storedFacets(t.database.db, store, id);
      for (const sort of ['relevance', 'price-asc', 'price-desc', 'newest', 'discount'] as const) {
        const query = { sort, page: 2, pageSize: 24 };
        const counted = await t.getJson<Listing>(
          `/${store}/api/listing/json/C-${id}-x?sort=${sort}&page=2&pageSize=24`,
        );
        const whole = await listWholeCategory(t.database.db, store, { id, path }, stored, query, {
          title: label,
          breadcrumb: counted.breadcrumb,
        });
        expect(
          whole.products.map((p) => p.id),
          `${store} ${sort}`,
        ).toEqual(counted.products.map((p) => p.id));
        expect({ ...whole, products: [] }).toEqual({ ...counted, products: [] });
      }
    }
  });

  it('pages without overlap', async () => {
    const { url } = await firstLeafCategory('fr');
    const one = await t.getJson<Listing>(`/fr/api/listing/json${url}?pageSize=10&page=1`);
    const two = await t.getJson<Listing>(`/fr/api/listing/json${url}?pageSize=10&page=2`);
    const ids = [...one.products, ...two.products].map((p) => p.id);
    expect(new Set(ids).size).toBe(20);
  });

  it('answers 404 for an unknown category and 400 for a bad sort', async () => {
    const missing = await t.call({ method: 'GET', url: '/fr/api/listing/json/C-99999-nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal('catalogue.category_not_found'));
    const bad = await t.call({
      method: 'GET',
      url: '/fr/api/listing/json/C-10000-femme?sort=cheapest',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(refusal('request.invalid', { fields: { sort: 'request.invalid' } }));
  });
});

describe('product sheet', () => {
  it('serves the static sheet with every catalogue attribute, colours, variants and reviews', async () => {
    const card = await someProduct('fr');
    const sheet = await t.getJson<ProductStatic>(`/fr/api/v2/product/static/json${card.url}`);
    expectToMatchContract(routes.productStatic.response, sheet);
    expect(sheet.id).toBe(card.id);
    expect(sheet.reference).toMatch(/^[A-Z0-9]{7}$/);
    expect(sheet.variants.length).toBeGreaterThan(0);
    expect(sheet.variants.every((v) => /^\d{13}$/.test(v.EAN))).toBe(true);
    expect(sheet.attributes.description.length).toBeGreaterThan(40);
    expect(sheet.breadcrumb.length).toBe(3);
  });

  it('serves prices and stock per SKU, and the large-size range on request', async () => {
    const card = await someProduct('fr');
    const dynamic = await t.getJson<ProductDynamic>(`/fr/api/v2/product/dynamic/json${card.url}`);
    expectToMatchContract(routes.productDynamic.response, dynamic);
    expect(dynamic.currency).toBe('EUR');
    const sheet = await t.getJson<ProductStatic>(`/fr/api/v2/product/static/json${card.url}`);
    expect(
      dynamic.skus
        .map((s) => s.SKUReelle)
        .every((sku) => sheet.variants.some((v) => v.SKUReelle === sku)),
    ).toBe(true);
    expect(
      (await t.getJson<ProductDynamic>(`/uk/api/v2/product/dynamic/json${card.url}`)).currency,
    ).toBe('GBP');
  });

  it('lists related products by priority, each once, at most the limit', async () => {
    const card = await someProduct('uk');
    const related = await t.getJson<ProductCard[]>(
      `/uk/api/v2/product/related/json${card.url}?limit=5`,
    );
    expectToMatchContract(routes.relatedProducts.response, related);
    expect(related).toHaveLength(5);
    const all = await t.getJson<ProductCard[]>(
      `/uk/api/v2/product/related/json${card.url}?limit=24`,
    );
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(all.map((p) => p.id)).not.toContain(card.id);
    expect(all.slice(0, 5)).toEqual(related);
  });

  it('answers one range at a time for products sold in standard and large sizes', async () => {
    const [product] = await queryRows<{ url: string }>(
      t.database.db,
      sql`SELECT p.url FROM products p WHERE p.store = 'uk'
          AND EXISTS (SELECT 1 FROM variants v WHERE v.store = p.store AND v.product_id = p.id AND v.is_large_size)
          AND EXISTS (SELECT 1 FROM variants v WHERE v.store = p.store AND v.product_id = p.id AND NOT v.is_large_size)
          ORDER BY p.id LIMIT 1`,
    );
    if (!product) throw new Error('no product with a large-size range');
    const sheet = await t.getJson<ProductStatic>(`/uk/api/v2/product/static/json${product.url}`);
    const large = new Set(
      sheet.attributes.listeTailles.filter((s) => s.isLargeSize).map((s) => s.codeTaille),
    );
    expect(sheet.attributes.estGrandeTaille).toBe(true);
    expect(sheet.attributes.imgFaceCurvy).toMatch(/-curvy\.svg$/);
    const standard = await t.getJson<ProductDynamic>(
      `/uk/api/v2/product/dynamic/json${product.url}`,
    );
    const curvy = await t.getJson<ProductDynamic>(
      `/uk/api/v2/product/dynamic/json${product.url}?largeSize=true`,
    );
    expect(standard.largeSize).toBe(false);
    expect(curvy.largeSize).toBe(true);
    expect(standard.skus.every((s) => !large.has(s.codeTaille))).toBe(true);
    expect(curvy.skus.length).toBeGreaterThan(0);
    expect(curvy.skus.every((s) => large.has(s.codeTaille))).toBe(true);
    // The large sizes cost more.
    expect(Math.min(...curvy.skus.map((s) => Number(s.prix)))).toBeGreaterThan(
      Math.min(...standard.skus.map((s) => Number(s.prix))),
    );
  });

  it('follows stock changes: a product whose variants sell out becomes out of stock', async () => {
    const card = await someProduct('fr');
    await t.database.db.execute(
      sql`UPDATE variants SET stock = 0 WHERE store = 'fr' AND product_id = ${card.id}`,
    );
    const [row] = await queryRows<{ stock_total: number }>(
      t.database.db,
      sql`SELECT stock_total FROM products WHERE store = 'fr' AND id = ${card.id}`,
    );
    expect(row?.stock_total).toBe(0);
    const [cardNow] = await readCards(t.database.db, 'fr', [card.id]);
    expect(cardNow?.attributes.disponibilite).toBe('out-of-stock');
    await t.database.db.execute(sql`UPDATE variants SET stock = 2 WHERE store = 'fr' AND sku = (
      SELECT min(sku) FROM variants WHERE store = 'fr' AND product_id = ${card.id})`);
    expect((await readCards(t.database.db, 'fr', [card.id]))[0]?.attributes.disponibilite).toBe(
      'low-stock',
    );
  });

  it("carries its product's tracking fields on every card: category levels, sizes and stock", async () => {
    const card = await someProduct('fr');
    const sheet = await t.getJson<ProductStatic>(`/fr/api/v2/product/static/json${card.url}`);
    const [stock] = await queryRows<{ units: number }>(
      t.database.db,
      sql`SELECT sum(stock)::int AS units FROM variants WHERE store = 'fr' AND product_id = ${card.id}`,
    );
    const { universe, subuniverse, codeLibelleSsfamille, listeTailles } = sheet.attributes;
    expect(universe).not.toBe('');
    const tracking = {
      universe,
      subuniverse,
      codeLibelleSsfamille,
      libellesTailles: listeTailles.map((size) => size.libelleTaille),
    };
    expect(card.attributes).toMatchObject(tracking);
    // The listing answer may be cached: the stock is checked on a card read now.
    const [fresh] = await readCards(t.database.db, 'fr', [card.id]);
    expect(fresh?.attributes).toMatchObject({ ...tracking, stock: stock?.units });
    // The same fields wherever cards are served: related products, autocomplete, no-result feed.
    const related = await t.getJson<ProductCard[]>(`/fr/api/v2/product/related/json${card.url}`);
    const suggested = await t.getJson<SuggestResponse>('/fr/api/suggest?q=rob');
    const noResult = await t.getJson<{ Zones: { Controls: { Actions: ProductCard[] }[] }[] }>(
      '/fr/api/catalog/json/Custom/NoResult.cxml?ts=1',
    );
    const served = [
      ...related,
      ...suggested.products,
      ...noResult.Zones.flatMap((zone) => zone.Controls.flatMap((control) => control.Actions)),
    ];
    expect(served.length).toBeGreaterThan(3);
    for (const other of served) {
      expect(other.attributes.universe).not.toBe('');
      expect(other.attributes.libellesTailles.length).toBeGreaterThan(0);
      expect(other.attributes.stock).toBeGreaterThanOrEqual(0);
    }
  });

  it("answers 'Product not found.' for an unknown product", async () => {
    for (const path of ['/P-ZZZZZZZZ-nothing', '/not-a-product']) {
      const response = await t.call({
        method: 'GET',
        url: `/fr/api/v2/product/static/json${path}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal('catalogue.product_not_found'));
    }
  });
});

describe('search', () => {
  it('opens the product of a catalogue reference, however it is typed', async () => {
    const card = await someProduct('fr');
    const { reference } = await t.getJson<ProductStatic>(
      `/fr/api/v2/product/static/json${card.url}`,
    );
    const typed = `${reference.slice(0, 3).toLowerCase()}.${reference.slice(3)}`;
    const result = await t.getJson<SearchResponse>(
      `/fr/api/search/Recherche/${encodeURIComponent(typed)}`,
    );
    expect(result).toEqual({ contextUrl: card.url, isSearchPage: false, data: null });
  });

  it('redirects an exact category name to the category', async () => {
    const { url, label } = await firstLeafCategory('fr');
    const result = await t.getJson<SearchResponse>(
      `/fr/api/search/Recherche/${encodeURIComponent(label.toUpperCase())}`,
    );
    expect(result).toEqual({ contextUrl: url, isSearchPage: false, data: null });
  });

  it('finds words stemmed and without accents, ranked, with the results page as context', async () => {
    const result = await t.getJson<SearchResponse>('/fr/api/search/Recherche/robes%20fleuries');
    expectToMatchContract(routes.search.response, result);
    expect(result.isSearchPage).toBe(true);
    expect(result.contextUrl).toBe('/Recherche/robes%20fleuries');
    const first = result.data?.products[0]?.attributes.libelle ?? '';
    expect(first.toLowerCase()).toMatch(/robe/);
    const unaccented = await t.getJson<SearchResponse>('/fr/api/search/Recherche/ETE');
    const accented = await t.getJson<SearchResponse>('/fr/api/search/Recherche/%C3%A9t%C3%A9');
    expect(unaccented.data?.total).toBe(accented.data?.total);
    // 'dress' is not a category's name (that is 'Dresses'): a results page, stemmed.
    const english = await t.getJson<SearchResponse>('/uk/api/search/Search/dress');
    expect(english.contextUrl).toBe('/Search/dress');
    const plural = await t.getJson<SearchResponse>('/uk/api/json/Search/dresses');
    expect(english.data?.total).toBeGreaterThan(0);
    expect(plural).toMatchObject({ total: english.data?.total });
  });

  it('corrects a misspelt word', async () => {
    const result = await t.getJson<SearchResponse>('/uk/api/search/Search/trousres');
    expect(result.data?.total).toBeGreaterThan(0);
    expect(result.data?.correctedTerm).toBe('trousers');
  });

  it('ranks products with the word in their name before those with it in their description only', async () => {
    // 'robe' names dresses and sits in a description sentence ('un indispensable de la garde-robe').
    const results = await t.getJson<Listing>('/fr/api/json/Search/robe?pageSize=96');
    const named = results.products.map((p) => /\brobes?\b/i.test(p.attributes.libelle));
    expect(named).toContain(true);
    expect(named).toContain(false);
    expect(named.indexOf(false)).toBeGreaterThan(named.lastIndexOf(true));
  });

  it('finds a word typed with one letter wrong', async () => {
    for (const [typed, meant] of [
      ['robbe', 'robe'],
      ['pantalom', 'pantalon'],
    ] as const) {
      const result = await t.getJson<SearchResponse>(`/fr/api/search/Recherche/${typed}`);
      expect(result.data?.correctedTerm).toBe(meant);
      expect(result.data?.products[0]?.attributes.libelle.toLowerCase()).toContain(meant);
    }
  });

  it('answers hostile terms and parameters with results or a 400, never a 5xx', async () => {
    const term = (unit: string) => encodeURIComponent(unit.repeat(128).slice(0, 128));
    for (const unit of ['%_', '*', 'a:* | !b & ', "'); DROP TABLE products; --", 'robe ']) {
      const search = await t.call({ method: 'GET', url: `/fr/api/search/Recherche/${term(unit)}` });
      expect(search.statusCode, unit).toBe(200);
      expectToMatchContract(routes.search.response, search.json());
      const suggest = await t.call({ method: 'GET', url: `/fr/api/suggest?q=${term(unit)}` });
      expect(suggest.statusCode, unit).toBe(200);
      expectToMatchContract(routes.suggest.response, suggest.json());
    }
    const universe = await t.getJson<Listing>('/fr/api/listing/json/C-10000-femme');
    const first = (values: { code: string }[]) =>
      encodeURIComponent(
        values
          .slice(0, 3)
          .map((v) => v.code)
          .join(','),
      );
    const { sizes, colours, brands, price } = universe.facets;
    const everyFilter = `size=${first(sizes)}&colour=${first(colours)}&brand=${first(brands)}&priceMin=${price.min}&priceMax=${price.max}&inStock=true&sort=discount`;
    const filtered = await t.getJson<Listing>(`/fr/api/listing/json/C-10000-femme?${everyFilter}`);
    expect(filtered.total).toBeLessThan(universe.total);
    const last = await t.getJson<Listing>('/fr/api/listing/json/C-10000-femme?page=10000');
    expect(last).toMatchObject({ page: 10000, products: [], total: universe.total });
    for (const query of ['page=1000000000', 'pageSize=100000', 'priceMin=1e400', 'page=-1']) {
      const refused = await t.call({
        method: 'GET',
        url: `/fr/api/listing/json/C-10000-femme?${query}`,
      });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'request.invalid' });
    }
  });

  it('filters search results like a listing', async () => {
    const all = await t.getJson<Listing>('/uk/api/json/Search/shirt?pageSize=96');
    expectToMatchContract(routes.searchResults.response, all);
    const brand = all.facets.brands[0];
    if (!brand) throw new Error('no brand facet');
    const filtered = await t.getJson<Listing>(
      `/uk/api/json/Search/shirt?brand=${encodeURIComponent(brand.code)}`,
    );
    expect(filtered.total).toBe(brand.count);
  });

  it('answers an empty result for nonsense, and 400 for a term over 128 characters', async () => {
    const nothing = await t.getJson<SearchResponse>('/fr/api/search/Recherche/xqzwvk');
    expect(nothing.data?.total).toBe(0);
    const longest = await t.call({
      method: 'GET',
      url: `/fr/api/search/Recherche/${'é'.repeat(128)}`,
    });
    expect(longest.statusCode).toBe(200);
    const long = await t.call({
      method: 'GET',
      url: `/fr/api/search/Recherche/${'a'.repeat(129)}`,
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('autocomplete', () => {
  it('suggests categories with the typed prefix highlighted, and products, from 2 characters', async () => {
    const result = await t.getJson<SuggestResponse>('/fr/api/suggest?q=rob');
    expectToMatchContract(routes.suggest.response, result);
    expect(result.pages.length).toBeGreaterThan(0);
    const page = result.pages[0];
    expect(page?.highlight.find((part) => part.match)?.text.toLowerCase()).toBe('rob');
    expect(page?.highlight.map((part) => part.text).join('')).toBe(page?.label);
    expect(result.products.length).toBeGreaterThan(0);
    expect(await t.getJson('/fr/api/suggest?q=r')).toEqual({ pages: [], products: [] });
    // A word repeated counts once: still one letter.
    expect(await t.getJson('/fr/api/suggest?q=a%20a%20a%20a')).toEqual({ pages: [], products: [] });
    expect(await t.getJson('/fr/api/suggest?q=rob%20rob')).toEqual(result);
  });

  it('tells apart pages that share a label by their universe', async () => {
    const { pages } = await t.getJson<SuggestResponse>('/fr/api/suggest?q=robes');
    const labels = pages.map((page) => page.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual(expect.arrayContaining(['Robes · Femme', 'Robes · Grandes tailles']));
    const named = pages.find((page) => page.label === 'Robes · Grandes tailles');
    expect(named?.highlight.map((part) => part.text).join('')).toBe(named?.label);
  });

  it('matches accents either way and a catalogue reference', async () => {
    const plain = await t.getJson<SuggestResponse>('/fr/api/suggest?q=chaussu');
    expect(plain.pages.length).toBeGreaterThan(0);
    const card = await someProduct('uk');
    const { reference } = await t.getJson<ProductStatic>(
      `/uk/api/v2/product/static/json${card.url}`,
    );
    const byReference = await t.getJson<SuggestResponse>(`/uk/api/suggest?q=${reference}`);
    expect(byReference.products[0]?.id).toBe(card.id);
  });
});

describe('site plans', () => {
  it('pages the product and category site plans', async () => {
    const products = await t.getJson<{ total: number; pageCount: number; items: unknown[] }>(
      '/fr/api/sitemap/products?page=1',
    );
    expectToMatchContract(routes.productSitemap.response, products);
    expect(products.total).toBeGreaterThanOrEqual(2000);
    expect(products.pageCount).toBeGreaterThan(1);
    expect(products.items).toHaveLength(500);
    const categories = await t.getJson<{ total: number }>('/uk/api/sitemap/categories');
    expect(categories.total).toBeGreaterThanOrEqual(60);
    const beyond = await t.call({ method: 'GET', url: '/fr/api/sitemap/products?page=99' });
    expect(beyond.statusCode).toBe(404);
  });
});
