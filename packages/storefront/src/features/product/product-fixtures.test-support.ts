import type { ProductDynamic, ProductStatic } from '@vitrine/api-client';
import type { ProductImages } from './product-images.js';

/** Test data shaped like the catalogue's answers (GET …/product/static and …/dynamic). */
export function images(colour: string, curvy: boolean): ProductImages {
  const url = (view: string) => `/fr/media/catalog/product/P-TEST1234/${colour}-${view}.svg`;
  return {
    imgFacePivot: url('front'),
    imgFaceSlim: url('front'),
    imgFaceCurvy: curvy ? url('front-curvy') : '',
    imgDosPivot: url('back'),
    imgDosCurvy: curvy ? url('back-curvy') : '',
    imgDetailPivot: url('detail'),
    imgDetailCurvy: curvy ? url('detail-curvy') : '',
    imgAutresSlim: [url('detail')],
    imgAutresCurvy: curvy ? [url('detail-curvy')] : [],
    imgVignetteSlim: url('front'),
    imgVignetteCurvy: curvy ? url('front-curvy') : '',
    vidSlim: '',
    vidCurvy: '',
  };
}

const size = (code: string, isLargeSize = false) => ({
  codeTaille: code,
  libelleTaille: code,
  bonnet: '',
  isLargeSize,
});

/** A top in red (sizes 40, 42 and large 46) and blue (40 only), 25.99 € crossed out 32.99 €. */
export function product(overrides: Partial<ProductStatic['attributes']> = {}): ProductStatic {
  const colours = [
    { idCustColor: '001', couleur: 'Rouge', hex: '#b3122e' },
    { idCustColor: '002', couleur: 'Bleu', hex: '#1d5fa8' },
  ];
  return {
    id: 'P-TEST1234',
    url: '/P-TEST1234-top-en-lin',
    reference: 'ABC1234',
    attributes: {
      libelle: 'Top en lin',
      metaMarque: 'Maison Lune',
      prix: '25.99',
      prixBarre: '32.99',
      prixUnique: false,
      decote: 21,
      metaLot: 1,
      couleur: 'Rouge',
      idCustColor: '001',
      colours,
      stickerPrincipal: 'Nouveauté|#000000|#ffffff|',
      stickerSecondaire1: '',
      stickerSecondaire2: '',
      stickerOpeco: '',
      estGrandeTaille: true,
      disponibilite: 'in-stock',
      ...images('001', true),
      nomModele: 'Modèle ABC1234',
      description: 'Un top léger.\n\nLavage à 30 °C.',
      origine: 'Fabriqué au Portugal.',
      listeTailles: [size('40'), size('42'), size('46', true)],
      codeLibelleFamille: 'Hauts',
      codeLibelleSsfamille: 'Tops',
      universe: 'Femme',
      subuniverse: 'Hauts',
      sizeGuide: 'clothing',
      ...overrides,
    },
    colours: colours.map((colour) => ({
      ...colour,
      images: images(colour.idCustColor, true),
    })),
    variants: [
      { SKUReelle: '100001', idCustColor: '001', codeTaille: '40' },
      { SKUReelle: '100002', idCustColor: '001', codeTaille: '42' },
      { SKUReelle: '100003', idCustColor: '001', codeTaille: '46' },
      { SKUReelle: '100004', idCustColor: '002', codeTaille: '40' },
    ].map((variant) => ({
      ...variant,
      catalogueSKU: `ABC1234${variant.codeTaille}`,
      EAN: '3760001000001',
    })),
    breadcrumb: [{ label: 'Femme', url: '/C-10000-femme' }],
    reviews: { average: 0, count: 0, items: [] },
  };
}

type Sku = ProductDynamic['skus'][number];

export const sku = (
  SKUReelle: string,
  idCustColor: string,
  codeTaille: string,
  prix: string,
  stock: number,
  prixBarre = '',
): Sku => ({
  SKUReelle,
  idCustColor,
  codeTaille,
  prix,
  prixBarre,
  decote: 0,
  discountType: '',
  stock,
  disponibilite: stock > 0 ? 'in-stock' : 'out-of-stock',
});

export const dynamic = (skus: Sku[], largeSize = false): ProductDynamic => ({
  id: 'P-TEST1234',
  currency: 'EUR',
  largeSize,
  prixUnique: new Set(skus.map((s) => s.prix)).size === 1,
  skus,
});

/** The standard range: 40 in stock, 42 sold out in red; 40 sold out in blue. */
export const standardRange = dynamic([
  sku('100001', '001', '40', '25.99', 12, '32.99'),
  sku('100002', '001', '42', '25.99', 0, '32.99'),
  sku('100004', '002', '40', '25.99', 0),
]);

/** The large-size range: 46 in red, dearer. */
export const largeRange = dynamic([sku('100003', '001', '46', '29.99', 3)], true);
