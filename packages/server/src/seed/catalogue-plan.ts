import { Random } from './random.js';
import {
  adjectivesFor,
  BRANDS,
  COLOURS,
  DESCRIPTION_SENTENCES,
  forFamily,
  materialsFor,
  ORIGINS,
  productFamily,
  REVIEW_AUTHORS,
  REVIEW_SNIPPETS,
  SIZE_SCALES,
  STICKERS,
  UNIVERSES,
  type AdjectiveSeed,
  type CategorySeed,
  type ColourSeed,
  type Localised,
  type MaterialSeed,
  type ProductNoun,
  type UniverseKey,
} from './vocabulary.js';

/**
 * The catalogue before it is written in a store's language and currency: one plan, two stores, so
 * a product has the same id, reference, colours, sizes and stock in France and in the UK.
 */
export interface CategoryPlan {
  id: string;
  parentId: string | null;
  /** Own and ancestors' ids, universe first, '/'-joined. */
  path: string;
  level: 0 | 1 | 2;
  universe: UniverseKey;
  label: Localised;
  slug: Localised;
  position: number;
  /** Leaf categories only: what their products are. */
  seed?: CategorySeed;
}

interface SizePlan {
  code: string;
  label: Localised;
  cup: string;
  isLargeSize: boolean;
}

export interface VariantPlan {
  sku: string;
  catalogueSku: string;
  ean: string;
  colour: ColourSeed;
  size: SizePlan;
  /** Price in euro cents before any discount. */
  priceCents: number;
  stock: number;
}

interface ReviewPlan {
  author: string;
  snippet: (typeof REVIEW_SNIPPETS)[number];
  publishedOn: string;
}

export interface ProductPlan {
  id: string;
  reference: string;
  category: CategoryPlan & { seed: CategorySeed };
  noun: ProductNoun;
  adjective: AdjectiveSeed;
  material: MaterialSeed | undefined;
  brand: string;
  colours: ColourSeed[];
  sizes: SizePlan[];
  variants: VariantPlan[];
  /** Percentage off the crossed-out price, 0 when the product is not reduced. */
  discount: number;
  /** An end-of-season markdown (discountType 'M') rather than a promotion. */
  isMarkdown: boolean;
  packSize: number;
  isPlusSize: boolean;
  hasLargeSizes: boolean;
  popularity: number;
  releasedOn: string;
  stickers: {
    principal?: Localised;
    secondary1?: Localised;
    secondary2?: Localised;
    operation?: Localised;
  };
  origin: Localised;
  description: { opening: Localised; fit: Localised; care: Localised };
  reviews: ReviewPlan[];
  related: { source: 'look' | 'similar'; id: string; priority: number }[];
}

export interface CataloguePlan {
  categories: CategoryPlan[];
  products: ProductPlan[];
}

/** Reference date of the generated data (release dates, review dates), fixed for determinism. */
const CATALOGUE_DATE = '2026-11-01';
/** Products per store unless CATALOGUE_PRODUCTS says otherwise: the catalogue the suites know. */
export const DEFAULT_CATALOGUE_PRODUCTS = 2303;
/** A few products in every leaf category at least; a million is more than one server seeds. */
export const MIN_CATALOGUE_PRODUCTS = 1000;
export const MAX_CATALOGUE_PRODUCTS = 1_000_000;

const UPPER_ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const DIGITS = '0123456789';
const DAY_MS = 86_400_000;

function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(date) - days * DAY_MS).toISOString().slice(0, 10);
}

/** An EAN-13 with a valid check digit. */
function ean13(first12: string): string {
  const sum = Array.from(first12, Number).reduce(
    (total, digit, i) => total + digit * (i % 2 ? 3 : 1),
    0,
  );
  return `${first12}${String((10 - (sum % 10)) % 10)}`;
}

/** Rounds a euro-cent amount to a price ending in .99. */
export const charmPrice = (cents: number): number =>
  Math.max(99, Math.round(cents / 100) * 100 - 1);

function planCategories(): CategoryPlan[] {
  const categories: CategoryPlan[] = [];
  UNIVERSES.forEach((universe, u) => {
    const universeId = String((u + 1) * 10_000);
    categories.push({
      id: universeId,
      parentId: null,
      path: universeId,
      level: 0,
      universe: universe.key,
      label: universe.label,
      slug: universe.slug,
      position: u,
    });
    universe.groups.forEach((group, g) => {
      const groupId = String((u + 1) * 10_000 + (g + 1) * 1_000);
      categories.push({
        id: groupId,
        parentId: universeId,
        path: `${universeId}/${groupId}`,
        level: 1,
        universe: universe.key,
        label: group.label,
        slug: group.slug,
        position: g,
      });
      group.categories.forEach((seed, c) => {
        const id = String(Number(groupId) + c + 1);
        categories.push({
          id,
          parentId: groupId,
          path: `${universeId}/${groupId}/${id}`,
          level: 2,
          universe: universe.key,
          label: seed.label,
          slug: seed.slug,
          position: c,
          seed,
        });
      });
    });
  });
  return categories;
}

