/**
 * The order history and an order's details (spec 3, 8, 9; decision 007), on the demo customers'
 * seeded orders (docs/demo-accounts.md, packages/server/src/seed/demo-orders.ts): what the server
 * lists and leaves out, an order's lines, amounts, parcels and invoice, the orders it refuses to
 * show. Read-only: the journeys place no order and change nothing on the demo accounts. (An order
 * that cannot be read for a moment, and its retry, is order-details-page.test.tsx's.)
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { API_HEADERS, expect, logIn, test } from './support/fixtures.js';
import { displayedCents, money, toCents } from './support/amounts.js';
import { summaryLine } from './support/page-parts.js';
import type { StoreFixture } from './support/stores.js';

type Status =
  'placed' | 'preparing' | 'partially-shipped' | 'shipped' | 'delivered' | 'cancelled' | 'returned';

/** What the contract's order details call answers, as far as the journeys read it. */
interface ApiOrder {
  orderNumber: string;
  date: string;
  status: Status;
  items: { label: string; quantity: number; price: string; total: string }[];
  subtotal: string;
  discount: string;
  shippingFees: string;
  total: string;
  privilegeCode: string;
  packages: { packageNumber: string; trackingNumber: string; trackingUrl: string }[];
  easyReturnNumber: string;
  invoiceUrl: string | null;
}

const NBSP = '\u00a0';

const TEXTS = {
  fr: {
    title: 'Mes commandes',
    recent: 'Mes commandes des 12 derniers mois',
    events: 'Mes commandes ventes privées',
    seeDetails: (number: string) => `Voir le détail de la commande n°${NBSP}${number}`,
    orderTitle: (number: string) => `Commande n°${NBSP}${number}`,
    eventOrderTitle: (number: string) => `Commande vente privée n°${NBSP}${number}`,
    detailsTitle: 'Détail de ma commande',
    statuses: {
      placed: 'Enregistrée',
      preparing: 'En préparation',
      'partially-shipped': 'Partiellement expédiée',
      shipped: 'Expédiée',
      delivered: 'Livrée',
      cancelled: 'Annulée',
      returned: 'Retournée',
    },
    notFound:
      'Une erreur est survenue lors de l’affichage du détail de votre commande. Veuillez contacter le service client si le problème persiste.',
    unavailable:
      'Le détail de votre commande est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    retry: 'Réessayer',
    back: 'Retour à mes commandes',
    items: 'Articles',
    quantity: 'Quantité',
    parcels: 'Colis',
    parcel: (number: string) => `Colis n°${NBSP}${number}`,
    tracking: (number: string) => `Suivi n°${NBSP}${number}`,
    carrierSite: 'sur le site du transporteur (nouvel onglet)',
    easyReturn: 'N° de retour facile',
    invoice: 'Télécharger la facture (PDF)',
    invoiceFile: (number: string) => `facture-${number}.pdf`,
    summary: 'Récapitulatif',
    subtotal: /^Sous-total/,
    discount: (code: string) => `Remise (code ${code})`,
    shipping: 'Frais de livraison',
    total: 'Total TTC',
  },
  uk: {
    title: 'My orders',
    recent: 'My orders from the last 12 months',
    events: 'My private sale orders',
    seeDetails: (number: string) => `View details of order no. ${number}`,
    orderTitle: (number: string) => `Order no. ${number}`,
    eventOrderTitle: (number: string) => `Private sale order no. ${number}`,
    detailsTitle: 'My order details',
    statuses: {
      placed: 'Order placed',
      preparing: 'Being prepared',
      'partially-shipped': 'Partly dispatched',
      shipped: 'Dispatched',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
      returned: 'Returned',
    },
    notFound:
      'An error occurred while displaying the details of your order. Please contact customer service if the problem persists.',
    unavailable:
      'The details of your order are temporarily unavailable. Please try again in a few moments.',
    retry: 'Try again',
    back: 'Back to my orders',
    items: 'Items',
    quantity: 'Quantity',
    parcels: 'Parcels',
    parcel: (number: string) => `Parcel no. ${number}`,
    tracking: (number: string) => `Tracking no. ${number}`,
    carrierSite: 'on the carrier’s website (opens in a new tab)',
    easyReturn: 'Easy return number',
    invoice: 'Download the invoice (PDF)',
    invoiceFile: (number: string) => `invoice-${number}.pdf`,
    summary: 'Order summary',
    subtotal: /^Subtotal/,
    discount: (code: string) => `Discount (code ${code})`,
    shipping: 'Delivery',
    total: 'Total (incl. VAT)',
  },
} as const;

/**
 * The seeded histories, newest first: the French customer has one order of each status of the
 * last year and two private-sale orders; the British one a card order delivered and one on the
 * personal account being prepared.
 */
const SEEDED: Record<StoreFixture['id'], { recent: Status[]; events: Status[] }> = {
  fr: {
    recent: [
      'preparing',
      'partially-shipped',
      'shipped',
      'cancelled',
      'delivered',
      'delivered',
      'returned',
    ],
    events: ['preparing', 'delivered'],
  },
  uk: { recent: ['preparing', 'delivered'], events: [] },
};

