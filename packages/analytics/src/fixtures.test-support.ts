import {
  STORES,
  type CardAttributes,
  type CartProduct,
  type OrderDetails,
  type ProductCard,
} from '@vitrine/api-client';

export const { fr, uk } = STORES;

/** A reduced dress on a French product sheet. */
export const frenchDress: CardAttributes & {
  universe: string;
  subuniverse: string;
  codeLibelleSsfamille: string;
} = {
  libelle: 'Robe fleurie en lin',
  metaMarque: 'Maison Lune',
  prix: '39.99',
  prixBarre: '49.99',
  prixUnique: true,
  decote: 20,
  metaLot: 1,
  couleur: 'Rouge',
  idCustColor: '012',
  colours: [{ idCustColor: '012', couleur: 'Rouge', hex: '#c8102e' }],
  stickerPrincipal: 'Nouveauté|#1d1d1b|#ffffff|',
  stickerSecondaire1: '',
  stickerSecondaire2: '',
  stickerOpeco: '',
  estGrandeTaille: false,
  disponibilite: 'in-stock',
  imgFacePivot: '/fr/media/catalog/product/P-ABCDEFGH/012-front.svg',
  imgDosPivot: '/fr/media/catalog/product/P-ABCDEFGH/012-back.svg',
  universe: 'Femme',
  subuniverse: 'Vêtements',
  codeLibelleSsfamille: 'Robes',
};

/** The dress as a listing shows it: its card, with every size and the stock of all of them. */
export const frenchDressCard: ProductCard = {
  id: 'P-ABCDEFGH',
  url: '/P-ABCDEFGH-robe-fleurie-en-lin',
  attributes: { ...frenchDress, libellesTailles: ['38', '40', '42'], stock: 17 },
};

/** A UK basket line: a pack of towels, not reduced. */
export const ukTowels: CartProduct = {
  line: 1,
  sku: '104233',
  catalogSku: '123ABC4TU',
  specialSku: '',
  isLSProduct: false,
  productId: 'P-TOWEL1234',
  label: 'Soft cotton bath towels',
  image: '/uk/media/catalog/product/P-TOWEL1234/001-front.svg',
  url: '/P-TOWEL1234-soft-cotton-bath-towels',
  price: '17.99',
  crossedOutPrice: '',
  discountType: '',
  quantity: 3,
  stock: 12,
  size: '50x100',
  color: 'White',
  modelName: 'Style 123ABC4',
  supplier: 'Linen & Co',
  isLdf: false,
  shippingMethod: '',
  infoOctipas: {},
};

export const frenchOrder = {
  orderNumber: '40012345',
  date: '2026-11-20T10:15:00Z',
  status: 'placed',
  nbProducts: 2,
  total: '84.97',
  shippingMethod: 'RP',
  paymentMethod: 'card',
  paymentInstalments: null,
  items: [],
  subtotal: '89.98',
  discount: '9.00',
  shippingFees: '3.99',
  tax: '14.16',
  privilegeCode: 'HIVER10',
  relayPointName: 'Tabac de la Gare',
  packages: [],
  easyReturnNumber: '',
  invoiceUrl: null,
} as unknown as OrderDetails;
