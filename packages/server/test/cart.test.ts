import { apiRoutes, type Cart, type CartMerchandising } from '@vitrine/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, variants } from '../src/db/schema.js';
import { SESSION_COOKIE } from '../src/http/session.js';
import { fromCents, toCents } from '../src/money.js';
import {
  add,
  customerShopper,
  expectTotalsAddUp,
  getCart,
  item,
  lineOf,
  logIn,
  pickVariant,
  pickVariants,
  STORES,
} from './checkout-shopper.js';
import { expectToMatchContract, refusal } from './contract-check.js';
import { Shopper } from './shopper.js';
import { startTestApp, type TestApp } from './test-app.js';

const routes = apiRoutes.checkout;
/** The standard parcel fee a cart is priced with before a delivery is chosen. */
const STANDARD_PARCEL_FEE = { fr: 495, uk: 395 };
const STANDARD_WAREHOUSE_FEE = { fr: 1990, uk: 2495 };
/** The default codes (BIENVENUE, WELCOME) waive the parcel fee from this amount. */
const FREE_SHIPPING_FROM = { fr: 4900, uk: 4000 };
/** Below the default code's free-shipping threshold. */
const SMALL = { maxPriceCents: 1500 };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.app.close());

function expectCart(cart: unknown): asserts cart is Cart {
  expectToMatchContract(routes.cart.response, cart);
}