function planSizes(random: Random, seed: CategorySeed, withLargeSizes: boolean): SizePlan[] {
  const scale = SIZE_SCALES[seed.sizeScale];
  const first = random.int(0, Math.max(0, scale.length - 4));
  const last = Math.min(scale.length, first + random.int(3, 7));
  const toPlan = (size: (typeof scale)[number], isLargeSize: boolean): SizePlan => ({
    code: size.code,
    label: size.label,
    cup: seed.sizeScale === 'bra' ? size.code.replace(/^\d+/, '') : '',
    isLargeSize,
  });
  const sizes = scale.slice(first, last).map((size) => toPlan(size, false));
  if (withLargeSizes) {
    // The large range continues the standard one above its largest size (both are numeric).
    const largest = Math.max(...sizes.map((size) => Number(size.code)));
    const larger = SIZE_SCALES.plus.filter((size) => Number(size.code) > largest).slice(0, 4);
    sizes.push(...larger.map((size) => toPlan(size, true)));
  }
  return sizes;
}

function planStock(random: Random, soldOut: boolean): number {
  if (soldOut) return 0;
  const roll = random.next();
  if (roll < 0.08) return 0;
  if (roll < 0.18) return random.int(1, 3);
  return random.int(5, 80);
}

type LeafPlan = CategoryPlan & { seed: CategorySeed };

/** A leaf category with the words that suit its products. */
type Leaf = ReturnType<typeof leafWithVocabulary>;

function leafWithVocabulary(category: LeafPlan) {
  // No 'moisturising jeans', no 'dishwasher safe' dress.
  const family = productFamily(category.seed);
  return {
    category,
    adjectives: adjectivesFor(category.seed),
    materials: materialsFor(category.seed),
    sentences: {
      opening: forFamily(DESCRIPTION_SENTENCES.opening, family),
      fit: forFamily(DESCRIPTION_SENTENCES.fit, family),
      care: forFamily(DESCRIPTION_SENTENCES.care, family),
    },
    snippets: forFamily(REVIEW_SNIPPETS, family),
  };
}

/** Draws products one after another: unique ids, references and SKU numbers across the plan. */
class ProductMaker {
  readonly #random: Random;
  readonly #ids = new Set<string>();
  readonly #references = new Set<string>();
  #skuNumber = 100_000;

  constructor(random: Random) {
    this.#random = random;
  }

  #unique(used: Set<string>, make: () => string) {
    let value = make();
    while (used.has(value)) value = make();
    used.add(value);
    return value;
  }

  make(leaf: Leaf): ProductPlan {
    const random = this.#random;
    const { category, adjectives, materials, sentences, snippets } = leaf;
    const id = this.#unique(this.#ids, () => `P-${random.chars(UPPER_ALNUM, random.int(8, 10))}`);
    const reference = this.#unique(
      this.#references,
      () => `${random.chars(DIGITS, 3)}${random.chars(UPPER_ALNUM, 3)}${random.chars(DIGITS, 1)}`,
    );
    const isPlusSize = category.universe === 'plus-sizes';
    const hasLargeSizes =
      category.universe === 'women' && category.seed.sizeScale === 'clothing' && random.chance(0.3);
    const colours = random.sample(COLOURS, random.int(1, 3));
    const sizes = planSizes(random, category.seed, hasLargeSizes);
    const [minEur, maxEur] = category.seed.priceRangeEur;
    const baseCents = charmPrice(random.int(minEur * 100, maxEur * 100));
    const pricedBySize = sizes.length > 2 && random.chance(0.2);
    const soldOut = random.chance(0.03);
    const variants = colours.flatMap((colour) =>
      sizes.map((size, i): VariantPlan => {
        this.#skuNumber += 1;
        const surcharge =
          (size.isLargeSize ? 500 : 0) + (pricedBySize && i >= sizes.length / 2 ? 300 : 0);
        return {
          sku: String(this.#skuNumber),
          catalogueSku: `${reference}${size.code.replace(/[^A-Z0-9]/gi, '').toUpperCase()}`,
          ean: ean13(`376${String(this.#skuNumber).padStart(9, '0')}`),
          colour,
          size,
          priceCents: baseCents + surcharge,
          stock: planStock(random, soldOut),
        };
      }),
    );
    const discount = random.chance(0.3) ? random.pick([10, 15, 20, 25, 30, 40, 50]) : 0;
    const pick = (list: readonly Localised[], probability: number) =>
      random.chance(probability) ? random.pick(list) : undefined;
    const stickers = {
      principal: pick(STICKERS.principal, 0.25),
      secondary1: pick(STICKERS.secondary, 0.15),
      secondary2: pick(STICKERS.secondary, 0.05),
      operation: discount ? pick(STICKERS.operation, 0.4) : undefined,
    };
    const reviewCount = random.chance(0.4) ? 0 : random.int(1, 8);
    return {
      id,
      reference,
      category,
      noun: random.pick(category.seed.nouns),
      adjective: random.pick(adjectives),
      material: materials.length && random.chance(0.7) ? random.pick(materials) : undefined,
      brand: random.pick(BRANDS),
      colours,
      sizes,
      variants,
      discount,
      isMarkdown: discount > 0 && random.chance(0.5),
      packSize: category.seed.packable && random.chance(0.5) ? random.pick([2, 3, 5]) : 1,
      isPlusSize,
      hasLargeSizes,
      popularity: random.int(0, 1000),
      releasedOn: daysBefore(CATALOGUE_DATE, random.int(0, 400)),
      stickers: Object.fromEntries(
        Object.entries(stickers).filter(([, value]) => value !== undefined),
      ),
      origin: random.pick(ORIGINS),
      description: {
        opening: random.pick(sentences.opening),
        fit: random.pick(sentences.fit),
        care: random.pick(sentences.care),
      },
      reviews: Array.from({ length: reviewCount }, () => ({
        author: random.pick(REVIEW_AUTHORS),
        snippet: random.pick(snippets),
        publishedOn: daysBefore(CATALOGUE_DATE, random.int(1, 5 * 365)),
      })),
      related: [],
    };
  }
}

