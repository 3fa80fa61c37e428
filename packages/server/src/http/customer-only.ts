import { apiRoutes, type RouteDefinition } from '@vitrine/api-client/contract';

/**
 * Calls for signed-in customers only (spec 6): the account, its orders and addresses, and the
 * checkout's delivery and payment steps. A visitor gets 401 before the body is even read.
 */
export const CUSTOMER_ONLY_ROUTES: ReadonlySet<RouteDefinition> = new Set<RouteDefinition>([
  apiRoutes.customer.updatePassword,
  apiRoutes.customer.updateEmail,
  apiRoutes.customer.saveMainAddress,
  apiRoutes.customer.saveSecondaryAddress,
  apiRoutes.customer.deleteSecondaryAddress,
  apiRoutes.customer.orders,
  apiRoutes.customer.orderDetails,
  apiRoutes.customer.eventOrders,
  apiRoutes.customer.eventOrderDetails,
  apiRoutes.customer.invoice,
  apiRoutes.customer.personalAccount,
  apiRoutes.customer.personalAccountPay,
  apiRoutes.checkout.delivery,
  apiRoutes.checkout.deliveryUpdate,
  apiRoutes.checkout.deliveryValidate,
  apiRoutes.checkout.order,
  apiRoutes.checkout.orderValidate,
]);