describe.each(STORES)('cart in /%s', (store) => {
  it('answers an empty cart to a visitor without starting a session', async () => {
    const visitor = new Shopper(t, store);
    const response = await visitor.get('/api/checkout/cart/get');
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    const cart = response.json<Cart>();
    expectCart(cart);
    expect(cart).toMatchObject({
      cartId: '',
      nbProducts: 0,
      total: '0.00',
      shippingFees: '0.00',
      products: [],
      selectedOfferedGifts: [],
      selectedSpecialOffers: [],
      currentPrivilegeCode: store === 'fr' ? 'BIENVENUE' : 'WELCOME',
      newPrivilegeCode: '',
    });
  });

  it('starts a session on the first add and prices the cart to the cent', async () => {
    const visitor = new Shopper(t, store);
    const variant = await pickVariant(t, store, SMALL);
    const cart = await add(visitor, item(variant.sku, 2));
    expect(visitor.cookies.has(SESSION_COOKIE)).toBe(true);
    expectCart(cart);
    expect(cart.cartId).not.toBe('');
    expect(cart.nbProducts).toBe(2);
    const line = lineOf(cart, variant.sku);
    expect(line).toMatchObject({
      line: 1,
      quantity: 2,
      price: fromCents(variant.priceCents),
      productId: variant.productId,
      isLdf: false,
      shippingMethod: '',
      specialSku: '',
    });
    expect(line.image).toMatch(
      new RegExp(`^/${store}/media/catalog/product/${variant.productId}/`),
    );
    expect(line.catalogSku).not.toBe('');
    expect(line.size).not.toBe('');
    expect(line.color).not.toBe('');
    expect(line.supplier).not.toBe('');
    expect(line.infoOctipas.ean).toMatch(/^\d{13}$/);
    expect(toCents(cart.shippingFees)).toBe(STANDARD_PARCEL_FEE[store]);
    expect(toCents(cart.total)).toBe(2 * variant.priceCents + STANDARD_PARCEL_FEE[store]);
    expectTotalsAddUp(cart, 0);
    expect(await getCart(visitor)).toEqual(cart);
  });

  it('adds a list of items: the same SKU adds to its line, another gets the next line', async () => {
    const visitor = new Shopper(t, store);
    const [a, b] = await pickVariants(t, store, SMALL, 2);
    if (!a || !b) throw new Error('two variants expected');
    await add(visitor, item(a.sku));
    const cart = await add(visitor, item(a.sku, 2), item(b.sku), item(b.sku));
    expect(cart.products.map((p) => [p.line, p.sku, p.quantity])).toEqual([
      [1, a.sku, 3],
      [2, b.sku, 2],
    ]);
    expect(cart.nbProducts).toBe(5);
  });

  it('answers 404 for an unknown SKU, naming the item, and changes nothing', async () => {
    const visitor = new Shopper(t, store);
    const variant = await pickVariant(t, store, SMALL);
    const response = await visitor.post('/api/checkout/cart/add', {
      items: [item(variant.sku), item('999999999')],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(
      refusal('catalogue.product_not_found', {
        fields: { 'items.1.sku': 'catalogue.product_not_found' },
      }),
    );
    expect(visitor.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('caps a line at the stock with a clear 409, keeping the cart as it was', async () => {
    const visitor = new Shopper(t, store);
    const scarce = await pickVariant(t, store, { minStock: 2, maxStock: 3 });
    const other = await pickVariant(t, store, { ...SMALL, notProducts: [scarce.productId] });
    await add(visitor, item(other.sku), item(scarce.sku, scarce.stock - 1));
    const before = await getCart(visitor);

    const tooMany = await visitor.post('/api/checkout/cart/add', { items: [item(scarce.sku, 2)] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual(
      refusal('cart.stock_limit', {
        params: { stock: scarce.stock },
        fields: { 'items.0.sku': 'cart.stock_limit' },
      }),
    );
    expect(await getCart(visitor)).toEqual(before);

    const cart = await add(visitor, item(scarce.sku));
    expect(lineOf(cart, scarce.sku).quantity).toBe(scarce.stock);
    expect(lineOf(cart, scarce.sku).stock).toBe(scarce.stock);
  });

  it('refuses a size that is out of stock', async () => {
    const [soldOut] = await t.database.db
      .select({ sku: variants.sku })
      .from(variants)
      .where(and(eq(variants.store, store), eq(variants.stock, 0)))
      .limit(1);
    if (!soldOut) throw new Error('no sold-out variant');
    const response = await new Shopper(t, store).post('/api/checkout/cart/add', {
      items: [item(soldOut.sku)],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(
      refusal('cart.stock_limit', {
        params: { stock: 0 },
        fields: { 'items.0.sku': 'cart.stock_limit' },
      }),
    );
  });

  it('changes a line: its quantity, or its size (another SKU keeps the line number)', async () => {
    const visitor = new Shopper(t, store);
    const [a, b] = await pickVariants(t, store, SMALL, 2);
    if (!a || !b) throw new Error('two variants expected');
    await add(visitor, item(a.sku));
    let cart = await visitor.ok<Cart>('POST', '/api/checkout/cart/update', {
      item: { line: 1, sku: a.sku },
      products: [item(a.sku, 3)],
    });
    expectCart(cart);
    expect(cart.products.map((p) => [p.line, p.sku, p.quantity])).toEqual([[1, a.sku, 3]]);

    cart = await visitor.ok<Cart>('POST', '/api/checkout/cart/update', {
      item: { line: 1, sku: a.sku },
      products: [item(b.sku, 2)],
    });
    expect(cart.products.map((p) => [p.line, p.sku, p.quantity])).toEqual([[1, b.sku, 2]]);

    const stale = await visitor.post('/api/checkout/cart/update', {
      item: { line: 1, sku: a.sku },
      products: [item(a.sku)],
    });
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual(refusal('cart.line_not_found'));

    const overStock = await visitor.post('/api/checkout/cart/update', {
      item: { line: 1, sku: b.sku },
      products: [item(b.sku, Math.min(b.stock + 1, 99))],
    });
    expect(overStock.statusCode).toBe(409);
    expect(await getCart(visitor)).toEqual(cart);
  });

  it('removes a product line; removing it again changes nothing', async () => {
    const visitor = new Shopper(t, store);
    const [a, b] = await pickVariants(t, store, SMALL, 2);
    if (!a || !b) throw new Error('two variants expected');
    const added = await add(visitor, item(a.sku), item(b.sku));
    const line = lineOf(added, a.sku);
    const remove = {
      sku: a.sku,
      catalogSku: line.catalogSku,
      type: 'product',
      specialSku: '',
      sizeLabel: line.size,
    };
    const cart = await visitor.ok<Cart>('POST', '/api/checkout/cart/remove', remove);
    expectCart(cart);
    expect(cart.products.map((p) => p.sku)).toEqual([b.sku]);
    expect(await visitor.ok('POST', '/api/checkout/cart/remove', remove)).toEqual(cart);

    const stranger = new Shopper(t, store);
    const empty = await stranger.post('/api/checkout/cart/remove', remove);
    expect(empty.json<Cart>().products).toEqual([]);
    expect(stranger.cookies.size).toBe(0);
  });

  it('shows markdowns with their crossed-out price and warehouse goods with their method', async () => {
    const visitor = new Shopper(t, store);
    const markdown = await pickVariant(t, store, {
      markdown: true,
      minStock: 5,
      minPriceCents: 2000,
    });
    const rug = await pickVariant(t, store, { ldf: true, minStock: 5 });
    const cart = await add(visitor, item(markdown.sku), item(rug.sku));
    expectCart(cart);
    const reduced = lineOf(cart, markdown.sku);
    expect(reduced.discountType).toBe('M');
    expect(toCents(reduced.crossedOutPrice)).toBeGreaterThan(toCents(reduced.price));
    expect(lineOf(cart, rug.sku)).toMatchObject({ isLdf: true, shippingMethod: 'STANDARD' });
    // Priced with the standard parcel fee (waived by the default code from its threshold) and
    // the standard warehouse delivery.
    const subtotal = toCents(reduced.price) + rug.priceCents;
    const parcelFee = subtotal >= FREE_SHIPPING_FROM[store] ? 0 : STANDARD_PARCEL_FEE[store];
    expect(toCents(cart.shippingFees)).toBe(parcelFee + STANDARD_WAREHOUSE_FEE[store]);
    expectTotalsAddUp(cart, 0);
  });

  it('keeps carts apart: another store, another visitor, another customer', async () => {
    const { shopper: first } = await customerShopper(t, store);
    const { shopper: second } = await customerShopper(t, store);
    const variant = await pickVariant(t, store, SMALL);
    const cart = await add(first, item(variant.sku));

    expect((await getCart(second)).products).toEqual([]);
    expect((await getCart(new Shopper(t, store))).products).toEqual([]);
    const otherStore = new Shopper(t, store === 'fr' ? 'uk' : 'fr');
    for (const [name, value] of first.cookies) otherStore.cookies.set(name, value);
    expect((await getCart(otherStore)).products).toEqual([]);

    const update = await second.post('/api/checkout/cart/update', {
      item: { line: 1, sku: variant.sku },
      products: [item(variant.sku, 5)],
    });
    expect(update.statusCode).toBe(404);
    await second.post('/api/checkout/cart/remove', {
      sku: variant.sku,
      catalogSku: '',
      type: 'product',
      specialSku: '',
      sizeLabel: '',
    });
    expect(await getCart(first)).toEqual(cart);
  });

  it('never takes a SKU the store does not sell', async () => {
    const other = store === 'fr' ? 'uk' : 'fr';
    const variant = await pickVariant(t, other, SMALL);
    const [source] = await t.database.db
      .select()
      .from(variants)
      .where(and(eq(variants.store, other), eq(variants.sku, variant.sku)));
    if (!source) throw new Error('no variant');
    // Its own SKU per direction: both stores sell the same SKUs, and the other store's run of this
    // test may have picked the same one.
    const onlyThere = `${other === 'fr' ? '8' : '9'}${variant.sku}`;
    await t.database.db.insert(variants).values({ ...source, sku: onlyThere });
    const response = await new Shopper(t, store).post('/api/checkout/cart/add', {
      items: [item(onlyThere)],
    });
    expect(response.statusCode).toBe(404);
    expect(lineOf(await add(new Shopper(t, other), item(onlyThere)), onlyThere).quantity).toBe(1);
  });

  it('is the account’s cart in every session of the customer', async () => {
    const { shopper, customer } = await customerShopper(t, store);
    const variant = await pickVariant(t, store, SMALL);
    const cart = await add(shopper, item(variant.sku));
    const [row] = await t.database.db.select().from(carts).where(eq(carts.customerId, customer.id));
    expect(row?.sessionHash).toBeNull();
    const elsewhere = new Shopper(t, store);
    await logIn(elsewhere, customer.email);
    expect(await getCart(elsewhere)).toEqual(cart);
  });

  it('merges the visitor’s basket into the account’s at login', async () => {
    const { shopper: earlier, customer } = await customerShopper(t, store);
    const [saved, both, added] = await pickVariants(t, store, SMALL, 3);
    if (!saved || !both || !added) throw new Error('three variants expected');
    await add(earlier, item(saved.sku), item(both.sku));

    const visitor = new Shopper(t, store);
    await add(visitor, item(both.sku, 2), item(added.sku));
    const visitorCookie = visitor.cookies.get(SESSION_COOKIE);
    await logIn(visitor, customer.email);
    expect(visitor.cookies.get(SESSION_COOKIE)).not.toBe(visitorCookie);

    const cart = await getCart(visitor);
    expectCart(cart);
    expect(cart.products.map((p) => [p.sku, p.quantity])).toEqual([
      [saved.sku, 1],
      [both.sku, 3],
      [added.sku, 1],
    ]);
    expect(await getCart(earlier)).toEqual(cart);
  });
});

describe.each(STORES)('gift offers and merchandising in /%s', (store) => {
  const merchandising = (shopper: Shopper) =>
    shopper.ok<CartMerchandising>('GET', '/api/checkout/cart/merchandising');

  it('suggests popular products to an empty cart, related ones to a full cart', async () => {
    const visitor = new Shopper(t, store);
    const empty = await merchandising(visitor);
    expectToMatchContract(routes.merchandising.response, empty);
    expect(empty.products).toHaveLength(12);
    expect(visitor.cookies.size).toBe(0);

    const variant = await pickVariant(t, store, SMALL);
    await add(visitor, item(variant.sku));
    const full = await merchandising(visitor);
    expectToMatchContract(routes.merchandising.response, full);
    expect(full.products.length).toBeGreaterThan(0);
    expect(full.products.map((p) => p.id)).not.toContain(variant.productId);
    expect(full.products.every((p) => p.attributes.disponibilite !== 'out-of-stock')).toBe(true);
  });

  it('offers a gift to choose once the cart reaches the threshold', async () => {
    const visitor = new Shopper(t, store);
    const cheap = await pickVariant(t, store, SMALL);
    await add(visitor, item(cheap.sku));
    const { giftOffers } = await merchandising(visitor);
    const offer = giftOffers.find((o) => o.offerId === 'GIFT-CANDLE');
    if (!offer) throw new Error('no candle offer');
    expect(offer).toMatchObject({ reached: false, selectedSku: '' });
    expect(offer.gifts).toHaveLength(3);
    const gift = offer.gifts[0]?.sku ?? '';

    const early = await visitor.post('/api/checkout/cart/gift_choice/update', {
      offerId: offer.offerId,
      sku: gift,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual(refusal('cart.offer_not_reached'));

    const threshold = toCents(offer.threshold);
    const big = await pickVariant(t, store, {
      minPriceCents: threshold,
      notProducts: [cheap.productId],
    });
    await add(visitor, item(big.sku));
    const wrong = await visitor.post('/api/checkout/cart/gift_choice/update', {
      offerId: offer.offerId,
      sku: cheap.sku,
    });
    expect(wrong.statusCode).toBe(400);
    const unknown = await visitor.post('/api/checkout/cart/gift_choice/update', {
      offerId: 'NO-SUCH-OFFER',
      sku: gift,
    });
    expect(unknown.statusCode).toBe(404);

    const cart = await visitor.ok<Cart>('POST', '/api/checkout/cart/gift_choice/update', {
      offerId: offer.offerId,
      sku: gift,
    });
    expectCart(cart);
    expect(cart.selectedOfferedGifts).toEqual([
      expect.objectContaining({
        offerId: offer.offerId,
        sku: gift,
        quantity: 1,
        price: '0',
        attributes: { isInvisible: 'N' },
      }),
    ]);
    const after = (await merchandising(visitor)).giftOffers.find(
      (o) => o.offerId === offer.offerId,
    );
    expect(after).toMatchObject({ reached: true, selectedSku: gift });

    const removed = await visitor.ok<Cart>('POST', '/api/checkout/cart/remove', {
      sku: gift,
      catalogSku: '',
      type: 'gift',
      specialSku: '',
      sizeLabel: '',
    });
    expect(removed.selectedOfferedGifts).toEqual([]);
    expect(removed.products).toHaveLength(2);
  });
});
