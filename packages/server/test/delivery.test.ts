import {
  apiRoutes,
  type Address,
  type CheckoutOrder,
  type ColissimoToken,
  type Delivery,
  type OrderDetails,
  type RelayPoint,
  type RelayPoints,
  type StoreSegment,
} from '@vitrine/api-client/contract';
import { isUkPostcode } from '@vitrine/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCart } from '../src/cart/cart-service.js';
import { verifyColissimoToken } from '../src/delivery/colissimo-token.js';
import { resolveDeliveryAddress } from '../src/delivery/delivery-address.js';
import { readMailbox } from '../src/mail/outbox.js';
import { distanceMetres } from '../src/delivery/geo.js';
import { townOfPostcode, type Coordinates } from '../src/delivery/postcode-locations.js';
import { ukPlaceOfPostcode } from '../src/delivery/uk-postcode-locations.js';
import { percentOf, toCents } from '../src/money.js';
import { STORES as STORE_SETTINGS } from '../src/stores.js';
import {
  add,
  ADDRESSES,
  customerShopper,
  expectTotalsAddUp,
  getCart,
  item,
  lineOf,
  pickVariant,
  STORES,
  type TestCustomer,
} from './checkout-shopper.js';
import { placeOrder } from './checkout-flow.js';
import { expectToMatchContract, refusal } from './contract-check.js';
import { Shopper } from './shopper.js';
import { startTestApp, type TestApp } from './test-app.js';

const routes = apiRoutes.checkout;
const FEES = {
  fr: { RP: 395, MLR: 295, C: 695, CE: 495, STANDARD: 1990, COMFORT: 3990, INSTALLATION: 6990 },
  uk: { MLR: 295, C: 595, CE: 395, STANDARD: 2495, COMFORT: 3995, INSTALLATION: 5995 },
} as const;
/** Below the default code's free-shipping threshold: the parcel fees are charged. */
const SMALL = { maxPriceCents: 1500 };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.app.close());

const getDelivery = (shopper: Shopper) =>
  shopper.ok<Delivery>('GET', '/api/checkout/cart/delivery/get');
const choose = (shopper: Shopper, body: object, validate = false) =>
  shopper.post(`/api/checkout/cart/delivery/${validate ? 'validate' : 'update'}`, body);
const chooseOk = (shopper: Shopper, body: object, validate = false) =>
  shopper.ok<Delivery>(
    'POST',
    `/api/checkout/cart/delivery/${validate ? 'validate' : 'update'}`,
    body,
  );

function expectDelivery(delivery: unknown): asserts delivery is Delivery {
  expectToMatchContract(routes.delivery.response, delivery);
}

const relayPoints = (store: StoreSegment, postcode: string, method: 'RP' | 'MLR') =>
  t.call({
    method: 'GET',
    url: `/${store}/api/checkout/relay-points?${new URLSearchParams({ postcode, method }).toString()}`,
  });

async function nearestPoint(
  postcode: string,
  method: 'RP' | 'MLR',
  store: StoreSegment = 'fr',
): Promise<RelayPoint> {
  const [point] = (await relayPoints(store, postcode, method)).json<RelayPoints>().relayPoints;
  if (!point) throw new Error(`no ${method} point near ${postcode}`);
  return point;
}

/** A search's points, each with its distance from `place` as the answer says it. */
function expectNearestFirst(points: readonly RelayPoint[], place: Coordinates | null) {
  if (!place) throw new Error('the postcode is placed');
  const distances = points.map((p) => p.distance);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(distances).toEqual(points.map((p) => distanceMetres(place, p)));
}

/** A signed-in customer with a small parcel item in the cart. */
async function customerWithCart(store: StoreSegment, main?: Address, alt?: Address) {
  const { shopper, customer } = await customerShopper(t, store, main, alt);
  const variant = await pickVariant(t, store, SMALL);
  await add(shopper, item(variant.sku));
  return { shopper, customer, variant };
}

/** The cart as an order would be placed from it. */
const pricedCart = (store: StoreSegment, customer: TestCustomer) =>
  readCart(t.database.db, STORE_SETTINGS[store], { idHash: '', customerId: customer.id });