/**
 * Builds the whole catalogue from a seed, `productCount` products per store; the same seed and
 * count always give the same plan. Every leaf category gets about the same share, give or take a
 * few products.
 */
export function planCatalogue(
  seed: number,
  productCount: number = DEFAULT_CATALOGUE_PRODUCTS,
): CataloguePlan {
  const random = new Random(seed);
  const categories = planCategories();
  const leaves = categories.filter((c): c is LeafPlan => !!c.seed).map(leafWithVocabulary);
  const perLeaf = Math.max(1, Math.round(productCount / leaves.length) - 3);
  const maker = new ProductMaker(random);
  const shares = leaves.map((leaf) => ({
    leaf,
    products: Array.from({ length: perLeaf + random.int(0, 6) }, () => maker.make(leaf)),
  }));
  // The shares' rounding leaves the total a few products off: add or take them, a leaf at a
  // time from the last one, so the catalogue holds exactly productCount products.
  let total = shares.reduce((sum, share) => sum + share.products.length, 0);
  for (let turn = 0; total !== productCount; turn++) {
    const share = shares[shares.length - 1 - (turn % shares.length)];
    if (!share) break;
    if (total > productCount && share.products.length > 1) {
      share.products.pop();
      total -= 1;
    } else if (total < productCount) {
      share.products.push(maker.make(share.leaf));
      total += 1;
    }
  }
  const products = shares.flatMap((share) => share.products);
  relateProducts(random, products);
  return { categories, products };
}

/** Related products are drawn among at most this many neighbours of a product in its group. */
const RELATION_POOL = 1000;

/**
 * The group without the product, or, in a large catalogue, the RELATION_POOL products around it:
 * drawing from a whole universe of 14,000 products for each of 100,000 is minutes of work.
 */
function neighbours(group: readonly ProductPlan[], product: ProductPlan, index: number) {
  if (group.length <= RELATION_POOL) return group.filter((p) => p !== product);
  const start = Math.min(Math.max(0, index - RELATION_POOL / 2), group.length - RELATION_POOL);
  return group.slice(start, start + RELATION_POOL).filter((p) => p !== product);
}

/** 'similar': same category; 'look': other categories of the same universe. Overlaps are kept. */
function relateProducts(random: Random, products: ProductPlan[]): void {
  const byCategory = Map.groupBy(products, (p) => p.category.id);
  const byUniverse = Map.groupBy(products, (p) => p.category.universe);
  const positions = (groups: Map<string, ProductPlan[]>) =>
    new Map([...groups.values()].flatMap((group) => group.map((p, i) => [p, i] as const)));
  const inCategory = positions(byCategory);
  const inUniverse = positions(byUniverse);
  for (const product of products) {
    const similar = neighbours(
      byCategory.get(product.category.id) ?? [],
      product,
      inCategory.get(product) ?? 0,
    );
    const look = neighbours(
      byUniverse.get(product.category.universe) ?? [],
      product,
      inUniverse.get(product) ?? 0,
    );
    const similarPicks = random.sample(similar, 8);
    // A look repeats a similar product now and then: readers must deduplicate by id.
    const lookPicks = [
      ...new Set([...random.sample(look, 6), ...similarPicks.slice(0, random.int(0, 2))]),
    ];
    product.related = [
      ...lookPicks.map((p, i) => ({ source: 'look' as const, id: p.id, priority: i + 1 })),
      ...similarPicks.map((p, i) => ({ source: 'similar' as const, id: p.id, priority: 10 + i })),
    ];
  }
}
