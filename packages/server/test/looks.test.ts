import { ApiError, createApiClient, type ApiClient } from '@vitrine/api-client';
import { apiRoutes, type Look, type LookPiece, type LookSize } from '@vitrine/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLooks } from '../src/catalogue/looks.js';
import { lookPieces, looks, products, variants } from '../src/db/schema.js';
import { seedLooksIfMissing } from '../src/seed/seed-looks.js';
import { toCents } from '../src/money.js';
import { expectToMatchContract, refusal } from './contract-check.js';
import { httpTransport, Shopper } from './shopper.js';
import { startTestApp, TEST_APP_KEY, type TestApp } from './test-app.js';

// Mix and match (spec 2.1, decision 022): the looks the seed made, read over real HTTP with the
// store's client, and a whole look put in the basket in one cart/add.
const STORES = ['fr', 'uk'] as const;
let t: TestApp;
let base: string;
const clients = {} as Record<(typeof STORES)[number], ApiClient>;

beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const store of STORES)
    clients[store] = createApiClient({ baseUrl: `${base}/${store}`, appKey: TEST_APP_KEY });
});
afterAll(() => t.app.close());

/** A cart/add item of a size. */
const itemOf = (size: LookSize, quantity = 1) => ({
  sku: size.SKUReelle,
  quantity,
  isLSProduct: size.isLargeSize,
});

/** The first size of a piece with at least `quantity` in stock. */
function sizeInStock(piece: LookPiece, quantity = 1) {
  const size = piece.sizes.find((s) => s.stock >= quantity);
  if (!size) throw new Error(`${piece.id} has no size with ${String(quantity)} in stock`);
  return size;
}