describe.each(STORES)('delivery in /%s', (store) => {
  it('is for signed-in customers: visitors get 401', async () => {
    const visitor = new Shopper(t, store);
    await add(visitor, item((await pickVariant(t, store, SMALL)).sku));
    const body = { shippingMethod: 'C', address: 'P' };
    for (const response of [
      await visitor.get('/api/checkout/cart/delivery/get'),
      await choose(visitor, body),
      await choose(visitor, body, true),
      await visitor.get('/api/colissimo/generate-token'),
      await new Shopper(t, store).get('/api/checkout/cart/delivery/get'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(refusal('auth.required'));
    }
  });

  it('answers the shipping page: addresses, every method with its fee and delay', async () => {
    const alternative =
      store === 'fr' ? ADDRESSES.lyon : { ...ADDRESSES.uk, street: '1 Main Road' };
    const { shopper } = await customerWithCart(store, ADDRESSES[store], alternative);
    const delivery = await getDelivery(shopper);
    expectDelivery(delivery);
    expect(delivery.addresses).toEqual({ P: ADDRESSES[store], S: alternative });
    expect(delivery.methods.map((m) => [m.shippingMethod, toCents(m.price)])).toEqual(
      Object.entries(FEES[store]),
    );
    for (const method of delivery.methods) {
      expect(method.available).toBe(method.group !== 'warehouse');
      expect(method.minDays).toBeLessThanOrEqual(method.maxDays);
    }
    expect(delivery.methods.find((m) => m.shippingMethod === 'C')?.group).toBe('home');
    expect(delivery).toMatchObject({ selection: null, validated: false });
    const cart = await getCart(shopper);
    expect(delivery).toMatchObject({ shippingFees: cart.shippingFees, total: cart.total });
  });

  it('records a home delivery, validates it, and un-validates it when the lines change', async () => {
    const { shopper, variant } = await customerWithCart(store);
    let delivery = await chooseOk(shopper, { shippingMethod: 'C', address: 'P' });
    expectDelivery(delivery);
    expect(delivery).toMatchObject({
      selection: { shippingMethod: 'C', address: 'P', relayPoint: null },
      validated: false,
    });
    expect(toCents(delivery.shippingFees)).toBe(FEES[store].C);
    expect(toCents(delivery.total)).toBe(variant.priceCents + FEES[store].C);

    delivery = await chooseOk(shopper, { shippingMethod: 'C', address: 'P' }, true);
    expect(delivery.validated).toBe(true);
    expect(toCents((await getCart(shopper)).shippingFees)).toBe(FEES[store].C);

    await add(shopper, item(variant.sku));
    expect((await getDelivery(shopper)).validated).toBe(false);

    // A privilege code changes the amounts, not where and how the parcel goes: still validated
    // (the order prices the cart again when it is placed).
    await chooseOk(shopper, { shippingMethod: 'C', address: 'P' }, true);
    const before = await getDelivery(shopper);
    await getCart(shopper, store === 'fr' ? 'REDUC15' : 'SAVE15');
    const after = await getDelivery(shopper);
    expect(after.validated).toBe(true);
    expect(toCents(after.total)).toBeLessThan(toCents(before.total));
  });

  it('needs an address of the account and a method this store offers for this cart', async () => {
    const { shopper } = await customerWithCart(store);
    const failures = [
      [{ shippingMethod: 'C', address: 'S' }, { address: 'VALIDATION_CHOICE_INVALID' }],
      [
        { shippingMethod: 'COMFORT', address: 'P' },
        { shippingMethod: 'VALIDATION_CHOICE_INVALID' },
      ],
      ...(store === 'uk'
        ? [
            [
              // Colissimo's relay points are French only.
              { shippingMethod: 'RP', address: 'P', relayPoint: 'RP-75011-01' },
              { shippingMethod: 'VALIDATION_CHOICE_INVALID' },
            ],
          ]
        : []),
    ] as const;
    for (const [body, fields] of failures) {
      const response = await choose(shopper, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(refusal('delivery.selection_failed', { fields }));
    }
    expect((await getDelivery(shopper)).selection).toBeNull();
  });

  it('goes to the main address, to be confirmed again, once the alternative one is removed', async () => {
    const alternative =
      store === 'fr' ? ADDRESSES.lyon : { ...ADDRESSES.uk, street: '1 Main Road' };
    const { shopper, customer } = await customerWithCart(store, ADDRESSES[store], alternative);
    const removeAlternative = () =>
      shopper.ok('POST', '/api/customer/address/secondary/delete', { confirm: true });
    await chooseOk(shopper, { shippingMethod: 'C', address: 'S' }, true);

    await removeAlternative();
    const delivery = await getDelivery(shopper);
    expectDelivery(delivery);
    expect(delivery.addresses).toEqual({ P: ADDRESSES[store] });
    expect(delivery).toMatchObject({
      selection: { shippingMethod: 'C', address: 'P', relayPoint: null },
      validated: false,
    });
    expect((await pricedCart(store, customer)).delivery?.address).toBe('P');

    // A delivery to the main address stays as confirmed.
    await chooseOk(shopper, { shippingMethod: 'C', address: 'P' }, true);
    await removeAlternative();
    expect((await getDelivery(shopper)).validated).toBe(true);
  });

  it('has nothing to deliver in an empty cart', async () => {
    const { shopper } = await customerShopper(t, store);
    const response = await choose(shopper, { shippingMethod: 'C', address: 'P' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal('cart.empty'));
  });

  it('delivers bulky goods from the warehouse with their own method', async () => {
    const { shopper, customer } = await customerWithCart(store);
    const rug = await pickVariant(t, store, { ldf: true, minStock: 5 });
    await add(shopper, item(rug.sku));
    let delivery = await chooseOk(shopper, { shippingMethod: 'COMFORT', address: 'P' });
    expect(delivery.methods.every((m) => m.available)).toBe(true);
    expect(delivery.selection).toBeNull();
    expect(lineOf(await getCart(shopper), rug.sku).shippingMethod).toBe('COMFORT');

    const incomplete = await choose(shopper, { shippingMethod: 'COMFORT', address: 'P' }, true);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toEqual(
      refusal('delivery.selection_failed', { fields: { shippingMethod: 'VALIDATION_REQUIRED' } }),
    );

    await chooseOk(shopper, { shippingMethod: 'CE', address: 'P' });
    delivery = await chooseOk(shopper, { shippingMethod: 'CE', address: 'P' }, true);
    expect(delivery).toMatchObject({
      selection: { shippingMethod: 'CE', address: 'P', relayPoint: null },
      validated: true,
    });
    const priced = await pricedCart(store, customer);
    const freeParcels = priced.subtotalCents >= (store === 'fr' ? 4900 : 4000);
    expect(priced.shippingFeesCents).toBe((freeParcels ? 0 : FEES[store].CE) + FEES[store].COMFORT);
    expect(priced.lines.find((l) => l.sku === rug.sku)).toMatchObject({
      isLdf: true,
      shippingMethod: 'COMFORT',
    });
    expect(priced.delivery).toEqual({ shippingMethod: 'CE', address: 'P', relayPointId: null });
    expect(priced.deliveryValidated).toBe(true);
    expectTotalsAddUp(priced.cart, 0);
  });

  it('delivers a cart of warehouse goods only with the warehouse method', async () => {
    const { shopper } = await customerShopper(t, store);
    await add(shopper, item((await pickVariant(t, store, { ldf: true, minStock: 5 })).sku));
    const delivery = await chooseOk(
      shopper,
      { shippingMethod: 'INSTALLATION', address: 'P' },
      true,
    );
    expect(delivery.selection).toEqual({
      shippingMethod: 'INSTALLATION',
      address: 'P',
      relayPoint: null,
    });
    expect(delivery.validated).toBe(true);
    expect(toCents(delivery.shippingFees)).toBe(FEES[store].INSTALLATION);
    const parcel = delivery.methods.find((m) => m.shippingMethod === 'C');
    expect(parcel?.available).toBe(false);
  });

  it('gives a short-lived signed token for the relay-point widget', async () => {
    const { shopper, customer } = await customerShopper(t, store);
    const answer = await shopper.ok<ColissimoToken>('GET', '/api/colissimo/generate-token');
    expectToMatchContract(routes.colissimoToken.response, answer);
    const lifetime = Date.parse(answer.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
    expect(verifyColissimoToken(answer.token)).toMatchObject({ store, customerId: customer.id });
    expect(verifyColissimoToken(`${answer.token}x`)).toBeNull();
  });
});

describe('warehouse delivery labels', () => {
  it('name warehouse methods as spec 3 does and leave parcel methods unlabelled', async () => {
    const { shopper } = await customerWithCart('fr');
    const labels = Object.fromEntries(
      (await getDelivery(shopper)).methods.map((m) => [m.shippingMethod, m.warehouseLabel]),
    );
    expect(labels).toEqual({
      RP: '',
      MLR: '',
      C: '',
      CE: '',
      STANDARD: 'ldf-standard',
      COMFORT: 'ldf-confort-premium',
      INSTALLATION: 'ldf-confort-premium',
    });
  });
});

describe('relay points', () => {
  it('lists the points of a network nearest first, at most 20, with opening hours', async () => {
    for (const method of ['RP', 'MLR'] as const) {
      const response = await relayPoints('fr', '75011', method);
      expect(response.statusCode).toBe(200);
      const { relayPoints: points } = response.json<RelayPoints>();
      expectToMatchContract(routes.relayPoints.response, { relayPoints: points });
      expect(points).toHaveLength(20);
      expect(points.every((p) => p.method === method && p.openingHours.length > 0)).toBe(true);
      const distances = points.map((p) => p.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances[0]).toBeLessThan(7000);
    }
  });

  it('finds Colissimo points overseas, and no Mondial Relay network there', async () => {
    const overseas = (await relayPoints('fr', '97200', 'RP')).json<RelayPoints>().relayPoints;
    expect(overseas.length).toBeGreaterThan(0);
    expect(overseas.every((p) => p.postalCode === '97200')).toBe(true);
    expect((await relayPoints('fr', '97200', 'MLR')).json()).toEqual({ relayPoints: [] });
  });

  it('checks the postcode', async () => {
    const malformed = await relayPoints('fr', 'ABCDE', 'RP');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ fields: { postcode: 'VALIDATION_POSTCODE_INVALID' } });
    const notDelivered = await relayPoints('fr', '97600', 'RP');
    expect(notDelivered.statusCode).toBe(400);
    expect(notDelivered.json()).toEqual(
      refusal('delivery.area_not_delivered', {
        fields: { postcode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' },
      }),
    );
  });

  it('measures from the arrondissement: 75011 lists the 11th’s points before the centre’s', async () => {
    // Issue 21: 75011 was placed at the centre of Paris, so '75001 Paris' came first, then
    // Bobigny's and Créteil's points, before the points of the 11th.
    const points = (await relayPoints('fr', '75011', 'RP')).json<RelayPoints>().relayPoints;
    expectNearestFirst(points, townOfPostcode('75011'));
    expect(points.slice(0, 2).map((p) => p.postalCode)).toEqual(['75011', '75011']);
    expect(points[0]?.distance).toBeLessThan(700);
    expect(points.every((p) => p.city === 'Paris')).toBe(true);
  });

  it('lists the UK’s Mondial Relay points nearest the postcode first, with their distance', async () => {
    const response = await relayPoints('uk', 'SW1A 2AA', 'MLR');
    expect(response.statusCode).toBe(200);
    const { relayPoints: points } = response.json<RelayPoints>();
    expectToMatchContract(routes.relayPoints.response, { relayPoints: points });
    expect(points).toHaveLength(20);
    expectNearestFirst(points, ukPlaceOfPostcode('SW1A 2AA'));
    expect(points[0]?.distance).toBeLessThan(1600);
    for (const point of points) {
      expect(point).toMatchObject({ method: 'MLR', city: 'London', country: 'GB' });
      expect(isUkPostcode(point.postalCode), point.postalCode).toBe(true);
      expect(point.openingHours.length).toBeGreaterThan(0);
    }
    // However the shopper types it.
    expect((await relayPoints('uk', 'sw1a2aa', 'MLR')).json()).toEqual({ relayPoints: points });
    // Colissimo's relay points are French only.
    expect((await relayPoints('uk', 'SW1A 2AA', 'RP')).json()).toEqual({ relayPoints: [] });
  });

  it('places a UK postcode of a district it does not list at its area’s main town', async () => {
    const points = (await relayPoints('uk', 'M3 2BW', 'MLR')).json<RelayPoints>().relayPoints;
    expectNearestFirst(points, ukPlaceOfPostcode('M1 1AA'));
    // Manchester's own points, then its neighbours' (Stockport, Oldham…) within 50 km.
    expect(points.slice(0, 4).map((p) => `${p.city} ${p.postalCode.split(' ')[0] ?? ''}`)).toEqual(
      Array(4).fill('Manchester M1'),
    );
    expect(points.at(-1)?.city).not.toBe('Manchester');
  });

  it('answers a UK postcode it cannot place with 400 and the field’s message', async () => {
    for (const postcode of ['JE2 3AB', 'QA1 1AA']) {
      const notDelivered = await relayPoints('uk', postcode, 'MLR');
      expect(notDelivered.statusCode, postcode).toBe(400);
      expect(notDelivered.json()).toEqual(
        refusal('delivery.area_not_delivered', {
          fields: { postcode: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' },
        }),
      );
    }
    const malformed = await relayPoints('uk', 'SW1A', 'MLR');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'form.invalid',
      fields: { postcode: 'VALIDATION_POSTCODE_INVALID' },
    });
  });

  it('needs a relay point of the method’s network for relay delivery in France', async () => {
    const { shopper, customer } = await customerWithCart('fr');
    const missing = await choose(shopper, { shippingMethod: 'RP', address: 'P' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      fields: { relayPoint: 'VALIDATION_RELAY_POINT_REQUIRED' },
    });
    const mondial = await nearestPoint('75011', 'MLR');
    const wrongNetwork = await choose(shopper, {
      shippingMethod: 'RP',
      address: 'P',
      relayPoint: mondial.id,
    });
    expect(wrongNetwork.statusCode).toBe(400);
    expect(wrongNetwork.json()).toEqual(
      refusal('delivery.selection_failed', { fields: { relayPoint: 'VALIDATION_CHOICE_INVALID' } }),
    );

    const point = await nearestPoint('75011', 'RP');
    const delivery = await chooseOk(
      shopper,
      { shippingMethod: 'RP', address: 'P', relayPoint: point.id },
      true,
    );
    expectDelivery(delivery);
    expect(delivery.selection).toEqual({ shippingMethod: 'RP', address: 'P', relayPoint: point });
    expect(delivery.validated).toBe(true);
    expect(toCents(delivery.shippingFees)).toBe(FEES.fr.RP);

    const priced = await pricedCart('fr', customer);
    expect(priced.delivery).toEqual({ shippingMethod: 'RP', address: 'P', relayPointId: point.id });
    if (!priced.delivery) throw new Error('a delivery was chosen');
    const { street, complement, locality, postalCode, city, country } = point;
    expect(resolveDeliveryAddress(priced, priced.delivery)).toEqual({
      address: { street, complement, locality, postalCode, city, country },
      relayPointName: point.name,
    });
    expect(
      resolveDeliveryAddress(priced, { shippingMethod: 'C', address: 'P', relayPointId: null }),
    ).toEqual({ address: ADDRESSES.fr, relayPointName: '' });
  });
});

describe('relay delivery in the UK store', () => {
  it('needs a pick-up point, prices it, and the order, its page and its mail go there', async () => {
    const { shopper, customer, variant } = await customerWithCart('uk');
    // A relay method without its point is refused, as in France (decision 006).
    for (const validate of [false, true]) {
      const missing = await choose(shopper, { shippingMethod: 'MLR', address: 'P' }, validate);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        fields: { relayPoint: 'VALIDATION_RELAY_POINT_REQUIRED' },
      });
    }
    // A search the store cannot answer is refused, and the basket stays as it was.
    const refused = await shopper.get('/api/checkout/relay-points?postcode=JE2+3AB&method=MLR');
    expect(refused.statusCode).toBe(400);
    expect(lineOf(await getCart(shopper), variant.sku).quantity).toBe(1);

    const point = await nearestPoint(ADDRESSES.uk.postalCode, 'MLR', 'uk');
    const choice = { shippingMethod: 'MLR', address: 'P', relayPoint: point.id };
    await chooseOk(shopper, choice);
    const delivery = await chooseOk(shopper, choice, true);
    expectDelivery(delivery);
    // The point as the search listed it, its distance from the main address's postcode.
    expect(delivery.selection).toEqual({ shippingMethod: 'MLR', address: 'P', relayPoint: point });
    expect(delivery.validated).toBe(true);
    expect(toCents(delivery.shippingFees)).toBe(FEES.uk.MLR);

    const { street, complement, locality, postalCode, city, country } = point;
    const pointAddress = { street, complement, locality, postalCode, city, country };
    const payment = await shopper.ok<CheckoutOrder>('GET', routes.order.path);
    expect(payment.delivery.relayPoint?.id).toBe(point.id);
    expect(payment.deliveryAddress).toEqual(pointAddress);

    const { order } = await placeOrder(shopper);
    const details = await shopper.ok<OrderDetails>(
      'GET',
      `/api/customer/order/details/get/${order.orderNumber}`,
    );
    for (const placed of [order, details])
      expect(placed).toMatchObject({
        shippingMethod: 'MLR',
        shippingFees: '2.95',
        relayPointName: point.name,
        deliveryAddress: { ...pointAddress, country: 'GB' },
      });
    // The mail writes the point's address the British way: the town, then the postcode.
    const [mail] = await readMailbox(t.database.db, 'uk', customer.email);
    expect(mail?.body).toContain(
      [point.name, point.street, point.city, point.postalCode, 'United Kingdom'].join('\n'),
    );
  });
});

describe('overseas premium', () => {
  it('adds 10 % of the order to the fees for an overseas address', async () => {
    const { shopper, customer, variant } = await customerWithCart(
      'fr',
      ADDRESSES.overseas,
      ADDRESSES.lyon,
    );
    const premium = percentOf(variant.priceCents, 10);
    const delivery = await chooseOk(shopper, { shippingMethod: 'C', address: 'P' }, true);
    expect(toCents(delivery.shippingFees)).toBe(FEES.fr.C + premium);
    for (const method of delivery.methods.filter((m) => m.group !== 'warehouse'))
      expect(toCents(method.price), method.shippingMethod).toBe(
        FEES.fr[method.shippingMethod] + premium,
      );
    const cart = await getCart(shopper);
    expect(toCents(cart.total)).toBe(variant.priceCents + FEES.fr.C + premium);
    expectTotalsAddUp(cart, 0);
    const priced = await pricedCart('fr', customer);
    expect(priced.overseasPremiumCents).toBe(premium);
    expect(priced.totalCents).toBe(
      priced.subtotalCents - priced.discountCents + priced.shippingFeesCents,
    );

    await chooseOk(shopper, { shippingMethod: 'C', address: 'S' });
    expect((await pricedCart('fr', customer)).overseasPremiumCents).toBe(0);
  });

  it('reckons the premium after the reduction, and not for a mainland relay point', async () => {
    const { shopper, customer, variant } = await customerWithCart('fr', ADDRESSES.overseas);
    await getCart(shopper, 'REDUC15');
    const local = await nearestPoint('97200', 'RP');
    await chooseOk(shopper, { shippingMethod: 'RP', address: 'P', relayPoint: local.id });
    const discount = percentOf(variant.priceCents, 15);
    const priced = await pricedCart('fr', customer);
    expect(priced.discountCents).toBe(discount);
    expect(priced.overseasPremiumCents).toBe(percentOf(variant.priceCents - discount, 10));

    const paris = await nearestPoint('75011', 'RP');
    await chooseOk(shopper, { shippingMethod: 'RP', address: 'P', relayPoint: paris.id });
    expect((await pricedCart('fr', customer)).overseasPremiumCents).toBe(0);
  });

  it('does not send bulky goods overseas', async () => {
    const { shopper } = await customerWithCart('fr', ADDRESSES.overseas);
    await add(shopper, item((await pickVariant(t, 'fr', { ldf: true, minStock: 5 })).sku));
    const delivery = await getDelivery(shopper);
    expect(delivery.methods.filter((m) => m.group === 'warehouse').every((m) => !m.available)).toBe(
      true,
    );
    const response = await choose(shopper, { shippingMethod: 'STANDARD', address: 'P' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      refusal('delivery.selection_failed', {
        fields: { address: 'VALIDATION_POSTCODE_UNSUPPORTED_AREA' },
      }),
    );
  });
});
