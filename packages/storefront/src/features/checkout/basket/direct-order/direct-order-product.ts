import type { CartItem, ProductDynamic, ProductStatic } from '@vitrine/api-client';
import { parsePrice, toProductReference } from '@vitrine/validation';

/** One size (and colour) of a product that the quick order can add: in stock. */
export interface DirectOrderOption {
  sku: string;
  size: string;
  colour: string;
  isLargeSize: boolean;
  price: number | null;
  crossedOutPrice: number | null;
  stock: number;
}

/** What the quick order shows of the product a reference names. */
export interface DirectOrderProduct {
  reference: string;
  label: string;
  url: string;
  image: string;
  /** The product's price; the lowest of its sizes when they differ (`priceFrom`). */
  price: number | null;
  crossedOutPrice: number | null;
  priceFrom: boolean;
  /** Made in more than one colour: the options name theirs. */
  severalColours: boolean;
  /** Its SKUs in stock, colour by colour in the product's size order. */
  options: DirectOrderOption[];
}

/**
 * A product's sheet and stock answers (one per size range) as the quick order shows it. The
 * SKUs out of stock are left out: the server would refuse them.
 */
export function toDirectOrderProduct(
  sheet: ProductStatic,
  stockAnswers: readonly ProductDynamic[],
): DirectOrderProduct {
  const { attributes } = sheet;
  const offers = new Map(
    stockAnswers.flatMap((answer) => answer.skus).map((s) => [s.SKUReelle, s]),
  );
  const options = sheet.colours.flatMap((colour) =>
    attributes.listeTailles.flatMap((size): DirectOrderOption[] => {
      const variant = sheet.variants.find(
        (v) => v.idCustColor === colour.idCustColor && v.codeTaille === size.codeTaille,
      );
      const offer = variant && offers.get(variant.SKUReelle);
      if (!variant || !offer || offer.stock <= 0) return [];
      return [
        {
          sku: variant.SKUReelle,
          size: size.libelleTaille,
          colour: colour.couleur,
          isLargeSize: size.isLargeSize,
          price: parsePrice(offer.prix),
          crossedOutPrice: parsePrice(offer.prixBarre),
          stock: offer.stock,
        },
      ];
    }),
  );
  return {
    reference: sheet.reference,
    label: attributes.libelle,
    url: sheet.url,
    image: attributes.imgFacePivot,
    price: parsePrice(attributes.prix),
    crossedOutPrice: parsePrice(attributes.prixBarre),
    priceFrom: !attributes.prixUnique,
    severalColours: sheet.colours.length > 1,
    options,
  };
}

/**
 * Where the reference a shopper types stands: nothing yet, still being typed (under 7
 * characters, dots and spaces aside), not a reference at all, or a reference to look up
 * (spec 5: 'abc.1234' is 'ABC1234').
 */
export type ReferenceInput =
  | { kind: 'empty' }
  | { kind: 'typing' }
  | { kind: 'invalid' }
  | { kind: 'reference'; reference: string };

const REFERENCE_LENGTH = 7;

export function readReferenceInput(input: string): ReferenceInput {
  const compact = input.replace(/[.\s]/g, '');
  if (compact === '') return { kind: 'empty' };
  const reference = toProductReference(input);
  if (reference) return { kind: 'reference', reference };
  return compact.length < REFERENCE_LENGTH ? { kind: 'typing' } : { kind: 'invalid' };
}

/** A line of the quick order as the shopper fills it in. */
export interface DirectOrderLine {
  /** Tells the lines apart (React keys). */
  key: number;
  reference: string;
  /** The option chosen, '' until one is. */
  sku: string;
  quantity: number;
}

/** The references the lines name, each once. */
export function typedReferences(lines: readonly DirectOrderLine[]): string[] {
  const references = lines.flatMap((line) => {
    const input = readReferenceInput(line.reference);
    return input.kind === 'reference' ? [input.reference] : [];
  });
  return [...new Set(references)];
}

export interface DirectOrderSubmission {
  /** What goes to the basket: one item per line that names a product and one of its sizes. */
  items: CartItem[];
  /** Lines whose product was found but whose size is not chosen: nothing is sent. */
  sizeMissing: number[];
}

/**
 * The basket items of the quick order's lines. `productOf` answers the product a typed reference
 * names (null or undefined: none). Lines naming no product are left out; a product
 * found without its size holds the whole order back, since the shopper meant to order it.
 */
export function directOrderSubmission(
  lines: readonly DirectOrderLine[],
  productOf: (reference: string) => DirectOrderProduct | null | undefined,
): DirectOrderSubmission {
  const items: CartItem[] = [];
  const sizeMissing: number[] = [];
  for (const line of lines) {
    const input = readReferenceInput(line.reference);
    const product = input.kind === 'reference' ? productOf(input.reference) : null;
    if (!product) continue;
    const option = product.options.find((o) => o.sku === line.sku);
    if (option)
      items.push({ sku: option.sku, isLSProduct: option.isLargeSize, quantity: line.quantity });
    else if (product.options.length > 0) sizeMissing.push(line.key);
  }
  return { items, sizeMissing };
}
