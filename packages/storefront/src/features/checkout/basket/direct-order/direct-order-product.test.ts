import type { ProductDynamic, ProductStatic } from '@vitrine/api-client';
import { contractExamples } from '@vitrine/api-client/examples';
import { describe, expect, it } from 'vitest';
import {
  directOrderSubmission,
  readReferenceInput,
  toDirectOrderProduct,
  typedReferences,
  type DirectOrderLine,
  type DirectOrderProduct,
} from './direct-order-product.js';

const example = contractExamples.catalogue.productStatic.response.valid[0] as ProductStatic;
const [colour] = example.colours;
if (!colour) throw new Error('the example product has a colour');

/** The example in two colours and three sizes (46 a large size); blue 38 is sold out. */
const sheet: ProductStatic = {
  ...example,
  attributes: {
    ...example.attributes,
    prixUnique: false,
    listeTailles: ['38', '40', '46'].map((code) => ({
      codeTaille: code,
      libelleTaille: code,
      bonnet: '',
      isLargeSize: code === '46',
    })),
  },
  colours: [colour, { ...colour, idCustColor: '02', couleur: 'Rouge' }],
  variants: ['01', '02'].flatMap((colourId) =>
    ['38', '40', '46'].map((size) => ({
      SKUReelle: `${colourId}-${size}`,
      catalogueSKU: `AB12CD3${size}`,
      EAN: '3600000000017',
      idCustColor: colourId,
      codeTaille: size,
    })),
  ),
};

const offer = (sku: string, stock: number, prix = '39.99') => ({
  SKUReelle: sku,
  idCustColor: sku.slice(0, 2),
  codeTaille: sku.slice(3),
  prix,
  prixBarre: '49.99',
  decote: 20,
  discountType: '',
  stock,
  disponibilite: stock > 0 ? ('in-stock' as const) : ('out-of-stock' as const),
});

const answer = (largeSize: boolean, skus: ReturnType<typeof offer>[]): ProductDynamic => ({
  id: sheet.id,
  currency: 'EUR',
  largeSize,
  prixUnique: false,
  skus,
});

const standard = answer(false, [
  offer('01-38', 4),
  offer('01-40', 0),
  offer('02-38', 2),
  offer('02-40', 7),
]);
const large = answer(true, [offer('01-46', 1, '44.99'), offer('02-46', 3, '44.99')]);

describe('toDirectOrderProduct', () => {
  it('offers the SKUs in stock, colour by colour in size order, from both size ranges', () => {
    const product = toDirectOrderProduct(sheet, [standard, large]);
    expect(product.options.map((o) => [o.sku, o.size, o.colour, o.stock])).toEqual([
      ['01-38', '38', 'Bleu marine', 4],
      ['01-46', '46', 'Bleu marine', 1],
      ['02-38', '38', 'Rouge', 2],
      ['02-40', '40', 'Rouge', 7],
      ['02-46', '46', 'Rouge', 3],
    ]);
    expect(product.options.find((o) => o.sku === '01-46')).toMatchObject({
      isLargeSize: true,
      price: 44.99,
      crossedOutPrice: 49.99,
    });
    expect(product).toMatchObject({
      reference: 'AB12CD3',
      label: example.attributes.libelle,
      url: example.url,
      image: example.attributes.imgFacePivot,
      price: 39.99,
      priceFrom: true,
      severalColours: true,
    });
  });

  it('has no option before a range’s stock answers', () => {
    expect(toDirectOrderProduct(sheet, [standard]).options.map((o) => o.sku)).not.toContain(
      '02-46',
    );
  });
});

describe('readReferenceInput (spec 5: a reference-style input is reduced to its reference)', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['  ', { kind: 'empty' }],
    ['123', { kind: 'typing' }],
    ['123.ab', { kind: 'typing' }],
    ['123abc4', { kind: 'reference', reference: '123ABC4' }],
    ['123.ABC4', { kind: 'reference', reference: '123ABC4' }],
    ['123 abc4 ', { kind: 'reference', reference: '123ABC4' }],
    ['CHEMISE', { kind: 'invalid' }],
    ['123ABC45', { kind: 'invalid' }],
    ['12-3ABC4', { kind: 'invalid' }],
  ])('%j → %j', (input, expected) => {
    expect(readReferenceInput(input)).toEqual(expected);
  });
});

describe('directOrderSubmission', () => {
  const product = toDirectOrderProduct(sheet, [standard, large]);
  const soldOut: DirectOrderProduct = { ...product, reference: '999ZZZ9', options: [] };
  const catalogue = new Map([
    ['AB12CD3', product],
    ['999ZZZ9', soldOut],
  ]);
  const productOf = (reference: string) => catalogue.get(reference) ?? null;
  const line = (key: number, reference: string, sku = '', quantity = 1): DirectOrderLine => ({
    key,
    reference,
    sku,
    quantity,
  });

  it('sends one item per line naming a product and one of its sizes', () => {
    const lines = [line(0, 'ab12cd3', '01-46', 2), line(1, 'AB1.2CD3', '02-40'), line(2, '')];
    expect(directOrderSubmission(lines, productOf)).toEqual({
      items: [
        { sku: '01-46', isLSProduct: true, quantity: 2 },
        { sku: '02-40', isLSProduct: false, quantity: 1 },
      ],
      sizeMissing: [],
    });
  });

  it('leaves out the lines that name no product, or one sold out', () => {
    const lines = [
      line(0, 'ZZZ9999'),
      line(1, '123'),
      line(2, '999ZZZ9'),
      line(3, 'AB12CD3', '02-40'),
    ];
    expect(directOrderSubmission(lines, productOf).items).toEqual([
      { sku: '02-40', isLSProduct: false, quantity: 1 },
    ]);
  });

  it('names the lines whose product was found without a size (or with a size it no longer has)', () => {
    const lines = [line(4, 'AB12CD3'), line(5, 'AB12CD3', '01-40'), line(6, 'AB12CD3', '01-38')];
    expect(directOrderSubmission(lines, productOf).sizeMissing).toEqual([4, 5]);
  });

  it('looks each reference up once', () => {
    expect(
      typedReferences([line(0, 'ab12cd3'), line(1, 'AB12CD3'), line(2, 'x'), line(3, '123ABC4')]),
    ).toEqual(['AB12CD3', '123ABC4']);
  });
});
