// `@vitrine/api-client/examples`: for every route of the contract, valid examples of each of its
// schemas (typed by the contract, so they also compile against it) and invalid ones. The
// contract's own tests check them; the server fuzzes its routes from them; apps and stories can
// use them as realistic data.
import type { TSchema } from 'typebox';
import type {
  CardAttributes,
  Listing,
  ListingQuery,
  ProductCard,
  ProductStatic,
} from './catalogue.js';
import type { Cart, CartProduct, Delivery, DeliveryBody, RelayPoint } from './checkout.js';
import type { OrderDetails, SignedInCustomer } from './customer.js';
import type { Address } from './fields.js';
import type { Look, LookPiece } from './looks.js';
import type {
  RouteBody,
  RouteDefinition,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from './route.js';
import type { apiRoutes } from './routes.js';

export interface Examples<T> {
  valid: T[];
  invalid: unknown[];
}

type Part<R, Key extends string, T> =
  R extends Record<Key, TSchema> ? Record<Key, Examples<T>> : unknown;

export type RouteExamples<R extends RouteDefinition> = Part<R, 'params', RouteParams<R>> &
  Part<R, 'querystring', RouteQuery<R>> &
  Part<R, 'body', RouteBody<R>> & { response: Examples<RouteResponse<R>> };

type Routes = typeof apiRoutes;
export type ContractExamples = {
  [Group in keyof Routes]: {
    [Name in keyof Routes[Group]]: RouteExamples<Extract<Routes[Group][Name], RouteDefinition>>;
  };
};

// --- Shared values ----------------------------------------------------------------------------

export const ADDRESS = {
  street: '12 rue de la Paix',
  complement: 'Bâtiment B',
  locality: '',
  postalCode: '75002',
  city: 'Paris',
  country: 'FR',
} as const satisfies Address;
export const EMAIL = 'claire.dupont@example.fr';
export const PASSWORD = 'Secret12!';
export const NEW_PASSWORD = 'Nouveau#2025';
export const BIRTH_DATE = { day: '14', month: '07', year: '1985' };
export const IDENTITY = { civility: 'Mrs', firstName: 'Claire', lastName: 'Dupont' } as const;
export const CONTACT_DETAILS = { cellPhone: '0612345678', landline: '', smsOption: true };
/** A complete signup: what the signup form sends. */
export const SIGNUP = {
  ...IDENTITY,
  email: EMAIL,
  confirmEmail: EMAIL,
  password: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  birthDate: BIRTH_DATE,
  ...ADDRESS,
  ...CONTACT_DETAILS,
  mailOption: true,
  partnerOption: false,
};
const UUID = '0b3f2f0c-6b9e-4f7e-9d7a-3c2b1a0f9e8d';
const TURNSTILE = 'XXXX.DUMMY.TOKEN.XXXX';
const HTML = { valid: ['<p>Bonjour</p>', ''], invalid: [42, null] };

const CUSTOMER: SignedInCustomer = {
  isLoggedIn: true,
  customerNumber: '12345678',
  ...IDENTITY,
  surname: 'Dupont',
  email: EMAIL,
  cellPhone: '0612345678',
  landline: '',
  mailOption: true,
  smsOption: true,
  partnerOption: false,
  overseas: '0',
  addresses: { P: ADDRESS, S: { ...ADDRESS, street: '3 allée des Tilleuls', postalCode: '69003' } },
  birthDate: BIRTH_DATE,
  country: 'FR',
  userStatus: 'client',
  numberOfOrders: 3,
};

const ORDER: OrderDetails = {
  orderNumber: '700012345',
  date: '2025-03-14T10:21:00.000Z',
  status: 'shipped',
  nbProducts: 2,
  total: '84.98',
  shippingMethod: 'RP',
  paymentMethod: 'card',
  paymentInstalments: null,
  items: [
    {
      sku: '12345678901',
      productId: 'P-AB12CD34',
      label: 'Robe portefeuille',
      size: '40',
      color: 'Bleu marine',
      quantity: 2,
      price: '39.99',
      total: '79.98',
      image: 'https://img.example/robe.jpg',
      url: '/P-AB12CD34-robe-portefeuille',
    },
  ],
  subtotal: '79.98',
  discount: '0',
  shippingFees: '4.99',
  tax: '14.16',
  privilegeCode: '',
  deliveryAddress: ADDRESS,
  relayPointName: 'Tabac de la Gare',
  packages: [
    {
      packageNumber: '1',
      carrier: 'colissimo',
      trackingNumber: '6A12345678901',
      trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    },
  ],
  easyReturnNumber: 'ER700012345',
  invoiceUrl: '/api/customer/order/invoice/700012345',
};

const CART_PRODUCT: CartProduct = {
  line: 1,
  sku: '12345678901',
  catalogSku: '1234567',
  specialSku: '',
  isLSProduct: false,
  productId: 'P-AB12CD34',
  label: 'Robe portefeuille',
  image: 'https://img.example/robe.jpg',
  url: '/P-AB12CD34-robe-portefeuille',
  price: '39.99',
  crossedOutPrice: '49.99',
  discountType: 'M',
  quantity: 2,
  stock: 12,
  size: '40',
  color: 'Bleu marine',
  modelName: 'Portefeuille',
  supplier: 'Atelier Lyon',
  isLdf: false,
  shippingMethod: '',
  infoOctipas: { availability: 'J+2' },
};

const CART: Cart = {
  cartId: 'c-42',
  nbProducts: 2,
  total: '84.97',
  shippingFees: '4.99',
  paymentMethod: '',
  currentPrivilegeCode: 'BIENVENUE',
  newPrivilegeCode: '',
  products: [CART_PRODUCT],
  selectedOfferedGifts: [
    {
      offerId: 'GIFT50',
      sku: '99990001',
      label: 'Trousse offerte',
      image: 'https://img.example/trousse.jpg',
      quantity: 1,
      price: '0',
      attributes: { isInvisible: 'N' },
    },
  ],
  selectedSpecialOffers: [],
};
const EMPTY_CART: Cart = {
  ...CART,
  cartId: '',
  nbProducts: 0,
  total: '0',
  shippingFees: '0',
  currentPrivilegeCode: '',
  products: [],
  selectedOfferedGifts: [],
};
const INVALID_CARTS = [
  {},
  { ...CART, total: '12,50' },
  { ...CART, products: [{ ...CART_PRODUCT, quantity: 0 }] },
  { ...CART, selectedSpecialOffers: [{ ...CART.selectedOfferedGifts[0], attributes: {} }] },
];

const RELAY_POINT: RelayPoint = {
  id: 'MR-075012',
  method: 'MLR',
  name: 'Tabac de la Gare',
  ...ADDRESS,
  latitude: 48.8698,
  longitude: 2.3316,
  distance: 350,
  openingHours: [
    {
      day: 1,
      slots: [
        { opens: '09:00', closes: '12:30' },
        { opens: '14:00', closes: '19:00' },
      ],
    },
    { day: 6, slots: [{ opens: '09:00', closes: '13:00' }] },
  ],
};

const DELIVERY: Delivery = {
  addresses: { P: ADDRESS },
  methods: [
    {
      shippingMethod: 'MLR',
      group: 'relay',
      warehouseLabel: '',
      price: '0',
      available: true,
      minDays: 3,
      maxDays: 5,
    },
    {
      shippingMethod: 'C',
      group: 'home',
      warehouseLabel: '',
      price: '6.99',
      available: true,
      minDays: 2,
      maxDays: 3,
    },
    {
      shippingMethod: 'COMFORT',
      group: 'warehouse',
      warehouseLabel: 'ldf-confort-premium',
      price: '39.90',
      available: false,
      minDays: 7,
      maxDays: 14,
    },
  ],
  selection: { shippingMethod: 'MLR', address: 'P', relayPoint: RELAY_POINT },
  validated: false,
  shippingFees: '0',
  total: '79.98',
};

const CARD: CardAttributes = {
  libelle: 'Robe portefeuille',
  metaMarque: 'Vitrine',
  prix: '39.99',
  prixBarre: '49.99',
  prixUnique: true,
  decote: 20,
  metaLot: 1,
  couleur: 'Bleu marine',
  idCustColor: '01',
  colours: [{ idCustColor: '01', couleur: 'Bleu marine', hex: '#1f2a44' }],
  stickerPrincipal: 'Nouveauté|#000000|#ffffff|',
  stickerSecondaire1: '',
  stickerSecondaire2: '',
  stickerOpeco: '',
  estGrandeTaille: false,
  disponibilite: 'in-stock',
  imgFacePivot: 'https://img.example/face.jpg',
  imgDosPivot: 'https://img.example/dos.jpg',
};
const PRODUCT_CARD: ProductCard = {
  id: 'P-AB12CD34',
  url: '/P-AB12CD34-robe-portefeuille',
  attributes: {
    ...CARD,
    universe: 'Femme',
    subuniverse: 'Vêtements',
    codeLibelleSsfamille: 'Robes',
    libellesTailles: ['38', '40', '42'],
    stock: 12,
  },
};

const IMAGES = {
  imgFacePivot: 'f.jpg',
  imgFaceSlim: 'fs.jpg',
  imgFaceCurvy: 'fc.jpg',
  imgDosPivot: 'd.jpg',
  imgDosCurvy: 'dc.jpg',
  imgDetailPivot: 'dt.jpg',
  imgDetailCurvy: 'dtc.jpg',
  imgAutresSlim: ['a1.jpg'],
  imgAutresCurvy: [],
  imgVignetteSlim: 'v.jpg',
  imgVignetteCurvy: 'vc.jpg',
  vidSlim: '',
  vidCurvy: '',
};

const PRODUCT_STATIC: ProductStatic = {
  id: 'P-AB12CD34',
  url: '/P-AB12CD34-robe-portefeuille',
  reference: 'AB12CD3',
  attributes: {
    ...CARD,
    ...IMAGES,
    nomModele: 'Portefeuille',
    description: 'Une robe fluide.\n\nCol V.',
    origine: 'Portugal',
    listeTailles: [{ codeTaille: '040', libelleTaille: '40', bonnet: '', isLargeSize: false }],
    codeLibelleFamille: 'ROBES',
    codeLibelleSsfamille: 'ROBES_LONGUES',
    universe: 'Femme',
    subuniverse: 'Vêtements',
    sizeGuide: 'guide-robes',
  },
  colours: [{ idCustColor: '01', couleur: 'Bleu marine', hex: '#1f2a44', images: IMAGES }],
  variants: [
    {
      SKUReelle: '12345678901',
      catalogueSKU: '1234567',
      EAN: '3600000000017',
      idCustColor: '01',
      codeTaille: '040',
    },
  ],
  breadcrumb: [{ label: 'Femme', url: '/C-10000-femme' }],
  reviews: {
    average: 4.5,
    count: 1,
    items: [
      { author: 'Anne', rating: 5, title: 'Parfaite', body: 'Tombe bien.', date: '2025-01-02' },
    ],
  },
};

const LISTING: Listing = {
  title: 'Robes',
  breadcrumb: [{ label: 'Femme', url: '/C-10000-femme' }],
  total: 1,
  page: 1,
  pageSize: 48,
  pageCount: 1,
  sort: 'relevance',
  products: [PRODUCT_CARD],
  facets: {
    sizes: [{ code: '40', label: '40', count: 1, selected: false }],
    colours: [{ code: '01', label: 'Bleu', count: 1, selected: false, hex: '#1f2a44' }],
    brands: [],
    price: { min: 39.99, max: 39.99 },
    inStock: 1,
  },
};

/** A look of two pieces (mix and match): a bra and its knickers in one colour. */
const LOOK_PIECE: LookPiece = {
  id: 'P-AB12CD34',
  url: '/P-AB12CD34-soutien-gorge-dentelle',
  attributes: {
    libelle: 'Soutien-gorge en dentelle',
    metaMarque: 'Douce Heure',
    couleur: 'Noir',
    idCustColor: '008',
    imgFacePivot: 'https://img.example/sg-face.jpg',
    prix: '29.99',
    prixBarre: '',
    prixUnique: false,
    decote: 0,
    stickerPrincipal: '',
    estGrandeTaille: false,
    universe: 'Lingerie',
    subuniverse: 'Dessous',
    codeLibelleSsfamille: 'Soutiens-gorge',
  },
  sizes: [
    {
      SKUReelle: '100101',
      codeTaille: '90B',
      libelleTaille: '90B',
      isLargeSize: false,
      prix: '29.99',
      prixBarre: '',
      stock: 12,
      disponibilite: 'in-stock',
    },
    {
      SKUReelle: '100102',
      codeTaille: '95C',
      libelleTaille: '95C',
      isLargeSize: false,
      prix: '32.99',
      prixBarre: '',
      stock: 0,
      disponibilite: 'out-of-stock',
    },
  ],
};
const LOOK: Look = {
  id: 'L-001',
  title: 'Soutien-gorge et culotte · Noir',
  pieces: [
    LOOK_PIECE,
    {
      id: 'P-CD34EF56',
      url: '/P-CD34EF56-culotte-dentelle',
      attributes: {
        ...LOOK_PIECE.attributes,
        libelle: 'Culotte en dentelle',
        imgFacePivot: 'https://img.example/culotte-face.jpg',
        prix: '12.99',
        prixBarre: '15.99',
        prixUnique: true,
        decote: 19,
        codeLibelleSsfamille: 'Culottes et slips',
      },
      sizes: [
        {
          SKUReelle: '100201',
          codeTaille: 'M',
          libelleTaille: 'M (40-42)',
          isLargeSize: false,
          prix: '12.99',
          prixBarre: '15.99',
          stock: 2,
          disponibilite: 'low-stock',
        },
      ],
    },
  ],
};

const LISTING_QUERY: Examples<ListingQuery> = {
  valid: [{}, { page: 2, pageSize: 24, sort: 'price-asc', size: '38,40', inStock: true }],
  invalid: [{ sort: 'cheapest' }, { page: 0 }, { pageSize: 500 }],
};
const WILDCARD = { valid: [{ '*': 'C-12345-robes' }], invalid: [{}, { '*': 'x'.repeat(513) }] };
const PRODUCT_PATH = { valid: [{ '*': 'P-AB12CD34-robe' }], invalid: [{ path: 'P-AB12CD34' }] };
const SITEMAP = {
  valid: [
    { page: 1, pageCount: 3, total: 250, items: [{ label: 'Robes', url: '/C-12345-robes' }] },
  ],
  invalid: [{ page: 0, pageCount: 3, total: 250, items: [] }],
};
const ORDER_PARAMS = { valid: [{ id: '700012345' }], invalid: [{ id: '70A' }, { id: '' }] };
const EMAIL_BODY = { valid: [{ email: EMAIL }], invalid: [{ email: 'claire' }, {}] };
const MESSAGE = { valid: [{ message: 'OK' }], invalid: [{}, { message: 1 }] };
const CUSTOMER_CHANGE = {
  valid: [{ message: 'Your information have been successfully modified', customer: CUSTOMER }],
  invalid: [{ message: 'OK', customer: { isLoggedIn: false } }],
};
const ADDRESS_SAVE = {
  valid: [{ ...ADDRESS, ...CONTACT_DETAILS }],
  invalid: [
    { ...ADDRESS, ...CONTACT_DETAILS, street: 'x' },
    { ...ADDRESS, ...CONTACT_DETAILS, country: 'DE' },
    { ...ADDRESS, smsOption: true },
  ],
};
const CART_RESPONSE = { valid: [CART, EMPTY_CART], invalid: INVALID_CARTS };
const DELIVERY_BODY: Examples<DeliveryBody> = {
  valid: [
    { shippingMethod: 'MLR', address: 'P', relayPoint: 'MR-075012' },
    { shippingMethod: 'C', address: 'S' },
  ],
  invalid: [
    { shippingMethod: 'DRONE', address: 'P' },
    { shippingMethod: 'C', address: 'Q' },
  ],
};
const DELIVERY_RESPONSE = {
  valid: [DELIVERY, { ...DELIVERY, selection: null, validated: false }],
  invalid: [{ ...DELIVERY, methods: [{ shippingMethod: 'C' }] }],
};
const RETARG_BODY = { valid: [{ retarg: 'abc-123_XYZ' }], invalid: [{ retarg: '' }, {}] };
const ORDER_SUMMARY = {
  orderNumber: ORDER.orderNumber,
  date: ORDER.date,
  status: ORDER.status,
  nbProducts: ORDER.nbProducts,
  total: ORDER.total,
};
const ORDER_LIST = {
  valid: [{ orders: [ORDER_SUMMARY] }, { orders: [] }],
  invalid: [{ orders: [{ ...ORDER, status: 'lost' }] }],
};
const ORDER_DETAILS = {
  valid: [ORDER, { ...ORDER, invoiceUrl: null, packages: [], easyReturnNumber: '' }],
  invalid: [
    { ...ORDER, date: '14/03/2025' },
    { ...ORDER, packages: [{ packageNumber: '1', carrier: 'ups' }] },
  ],
};

export const contractExamples: ContractExamples = {
  customer: {
    get: {
      response: {
        valid: [CUSTOMER, { isLoggedIn: false }, { ...CUSTOMER, birthDate: null }],
        invalid: [
          { isLoggedIn: true },
          { ...CUSTOMER, civility: 'Dr' },
          { ...CUSTOMER, overseas: 1 },
          { ...CUSTOMER, addresses: { S: ADDRESS } },
        ],
      },
    },
    login: {
      body: {
        valid: [
          { email: EMAIL, password: PASSWORD, turnstileToken: TURNSTILE },
          { nClient: '12345678', surname: 'Dupont', password: PASSWORD, turnstileToken: '' },
        ],
        invalid: [
          { email: EMAIL, password: PASSWORD },
          { nClient: '12345678', password: PASSWORD, turnstileToken: TURNSTILE },
          { email: EMAIL, password: '', turnstileToken: TURNSTILE },
          { nClient: 'ABC', surname: 'Dupont', password: PASSWORD, turnstileToken: TURNSTILE },
        ],
      },
      response: {
        valid: [{ customer: CUSTOMER, cartMerged: true }],
        invalid: [{ customer: { isLoggedIn: false }, cartMerged: false }],
      },
    },
    logout: {
      response: { valid: [{ isLoggedIn: false }], invalid: [CUSTOMER] },
    },
    exists: {
      body: EMAIL_BODY,
      response: { valid: [{ exists: true }], invalid: [{ exists: 'yes' }] },
    },
    update: {
      body: {
        valid: [
          { evt: 'personalInformation', ...IDENTITY, birthDate: BIRTH_DATE, ...CONTACT_DETAILS },
          { evt: 'personalInformation', ...IDENTITY, ...CONTACT_DETAILS },
          { evt: 'newsletter', email: EMAIL, mailOption: 'O', sendMailNewsletter: true },
          {
            evt: 'newsletter',
            email: EMAIL,
            mailOption: 'O',
            sendMailNewsletter: true,
            partnerOption: false,
            smsOption: false,
          },
          {
            evt: 'subscriptions',
            mailOption: true,
            smsOption: false,
            partnerOption: false,
            cellPhone: '',
          },
        ],
        invalid: [
          { evt: 'newsletter', email: EMAIL, mailOption: 'N', sendMailNewsletter: true },
          { evt: 'newsletter', email: EMAIL, mailOption: 'O' },
          { evt: 'personalInformation', ...IDENTITY },
          { ...IDENTITY, ...CONTACT_DETAILS },
          { evt: 'personalInformation', ...IDENTITY, ...CONTACT_DETAILS, civility: 'Dr' },
        ],
      },
      response: {
        valid: [
          { message: 'OK', customer: CUSTOMER },
          { message: 'OK', customer: { isLoggedIn: false } },
        ],
        invalid: [{ customer: CUSTOMER }],
      },
    },
    updatePassword: {
      body: {
        valid: [
          { password: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
        ],
        invalid: [
          { password: PASSWORD, newPassword: 'Ab1!', confirmNewPassword: 'Ab1!' },
          { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
          { password: PASSWORD, newPassword: `${NEW_PASSWORD}${'x'.repeat(30)}` },
        ],
      },
      response: MESSAGE,
    },
    updateEmail: {
      body: {
        valid: [{ newEmail: EMAIL, confirmEmail: EMAIL, password: PASSWORD }],
        invalid: [
          { newEmail: 'x', confirmEmail: 'x', password: PASSWORD },
          { newEmail: EMAIL, confirmEmail: EMAIL },
        ],
      },
      response: CUSTOMER_CHANGE,
    },
    saveMainAddress: { body: ADDRESS_SAVE, response: CUSTOMER_CHANGE },
    saveSecondaryAddress: { body: ADDRESS_SAVE, response: CUSTOMER_CHANGE },
    deleteSecondaryAddress: {
      body: { valid: [{ confirm: true }], invalid: [{}, { confirm: false }, { confirm: 'true' }] },
      response: CUSTOMER_CHANGE,
    },
    create: {
      body: {
        valid: [SIGNUP],
        invalid: [
          { ...IDENTITY, email: EMAIL, confirmEmail: EMAIL, password: NEW_PASSWORD },
          {
            ...IDENTITY,
            firstName: 'C',
            email: EMAIL,
            confirmEmail: EMAIL,
            password: NEW_PASSWORD,
            confirmPassword: NEW_PASSWORD,
            ...ADDRESS,
            ...CONTACT_DETAILS,
            mailOption: true,
            partnerOption: false,
          },
        ],
      },
      response: CUSTOMER_CHANGE,
    },
    forgotPassword: { body: EMAIL_BODY, response: MESSAGE },
    resetPassword: {
      body: {
        valid: [
          {
            token: 'k3Jd9_Qm2-x8Zr5Lp0aB',
            newPassword: NEW_PASSWORD,
            confirmNewPassword: NEW_PASSWORD,
          },
        ],
        invalid: [
          { token: 'short', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD },
          { token: 'k3Jd9_Qm2-x8Zr5Lp0aB', newPassword: NEW_PASSWORD },
        ],
      },
      response: MESSAGE,
    },
    forgotCustomerNumber: { body: EMAIL_BODY, response: MESSAGE },
    unsubscribeNewsletter: { body: EMAIL_BODY, response: MESSAGE },
    requestCatalog: {
      body: {
        valid: [{ ...IDENTITY, email: EMAIL, ...ADDRESS }],
        invalid: [
          { ...IDENTITY, email: EMAIL },
          { ...IDENTITY, email: EMAIL, ...ADDRESS, city: '' },
        ],
      },
      response: MESSAGE,
    },
    updateSession: {
      body: RETARG_BODY,
      response: { valid: [{ OCTIPASS: UUID }], invalid: [{ OCTIPASS: '12345' }, {}] },
    },
    retargetingProfile: {
      body: RETARG_BODY,
      response: {
        valid: [
          {
            CODE_RETOUR: '0',
            NBCDE: 3,
            OPTIONMAIL: 'O',
            DATEDERNCDE: '2025-03-14',
            CATEGORIE: 'A',
          },
          { CODE_RETOUR: '1', NBCDE: 0, OPTIONMAIL: 'N', DATEDERNCDE: '', CATEGORIE: '' },
        ],
        invalid: [
          { CODE_RETOUR: '0', NBCDE: 3, OPTIONMAIL: 'yes', DATEDERNCDE: '', CATEGORIE: '' },
          { CODE_RETOUR: '0', NBCDE: 3, OPTIONMAIL: 'O', DATEDERNCDE: '14/03/2025', CATEGORIE: '' },
        ],
      },
    },
    orders: { response: ORDER_LIST },
    orderDetails: { params: ORDER_PARAMS, response: ORDER_DETAILS },
    eventOrders: { response: ORDER_LIST },
    eventOrderDetails: { params: ORDER_PARAMS, response: ORDER_DETAILS },
    invoice: { params: ORDER_PARAMS, response: { valid: ['%PDF-1.7'], invalid: [42] } },
    personalAccount: {
      response: {
        valid: [
          {
            creditLimit: '1000.00',
            balance: '150.00',
            availableCredit: '850.00',
            lowCreditThreshold: '100.00',
            lowCredit: false,
            paymentMax: '150.00',
            statement: [
              {
                date: '2025-03-14T10:21:00.000Z',
                kind: 'charge',
                orderNumber: '700000012',
                label: 'Order 700000012',
                amount: '84.97',
              },
              {
                date: '2025-02-20T09:00:00.000Z',
                kind: 'payment',
                orderNumber: '',
                label: 'Card payment',
                amount: '50.00',
              },
            ],
          },
          {
            creditLimit: '500.00',
            balance: '450.00',
            availableCredit: '50.00',
            lowCreditThreshold: '100.00',
            lowCredit: true,
            paymentMax: '450.00',
            statement: [],
          },
        ],
        invalid: [
          {
            creditLimit: '1000.00',
            balance: '-5',
            availableCredit: '1005.00',
            lowCreditThreshold: '100.00',
            lowCredit: false,
            paymentMax: '0',
            statement: [],
          },
          {
            creditLimit: '1000.00',
            balance: '0',
            availableCredit: '1000.00',
            lowCreditThreshold: '100.00',
            lowCredit: false,
            paymentMax: '0',
            statement: [
              { date: 'yesterday', kind: 'refund', orderNumber: '', label: '', amount: '1' },
            ],
          },
        ],
      },
    },
    personalAccountPay: {
      body: {
        valid: [{ amount: 25.5 }, { amount: 1000 }],
        invalid: [{ amount: '25.50' }, {}, { amount: null }],
      },
      response: {
        valid: [{ redirectUrl: '/uk/sandbox-pay/0b3f2f0c-6b9e-4f7e-9d7a-3c2b1a0f9e8d' }],
        invalid: [{ url: '/uk/sandbox-pay/1' }],
      },
    },
  },

  checkout: {
    cart: {
      querystring: {
        valid: [{}, { privilegeCode: 'BIENVENUE' }, { privilegeCode: 'ETE25', retarg: 'abc-123' }],
        invalid: [{ privilegeCode: 'bienvenue' }, { privilegeCode: 'A'.repeat(21) }],
      },
      response: CART_RESPONSE,
    },
    cartAdd: {
      body: {
        valid: [
          { items: [{ sku: '12345678901', isLSProduct: false }] },
          { items: [{ sku: '12345678901', isLSProduct: true, quantity: 3 }] },
        ],
        invalid: [
          { items: [] },
          { items: [{ sku: '12345678901' }] },
          { items: [{ sku: '12345678901', isLSProduct: false, quantity: 0 }] },
        ],
      },
      response: CART_RESPONSE,
    },
    cartUpdate: {
      body: {
        valid: [
          {
            item: { line: 1, sku: '12345678901' },
            products: [{ sku: '12345678902', isLSProduct: false, quantity: 2 }],
          },
        ],
        invalid: [
          { item: { line: 0, sku: '12345678901' }, products: [] },
          { item: { sku: '12345678901' }, products: [{ sku: '1', isLSProduct: false }] },
        ],
      },
      response: CART_RESPONSE,
    },
    cartRemove: {
      body: {
        valid: [
          {
            sku: '12345678901',
            catalogSku: '1234567',
            type: 'product',
            specialSku: '',
            sizeLabel: '40',
          },
        ],
        invalid: [
          {
            sku: '12345678901',
            catalogSku: '1234567',
            type: 'line',
            specialSku: '',
            sizeLabel: '',
          },
          { sku: '12345678901' },
        ],
      },
      response: CART_RESPONSE,
    },
    giftChoiceUpdate: {
      body: {
        valid: [{ offerId: 'GIFT50', sku: '99990001' }],
        invalid: [{ offerId: '', sku: '99990001' }, { offerId: 'GIFT50' }],
      },
      response: CART_RESPONSE,
    },
    merchandising: {
      response: {
        valid: [
          {
            giftOffers: [
              {
                offerId: 'GIFT50',
                label: 'Un cadeau dès 50 €',
                threshold: '50',
                reached: true,
                selectedSku: '',
                gifts: [{ sku: '99990001', label: 'Trousse', image: 'https://img.example/t.jpg' }],
              },
            ],
            products: [PRODUCT_CARD],
          },
        ],
        invalid: [{ giftOffers: [], products: [{ id: 'robe' }] }],
      },
    },
    delivery: { response: DELIVERY_RESPONSE },
    deliveryUpdate: { body: DELIVERY_BODY, response: DELIVERY_RESPONSE },
    deliveryValidate: { body: DELIVERY_BODY, response: DELIVERY_RESPONSE },
    relayPoints: {
      querystring: {
        valid: [
          { postcode: '75002', method: 'MLR' },
          { postcode: '69003', method: 'RP' },
          { postcode: 'SW1A 2AA', method: 'MLR' },
        ],
        invalid: [{ postcode: '75002', method: 'C' }, { method: 'RP' }],
      },
      response: {
        valid: [{ relayPoints: [RELAY_POINT] }, { relayPoints: [] }],
        invalid: [
          { relayPoints: [{ ...RELAY_POINT, openingHours: [{ day: 8, slots: [] }] }] },
          {
            relayPoints: [
              { ...RELAY_POINT, openingHours: [{ day: 1, slots: [{ opens: '9h', closes: '' }] }] },
            ],
          },
        ],
      },
    },
    order: {
      response: {
        valid: [
          {
            cart: CART,
            delivery: { shippingMethod: 'C', address: 'P', relayPoint: null },
            deliveryAddress: ADDRESS,
            overseasPremium: '0',
            paymentMethods: [
              { paymentMethod: 'card', available: true },
              // Under 100 €: Oney says its range and has no plan.
              {
                paymentMethod: 'oney',
                available: false,
                instalments: { min: '100.00', max: '3000.00', plans: [] },
              },
            ],
            personalAccount: null,
          },
          {
            cart: CART,
            delivery: { shippingMethod: 'MLR', address: 'P', relayPoint: RELAY_POINT },
            deliveryAddress: { ...ADDRESS, complement: 'Tabac de la Gare' },
            overseasPremium: '7.99',
            paymentMethods: [{ paymentMethod: 'personalAccount', available: true }],
            personalAccount: { availableCredit: '250' },
          },
        ],
        invalid: [
          {
            cart: CART,
            delivery: null,
            deliveryAddress: ADDRESS,
            overseasPremium: '0',
            paymentMethods: [{ paymentMethod: 'cheque', available: true }],
            personalAccount: null,
          },
        ],
      },
    },
    orderValidate: {
      body: {
        valid: [
          { idempotencyKey: UUID, paymentMethod: 'card' },
          {
            idempotencyKey: UUID,
            paymentMethod: 'personalAccount',
            cgv: true,
            birthDate: BIRTH_DATE,
          },
        ],
        invalid: [
          { paymentMethod: 'card' },
          { idempotencyKey: 'once', paymentMethod: 'card' },
          { idempotencyKey: UUID, paymentMethod: 'personalAccount', birthDate: BIRTH_DATE },
          { idempotencyKey: UUID, paymentMethod: 'personalAccount', cgv: false, birthDate: {} },
          { idempotencyKey: UUID, paymentMethod: 'cheque' },
        ],
      },
      response: {
        valid: [
          { order: { ...ORDER, status: 'placed' }, redirectUrl: null },
          { order: ORDER, redirectUrl: 'https://pay.example/session/1' },
        ],
        invalid: [{ order: ORDER }],
      },
    },
    privilegeCode: {
      response: {
        valid: [{ privilegeCode: 'BIENVENUE', label: '10 € offerts' }],
        invalid: [{ privilegeCode: 'BIENVENUE' }],
      },
    },
    privilegeCodeValidate: {
      body: {
        valid: [{ privilegeCode: 'ETE25' }, { privilegeCode: 'A'.repeat(20) }],
        invalid: [{ privilegeCode: 'ete25' }, { privilegeCode: '' }, { privilegeCode: 'ETE-25' }],
      },
      response: {
        valid: [
          { valid_code: true, messages: [] },
          { valid_code: false, messages: ['Code expiré'] },
        ],
        invalid: [{ validCode: true, messages: [] }],
      },
    },
    colissimoToken: {
      response: {
        valid: [{ token: 'tok', expiresAt: '2025-03-14T10:51:00Z' }],
        invalid: [{ token: 'tok', expiresAt: 'tomorrow' }],
      },
    },
  },

  contact: {
    submit: {
      body: {
        valid: [
          {
            ...IDENTITY,
            email: EMAIL,
            country: 'FR',
            subject: 'Ma commande',
            message: 'Bonjour, où en est ma commande ?',
            orderNumber: '700012345',
            captcha: true,
            turnstileToken: TURNSTILE,
          },
          {
            ...IDENTITY,
            email: EMAIL,
            country: 'GB',
            subject: 'Delivery',
            message: 'Hello',
            orderNumber: '',
            captcha: true,
            turnstileToken: TURNSTILE,
          },
        ],
        invalid: [
          {
            ...IDENTITY,
            email: EMAIL,
            country: 'FR',
            subject: 'Ma commande',
            message: 'Bonjour',
            captcha: false,
            turnstileToken: TURNSTILE,
          },
          {
            ...IDENTITY,
            email: EMAIL,
            country: 'FR',
            subject: 'Ma commande',
            message: 'x'.repeat(2001),
            captcha: true,
            turnstileToken: TURNSTILE,
          },
          {
            ...IDENTITY,
            email: EMAIL,
            country: 'FR',
            subject: 'Ma commande',
            message: 'Bonjour',
            orderNumber: 'A12',
            captcha: true,
            turnstileToken: TURNSTILE,
          },
        ],
      },
      response: MESSAGE,
    },
  },

  catalogue: {
    menu: {
      response: {
        valid: [
          {
            hierarchy: [
              {
                id: 'femme',
                label: 'Femme',
                url: '/C-10000-femme',
                metadata: { cssClass: 'highlight' },
                children: [
                  {
                    id: 'robes',
                    label: 'Robes',
                    url: '/C-12345-robes',
                    metadata: { menuColumn: 1, menuNoLayer: true },
                    children: [],
                  },
                ],
              },
            ],
            dynamicZones: [],
            serviceBanner: null,
            mobFooterBanner: null,
          },
        ],
        invalid: [
          {
            hierarchy: [
              {
                id: 'femme',
                label: 'Femme',
                url: '/',
                metadata: {},
                children: [
                  { id: 'x', label: 'X', url: '/', metadata: { menuColumn: 6 }, children: [] },
                ],
              },
            ],
            dynamicZones: [],
            serviceBanner: null,
            mobFooterBanner: null,
          },
        ],
      },
    },
    siteContent: {
      querystring: { valid: [{}, { ts: '20250314' }], invalid: [{ ts: 'x'.repeat(33) }] },
      response: {
        valid: [
          {
            Zones: [
              {
                ZoneId: 0,
                Controls: [{ ControlId: 'banner', Actions: [{ HtmlContent: '<p>-20 %</p>' }] }],
              },
            ],
          },
        ],
        invalid: [{ Zones: [{ ZoneId: 'zero', Controls: [] }] }],
      },
    },
    noResultContent: {
      querystring: { valid: [{ ts: '1' }], invalid: [{ ts: 'x'.repeat(33) }] },
      response: {
        valid: [
          {
            Header: { Controls: [{ Attributes: { title: 'Idée shopping' } }] },
            Zones: [{ ZoneId: 1, Controls: [{ Actions: [PRODUCT_CARD] }] }],
          },
        ],
        invalid: [{ Header: { Controls: [] }, Zones: [{ ZoneId: 1, Controls: [{}] }] }],
      },
    },
    listing: {
      params: WILDCARD,
      querystring: LISTING_QUERY,
      response: { valid: [LISTING], invalid: [{ ...LISTING, sort: 'cheapest' }] },
    },
    search: {
      params: {
        valid: [{ kind: 'Recherche', term: 'robe' }],
        invalid: [
          { kind: 'Find', term: 'robe' },
          { kind: 'Search', term: '' },
        ],
      },
      querystring: LISTING_QUERY,
      response: {
        valid: [
          { contextUrl: '/Recherche/robe', isSearchPage: true, data: { ...LISTING, term: 'robe' } },
          { contextUrl: '/P-AB12CD34-robe', isSearchPage: false, data: null },
        ],
        invalid: [{ contextUrl: '/', isSearchPage: 'yes', data: null }],
      },
    },
    searchResults: {
      params: { valid: [{ term: 'robe' }], invalid: [{ term: 'x'.repeat(129) }] },
      querystring: LISTING_QUERY,
      response: {
        valid: [{ ...LISTING, term: 'robe', correctedTerm: 'robes' }],
        invalid: [LISTING],
      },
    },
    suggest: {
      querystring: { valid: [{ q: 'ro' }], invalid: [{}, { q: 'x'.repeat(129) }] },
      response: {
        valid: [
          {
            pages: [
              {
                id: 'robes',
                url: '/C-12345-robes',
                label: 'Robes',
                highlight: [
                  { text: 'Ro', match: true },
                  { text: 'bes', match: false },
                ],
              },
            ],
            products: [PRODUCT_CARD],
          },
        ],
        invalid: [{ pages: [{ id: 'robes' }], products: [] }],
      },
    },
    productStatic: {
      params: PRODUCT_PATH,
      response: {
        valid: [PRODUCT_STATIC],
        invalid: [{ ...PRODUCT_STATIC, reference: 'ab12' }],
      },
    },
    productDynamic: {
      params: PRODUCT_PATH,
      querystring: { valid: [{}, { largeSize: true }], invalid: [{ largeSize: 'maybe' }] },
      response: {
        valid: [
          {
            id: 'P-AB12CD34',
            currency: 'EUR',
            largeSize: false,
            prixUnique: true,
            skus: [
              {
                SKUReelle: '12345678901',
                idCustColor: '01',
                codeTaille: '040',
                prix: '39.99',
                prixBarre: '',
                decote: 0,
                discountType: '',
                stock: 3,
                disponibilite: 'low-stock',
              },
            ],
          },
        ],
        invalid: [
          { id: 'P-AB12CD34', currency: 'USD', largeSize: false, prixUnique: true, skus: [] },
        ],
      },
    },
    relatedProducts: {
      params: PRODUCT_PATH,
      querystring: { valid: [{}, { limit: 6 }], invalid: [{ limit: 100 }] },
      response: {
        valid: [[PRODUCT_CARD], []],
        invalid: [
          [{ ...PRODUCT_CARD, id: 'robe' }],
          // A card without its tracking fields (spec 3): the data layer would miss them.
          [{ ...PRODUCT_CARD, attributes: CARD }],
          [{ ...PRODUCT_CARD, attributes: { ...PRODUCT_CARD.attributes, stock: -1 } }],
        ],
      },
    },
    productSitemap: {
      querystring: { valid: [{}, { page: 2 }], invalid: [{ page: 0 }] },
      response: SITEMAP,
    },
    categorySitemap: {
      querystring: { valid: [{ page: 1 }], invalid: [{ page: 'one' }] },
      response: SITEMAP,
    },
    looks: {
      response: {
        valid: [{ looks: [LOOK] }, { looks: [] }],
        invalid: [
          { looks: [{ ...LOOK, pieces: [LOOK_PIECE] }] },
          { looks: [{ ...LOOK, pieces: [{ ...LOOK_PIECE, sizes: [] }, LOOK_PIECE] }] },
        ],
      },
    },
  },

  content: {
    cmsPage: { params: WILDCARD, response: HTML },
    popin: { params: WILDCARD, response: HTML },
    sizeGuide: {
      params: { valid: [{ file: 'guide-robes.html' }], invalid: [{ file: '../secret.html' }] },
      response: HTML,
    },
    footer: { response: HTML },
    internalLinking: {
      params: {
        valid: [{ file: 'maillagebloc-robes-ete.html' }],
        invalid: [{ file: 'robes.html' }],
      },
      response: HTML,
    },
  },

  errorReport: {
    browserDebug: {
      body: {
        valid: [
          {
            errFrom: 'ErrorBoundary',
            errMessage: 'Cannot read properties of undefined',
            errStack: 'TypeError: …',
            errStackReact: 'at ProductPage',
            userWidth: 1280,
            userHeight: 800,
            currentUrl: 'https://www.example.fr/fr/checkout/cart',
            timestamp: '2025-03-14T10:21:00.000Z',
          },
        ],
        invalid: [
          {
            errFrom: 'ErrorBoundary',
            errMessage: 'x',
            errStack: '',
            errStackReact: '',
            userWidth: -1,
            userHeight: 800,
            currentUrl: '/',
            timestamp: '',
          },
        ],
      },
      response: { valid: [{ id: 'e-1' }], invalid: [{}] },
    },
  },
};
