import type { ProductCard, ProductStatic, StoreSegment } from '@vitrine/api-client/contract';
import { STICKER_SEPARATOR } from '@vitrine/api-client/contract';
import { discountPercent } from '../catalogue/availability.js';
import { productImageUrl } from '../catalogue/urls.js';
import { foldText } from '../text.js';
import {
  charmPrice,
  type CataloguePlan,
  type CategoryPlan,
  type ProductPlan,
} from './catalogue-plan.js';
import { COLOURS, productLabel, slugify, type Localised } from './vocabulary.js';

/** Euro-to-pound rate of the generated UK prices (then rounded to .99). */
const GBP_PER_EUR = 0.87;

export const formatCents = (cents: number): string => (cents / 100).toFixed(2);

function storeCents(segment: StoreSegment, eurCents: number): number {
  return segment === 'fr' ? eurCents : charmPrice(Math.round(eurCents * GBP_PER_EUR));
}

/** The price after the product's discount, and the crossed-out price when there is one. */
function pricing(segment: StoreSegment, product: ProductPlan, eurCents: number) {
  const crossed = storeCents(segment, eurCents);
  if (!product.discount) return { price: crossed, crossedOut: null };
  const discounted = Math.round((crossed * (100 - product.discount)) / 100);
  const charmed = charmPrice(discounted);
  // Rounding a small price up to .99 can undo the discount (2.99 − 10 % → 2.69 → 2.99).
  return { price: charmed < crossed ? charmed : discounted, crossedOut: crossed };
}

const STICKER_COLOURS = {
  principal: ['#1d1d1b', '#ffffff'],
  secondary: ['#f4e9dc', '#1d1d1b'],
  operation: ['#c8102e', '#ffffff'],
} as const;

function sticker(
  label: Localised | undefined,
  kind: keyof typeof STICKER_COLOURS,
  segment: StoreSegment,
) {
  if (!label) return '';
  const [background, colour] = STICKER_COLOURS[kind];
  return [label[segment], background, colour, ''].join(STICKER_SEPARATOR);
}

export interface StoreRows {
  categories: {
    store: StoreSegment;
    id: string;
    parentId: string | null;
    path: string;
    level: number;
    universe: string;
    label: string;
    foldedLabel: string;
    slug: string;
    url: string;
    position: number;
    sizeScale: string | null;
    illustration: string | null;
  }[];
  colours: { store: StoreSegment; code: string; label: string; hex: string }[];
  products: {
    store: StoreSegment;
    id: string;
    reference: string;
    categoryId: string;
    categoryPath: string;
    slug: string;
    url: string;
    label: string;
    brand: string;
    priceMin: string;
    priceMax: string;
    crossedOutPrice: string | null;
    discount: number;
    packSize: number;
    isPlusSize: boolean;
    popularity: number;
    releasedOn: string;
    illustration: string;
    sizeCodes: string[];
    sizeLabels: string[];
    colourCodes: string[];
    /** Units in stock across the variants, written with the product (the database keeps it then). */
    stockTotal: number;
    /**
     * The card's attributes with its tracking fields; its id and url are the row's, availability
     * and stock are added when a card is read (catalogue/products).
     */
    cardAttributes: Omit<ProductCard['attributes'], 'disponibilite' | 'stock'>;
    sheet: Omit<ProductStatic, 'attributes'> & {
      attributes: Omit<ProductStatic['attributes'], 'disponibilite'>;
    };
  }[];
  variants: {
    store: StoreSegment;
    sku: string;
    productId: string;
    catalogueSku: string;
    ean: string;
    colourCode: string;
    sizeCode: string;
    sizeLabel: string;
    cup: string;
    isLargeSize: boolean;
    price: string;
    crossedOutPrice: string | null;
    isMarkdown: boolean;
    stock: number;
  }[];
  reviews: {
    store: StoreSegment;
    productId: string;
    author: string;
    rating: number;
    title: string;
    body: string;
    publishedOn: string;
  }[];
  related: {
    store: StoreSegment;
    productId: string;
    source: string;
    relatedId: string;
    priority: number;
  }[];
}

const categoryUrl = (segment: StoreSegment, category: CategoryPlan) =>
  `/C-${category.id}-${category.slug[segment]}`;

