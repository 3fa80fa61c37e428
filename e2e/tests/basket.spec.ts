import type { Locator, Page } from '@playwright/test';
import { addToCart, buyableProducts, type BuyableProduct } from './support/checkout.js';
import { dataLayer, expect, test } from './support/fixtures.js';
import { money, toCents } from './support/amounts.js';
import type { StoreFixture } from './support/stores.js';

/**
 * The basket on the server's prices (spec 3 cart, 4 privilege codes, decision 006): a visitor's
 * lines, count and amounts to the cent, quantity and removal, the privilege-code lifecycle and its
 * cookie, a gift offer reached, and the empty basket. What the page does with a refusal the
 * server could give (a quantity refused, a removal refused) is cart-page.test.tsx's.
 */

/** What each store shows: the app's texts, the kit's (order summary, lines, code box). */
const STORE_TEXTS = {
  fr: {
    title: 'Mon panier',
    lines: 'Articles de votre panier',
    summary: 'Récapitulatif',
    subtotal: (count: number) => `Sous-total (${String(count)} article${count > 1 ? 's' : ''})`,
    discount: (code: string) => `Remise (code ${code})`,
    shipping: 'Frais de livraison',
    free: 'Gratuit',
    total: 'Total TTC',
    checkout: 'Commander',
    increase: (name: string) => `Augmenter la quantité de ${name}`,
    quantity: (name: string) => `Quantité de ${name}`,
    remove: (name: string) => `Supprimer ${name} du panier`,
    removed: (name: string) => `${name} a été retiré de votre panier.`,
    stockLimitReached: 'Vous avez atteint la quantité disponible dans cette taille.',
    stockLimitOne: 'Plus qu’un article en stock pour cette taille.',
    extras: 'Vos cadeaux et offres',
    chooseGift: 'Choisissez votre cadeau',
    codeField: 'Code privilège',
    apply: 'Appliquer',
    applied: (code: string) => `Code ${code} appliqué`,
    removeCode: (code: string) => `Retirer le code ${code}`,
    unknownCode: 'Ce code privilège n’existe pas.',
    defaultInstead: (code: string) =>
      `Le code privilège ${code} en vigueur s’applique à votre panier.`,
    offered: 'Offert',
    empty: 'Votre panier est vide',
    suggestions: 'Vous aimerez aussi',
    continueShopping: 'Continuer mes achats',
    codes: { default: 'BIENVENUE', percent: 'REDUC15', unknown: 'NOPE123' },
  },
  uk: {
    title: 'My basket',
    lines: 'Items in your basket',
    summary: 'Order summary',
    subtotal: (count: number) => `Subtotal (${String(count)} item${count > 1 ? 's' : ''})`,
    discount: (code: string) => `Discount (code ${code})`,
    shipping: 'Delivery',
    free: 'Free',
    total: 'Total (incl. VAT)',
    checkout: 'Checkout',
    increase: (name: string) => `Increase the quantity of ${name}`,
    quantity: (name: string) => `Quantity of ${name}`,
    remove: (name: string) => `Remove ${name} from your basket`,
    removed: (name: string) => `${name} has been removed from your basket.`,
    stockLimitReached: 'You have reached the quantity available in this size.',
    stockLimitOne: 'Only 1 left in stock for this size.',
    extras: 'Your gifts and offers',
    chooseGift: 'Choose your gift',
    codeField: 'Privilege code',
    apply: 'Apply',
    applied: (code: string) => `Code ${code} applied`,
    removeCode: (code: string) => `Remove code ${code}`,
    unknownCode: 'This privilege code does not exist.',
    defaultInstead: (code: string) => `The current privilege code ${code} applies to your basket.`,
    offered: 'Free',
    empty: 'Your basket is empty',
    suggestions: 'You may also like',
    continueShopping: 'Continue shopping',
    codes: { default: 'WELCOME', percent: 'SAVE15', unknown: 'NOPE123' },
  },
};

/**
 * Decision 006, before a delivery is chosen: the standard parcel fee, waived by the default code
 * (free shipping) from its threshold; the 15 % code takes 15 % of the products, half-up cents.
 */
