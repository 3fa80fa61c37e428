import type { RouteDefinition } from '../contract/route.js';
import type { apiRoutes } from '../contract/routes.js';

type Routes = typeof apiRoutes;

declare const contractRoute: unique symbol;

/**
 * What the client needs of a route: its method, path and response format. The schemas stay with
 * the contract (the server validates with them), so a browser bundle carries no schema code. The
 * type pins each entry to its contract route: a path or method that drifts does not compile.
 */
export interface Endpoint<R extends RouteDefinition = RouteDefinition> {
  readonly method: R['method'];
  readonly path: R['path'];
  readonly format?: R extends { readonly format: infer F } ? F : undefined;
  /** Carries the contract route's type (request and response shapes); never set. */
  readonly [contractRoute]?: R;
}

type Endpoints = {
  [Group in keyof Routes]: {
    [Name in keyof Routes[Group]]: Endpoint<Extract<Routes[Group][Name], RouteDefinition>>;
  };
};

/** Every call of the store API, as the client sends it (see `apiRoutes` for the full contract). */
export const endpoints: Endpoints = {
  customer: {
    get: { method: 'GET', path: '/api/customer/get' },
    login: { method: 'POST', path: '/api/customer/login' },
    logout: { method: 'GET', path: '/api/customer/logout' },
    exists: { method: 'POST', path: '/api/customer/exists' },
    update: { method: 'POST', path: '/api/customer/update' },
    updatePassword: { method: 'POST', path: '/api/customer/update-password' },
    updateEmail: { method: 'POST', path: '/api/customer/update-email' },
    saveMainAddress: { method: 'POST', path: '/api/customer/address/main/save' },
    saveSecondaryAddress: { method: 'POST', path: '/api/customer/address/secondary/save' },
    deleteSecondaryAddress: { method: 'POST', path: '/api/customer/address/secondary/delete' },
    create: { method: 'POST', path: '/api/customer/create' },
    forgotPassword: { method: 'POST', path: '/api/customer/forgotpassword' },
    resetPassword: { method: 'POST', path: '/api/customer/resetpassword' },
    forgotCustomerNumber: { method: 'POST', path: '/api/customer/forgotcustomernumber' },
    unsubscribeNewsletter: { method: 'POST', path: '/api/customer/newsletter/unsubscribe' },
    requestCatalog: { method: 'POST', path: '/api/customer/catalog/request' },
    updateSession: { method: 'POST', path: '/api/customer/updateSession' },
    retargetingProfile: { method: 'POST', path: '/api/customer/user/retarg' },
    orders: { method: 'GET', path: '/api/customer/orders/get' },
    orderDetails: { method: 'GET', path: '/api/customer/order/details/get/:id' },
    eventOrders: { method: 'GET', path: '/api/customer/evt/orders/get' },
    eventOrderDetails: { method: 'GET', path: '/api/customer/evt/order/details/get/:id' },
    invoice: { method: 'GET', path: '/api/customer/order/invoice/:id' },
    personalAccount: { method: 'GET', path: '/api/customer/personal-account/get' },
    personalAccountPay: { method: 'POST', path: '/api/customer/personal-account/pay' },
  },
  checkout: {
    cart: { method: 'GET', path: '/api/checkout/cart/get' },
    cartAdd: { method: 'POST', path: '/api/checkout/cart/add' },
    cartUpdate: { method: 'POST', path: '/api/checkout/cart/update' },
    cartRemove: { method: 'POST', path: '/api/checkout/cart/remove' },
    giftChoiceUpdate: { method: 'POST', path: '/api/checkout/cart/gift_choice/update' },
    merchandising: { method: 'GET', path: '/api/checkout/cart/merchandising' },
    delivery: { method: 'GET', path: '/api/checkout/cart/delivery/get' },
    deliveryUpdate: { method: 'POST', path: '/api/checkout/cart/delivery/update' },
    deliveryValidate: { method: 'POST', path: '/api/checkout/cart/delivery/validate' },
    relayPoints: { method: 'GET', path: '/api/checkout/relay-points' },
    order: { method: 'GET', path: '/api/checkout/order/get' },
    orderValidate: { method: 'POST', path: '/api/checkout/order/validate' },
    privilegeCode: { method: 'GET', path: '/api/checkout/privilegecode' },
    privilegeCodeValidate: { method: 'POST', path: '/api/checkout/privilegecode/validate' },
    colissimoToken: { method: 'GET', path: '/api/colissimo/generate-token' },
  },
  contact: {
    submit: { method: 'POST', path: '/api/contact/submit' },
  },
  catalogue: {
    menu: { method: 'GET', path: '/api/v2/menu' },
    siteContent: { method: 'GET', path: '/api/catalog/json/Custom/Site.cxml' },
    noResultContent: { method: 'GET', path: '/api/catalog/json/Custom/NoResult.cxml' },
    listing: { method: 'GET', path: '/api/listing/json/*' },
    search: { method: 'GET', path: '/api/search/:kind/:term' },
    searchResults: { method: 'GET', path: '/api/json/Search/:term' },
    suggest: { method: 'GET', path: '/api/suggest' },
    productStatic: { method: 'GET', path: '/api/v2/product/static/json/*' },
    productDynamic: { method: 'GET', path: '/api/v2/product/dynamic/json/*' },
    relatedProducts: { method: 'GET', path: '/api/v2/product/related/json/*' },
    productSitemap: { method: 'GET', path: '/api/sitemap/products' },
    categorySitemap: { method: 'GET', path: '/api/sitemap/categories' },
    looks: { method: 'GET', path: '/api/v2/looks' },
  },
  content: {
    cmsPage: { method: 'GET', path: '/media/wysiwyg/pages/*', format: 'html' },
    popin: { method: 'GET', path: '/media/wysiwyg/popin/*', format: 'html' },
    sizeGuide: { method: 'GET', path: '/media/wysiwyg/fiche-produit/:file', format: 'html' },
    footer: { method: 'GET', path: '/media/footer/footer.html', format: 'html' },
    internalLinking: { method: 'GET', path: '/html/:file', format: 'html' },
  },
  errorReport: {
    browserDebug: { method: 'POST', path: '/api/v1/log/browserDebug' },
  },
};