describe.each(STORES)('the looks of /%s', (store) => {
  it('are the seeded looks, each piece a product in the look’s colour with its sizes as sold', async () => {
    const { looks: answer } = await clients[store].catalogue.looks();
    expectToMatchContract(apiRoutes.catalogue.looks.response, { looks: answer });
    expect(answer.length).toBeGreaterThanOrEqual(8);
    expect(answer.length).toBeLessThanOrEqual(16);
    expect(answer[0]?.title).toBe(
      store === 'fr' ? 'Soutien-gorge et culotte – Argenté' : 'Bra and knickers – Silver',
    );
    for (const look of answer) {
      expect(look.pieces.length, look.id).toBeGreaterThanOrEqual(2);
      // One colour throughout, named in the title.
      const colours = new Set(look.pieces.map((piece) => piece.attributes.couleur));
      expect(colours.size, look.id).toBe(1);
      expect(look.title.endsWith(`– ${[...colours][0] ?? ''}`), look.id).toBe(true);
      for (const piece of look.pieces) {
        const sold = await t.database.db
          .select()
          .from(variants)
          .where(
            and(
              eq(variants.store, store),
              eq(variants.productId, piece.id),
              eq(variants.colourCode, piece.attributes.idCustColor),
            ),
          );
        expect(piece.sizes.map((s) => s.SKUReelle).sort(), piece.id).toEqual(
          sold.map((v) => v.sku).sort(),
        );
        for (const size of piece.sizes) {
          const variant = sold.find((v) => v.sku === size.SKUReelle);
          expect(size).toMatchObject({
            prix: variant?.price,
            prixBarre: variant?.crossedOutPrice ?? '',
            stock: variant?.stock,
            libelleTaille: variant?.sizeLabel,
          });
        }
        const cheapest = Math.min(...piece.sizes.map((s) => toCents(s.prix)));
        expect(toCents(piece.attributes.prix), piece.id).toBe(cheapest);
        expect(piece.attributes.imgFacePivot, piece.id).toContain(
          `/${store}/media/catalog/product/${piece.id}/${piece.attributes.idCustColor}-front`,
        );
        // The piece's page is the product's.
        const sheet = await clients[store].catalogue.productStatic(piece.url);
        expect(sheet.id).toBe(piece.id);
        expect(piece.attributes).toMatchObject({
          libelle: sheet.attributes.libelle,
          metaMarque: sheet.attributes.metaMarque,
          universe: sheet.attributes.universe,
          subuniverse: sheet.attributes.subuniverse,
          codeLibelleSsfamille: sheet.attributes.codeLibelleSsfamille,
        });
      }
    }
  });

  it('are a public catalogue answer, cached a few seconds as stock is', async () => {
    const url = `${base}/${store}/api/v2/looks`;
    const first = await fetch(url, { headers: { 'x-app-key': TEST_APP_KEY } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=5');
    const again = await fetch(url, { headers: { 'x-app-key': TEST_APP_KEY } });
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(await again.json()).toEqual(await first.json());
    const keyless = await fetch(url);
    expect(keyless.status).toBe(401);
  });

  it('go to the basket whole in one cart/add: one line per piece, the total their sum', async () => {
    const { looks: answer } = await clients[store].catalogue.looks();
    const look = answer.find((l) => l.pieces.every((piece) => piece.sizes.some((s) => s.stock)));
    if (!look) throw new Error('no look with every piece in stock');
    const shopper = new Shopper(httpTransport(base), store);
    const chosen = look.pieces.map((piece) => sizeInStock(piece));
    const cart = await shopper.ok<{
      products: { sku: string; productId: string; price: string }[];
    }>('POST', '/api/checkout/cart/add', {
      items: chosen.map((size) => itemOf(size)),
    });
    expect(cart.products.map((line) => line.sku)).toEqual(chosen.map((s) => s.SKUReelle));
    expect(cart.products.map((line) => line.productId)).toEqual(look.pieces.map((p) => p.id));
    const sum = (prices: string[]) => prices.reduce((total, price) => total + toCents(price), 0);
    expect(sum(cart.products.map((line) => line.price))).toBe(sum(chosen.map((s) => s.prix)));
  });

  it('name the piece over its stock when added, and leave the basket as it was', async () => {
    const { looks: answer } = await clients[store].catalogue.looks();
    const look = answer.find((l) =>
      l.pieces.every((piece) => piece.sizes.some((s) => s.stock > 1)),
    );
    if (!look) throw new Error('no look with every piece in stock');
    const [first, second] = look.pieces;
    if (!first || !second) throw new Error('a look has two pieces');
    const scarce = sizeInStock(second);
    // The first piece's size holds two: one in the basket, one more asked.
    const plenty = sizeInStock(first, 2);
    const shopper = new Shopper(httpTransport(base), store);
    await shopper.ok('POST', '/api/checkout/cart/add', {
      items: [itemOf(plenty)],
    });
    const before = await shopper.ok('GET', '/api/checkout/cart/get');
    const refused = await shopper.post('/api/checkout/cart/add', {
      items: [itemOf(sizeInStock(first)), itemOf(scarce, scarce.stock + 1)],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(
      refusal('cart.stock_limit', {
        params: { stock: scarce.stock },
        fields: { 'items.1.sku': 'cart.stock_limit' },
      }),
    );
    expect(await shopper.ok('GET', '/api/checkout/cart/get')).toEqual(before);
    // The client keeps the answer's body: the store can say which piece it was.
    const client = createApiClient({
      baseUrl: `${base}/${store}`,
      appKey: TEST_APP_KEY,
    });
    const error = await client.checkout
      .add([itemOf(scarce, scarce.stock + 1)])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toMatchObject({
      fields: { 'items.0.sku': 'cart.stock_limit' },
    });
  });
});

describe('reading the looks', () => {
  const firstLook = async (): Promise<Look> => {
    const [look] = await readLooks(t.database.db, 'fr');
    if (!look) throw new Error('no look');
    return look;
  };

  it('reads stock as it is now, and drops a piece no longer sold in the look’s colour', async () => {
    const look = await firstLook();
    const [piece] = look.pieces;
    const size = piece?.sizes[0];
    if (!piece || !size) throw new Error('a look has pieces with sizes');
    await t.database.db
      .update(variants)
      .set({ stock: 0 })
      .where(and(eq(variants.store, 'fr'), eq(variants.sku, size.SKUReelle)));
    const after = await firstLook();
    expect(after.pieces[0]?.sizes[0]).toMatchObject({ stock: 0, disponibilite: 'out-of-stock' });

    // A two-piece look that loses a piece is no look any more.
    const other = (await readLooks(t.database.db, 'fr')).find(
      (l) => l.id !== look.id && l.pieces.length === 2,
    );
    const gone = other?.pieces[1];
    if (!other || !gone) throw new Error('another two-piece look expected');
    await t.database.db
      .update(lookPieces)
      .set({ colourCode: 'XXX' })
      .where(and(eq(lookPieces.store, 'fr'), eq(lookPieces.productId, gone.id)));
    const ids = (await readLooks(t.database.db, 'fr')).map((l) => l.id);
    expect(ids).not.toContain(other.id);
    expect(ids).toContain(look.id);
  });

  it('gives a database seeded before looks the looks of its catalogue’s seed', async () => {
    const before = await readLooks(t.database.db, 'uk');
    expect(await seedLooksIfMissing(t.database.db)).toBe(0);
    await t.database.db.delete(looks);
    expect(await readLooks(t.database.db, 'uk')).toEqual([]);
    const restored = await seedLooksIfMissing(t.database.db);
    expect(restored).toBeGreaterThanOrEqual(8);
    expect(await readLooks(t.database.db, 'uk')).toEqual(before);
    const pieces = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.store, 'uk'),
          inArray(
            products.id,
            before.flatMap((l) => l.pieces.map((p) => p.id)),
          ),
        ),
      );
    expect(pieces.length).toBe(before.flatMap((l) => l.pieces).length);
  });
});