/**
 * Decision 007: order numbers start at 700000001, and the French customer's two orders older than
 * 12 months are the first the seed writes.
 */
const FRENCH_OLD_ORDERS = ['700000001', '700000002'];

const HISTORY = 'customer/account/order/history';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** An amount as the store shows it (the kit's rule: whole amounts without decimals). */
async function orderDetails(
  request: APIRequestContext,
  number: string,
  kind: 'order' | 'evt/order' = 'order',
) {
  const response = await request.get(`api/customer/${kind}/details/get/${number}`, {
    headers: API_HEADERS,
  });
  expect(response.status(), `details of order ${number}`).toBe(200);
  return (await response.json()) as ApiOrder;
}

/** The orders of a list of the history, each row's number, status and date (ISO and shown). */
async function listedOrders(list: Locator) {
  const rows = list.getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((items) =>
    items.map((item) => ({
      number: item.querySelector('dd')?.textContent ?? '',
      status: item.querySelectorAll('dd')[2]?.textContent ?? '',
      date: item.querySelector('time')?.getAttribute('datetime') ?? '',
      shownDate: item.querySelector('time')?.textContent ?? '',
    })),
  );
}

async function openHistory(page: Page, store: StoreFixture) {
  await logIn(page, store);
  await page.goto(HISTORY);
  const texts = TEXTS[store.id];
  await expect(
    page.getByRole('heading', { level: 1, name: texts.title, exact: true }),
  ).toBeVisible();
  const recent = page.getByRole('list', { name: texts.recent });
  await expect(recent).toBeVisible();
  return recent;
}

test.describe('order history', () => {
  test('lists the last 12 months, private sales apart; shows a delivered order, a private-sale one; refuses others', async ({
    page,
    store,
    consoleErrors,
  }) => {
    consoleErrors.allow(
      /status of 404 .*\/api\/customer\/order\/details\/get\//,
      'the order asked for is not one of the customer’s: the server answers 404',
    );
    const texts = TEXTS[store.id];
    const seeded = SEEDED[store.id];
    const recent = await openHistory(page, store);
    const events = page.getByRole('list', { name: texts.events });

    await test.step('the last 12 months newest first, with the private-sale orders apart', async () => {
      const orders = await listedOrders(recent);
      expect(orders.map((order) => order.status)).toEqual(
        seeded.recent.map((status) => texts.statuses[status]),
      );
      const times = orders.map((order) => Date.parse(order.date));
      expect(times, 'newest first').toEqual([...times].sort((a, b) => b - a));
      for (const time of times) expect(Date.now() - time).toBeLessThan(YEAR_MS);
      const dateFormat = new Intl.DateTimeFormat(store.locale, { dateStyle: 'long' });
      for (const { number, date, shownDate } of orders) {
        expect(number).toMatch(/^\d{9}$/);
        expect(shownDate).toBe(dateFormat.format(new Date(date)));
      }

      if (seeded.events.length === 0) await expect(events).toHaveCount(0);
      else
        expect((await listedOrders(events)).map((order) => order.status)).toEqual(
          seeded.events.map((status) => texts.statuses[status]),
        );

      if (store.id === 'fr')
        for (const old of FRENCH_OLD_ORDERS) {
          // The customer's own orders, older than a year: the history leaves them out.
          const order = await orderDetails(page.request, old);
          expect(Date.now() - Date.parse(order.date)).toBeGreaterThan(YEAR_MS);
          expect(orders.map((listed) => listed.number)).not.toContain(old);
          await expect(page.getByText(old, { exact: true })).toHaveCount(0);
        }
    });

    await test.step('a delivered order: lines, amounts, parcels, easy return and invoice', async () => {
      const delivered = (await listedOrders(recent)).find(
        (order) => order.status === texts.statuses.delivered,
      );
      if (!delivered) throw new Error('The seeded history has no delivered order');
      const { number } = delivered;
      const order = await orderDetails(page.request, number);

      await recent.getByRole('link', { name: texts.seeDetails(number), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/customer/account/order/details/${number}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: texts.orderTitle(number), exact: true }),
      ).toBeVisible();
      await expect(page.getByText(texts.statuses.delivered, { exact: true })).toBeVisible();

      // The lines: label, quantity, unit price and total as the order recorded them.
      const lines = page.getByRole('region', { name: texts.items }).getByRole('listitem');
      await expect(lines).toHaveCount(order.items.length);
      for (const [index, item] of order.items.entries()) {
        const line = lines.nth(index);
        await expect(line).toContainText(item.label);
        await expect(
          line
            .locator('dl > div')
            .filter({ has: page.locator('dt', { hasText: texts.quantity }) })
            .locator('dd'),
        ).toHaveText(String(item.quantity));
        await expect(line).toContainText(money(store, toCents(item.price)));
        await expect(line).toContainText(money(store, toCents(item.total)));
      }

      // The amounts, to the cent as displayed: total = subtotal − discount + postage.
      const summary = page.getByRole('region', { name: texts.summary });
      const subtotal = displayedCents(
        store,
        await summaryLine(summary, texts.subtotal).innerText(),
      );
      // The discount line shows with the code it comes from, as a negative amount.
      const discount = order.privilegeCode
        ? -displayedCents(
            store,
            await summaryLine(summary, texts.discount(order.privilegeCode)).innerText(),
          )
        : 0;
      const shipping = displayedCents(
        store,
        await summaryLine(summary, texts.shipping).innerText(),
      );
      const total = displayedCents(store, await summaryLine(summary, texts.total).innerText());
      expect(subtotal).toBe(toCents(order.subtotal));
      expect(discount).toBe(toCents(order.discount));
      expect(shipping).toBe(toCents(order.shippingFees));
      expect(total).toBe(toCents(order.total));
      expect(total).toBe(subtotal - discount + shipping);
      if (store.id === 'fr')
        expect(order.privilegeCode, 'the seeded order with a code').not.toBe('');

      // Parcels: their numbers, and the tracking numbers linked to the carrier's page.
      const parcels = page.getByRole('region', { name: texts.parcels }).getByRole('listitem');
      await expect(parcels).toHaveCount(order.packages.length);
      expect(order.packages.length).toBeGreaterThan(0);
      for (const [index, pkg] of order.packages.entries()) {
        const parcel = parcels.nth(index);
        await expect(parcel).toContainText(texts.parcel(`${number}-${String(index + 1)}`));
        const tracking = parcel.getByRole('link', {
          name: `${texts.tracking(pkg.trackingNumber)} ${texts.carrierSite}`,
          exact: true,
        });
        await expect(tracking).toHaveAttribute('href', pkg.trackingUrl);
        expect(pkg.trackingUrl).toMatch(/^https:\/\/www\.laposte\.fr\//);
        expect(pkg.trackingUrl).toContain(pkg.trackingNumber);
        await expect(tracking).toHaveAttribute('target', '_blank');
        await expect(tracking).toHaveAttribute('rel', /\bnoopener\b/);
      }

      // The easy-return number (decision 007: ER + the order number, once shipped).
      const easyReturn = page
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: texts.easyReturn }) })
        .locator('dd');
      await expect(easyReturn).toContainText(`ER${number}`);

      // The invoice: a PDF download named after the order. pdfkit compresses its text streams, so
      // the order number is read in the document's title (its Info dictionary is not compressed).
      // The link fetches it with the API key (the route wants it) and hands it to the browser.
      const invoiceLink = page.getByRole('link', { name: texts.invoice, exact: true });
      await expect(invoiceLink).toHaveAttribute('download', '');
      const [download] = await Promise.all([page.waitForEvent('download'), invoiceLink.click()]);
      expect(download.suggestedFilename()).toBe(texts.invoiceFile(number));
      const pdf = await readFile(await download.path());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.toString('latin1')).toContain(number);
      const href = await invoiceLink.getAttribute('href');
      const response = await page.request.get(href ?? '', { headers: API_HEADERS });
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect(response.headers()['content-disposition']).toContain(texts.invoiceFile(number));

      await page.getByRole('link', { name: texts.back, exact: true }).click();
      await expect(page.getByRole('list', { name: texts.recent })).toBeVisible();
    });

    // The French customer's private-sale orders: one shown from its list, and one asked as an
    // ordinary order, which the server does not find.
    const eventOrders = store.id === 'fr' ? await listedOrders(events) : [];
    const deliveredEvent = eventOrders.find((order) => order.status === texts.statuses.delivered);
    if (deliveredEvent)
      await test.step('a private-sale order, from its list', async () => {
        const { number } = deliveredEvent;
        const order = await orderDetails(page.request, number, 'evt/order');
        await events.getByRole('link', { name: texts.seeDetails(number), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/customer/account/order/evt_details/${number}$`));
        await expect(
          page.getByRole('heading', { level: 1, name: texts.eventOrderTitle(number), exact: true }),
        ).toBeVisible();
        const lines = page.getByRole('region', { name: texts.items }).getByRole('listitem');
        await expect(lines).toHaveCount(order.items.length);
        await expect(lines.first()).toContainText(order.items[0]?.label ?? '');
        const summary = page.getByRole('region', { name: texts.summary });
        await expect(summaryLine(summary, texts.total)).toHaveText(
          money(store, toCents(order.total)),
        );
      });
    else if (store.id === 'fr') throw new Error('No delivered private-sale order');

    const refused = ['999999999', ...eventOrders.slice(0, 1).map((order) => order.number)];
    for (const number of refused)
      await test.step(`order ${number} is not found`, async () => {
        await page.goto(`customer/account/order/details/${number}`);
        await expect(page.getByRole('main').getByRole('alert')).toContainText(texts.notFound);
        await expect(
          page.getByRole('heading', { level: 1, name: texts.detailsTitle, exact: true }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: texts.back, exact: true })).toHaveAttribute(
          'href',
          `/${store.id}/${HISTORY}`,
        );
      });
  });
});
