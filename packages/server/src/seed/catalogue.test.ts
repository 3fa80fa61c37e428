import { STICKER_SEPARATOR } from '@vitrine/api-client/contract';
import { toProductReference } from '@vitrine/validation';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_PRODUCTS, planCatalogue } from './catalogue-plan.js';
import { storeCatalogue } from './store-catalogue.js';
import { linkingBlocks, storeDocuments } from './store-documents.js';
import { SIZE_SCALES, UNIVERSES } from './vocabulary.js';

const SEED = 20_261_121;
const plan = planCatalogue(SEED);
const fr = storeCatalogue(plan, 'fr');
const uk = storeCatalogue(plan, 'uk');

describe('the generated catalogue', () => {
  it('is the same for the same seed and differs for another', () => {
    const again = planCatalogue(SEED);
    expect(again.products.map((p) => [p.id, p.reference, p.variants.length])).toEqual(
      plan.products.map((p) => [p.id, p.reference, p.variants.length]),
    );
    expect(planCatalogue(SEED + 1).products[0]?.id).not.toBe(plan.products[0]?.id);
  });

  it('has 2,303 products in ≥ 60 categories of the 7 universes, with well-formed ids', () => {
    expect(plan.products.length).toBe(DEFAULT_CATALOGUE_PRODUCTS);
    const leaves = plan.categories.filter((c) => c.level === 2);
    expect(leaves.length).toBeGreaterThanOrEqual(60);
    expect(plan.categories.every((c) => /^\d{5}$/.test(c.id))).toBe(true);
    expect(new Set(plan.categories.map((c) => c.universe))).toEqual(
      new Set(UNIVERSES.map((u) => u.key)),
    );
    expect(plan.products.every((p) => /^P-[A-Z0-9]{8,10}$/.test(p.id))).toBe(true);
    expect(new Set(plan.products.map((p) => p.id)).size).toBe(plan.products.length);
    // A reference is what a shopper types: the validation package must recognise it as one.
    expect(plan.products.every((p) => toProductReference(p.reference) === p.reference)).toBe(true);
    expect(new Set(plan.products.map((p) => p.reference)).size).toBe(plan.products.length);
  });

  it('has the variety a shopper meets: stock levels, markdowns, lots, From prices, plus sizes, stickers', () => {
    const stocks = fr.variants.map((v) => v.stock);
    expect(stocks.filter((s) => s === 0).length).toBeGreaterThan(100);
    expect(stocks.filter((s) => s > 0 && s <= 3).length).toBeGreaterThan(100);
    expect(fr.variants.some((v) => v.isMarkdown)).toBe(true);
    expect(fr.products.some((p) => p.crossedOutPrice && p.discount > 0)).toBe(true);
    expect(fr.products.some((p) => p.packSize > 1)).toBe(true);
    expect(fr.products.some((p) => !p.cardAttributes.prixUnique)).toBe(true);
    expect(fr.products.some((p) => p.isPlusSize)).toBe(true);
    expect(fr.variants.some((v) => v.isLargeSize)).toBe(true);
    for (const product of plan.products) {
      const codes = product.sizes.map((size) => size.code);
      expect(new Set(codes).size, product.id).toBe(codes.length);
    }
    expect(
      fr.products.some(
        (p) => p.cardAttributes.stickerPrincipal.split(STICKER_SEPARATOR).length === 4,
      ),
    ).toBe(true);
    expect(fr.variants.every((v) => /^\d{13}$/.test(v.ean))).toBe(true);
    expect(fr.reviews.length).toBeGreaterThan(1000);
  });

  it('holds exactly CATALOGUE_PRODUCTS products at any size, every leaf category filled alike', () => {
    for (const size of [1_000, 12_345]) {
      const sized = planCatalogue(SEED, size);
      expect(sized.products.length).toBe(size);
      expect(new Set(sized.products.map((p) => p.id)).size).toBe(size);
      expect(new Set(sized.products.map((p) => p.reference)).size).toBe(size);
      const perLeaf = [...Map.groupBy(sized.products, (p) => p.category.id).values()].map(
        (products) => products.length,
      );
      expect(perLeaf.length).toBe(plan.categories.filter((c) => c.level === 2).length);
      const share = size / perLeaf.length;
      expect(Math.min(...perLeaf)).toBeGreaterThan(share * 0.7);
      expect(Math.max(...perLeaf)).toBeLessThan(share * 1.3);
      // The same variety as the default size: sold-out variants, discounts, related products.
      const variants = sized.products.flatMap((p) => p.variants);
      const soldOut = variants.filter((v) => v.stock === 0).length / variants.length;
      expect(soldOut).toBeGreaterThan(0.05);
      expect(soldOut).toBeLessThan(0.2);
      const discounted = sized.products.filter((p) => p.discount > 0).length / size;
      expect(discounted).toBeGreaterThan(0.2);
      expect(discounted).toBeLessThan(0.4);
      expect(sized.products.every((p) => p.related.length >= 8)).toBe(true);
    }
  });

  it('lists every product’s sizes smallest first, its large range after its standard one', () => {
    const rank = (code: string) =>
      Object.values(SIZE_SCALES)
        .map((scale) => scale.findIndex((size) => size.code === code))
        .find((index) => index >= 0);
    const sizeOrder = (code: string) => (/^\d+$/.test(code) ? Number(code) : rank(code));
    for (const product of plan.products) {
      const codes = product.sizes.map((size) => sizeOrder(size.code) ?? Number.NaN);
      expect(codes, product.id).toEqual([...codes].sort((a, b) => a - b));
      expect(new Set(codes).size, product.id).toBe(codes.length);
      const large = product.sizes.findIndex((size) => size.isLargeSize);
      if (large >= 0)
        expect(product.sizes.slice(large).every((size) => size.isLargeSize)).toBe(true);
    }
  });

  it('writes each store in its language and currency', () => {
    const frLabels = new Set(fr.products.map((p) => p.label));
    expect(uk.products.filter((p) => frLabels.has(p.label)).length).toBeLessThan(
      uk.products.length / 50,
    );
    expect(uk.categories.map((c) => c.label)).not.toContain('Femme');
    // Pound prices end in .99, unless a discount on a small price would round back up to it.
    const notCharm = uk.products.filter((p) => !/^\d+\.99$/.test(p.priceMin));
    expect(notCharm.length).toBeLessThan(uk.products.length / 20);
    expect(notCharm.every((p) => p.crossedOutPrice !== null)).toBe(true);
    const [frProduct, ukProduct] = [fr.products[0], uk.products[0]];
    expect(ukProduct?.id).toBe(frProduct?.id);
    expect(Number(ukProduct?.priceMin)).toBeLessThan(Number(frProduct?.priceMin));
    expect(uk.products[0]?.url).toMatch(/^\/P-[A-Z0-9]{8,10}-[a-z0-9-]+$/);
  });

  it('sells every discounted variant below its crossed-out price', () => {
    for (const rows of [fr, uk])
      for (const variant of rows.variants)
        if (variant.crossedOutPrice !== null)
          expect(Number(variant.price), variant.sku).toBeLessThan(Number(variant.crossedOutPrice));
  });

  it('builds a menu of at most 5 columns with banners only beyond column 2', () => {
    const documents = storeDocuments('fr', fr, []);
    const menu = JSON.parse(documents.find((d) => d.key === 'menu')?.body ?? '{}') as {
      hierarchy: { children: { metadata: { menuColumn?: number }; banner?: unknown }[] }[];
    };
    for (const universe of menu.hierarchy)
      for (const column of universe.children) {
        expect(column.metadata.menuColumn ?? 0).toBeLessThanOrEqual(5);
        if (column.banner) expect(column.metadata.menuColumn).toBeGreaterThanOrEqual(3);
      }
    expect(
      documents.filter((d) => d.kind === 'banner-image').every((d) => d.body.startsWith('<svg')),
    ).toBe(true);
  });
});

