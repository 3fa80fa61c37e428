import { isPrivilegeCode } from '@vitrine/validation';
import type {
  CartItem,
  CartQuery,
  CartRemoveBody,
  CartUpdateBody,
  DeliveryBody,
  GiftChoiceBody,
  OrderValidateBody,
  RelayPointsQuery,
} from '../contract/checkout.js';
import { endpoints } from './endpoints.js';
import type { Send } from './request.js';

const routes = endpoints.checkout;

/** Checkout and cart calls (spec 7.2). */
export const checkoutCalls = (send: Send) => ({
  /** The privilege code is sent only when it matches its pattern (a stale cookie is left out). */
  cart: ({
    privilegeCode,
    retarg,
  }: { privilegeCode?: string | undefined; retarg?: string | undefined } = {}) => {
    const query: CartQuery = {
      ...(privilegeCode !== undefined && isPrivilegeCode(privilegeCode) ? { privilegeCode } : {}),
      ...(retarg ? { retarg } : {}),
    };
    return send(routes.cart, { query });
  },
  add: (items: CartItem[]) => send(routes.cartAdd, { body: { items } }),
  update: (body: CartUpdateBody) => send(routes.cartUpdate, { body }),
  remove: (body: CartRemoveBody) => send(routes.cartRemove, { body }),
  updateGiftChoice: (body: GiftChoiceBody) => send(routes.giftChoiceUpdate, { body }),
  merchandising: () => send(routes.merchandising, {}),
  delivery: () => send(routes.delivery, {}),
  updateDelivery: (body: DeliveryBody) => send(routes.deliveryUpdate, { body }),
  validateDelivery: (body: DeliveryBody) => send(routes.deliveryValidate, { body }),
  relayPoints: (query: RelayPointsQuery) => send(routes.relayPoints, { query }),
  order: () => send(routes.order, {}),
  validateOrder: (body: OrderValidateBody) => send(routes.orderValidate, { body }),
  defaultPrivilegeCode: () => send(routes.privilegeCode, {}),
  /** Sent upper-cased (spec 7.2). */
  validatePrivilegeCode: (code: string) =>
    send(routes.privilegeCodeValidate, { body: { privilegeCode: code.toUpperCase() } }),
  colissimoToken: () => send(routes.colissimoToken, {}),
});
