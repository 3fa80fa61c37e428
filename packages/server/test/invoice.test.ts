import type { OrderDetails, StoreSegment } from '@vitrine/api-client/contract';
import { formatMoney } from '@vitrine/validation';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './checkout-shopper.js';
import { demoCustomerId, orderHistory } from './order-fixtures.js';
import type { Shopper } from './shopper.js';
import { startTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.app.close());

/** The PDF's text, spaces of every kind made plain for comparison. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const plainSpaces = (text: string) => text.replace(/\s+/g, ' ');

async function paidOrder(shopper: Shopper): Promise<OrderDetails> {
  for (const { orderNumber } of await orderHistory(shopper)) {
    const order = await shopper.ok<OrderDetails>(
      'GET',
      `/api/customer/order/details/get/${orderNumber}`,
    );
    if (order.invoiceUrl && order.discount !== '0.00') return order;
  }
  for (const { orderNumber } of await orderHistory(shopper)) {
    const order = await shopper.ok<OrderDetails>(
      'GET',
      `/api/customer/order/details/get/${orderNumber}`,
    );
    if (order.invoiceUrl) return order;
  }
  throw new Error('no invoiced demo order');
}

describe.each([
  ['fr', 'Facture', 'Vitrine SAS', 'fr-FR', 'EUR'],
  ['uk', 'Invoice', 'Vitrine UK Ltd', 'en-GB', 'GBP'],
] as const)('invoice in %s', (store: StoreSegment, title, seller, locale, currency) => {
  let shopper: Shopper;
  beforeAll(async () => {
    shopper = await signIn(t, store, await demoCustomerId(t, store));
  });

  it('is a real PDF download with the order, its lines and its total in the store’s currency', async () => {
    const order = await paidOrder(shopper);
    const response = await shopper.get(order.invoiceUrl ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${store === 'fr' ? 'facture' : 'invoice'}-${order.orderNumber}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    // As the shop shows amounts: '30 €', '29,99 €', '£30', '£29.99'.
    const money = (amount: string) => plainSpaces(formatMoney(Number(amount), locale, currency));
    expect(text).toContain(title);
    expect(text).toContain(seller);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain(order.deliveryAddress.city);
    expect(text).toContain(money(order.total));
    expect(text).toContain(money(order.shippingFees));
    expect(text).toContain(money(order.tax));
    expect(text).toContain(store === 'fr' ? 'TVA 20 %' : 'VAT at 20%');
    for (const item of order.items) {
      expect(text).toContain(item.sku);
      expect(text).toContain(money(item.total));
    }
  });

  it('does not exist before payment (a cancelled order has none)', async () => {
    const history = await orderHistory(shopper);
    const cancelled = history.find((order) => order.status === 'cancelled');
    if (store === 'uk') expect(cancelled).toBeUndefined();
    if (!cancelled) return;
    const response = await shopper.get(`/api/customer/order/invoice/${cancelled.orderNumber}`);
    expect(response.statusCode).toBe(404);
  });
});
