import type { OrderDetails } from '@vitrine/api-client/contract';
import { VAT_RATE_BASIS_POINTS } from '@vitrine/validation';
import PDFDocument from 'pdfkit';
import { toCents } from '../money.js';
import type { Store } from '../stores.js';
import { formatAmount } from './amount-format.js';
import type { OrderCustomer } from './order-store.js';
import { addressLines, paymentMethodName, shippingMethodName } from './order-texts.js';

/** The company that sells, per store (the seller block every invoice must carry). */
const SELLERS: Record<Store['segment'], { name: string; details: string[] }> = {
  fr: {
    name: 'Vitrine SAS',
    details: [
      '12 rue de la Vente à Distance',
      '59100 Roubaix, France',
      'TVA intracommunautaire : FR00 000000000',
    ],
  },
  uk: {
    name: 'Vitrine UK Ltd',
    details: ['Unit 4, Mail Order Park', 'Manchester M1 1AA', 'VAT number GB 000 0000 00'],
  },
};

const TEXTS = {
  'fr-FR': {
    title: 'Facture',
    invoiceNumber: 'Facture n°',
    orderNumber: 'Commande n°',
    orderDate: 'Date de commande :',
    invoiceDate: 'Date de facture :',
    customerNumber: 'Client n°',
    billedTo: 'Facturé à',
    deliveredTo: 'Livré à',
    item: 'Article',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    total: 'Total',
    subtotal: 'Sous-total',
    discount: 'Remise',
    shipping: 'Frais de port',
    totalDue: 'Total TTC',
    vat: (rate: string) => `dont TVA ${rate} %`,
    payment: 'Paiement :',
    delivery: 'Livraison :',
    size: 'Taille',
  },
  'en-GB': {
    title: 'Invoice',
    invoiceNumber: 'Invoice no.',
    orderNumber: 'Order no.',
    orderDate: 'Order date:',
    invoiceDate: 'Invoice date:',
    customerNumber: 'Customer no.',
    billedTo: 'Billed to',
    deliveredTo: 'Delivered to',
    item: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    total: 'Total',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Postage and packing',
    totalDue: 'Total (VAT included)',
    vat: (rate: string) => `including VAT at ${rate}%`,
    payment: 'Payment:',
    delivery: 'Delivery:',
    size: 'Size',
  },
} satisfies Record<Store['locale'], unknown>;

export interface InvoiceData {
  store: Store;
  order: OrderDetails;
  customer: OrderCustomer;
  invoicedAt: Date;
}

/**
 * The standard PDF fonts are WinAnsi-encoded: the narrow no-break space Intl puts in French
 * amounts ('1 234,50 €') has no glyph there; a no-break space looks the same.
 */
const printable = (text: string): string => text.replaceAll('\u202f', '\u00a0');

/** The order's invoice as a PDF: seller, customer, delivery, lines and totals, VAT included. */
export function renderInvoicePdf({
  store,
  order,
  customer,
  invoicedAt,
}: InvoiceData): Promise<Buffer> {
  const t = TEXTS[store.locale];
  const seller = SELLERS[store.segment];
  const money = (amount: string) => printable(formatAmount(store, amount));
  const date = (value: Date | string) =>
    new Date(value).toLocaleDateString(store.locale, { timeZone: 'Europe/Paris' });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t.title} ${order.orderNumber}`, Author: seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

  const left = 50;
  const right = 545;
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(printable(value), x, y, { lineBreak: false, ...options });

  // Seller, then the invoice's references on the right.
  doc.font('Helvetica-Bold').fontSize(14);
  text(seller.name, left, 50);
  doc.font('Helvetica').fontSize(9);
  seller.details.forEach((line, i) => text(line, left, 70 + i * 12));
  doc.font('Helvetica-Bold').fontSize(20);
  text(t.title, 350, 50, { width: right - 350, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  [
    `${t.invoiceNumber} F${order.orderNumber}`,
    `${t.orderNumber} ${order.orderNumber}`,
    `${t.orderDate} ${date(order.date)}`,
    `${t.invoiceDate} ${date(invoicedAt)}`,
  ].forEach((line, i) => text(line, 300, 80 + i * 12, { width: right - 300, align: 'right' }));

  // Customer and delivery addresses side by side.
  const block = (title: string, lines: string[], x: number) => {
    doc.font('Helvetica-Bold').fontSize(10);
    text(title, x, 150);
    doc.font('Helvetica').fontSize(9);
    lines.forEach((line, i) => text(line, x, 166 + i * 12, { width: 230, ellipsis: true }));
  };
  block(
    t.billedTo,
    [
      customer.name,
      ...(customer.address ? addressLines(store, customer.address) : []),
      `${t.customerNumber} ${customer.customerNumber}`,
    ],
    left,
  );
  block(
    t.deliveredTo,
    [order.relayPointName || customer.name, ...addressLines(store, order.deliveryAddress)],
    300,
  );

  // Lines.
  const columns = { item: left, quantity: 330, unitPrice: 380, total: 465 };
  let y = 270;
  /** Goes on to a new page once the text reaches `bottom`. */
  const keepAbove = (bottom: number) => {
    if (y <= bottom) return;
    doc.addPage();
    y = 50;
  };
  doc.font('Helvetica-Bold').fontSize(9);
  text(t.item, columns.item, y);
  text(t.quantity, columns.quantity, y, { width: 40, align: 'right' });
  text(t.unitPrice, columns.unitPrice, y, { width: 75, align: 'right' });
  text(t.total, columns.total, y, { width: right - columns.total, align: 'right' });
  doc
    .moveTo(left, y + 14)
    .lineTo(right, y + 14)
    .stroke();
  y += 22;
  doc.font('Helvetica');
  for (const item of order.items) {
    keepAbove(720);
    text(item.label, columns.item, y, { width: 270, ellipsis: true });
    text(`${item.sku} · ${t.size} ${item.size} · ${item.color}`, columns.item, y + 11, {
      width: 270,
      ellipsis: true,
    });
    text(String(item.quantity), columns.quantity, y, { width: 40, align: 'right' });
    text(money(item.price), columns.unitPrice, y, { width: 75, align: 'right' });
    text(money(item.total), columns.total, y, { width: right - columns.total, align: 'right' });
    y += 28;
  }
  doc.moveTo(left, y).lineTo(right, y).stroke();

  // Totals: VAT is included in the prices; the invoice states its part.
  keepAbove(640);
  y += 10;
  const discount = toCents(order.discount) > 0 ? `-${money(order.discount)}` : money('0');
  const vatRate = String(VAT_RATE_BASIS_POINTS / 100);
  const totals: [string, string, boolean][] = [
    [t.subtotal, money(order.subtotal), false],
    [order.privilegeCode ? `${t.discount} (${order.privilegeCode})` : t.discount, discount, false],
    [t.shipping, money(order.shippingFees), false],
    [t.totalDue, money(order.total), true],
    [t.vat(vatRate), money(order.tax), false],
  ];
  for (const [label, amount, bold] of totals) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    text(label, 300, y, { width: 160, align: 'right' });
    text(amount, columns.total, y, { width: right - columns.total, align: 'right' });
    y += bold ? 18 : 14;
  }

  y += 16;
  doc.font('Helvetica').fontSize(9);
  text(`${t.payment} ${paymentMethodName(store, order.paymentMethod)}`, left, y);
  text(`${t.delivery} ${shippingMethodName(store, order.shippingMethod)}`, left, y + 12);
  doc.end();
  return done;
}
