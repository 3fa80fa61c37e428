import type { StoreSegment } from '@vitrine/api-client/contract';
import type { Db } from '../db/database.js';
import { privilegeCodes } from '../db/schema.js';
import type { CataloguePlan, ProductPlan, VariantPlan } from './catalogue-plan.js';
import { formatCents } from './store-catalogue.js';
import { productLabel } from './vocabulary.js';
import { FREE_DELIVERY_FROM, freeDeliveryFrom } from './free-delivery.js';

/** Active codes started before any demo date; the expired ones ended last Christmas season. */
const STARTS_AT = new Date('2025-01-01T00:00:00Z');
const EXPIRED = {
  startsAt: new Date('2025-11-15T00:00:00Z'),
  expiresAt: new Date('2026-01-01T00:00:00Z'),
};

/** The gift of the gift codes: the cheapest cushion in stock (the same SKU in both stores). */
function giftOf(plan: CataloguePlan): { product: ProductPlan; variant: VariantPlan } {
  const candidates = plan.products
    .filter((p) => p.category.seed.key === 'home-cushions')
    .flatMap((product) =>
      product.variants.filter((v) => v.stock > 0).map((variant) => ({ product, variant })),
    )
    .sort((a, b) => a.variant.priceCents - b.variant.priceCents);
  const [cheapest] = candidates;
  if (!cheapest) throw new Error('The catalogue has no cushion in stock to offer');
  return cheapest;
}

type CodeRow = typeof privilegeCodes.$inferInsert;

/**
 * Each store's codes, one of each rule: the default (free shipping from a threshold), a
 * percentage, a fixed amount from a threshold, free shipping without minimum, a free gift,
 * and an expired one. Amounts are in the store's currency.
 */
function storeCodes(segment: StoreSegment, giftSku: string, giftLabel: string): CodeRow[] {
  const fr = segment === 'fr';
  const code = (row: Omit<CodeRow, 'store' | 'startsAt'>): CodeRow => ({
    store: segment,
    startsAt: STARTS_AT,
    ...row,
  });
  return [
    code({
      code: fr ? 'BIENVENUE' : 'WELCOME',
      label: fr
        ? `Livraison offerte dès ${freeDeliveryFrom(segment)} d’achat`
        : `Free delivery when you spend ${freeDeliveryFrom(segment)}`,
      kind: 'free-shipping',
      threshold: formatCents(FREE_DELIVERY_FROM[segment] * 100),
      isDefault: true,
    }),
    code({
      code: fr ? 'REDUC15' : 'SAVE15',
      label: fr ? '15 % de remise sur vos articles' : '15% off your order',
      kind: 'percent',
      value: '15',
    }),
    code({
      code: fr ? 'DIXEUROS' : 'TENOFF',
      label: fr ? '10 € offerts dès 50 € d’achat' : '£10 off when you spend £50',
      kind: 'fixed',
      value: formatCents(1000),
      threshold: formatCents(5000),
    }),
    code({
      code: fr ? 'LIVRAISON' : 'FREEDELIVERY',
      label: fr ? 'Livraison offerte sans minimum d’achat' : 'Free delivery, no minimum spend',
      kind: 'free-shipping',
    }),
    code({
      code: fr ? 'CADEAU' : 'FREEGIFT',
      label: fr
        ? `Un cadeau dès 30 € d’achat : ${giftLabel}`
        : `A free gift when you spend £25: ${giftLabel}`,
      kind: 'gift',
      threshold: formatCents(fr ? 3000 : 2500),
      giftSku,
    }),
    {
      ...code({
        code: fr ? 'NOEL2025' : 'XMAS2025',
        label: fr ? 'Noël : 20 % de remise' : 'Christmas: 20% off',
        kind: 'percent',
        value: '20',
      }),
      ...EXPIRED,
    },
  ];
}

/** The privilege codes of both stores, the default one included. */
export async function seedPrivilegeCodes(db: Db, plan: CataloguePlan): Promise<void> {
  const { product, variant } = giftOf(plan);
  const label = (segment: StoreSegment) =>
    productLabel(segment, product.noun, product.adjective, product.material);
  await db
    .insert(privilegeCodes)
    .values([
      ...storeCodes('fr', variant.sku, label('fr')),
      ...storeCodes('uk', variant.sku, label('uk')),
    ]);
}