const PRICING = {
  fr: { parcelFee: 495, freeShippingFrom: 4900 },
  uk: { parcelFee: 395, freeShippingFrom: 4000 },
};
const PERCENT_CODE_RATE = 15;
/** Spec 2.5: the instalments message shows from 100 €. */
const INSTALMENTS_FROM = 10000;
/** Decision 006: the candle offer's threshold on the products (a gift to choose from there). */
const CANDLE_OFFER = {
  fr: { from: 6000, label: 'Une bougie offerte dès 60 € d’achat' },
  uk: { from: 5000, label: 'A free candle when you spend £50' },
};

/** The privilege code's cookie (spec 9: 2 days, SameSite=Lax). */
const CODE_COOKIE = 'vitrine_privilege_code';

/** The amount on a line of the order summary, by the line's name. */
const summaryAmount = (summary: Locator, name: string) =>
  summary.locator('dl > div').filter({ has: summary.page().getByRole('term').getByText(name) });

async function expectSummary(
  page: Page,
  store: StoreFixture,
  expected: {
    count: number;
    subtotal: number;
    discount?: { code: string; cents: number };
    shipping: number;
  },
) {
  const texts = STORE_TEXTS[store.id];
  const summary = page.getByRole('region', { name: texts.summary, exact: true });
  const { count, subtotal, discount, shipping } = expected;
  await expect(summaryAmount(summary, texts.subtotal(count)).getByRole('definition')).toHaveText(
    money(store, subtotal),
  );
  const discountLine = summary.getByRole('term').getByText(/^(Remise|Discount)/);
  if (discount)
    await expect(
      summaryAmount(summary, texts.discount(discount.code)).getByRole('definition'),
    ).toHaveText(money(store, -discount.cents));
  else await expect(discountLine).toHaveCount(0);
  await expect(summaryAmount(summary, texts.shipping).getByRole('definition')).toHaveText(
    shipping === 0 ? texts.free : money(store, shipping),
  );
  await expect(summaryAmount(summary, texts.total).getByRole('definition')).toHaveText(
    money(store, subtotal - (discount?.cents ?? 0) + shipping),
  );
}

/** Shipping under the store's default code (free from its threshold). */
const defaultShipping = (store: StoreFixture, subtotal: number) =>
  subtotal >= PRICING[store.id].freeShippingFrom ? 0 : PRICING[store.id].parcelFee;

const basketBadge = (page: Page, store: StoreFixture, count: number) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: store.basketWithCount(count), exact: true })
    .getByTestId('basket-badge');

/** A visitor's basket holding one of each product (added through the API), opened. */
async function openBasketWith(page: Page, products: readonly BuyableProduct[]) {
  await addToCart(
    page.request,
    products.map(({ sku }) => ({ sku })),
  );
  await page.goto('checkout/cart');
}

