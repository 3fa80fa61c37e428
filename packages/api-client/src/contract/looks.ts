import Type, { type Static } from 'typebox';
import { Availability, CardAttributes, ProductCard } from './catalogue.js';
import { PriceString } from './common.js';
import { defineRoute } from './route.js';

/** One size of a look's piece: the SKU the basket takes, its price and its stock. */
export const LookSize = Type.Object({
  SKUReelle: Type.String(),
  codeTaille: Type.String(),
  libelleTaille: Type.String(),
  /** Large-size (Curvy) range. */
  isLargeSize: Type.Boolean(),
  prix: PriceString,
  prixBarre: PriceString,
  stock: Type.Integer({ minimum: 0 }),
  disponibilite: Availability,
});
export type LookSize = Static<typeof LookSize>;

const card = CardAttributes.properties;

/**
 * A piece of a look: a catalogue product in the look's colour, sold on its own with its own sizes.
 * Its attributes are what the page shows and what the data layer reads (spec 3, tracking product
 * fields): `prix` is the lowest price of its sizes (`prixUnique` false: the sizes differ).
 */
export const LookPiece = Type.Object({
  id: ProductCard.properties.id,
  url: Type.String(),
  attributes: Type.Object({
    libelle: card.libelle,
    metaMarque: card.metaMarque,
    couleur: card.couleur,
    idCustColor: card.idCustColor,
    imgFacePivot: card.imgFacePivot,
    prix: card.prix,
    prixBarre: card.prixBarre,
    prixUnique: card.prixUnique,
    decote: card.decote,
    stickerPrincipal: card.stickerPrincipal,
    estGrandeTaille: card.estGrandeTaille,
    universe: Type.String(),
    subuniverse: Type.String(),
    codeLibelleSsfamille: Type.String(),
  }),
  sizes: Type.Array(LookSize, { minItems: 1 }),
});
export type LookPiece = Static<typeof LookPiece>;

/**
 * Mix and match (spec 2.1): coordinated pieces sold separately — a bra and its knickers, a suit's
 * jacket and trousers — in one colour.
 */
export const Look = Type.Object({
  id: Type.String({ pattern: '^L-\\d{3}$' }),
  title: Type.String(),
  pieces: Type.Array(LookPiece, { minItems: 2, maxItems: 4 }),
});
export type Look = Static<typeof Look>;

export const LookList = Type.Object({ looks: Type.Array(Look) });
export type LookList = Static<typeof LookList>;

/** The looks' call, part of the catalogue's (apiRoutes.catalogue). */
export const lookRoutes = {
  looks: defineRoute({
    method: 'GET',
    path: '/api/v2/looks',
    summary: 'Mix and match: the looks, each piece with its sizes, prices and stock',
    tag: 'catalogue',
    response: LookList,
  }),
};
