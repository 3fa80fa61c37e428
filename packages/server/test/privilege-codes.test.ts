import {
  apiRoutes,
  type Cart,
  type DefaultPrivilegeCode,
  type PrivilegeCodeValidation,
  type StoreSegment,
} from '@vitrine/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privilegeCodes } from '../src/db/schema.js';
import { fromCents, percentOf, toCents } from '../src/money.js';
import { add, expectTotalsAddUp, getCart, item, pickVariant, STORES } from './checkout-shopper.js';
import { expectToMatchContract } from './contract-check.js';
import { Shopper } from './shopper.js';
import { startTestApp, type TestApp } from './test-app.js';

const routes = apiRoutes.checkout;

/** The seeded codes of each store (see src/seed/privilege-codes.ts). */
const CODES = {
  fr: {
    default: 'BIENVENUE',
    percent: 'REDUC15',
    fixed: 'DIXEUROS',
    freeShipping: 'LIVRAISON',
    gift: 'CADEAU',
    expired: 'NOEL2025',
  },
  uk: {
    default: 'WELCOME',
    percent: 'SAVE15',
    fixed: 'TENOFF',
    freeShipping: 'FREEDELIVERY',
    gift: 'FREEGIFT',
    expired: 'XMAS2025',
  },
} as const;
const PARCEL_FEE = { fr: 495, uk: 395 };
const WAREHOUSE_FEE = { fr: 1990, uk: 2495 };
const GIFT_THRESHOLD = { fr: 3000, uk: 2500 };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.app.close());

const validate = (store: StoreSegment, privilegeCode: string) =>
  t.call({
    method: 'POST',
    url: `/${store}/api/checkout/privilegecode/validate`,
    payload: { privilegeCode },
  });

let testCodes = 0;
/** A code of the store made for one test (5 % off unless said otherwise). */
async function insertCode(store: StoreSegment, row: Partial<typeof privilegeCodes.$inferInsert>) {
  const code = `TEST${String(++testCodes)}`;
  await t.database.db
    .insert(privilegeCodes)
    .values({ store, code, label: `Test ${code}`, kind: 'percent', value: '5', ...row });
  return code;
}

const savedBy = (cart: Cart) =>
  cart.selectedSpecialOffers.reduce((sum, offer) => sum + toCents(offer.price), 0);