test('a visitor’s basket: lines, count and amounts to the cent, quantity, stock cap, removal, a gift', async ({
  page,
  store,
}) => {
  test.setTimeout(90_000);
  const texts = STORE_TEXTS[store.id];
  const [first, second] = await buyableProducts(page.request, 2);
  if (!first || !second) throw new Error('Two buyable products are needed');
  await openBasketWith(page, [first, second]);

  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  const lines = page.getByRole('list', { name: texts.lines, exact: true }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  for (const product of [first, second])
    await expect(lines.getByRole('link', { name: product.label, exact: true })).toBeVisible();
  await expect(basketBadge(page, store, 2)).toHaveText('2');
  let subtotal = toCents(first.price) + toCents(second.price);
  await expectSummary(page, store, {
    count: 2,
    subtotal,
    shipping: defaultShipping(store, subtotal),
  });
  await expect(page.getByRole('link', { name: texts.checkout, exact: true })).toHaveAttribute(
    'href',
    `/${store.id}/checkout/shipping`,
  );
  // The merchandising carousel: products related to the basket's, none of them in it.
  const suggestions = page.getByRole('region', { name: texts.suggestions, exact: true });
  await expect(suggestions.getByRole('article').first()).toBeVisible();
  for (const product of [first, second])
    await expect(suggestions.getByRole('link', { name: product.label, exact: true })).toHaveCount(
      0,
    );

  // One more of the first product: the amounts and the badge follow, without a reload.
  await page.getByRole('button', { name: texts.increase(first.label), exact: true }).click();
  await expect(page.getByRole('spinbutton', { name: texts.quantity(first.label) })).toHaveValue(
    '2',
  );
  subtotal += toCents(first.price);
  await expectSummary(page, store, {
    count: 3,
    subtotal,
    shipping: defaultShipping(store, subtotal),
  });
  await expect(basketBadge(page, store, 3)).toHaveText('3');

  // More than the stock: the quantity stops at the stock, and the line says so.
  const quantity = page.getByRole('spinbutton', { name: texts.quantity(second.label) });
  await quantity.fill('99');
  await quantity.press('Enter');
  await expect(page.getByText(texts.stockLimitReached, { exact: true })).toBeVisible();
  await expect(quantity).not.toHaveValue('99');
  // The stock left: the one read above, less what other journeys of the run bought meanwhile.
  const stockLeft = Number(await quantity.inputValue());
  expect(stockLeft).toBeGreaterThan(1);
  expect(stockLeft).toBeLessThanOrEqual(second.stock);
  await expect(quantity).toHaveAttribute('aria-valuemax', String(stockLeft));
  await expect(
    page.getByRole('button', { name: texts.increase(second.label), exact: true }),
  ).toHaveAttribute('aria-disabled', 'true');
  subtotal += toCents(second.price) * (stockLeft - 1);
  await expectSummary(page, store, {
    count: 2 + stockLeft,
    subtotal,
    shipping: defaultShipping(store, subtotal),
  });
  // Spec 2.5: the 3-instalment message, on the French store only, from 100 €.
  const instalments = page.getByRole('main').getByText(store.product.instalments);
  const total = subtotal + defaultShipping(store, subtotal);
  await expect(instalments).toHaveCount(store.id === 'fr' && total >= INSTALMENTS_FROM ? 1 : 0);

  // Removing a line: GA4 remove_from_cart with the line as it was.
  await page.getByRole('button', { name: texts.remove(second.label), exact: true }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByText(texts.removed(second.label), { exact: true })).toBeAttached();
  subtotal = toCents(first.price) * 2;
  await expectSummary(page, store, {
    count: 2,
    subtotal,
    shipping: defaultShipping(store, subtotal),
  });
  await expect(basketBadge(page, store, 2)).toHaveText('2');
  const removals = (await dataLayer(page)).filter((entry) => entry.event === 'remove_from_cart');
  expect(removals).toEqual([
    expect.objectContaining({
      ecommerce: expect.objectContaining({
        currency: store.currency,
        value: (toCents(second.price) * stockLeft) / 100,
        items: [
          expect.objectContaining({
            item_id: second.sku,
            item_name: second.label,
            quantity: stockLeft,
          }),
        ],
      }),
    }),
  ]);

  // The last line gone: the empty basket, and the way back to the shop.
  await page.getByRole('button', { name: texts.remove(first.label), exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: texts.empty })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: texts.continueShopping, exact: true }),
  ).toHaveAttribute('href', new RegExp(`^/${store.id}/?$`));
  await expect(page.getByRole('region', { name: texts.summary, exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('banner').getByRole('link', { name: store.basket, exact: true }),
  ).toBeVisible();

  await test.step('a gift offer reached: the gift chosen is shown as free, and counted', async () => {
    const offer = CANDLE_OFFER[store.id];
    const [product] = await buyableProducts(page.request, 1, 10);
    if (!product) throw new Error('A buyable product is needed');
    // Enough of it to reach the offer.
    const quantity = Math.ceil(offer.from / toCents(product.price));
    if (quantity > product.stock) throw new Error(`${product.label} cannot reach the offer`);
    await addToCart(page.request, [{ sku: product.sku, quantity }]);
    await page.reload();

    const chooser = page
      .getByRole('group', { name: texts.chooseGift, exact: true })
      .filter({ hasText: offer.label });
    const gift = chooser.getByRole('radio').first();
    await expect(gift).not.toBeChecked();
    // The kit draws the card over the radio: the shopper clicks its label.
    await chooser.locator(`label[for="${(await gift.getAttribute('id')) ?? ''}"]`).click();
    await expect(gift).toBeChecked();

    const extras = page.getByRole('region', { name: texts.extras, exact: true });
    await expect(extras.getByRole('listitem')).toHaveCount(1);
    await expect(extras.getByText(texts.offered, { exact: true })).toBeVisible();
    const subtotal = toCents(product.price) * quantity;
    await expectSummary(page, store, {
      count: quantity + 1,
      subtotal: subtotal,
      shipping: defaultShipping(store, subtotal),
    });
    await expect(basketBadge(page, store, quantity + 1)).toHaveText(String(quantity + 1));
  });
});