/** Writes the plan in one store's language and currency. */
export function storeCatalogue(plan: CataloguePlan, segment: StoreSegment): StoreRows {
  const byId = new Map(plan.categories.map((c) => [c.id, c]));
  const chain = (category: CategoryPlan) =>
    category.path.split('/').map((id) => byId.get(id) ?? category);

  const rows: StoreRows = {
    categories: plan.categories.map((c) => ({
      store: segment,
      id: c.id,
      parentId: c.parentId,
      path: c.path,
      level: c.level,
      universe: c.universe,
      label: c.label[segment],
      foldedLabel: foldText(c.label[segment]),
      slug: c.slug[segment],
      url: categoryUrl(segment, c),
      position: c.position,
      sizeScale: c.seed?.sizeScale ?? null,
      illustration: c.seed?.illustration ?? null,
    })),
    colours: COLOURS.map((c) => ({
      store: segment,
      code: c.code,
      label: c.label[segment],
      hex: c.hex.toLowerCase(),
    })),
    products: [],
    variants: [],
    reviews: [],
    related: [],
  };

  for (const product of plan.products) {
    const label = productLabel(segment, product.noun, product.adjective, product.material);
    const slug = slugify(label, segment);
    const url = `/P-${product.id.slice(2)}-${slug}`;
    const prices = product.variants.map((v) => pricing(segment, product, v.priceCents));
    const cheapest = prices.reduce((a, b) => (b.price < a.price ? b : a));
    const priceMax = Math.max(...prices.map((p) => p.price));
    const [firstColour] = product.colours;
    if (!firstColour) throw new Error(`${product.id} has no colour`);
    const curvy = product.isPlusSize || product.hasLargeSizes;
    const image = (colour: string, view: 'front' | 'back' | 'detail', asCurvy = false) =>
      productImageUrl(segment, product.id, colour, view, asCurvy);
    const [universe, group, leaf] = chain(product.category);
    const nounText = segment === 'fr' ? product.noun.fr.toLowerCase() : product.noun.uk;
    const describe = (sentence: Localised) => sentence[segment].replaceAll('{noun}', nounText);
    const shownReviews = [...product.reviews].sort((a, b) =>
      b.publishedOn.localeCompare(a.publishedOn),
    );
    const ratings = product.reviews.map((r) => r.snippet.rating);
    const sizeLabels = product.sizes.map((size) => size.label[segment]);
    const tracking = {
      universe: universe?.label[segment] ?? '',
      subuniverse: group?.label[segment] ?? '',
      codeLibelleSsfamille: leaf?.label[segment] ?? '',
    };
    const attributes = {
      libelle: label,
      metaMarque: product.brand,
      prix: formatCents(cheapest.price),
      prixBarre: cheapest.crossedOut ? formatCents(cheapest.crossedOut) : '',
      prixUnique: cheapest.price === priceMax,
      decote: discountPercent(cheapest.price, cheapest.crossedOut),
      metaLot: product.packSize,
      couleur: firstColour.label[segment],
      idCustColor: firstColour.code,
      colours: product.colours.map((c) => ({
        idCustColor: c.code,
        couleur: c.label[segment],
        hex: c.hex.toLowerCase(),
      })),
      stickerPrincipal: sticker(product.stickers.principal, 'principal', segment),
      stickerSecondaire1: sticker(product.stickers.secondary1, 'secondary', segment),
      stickerSecondaire2: sticker(product.stickers.secondary2, 'secondary', segment),
      stickerOpeco: sticker(product.stickers.operation, 'operation', segment),
      estGrandeTaille: curvy,
      imgFacePivot: image(firstColour.code, 'front'),
      imgDosPivot: image(firstColour.code, 'back'),
    };
    const imagesOf = (code: string) => ({
      imgFacePivot: image(code, 'front'),
      imgFaceSlim: image(code, 'front'),
      imgFaceCurvy: curvy ? image(code, 'front', true) : '',
      imgDosPivot: image(code, 'back'),
      imgDosCurvy: curvy ? image(code, 'back', true) : '',
      imgDetailPivot: image(code, 'detail'),
      imgDetailCurvy: curvy ? image(code, 'detail', true) : '',
      imgAutresSlim: [image(code, 'detail')],
      imgAutresCurvy: curvy ? [image(code, 'detail', true)] : [],
      imgVignetteSlim: image(code, 'front'),
      imgVignetteCurvy: curvy ? image(code, 'front', true) : '',
      vidSlim: '',
      vidCurvy: '',
    });
    rows.products.push({
      store: segment,
      id: product.id,
      reference: product.reference,
      categoryId: product.category.id,
      categoryPath: product.category.path,
      slug,
      url,
      label,
      brand: product.brand,
      priceMin: formatCents(cheapest.price),
      priceMax: formatCents(priceMax),
      crossedOutPrice: cheapest.crossedOut ? formatCents(cheapest.crossedOut) : null,
      discount: attributes.decote,
      packSize: product.packSize,
      isPlusSize: curvy,
      popularity: product.popularity,
      releasedOn: product.releasedOn,
      illustration: product.category.seed.illustration,
      sizeCodes: product.sizes.map((size) => size.code),
      sizeLabels,
      colourCodes: product.colours.map((colour) => colour.code),
      stockTotal: product.variants.reduce((sum, variant) => sum + variant.stock, 0),
      cardAttributes: { ...attributes, ...tracking, libellesTailles: sizeLabels },
      sheet: {
        id: product.id,
        url,
        reference: product.reference,
        attributes: {
          ...attributes,
          ...imagesOf(firstColour.code),
          nomModele: `${segment === 'fr' ? 'Modèle' : 'Style'} ${product.reference}`,
          description: [
            product.description.opening,
            product.description.fit,
            product.description.care,
          ]
            .map(describe)
            .join('\n\n'),
          origine: product.origin[segment],
          listeTailles: product.sizes.map((s) => ({
            codeTaille: s.code,
            libelleTaille: s.label[segment],
            bonnet: s.cup,
            isLargeSize: s.isLargeSize,
          })),
          codeLibelleFamille: group?.label[segment] ?? '',
          ...tracking,
          sizeGuide:
            product.category.seed.sizeScale === 'one-size' ? '' : product.category.seed.sizeScale,
        },
        colours: product.colours.map((c) => ({
          idCustColor: c.code,
          couleur: c.label[segment],
          hex: c.hex.toLowerCase(),
          images: imagesOf(c.code),
        })),
        variants: product.variants.map((v) => ({
          SKUReelle: v.sku,
          catalogueSKU: v.catalogueSku,
          EAN: v.ean,
          idCustColor: v.colour.code,
          codeTaille: v.size.code,
        })),
        breadcrumb: [universe, group, leaf].flatMap((c) =>
          c ? [{ label: c.label[segment], url: categoryUrl(segment, c) }] : [],
        ),
        reviews: {
          average: ratings.length
            ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10
            : 0,
          count: ratings.length,
          items: shownReviews.slice(0, 5).map((r) => ({
            author: r.author,
            rating: r.snippet.rating,
            title: r.snippet.title[segment],
            body: r.snippet.body[segment],
            date: r.publishedOn,
          })),
        },
      },
    });
    product.variants.forEach((v, i) => {
      const price = prices[i] ?? cheapest;
      rows.variants.push({
        store: segment,
        sku: v.sku,
        productId: product.id,
        catalogueSku: v.catalogueSku,
        ean: v.ean,
        colourCode: v.colour.code,
        sizeCode: v.size.code,
        sizeLabel: v.size.label[segment],
        cup: v.size.cup,
        isLargeSize: v.size.isLargeSize,
        price: formatCents(price.price),
        crossedOutPrice: price.crossedOut ? formatCents(price.crossedOut) : null,
        isMarkdown: product.isMarkdown,
        stock: v.stock,
      });
    });
    for (const r of product.reviews)
      rows.reviews.push({
        store: segment,
        productId: product.id,
        author: r.author,
        rating: r.snippet.rating,
        title: r.snippet.title[segment],
        body: r.snippet.body[segment],
        publishedOn: r.publishedOn,
      });
    for (const r of product.related)
      rows.related.push({
        store: segment,
        productId: product.id,
        source: r.source,
        relatedId: r.id,
        priority: r.priority,
      });
  }
  return rows;
}
