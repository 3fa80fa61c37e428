import { randomUUID } from 'node:crypto';
import type { Cart, OrderConfirmation, ProductDynamic } from '@vitrine/api-client/contract';
import { newEmail, signupBody } from './customer-fixtures.js';
import type { Shopper } from './shopper.js';

/** Signs the shopper up (and so in); answers the e-mail. */
export async function signUp(shopper: Shopper, email = newEmail()): Promise<string> {
  await shopper.ok('POST', '/api/customer/create', signupBody(shopper.store, email));
  return email;
}

/** The in-stock SKU with the most stock among a search's first products. */
export async function wellStockedSku(
  shopper: Shopper,
  term = shopper.store === 'fr' ? 'robe' : 'dress',
): Promise<{ sku: string; productUrl: string; stock: number }> {
  const search = await shopper.ok<{ products: { url: string }[] }>(
    'GET',
    `/api/json/Search/${term}?pageSize=12`,
  );
  let best = { sku: '', productUrl: '', stock: -1 };
  for (const { url } of search.products) {
    const dynamic = await shopper.ok<ProductDynamic>('GET', `/api/v2/product/dynamic/json${url}`);
    for (const sku of dynamic.skus)
      if (sku.stock > best.stock) best = { sku: sku.SKUReelle, productUrl: url, stock: sku.stock };
  }
  if (best.stock <= 0) throw new Error(`no SKU in stock for "${term}"`);
  return best;
}

export async function stockOf(shopper: Shopper, productUrl: string, sku: string): Promise<number> {
  const dynamic = await shopper.ok<ProductDynamic>(
    'GET',
    `/api/v2/product/dynamic/json${productUrl}`,
  );
  const entry = dynamic.skus.find((s) => s.SKUReelle === sku);
  if (!entry) throw new Error(`${sku} is not a SKU of ${productUrl}`);
  return entry.stock;
}

/** Puts one SKU in the basket and chooses home delivery to the main address. */
export async function prepareCheckout(shopper: Shopper, sku: string, quantity = 1): Promise<Cart> {
  const cart = await shopper.ok<Cart>('POST', '/api/checkout/cart/add', {
    items: [{ sku, isLSProduct: false, quantity }],
  });
  const delivery = { shippingMethod: 'C', address: 'P' };
  await shopper.ok('POST', '/api/checkout/cart/delivery/update', delivery);
  await shopper.ok('POST', '/api/checkout/cart/delivery/validate', delivery);
  return cart;
}

/** order/validate by card; answers the raw response (callers check success or refusal). */
export function validateOrder(shopper: Shopper, idempotencyKey: string = randomUUID()) {
  return shopper.post('/api/checkout/order/validate', { idempotencyKey, paymentMethod: 'card' });
}

export async function placeOrder(shopper: Shopper): Promise<OrderConfirmation> {
  const response = await validateOrder(shopper);
  if (response.statusCode !== 200)
    throw new Error(`order/validate → ${String(response.statusCode)}: ${response.body}`);
  return response.json<OrderConfirmation>();
}