describe('the internal-linking blocks', () => {
  it('give every category a block, named by its category id', () => {
    for (const [segment, rows] of [
      ['fr', fr],
      ['uk', uk],
    ] as const) {
      const ids = linkingBlocks(segment, rows).map((block) => block.id);
      expect(ids).toEqual(rows.categories.map((c) => c.id));
    }
  });

  it('link a category to the one above it and the others beside it', () => {
    const category = fr.categories.find((c) => c.level === 2);
    const block = linkingBlocks('fr', fr).find((b) => b.id === category?.id);
    const parent = fr.categories.find((c) => c.id === category?.parentId);
    const siblings = fr.categories.filter(
      (c) => c.parentId === parent?.id && c.id !== category?.id,
    );
    const hrefs = [...(block?.html ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([parent, ...siblings].map((c) => `/fr${c?.url ?? ''}`));
    expect(block?.html).toContain(`<h2>À découvrir aussi · ${parent?.label ?? ''}</h2>`);
  });

  it('link to the store’s own category pages, never to the category itself', () => {
    for (const [segment, rows] of [
      ['fr', fr],
      ['uk', uk],
    ] as const) {
      const urls = new Set(rows.categories.map((c) => `/${segment}${c.url}`));
      for (const block of linkingBlocks(segment, rows)) {
        const hrefs = [...block.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');
        expect(hrefs.length, block.id).toBeGreaterThan(0);
        for (const href of hrefs) expect(urls.has(href), href).toBe(true);
        expect(hrefs.some((href) => href.startsWith(`/${segment}/C-${block.id}-`))).toBe(false);
      }
    }
  });

  it('are stored as linking documents in both languages', () => {
    const blocks = (segment: 'fr' | 'uk', rows: typeof fr) =>
      storeDocuments(segment, rows, []).filter((d) => d.kind === 'linking');
    const [universe] = plan.categories;
    const french = blocks('fr', fr).find((d) => d.key === universe?.id);
    const english = blocks('uk', uk).find((d) => d.key === universe?.id);
    expect(french?.body).toContain(`<h2>Nos incontournables · ${universe?.label.fr ?? ''}</h2>`);
    expect(english?.body).toContain(`<h2>Our essentials · ${universe?.label.uk ?? ''}</h2>`);
  });
});
