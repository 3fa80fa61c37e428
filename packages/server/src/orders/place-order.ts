import type { OrderConfirmation, OrderValidateBody } from '@vitrine/api-client/contract';
import { VALIDATION_MESSAGES } from '@vitrine/validation/forms';
import type { Db } from '../db/database.js';
import { hasSqlState, SQL_STATE } from '../db/sql-state.js';
import { resolveDeliveryAddress } from '../delivery/delivery-address.js';
import type { CustomerSession } from '../http/session.js';
import { formSchemas, validateForm } from '../http/form-validation.js';
import { HttpError } from '../http/http-error.js';
import { deleteCart, lockCustomerCart } from '../cart/cart-store.js';
import { sendMail } from '../mail/outbox.js';
import { fromCents } from '../money.js';
import { takesInstalments } from '../payment/instalments.js';
import { offersMethod, paysAtProvider } from '../payment/payment-methods.js';
import { createPayment, readOrderPayment, type OrderPayment } from '../payment/payments.js';
import { chargePersonalAccount } from '../payment/personal-account.js';
import { hostedPaymentUrl } from '../payment/sandbox-urls.js';
import type { Services } from '../services.js';
import type { Store } from '../stores.js';
import { personalAccountCredit, readReadyCart } from './checkout-order.js';
import { markOrderPaid } from './order-lifecycle.js';
import { orderConfirmationMail } from './order-mail.js';
import { findOrderByIdempotencyKey, readOrderCustomer, type OrderRecord } from './order-store.js';
import { toOrderDetails } from './order-view.js';
import { insertOrder, type OrderLineDraft } from './order-writer.js';
import { takeStock } from './stock.js';
import { readVariantLines } from './variant-lines.js';

interface PlaceOrderRequest {
  db: Db;
  store: Store;
  services: Services;
  session: CustomerSession;
  body: OrderValidateBody;
}

/** The payment form, by the forms' own rules: a method of the store; for the account, an adult. */
async function checkPaymentForm({ store, services, body }: PlaceOrderRequest): Promise<void> {
  try {
    await validateForm(formSchemas(store, services).payment, body);
  } catch (error) {
    if (
      error instanceof HttpError &&
      error.fields?.birthDate === VALIDATION_MESSAGES.birthDateMinor
    )
      throw new HttpError(400, 'form.minor_birth_date', { fields: error.fields });
    throw error;
  }
}

/** A method of the store; the account only for who has one (read only then): else 402. */
async function checkMethodAvailable({ db, store, session, body }: PlaceOrderRequest) {
  const hasAccount =
    body.paymentMethod === 'personalAccount' &&
    (await personalAccountCredit(db, store, session.customerId)) !== null;
  if (!offersMethod(store, body.paymentMethod, hasAccount))
    throw new HttpError(402, 'payment.not_validated');
}

/** An order with its latest payment (null: to be read). */
interface PlacedOrder {
  record: OrderRecord;
  payment: OrderPayment | null;
}

/**
 * The order from the cart, in one transaction: the cart is locked (one order per cart), its
 * lines and offered gifts become the order's, the payment is recorded (the personal account is
 * charged at once, within its credit), the cart emptied, the confirmation mailed, and last each
 * line's stock is taken (any short: everything rolls back, 409), so that a variant (and its
 * product's stock total) stays locked from there to the commit only.
 */
async function placeInTransaction(tx: Db, request: PlaceOrderRequest): Promise<PlacedOrder> {
  const { store, services, session, body } = request;
  const { customerId } = session;
  await lockCustomerCart(tx, customerId);
  const { priced, delivery } = await readReadyCart(tx, store, session);
  const { address, relayPointName } = resolveDeliveryAddress(priced, delivery);
  const gifts = await readVariantLines(
    tx,
    store,
    priced.cart.selectedOfferedGifts.map((gift) => gift.sku),
  );
  const lines: OrderLineDraft[] = [
    ...priced.lines,
    ...gifts.map((gift) => ({ ...gift, unitPriceCents: 0 })),
  ];
  const order = await insertOrder(tx, {
    store,
    customerId,
    idempotencyKey: body.idempotencyKey,
    paymentMethod: body.paymentMethod,
    paymentInstalments: body.paymentMethod === 'oney' ? (body.instalments ?? null) : null,
    shippingMethod: delivery.shippingMethod,
    deliveryAddress: address,
    relayPointName,
    privilegeCode: priced.privilegeCode,
    lines,
    discountCents: priced.discountCents,
    shippingFeesCents: priced.shippingFeesCents,
    history: [{ status: 'placed', at: new Date() }],
  });

  // The personal account pays at once; the other methods next, on their provider's page.
  const paidAtOnce = body.paymentMethod === 'personalAccount';
  if (paidAtOnce && !(await chargePersonalAccount(tx, customerId, order.totalCents, order.id)))
    throw new HttpError(402, 'payment.credit_too_low');
  if (body.paymentMethod === 'oney' && !takesInstalments(order.totalCents))
    throw new HttpError(402, 'payment.instalments_out_of_range');
  const paymentId = await createPayment(tx, {
    orderId: order.id,
    method: body.paymentMethod,
    amount: fromCents(order.totalCents),
    status: paidAtOnce ? 'authorised' : 'pending',
  });
  const paid = paidAtOnce ? await markOrderPaid(tx, order.id) : undefined;
  if (priced.id) await deleteCart(tx, priced.id);

  const record = { ...order.record, order: paid ?? order.record.order };
  const customer = await readOrderCustomer(tx, customerId);
  if (customer)
    await sendMail(
      tx,
      orderConfirmationMail(store, services.publicUrl, toOrderDetails(store, record), customer),
    );
  const short = await takeStock(tx, store, order.id, lines);
  if (short)
    throw new HttpError(409, 'order.not_enough_stock', { params: { product: short.label } });
  return { record, payment: { id: paymentId, method: body.paymentMethod } };
}

/** The answer of order/validate: the order, and its provider's page while a payment waits. */
async function orderConfirmation(
  db: Db,
  store: Store,
  { record, payment }: PlacedOrder,
): Promise<OrderConfirmation> {
  const latest = payment ?? (await readOrderPayment(db, record.order.id));
  return {
    order: toOrderDetails(store, record),
    // Once settled, the provider's page sends the browser on to where the outcome leads.
    redirectUrl:
      latest && paysAtProvider(latest.method) ? hostedPaymentUrl(store, latest.id) : null,
  };
}

/**
 * order/validate: places the order once per idempotency key. A call refused, or whose order the
 * unique index on (customer, key) refused, answers the order its key placed before, if any: a
 * retry, or the same call sent twice at once (the second waits for the cart, then finds it gone).
 * A new key reads nothing more than its order needs.
 */
export async function placeOrder(request: PlaceOrderRequest): Promise<OrderConfirmation> {
  const { db, store, session, body } = request;
  let placed: PlacedOrder;
  try {
    await checkPaymentForm(request);
    await checkMethodAvailable(request);
    placed = await db.transaction((tx) => placeInTransaction(tx, request));
  } catch (error) {
    if (!(error instanceof HttpError) && !hasSqlState(error, SQL_STATE.uniqueViolation))
      throw error;
    const record = await findOrderByIdempotencyKey(db, session.customerId, body.idempotencyKey);
    if (!record) throw error;
    placed = { record, payment: null };
  }
  return orderConfirmation(db, store, placed);
}