test('privilege codes: a valid one, an unknown one (the default applies), then a reset', async ({
  page,
  store,
}) => {
  test.setTimeout(90_000);
  const texts = STORE_TEXTS[store.id];
  const { codes } = texts;
  const [first, second] = await buyableProducts(page.request, 2);
  if (!first || !second) throw new Error('Two buyable products are needed');
  await openBasketWith(page, [first, second]);
  const subtotal = toCents(first.price) + toCents(second.price);
  const codeCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === CODE_COOKIE);

  // The store's default code applies from the start.
  await expect(page.getByText(texts.applied(codes.default), { exact: true })).toBeVisible();
  const field = page.getByRole('textbox', { name: texts.codeField, exact: true });
  const apply = page.getByRole('button', { name: texts.apply, exact: true });

  // 15 % off the products (half-up cents), the parcel fee charged: the code is in the cookie.
  await field.fill(codes.percent.toLowerCase());
  await expect(field).toHaveValue(codes.percent);
  await apply.click();
  await expect(page.getByText(texts.applied(codes.percent), { exact: true })).toBeVisible();
  const discount = Math.round((subtotal * PERCENT_CODE_RATE) / 100);
  await expectSummary(page, store, {
    count: 2,
    subtotal,
    discount: { code: codes.percent, cents: discount },
    shipping: PRICING[store.id].parcelFee,
  });
  expect(await codeCookie()).toMatchObject({ value: codes.percent, sameSite: 'Lax' });
  // Its reduction is a hidden offer: not shown, not counted.
  await expect(page.getByRole('region', { name: texts.extras, exact: true })).toHaveCount(0);

  // An unknown code: the server's message in the store's language, and the default in force.
  await field.fill(codes.unknown);
  await apply.click();
  await expect(page.getByText(texts.unknownCode, { exact: true })).toBeVisible();
  await expect(page.getByText(texts.defaultInstead(codes.default), { exact: true })).toBeVisible();
  await expect(page.getByText(texts.applied(codes.default), { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectSummary(page, store, {
    count: 2,
    subtotal,
    shipping: defaultShipping(store, subtotal),
  });
  expect(await codeCookie()).toBeUndefined();

  // The valid code again, then removed: the default applies again and the cookie is gone.
  await field.fill(codes.percent);
  await apply.click();
  await expect(page.getByText(texts.applied(codes.percent), { exact: true })).toBeVisible();
  expect(await codeCookie()).toMatchObject({ value: codes.percent });
  await page.getByRole('button', { name: texts.removeCode(codes.percent), exact: true }).click();
  await expect(page.getByText(texts.applied(codes.default), { exact: true })).toBeVisible();
  await expectSummary(page, store, {
    count: 2,
    subtotal,
    shipping: defaultShipping(store, subtotal),
  });
  expect(await codeCookie()).toBeUndefined();
  // The default code has nothing to remove.
  await expect(page.getByRole('button', { name: texts.removeCode(codes.default) })).toHaveCount(0);
});
