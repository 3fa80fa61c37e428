import Type, { type Static } from 'typebox';
import { ERROR_CODES } from './error-codes.js';

/** The values an error's message is written with. */
export const ErrorParams = Type.Object({
  /** `cart.stock_limit`: how many of the size are left (0: out of stock). */
  stock: Type.Optional(Type.Integer({ minimum: 0 })),
  /** `order.not_enough_stock`: the product's name. */
  product: Type.Optional(Type.String()),
});
export type ErrorParams = Static<typeof ErrorParams>;

/**
 * Every error answer of the API: a code of the catalogue (error-codes.ts), a message in the
 * store's language, for bad input one field code per refused field, and the values a message
 * names (`params`).
 */
export const ErrorBody = Type.Object(
  {
    code: Type.Enum(ERROR_CODES),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    params: Type.Optional(ErrorParams),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** The store a request is for, from its URL segment. */
export const StoreSegment = Type.Union([Type.Literal('fr'), Type.Literal('uk')]);
export type StoreSegment = Static<typeof StoreSegment>;

/**
 * An amount as the legacy catalogue sends it: a decimal string in the store's currency ('29.99'),
 * '' or '0' when absent (see `parsePrice` in @vitrine/validation).
 */
export const PriceString = Type.String({ pattern: '^(\\d+(\\.\\d{1,2})?)?$' });

export const Link = Type.Object({ label: Type.String(), url: Type.String() });
export type Link = Static<typeof Link>;

export const Image = Type.Object({
  src: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  alt: Type.String(),
});
export type Image = Static<typeof Image>;

/** A merchandising banner (menu columns, service banner, mobile carousel and footer). */
export const Banner = Type.Object({
  id: Type.String(),
  title: Type.String(),
  text: Type.Optional(Type.String()),
  url: Type.String(),
  image: Image,
});
export type Banner = Static<typeof Banner>;

/** Catch-all path parameter (`/listing/json/*`, `/media/wysiwyg/pages/*`). */
export const WildcardParams = Type.Object({ '*': Type.String({ maxLength: 512 }) });

export const Page = Type.Integer({ minimum: 1, maximum: 10_000, default: 1 });
