import type {
  Address,
  Cart,
  Delivery,
  DeliveryMethodOption,
  RelayPoint,
} from '@vitrine/api-client';

/** Test data of the shipping page, shaped as the API answers it. */

export const PARIS: Address = {
  street: '12 rue de la Paix',
  complement: '',
  locality: '',
  postalCode: '75002',
  city: 'Paris',
  country: 'FR',
};

export const FORT_DE_FRANCE: Address = { ...PARIS, postalCode: '97200', city: 'Fort-de-France' };

/** A method on offer, at home unless said otherwise. */
export const method = (
  shippingMethod: DeliveryMethodOption['shippingMethod'],
  price: string,
  extra: Partial<DeliveryMethodOption> = {},
): DeliveryMethodOption => ({
  shippingMethod,
  group: 'home',
  warehouseLabel: '',
  price,
  available: true,
  minDays: 1,
  maxDays: 2,
  ...extra,
});

export const METHODS: DeliveryMethodOption[] = [
  method('RP', '3.95', { group: 'relay', minDays: 2, maxDays: 4 }),
  method('MLR', '2.95', { group: 'relay', minDays: 3, maxDays: 5 }),
  method('C', '6.95'),
  method('CE', '4.95', { minDays: 3, maxDays: 5 }),
  method('STANDARD', '19.9', {
    group: 'warehouse',
    warehouseLabel: 'ldf-standard',
    available: false,
    minDays: 7,
    maxDays: 14,
  }),
];

export const relayPoint = (id: string, extra: Partial<RelayPoint> = {}): RelayPoint => ({
  id,
  method: 'RP',
  name: `Relais ${id}`,
  ...PARIS,
  latitude: 48.87,
  longitude: 2.33,
  distance: 450,
  openingHours: [{ day: 1, slots: [{ opens: '09:00', closes: '19:00' }] }],
  ...extra,
});

export const delivery = (extra: Partial<Delivery> = {}): Delivery => ({
  addresses: { P: PARIS },
  methods: METHODS,
  selection: null,
  validated: false,
  shippingFees: '4.95',
  total: '64.95',
  ...extra,
});

type Line = Cart['products'][number];

export const line = (extra: Partial<Line> = {}): Line => ({
  line: 1,
  sku: '10001',
  catalogSku: '10001',
  specialSku: '',
  isLSProduct: false,
  productId: 'P1',
  label: 'Robe',
  image: '',
  url: '/P-ABCDEFGH-robe',
  price: '30.00',
  crossedOutPrice: '',
  discountType: '',
  quantity: 2,
  stock: 5,
  size: '38',
  color: 'Bleu',
  modelName: '',
  supplier: 'Vitrine',
  isLdf: false,
  shippingMethod: '',
  infoOctipas: {},
  ...extra,
});