describe.each(STORES)('privilege codes in /%s', (store) => {
  const codes = CODES[store];

  it('answers the default code with its label', async () => {
    const answer = await t.getJson<DefaultPrivilegeCode>(`/${store}/api/checkout/privilegecode`);
    expectToMatchContract(routes.privilegeCode.response, answer);
    expect(answer.privilegeCode).toBe(codes.default);
    expect(answer.label).not.toBe('');
  });

  it('says whether a code is valid, with its label or the reason', async () => {
    for (const code of [
      codes.default,
      codes.percent,
      codes.fixed,
      codes.freeShipping,
      codes.gift,
    ]) {
      const response = await validate(store, code);
      expectToMatchContract(routes.privilegeCodeValidate.response, response.json());
      expect(response.json<PrivilegeCodeValidation>().valid_code).toBe(true);
      expect(response.json<PrivilegeCodeValidation>().messages[0]).not.toBe('');
    }
    const future = await insertCode(store, { startsAt: new Date(Date.now() + 86_400_000) });
    const fr = store === 'fr';
    const reasons = [
      [
        'NOSUCHCODE',
        'unknown',
        fr ? 'Ce code privilège n’existe pas.' : 'This privilege code does not exist.',
      ],
      [
        codes.expired,
        'expired',
        fr ? 'Ce code privilège a expiré.' : 'This privilege code has expired.',
      ],
      [
        future,
        'not-started',
        fr
          ? 'Ce code privilège n’est pas encore valable.'
          : 'This privilege code is not valid yet.',
      ],
    ] as const;
    for (const [code, reason, message] of reasons)
      expect((await validate(store, code)).json()).toEqual({
        valid_code: false,
        reason,
        messages: [message],
      });
    expect((await validate(store, codes.percent.toLowerCase())).statusCode).toBe(400);
    // The other store's codes are not this store's.
    const other = CODES[store === 'fr' ? 'uk' : 'fr'].percent;
    expect((await validate(store, other)).json<PrivilegeCodeValidation>().valid_code).toBe(false);
  });

  it('takes a percentage off the products, to the cent, shown as a hidden special offer', async () => {
    const visitor = new Shopper(t, store);
    const variant = await pickVariant(t, store, { minPriceCents: 1001, maxPriceCents: 3000 });
    await add(visitor, item(variant.sku, 3));
    const cart = await getCart(visitor, codes.percent);
    expectToMatchContract(routes.cart.response, cart);
    const subtotal = 3 * variant.priceCents;
    const discount = percentOf(subtotal, 15);
    expect(cart.currentPrivilegeCode).toBe(codes.percent);
    expect(cart.selectedSpecialOffers).toEqual([
      expect.objectContaining({
        offerId: codes.percent,
        price: fromCents(discount),
        attributes: { isInvisible: 'O' },
      }),
    ]);
    expect(toCents(cart.total)).toBe(subtotal - discount + PARCEL_FEE[store]);
    expectTotalsAddUp(cart, discount);
  });

  it('takes a fixed amount off from its threshold only', async () => {
    const visitor = new Shopper(t, store);
    const small = await pickVariant(t, store, { maxPriceCents: 2000 });
    await add(visitor, item(small.sku));
    let cart = await getCart(visitor, codes.fixed);
    expect(cart.currentPrivilegeCode).toBe(codes.fixed);
    expect(cart.selectedSpecialOffers).toEqual([]);
    expectTotalsAddUp(cart, 0);

    const big = await pickVariant(t, store, {
      minPriceCents: 5000,
      notProducts: [small.productId],
    });
    await add(visitor, item(big.sku));
    cart = await getCart(visitor);
    expect(savedBy(cart)).toBe(1000);
    expectTotalsAddUp(cart, 1000);
  });

  it('never lets a reduction make the total negative', async () => {
    const code = await insertCode(store, { kind: 'fixed', value: '1000.00' });
    const visitor = new Shopper(t, store);
    const variant = await pickVariant(t, store, { maxPriceCents: 2000 });
    await add(visitor, item(variant.sku));
    const cart = await getCart(visitor, code);
    expectToMatchContract(routes.cart.response, cart);
    expect(savedBy(cart)).toBe(variant.priceCents);
    expect(toCents(cart.total)).toBe(PARCEL_FEE[store]);
  });

  it('waives the parcel fee with a free-shipping code, not the warehouse delivery', async () => {
    const visitor = new Shopper(t, store);
    const variant = await pickVariant(t, store, { maxPriceCents: 1500 });
    await add(visitor, item(variant.sku));
    let cart = await getCart(visitor, codes.freeShipping);
    expect(cart.shippingFees).toBe('0.00');
    expect(savedBy(cart)).toBe(PARCEL_FEE[store]);
    expect(toCents(cart.total)).toBe(variant.priceCents);

    const rug = await pickVariant(t, store, { ldf: true, minStock: 5 });
    await add(visitor, item(rug.sku));
    cart = await getCart(visitor);
    expect(toCents(cart.shippingFees)).toBe(WAREHOUSE_FEE[store]);
    expectTotalsAddUp(cart, 0);
  });

  it('applies the default code from its threshold: free standard shipping', async () => {
    const visitor = new Shopper(t, store);
    const variant = await pickVariant(t, store, { minPriceCents: 6000 });
    await add(visitor, item(variant.sku));
    const cart = await getCart(visitor);
    expect(cart.currentPrivilegeCode).toBe(codes.default);
    expect(cart.shippingFees).toBe('0.00');
    expect(toCents(cart.total)).toBe(variant.priceCents);
  });

  it('adds the code’s gift from its threshold, shown and counted', async () => {
    const visitor = new Shopper(t, store);
    const small = await pickVariant(t, store, { maxPriceCents: GIFT_THRESHOLD[store] - 500 });
    await add(visitor, item(small.sku));
    expect((await getCart(visitor, codes.gift)).selectedOfferedGifts).toEqual([]);

    const more = await pickVariant(t, store, {
      minPriceCents: GIFT_THRESHOLD[store],
      notProducts: [small.productId],
    });
    await add(visitor, item(more.sku));
    const cart = await getCart(visitor, codes.gift);
    expectToMatchContract(routes.cart.response, cart);
    expect(cart.selectedOfferedGifts).toEqual([
      expect.objectContaining({
        offerId: codes.gift,
        quantity: 1,
        price: '0',
        attributes: { isInvisible: 'N' },
      }),
    ]);
    expectTotalsAddUp(cart, 0);

    const gift = cart.selectedOfferedGifts[0]?.sku ?? '';
    const removed = await visitor.ok<Cart>('POST', '/api/checkout/cart/remove', {
      sku: gift,
      catalogSku: '',
      type: 'gift',
      specialSku: '',
      sizeLabel: '',
    });
    expect(removed.selectedOfferedGifts).toEqual([]);
    expect(removed.currentPrivilegeCode).toBe(codes.default);
    expect(removed.newPrivilegeCode).toBe(codes.default);
  });

  it('replaces an unknown or expired code by the default, and says so once', async () => {
    for (const code of ['NOSUCHCODE', codes.expired]) {
      const visitor = new Shopper(t, store);
      await add(visitor, item((await pickVariant(t, store)).sku));
      const replaced = await getCart(visitor, code);
      expect(replaced).toMatchObject({
        currentPrivilegeCode: codes.default,
        newPrivilegeCode: codes.default,
      });
      expect(await getCart(visitor)).toMatchObject({
        currentPrivilegeCode: codes.default,
        newPrivilegeCode: '',
      });
    }
  });

  it('keeps the code on the cart until it expires', async () => {
    const code = await insertCode(store, {});
    const visitor = new Shopper(t, store);
    await add(visitor, item((await pickVariant(t, store)).sku));
    await getCart(visitor, code);
    expect(await getCart(visitor)).toMatchObject({
      currentPrivilegeCode: code,
      newPrivilegeCode: '',
    });
    await t.database.db
      .update(privilegeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(privilegeCodes.store, store), eq(privilegeCodes.code, code)));
    expect(await getCart(visitor)).toMatchObject({
      currentPrivilegeCode: codes.default,
      newPrivilegeCode: codes.default,
    });
  });

  it('prices a visitor’s empty cart with the code, without starting a session', async () => {
    const visitor = new Shopper(t, store);
    const cart = await getCart(visitor, codes.percent);
    expect(cart).toMatchObject({ cartId: '', currentPrivilegeCode: codes.percent, total: '0.00' });
    expect(visitor.cookies.size).toBe(0);
  });

  it('drops the code when its special offer is removed: the default applies', async () => {
    const visitor = new Shopper(t, store);
    const variant = await pickVariant(t, store, { maxPriceCents: 1500 });
    await add(visitor, item(variant.sku));
    await getCart(visitor, codes.percent);
    const cart = await visitor.ok<Cart>('POST', '/api/checkout/cart/remove', {
      sku: codes.percent,
      catalogSku: '',
      type: 'offer',
      specialSku: '',
      sizeLabel: '',
    });
    expectToMatchContract(routes.cart.response, cart);
    expect(cart).toMatchObject({
      currentPrivilegeCode: codes.default,
      newPrivilegeCode: codes.default,
      selectedSpecialOffers: [],
    });
    expect(cart.products).toHaveLength(1);
  });
});
