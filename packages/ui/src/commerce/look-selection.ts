/** One size of a look's piece, as the LookCard offers it. */
export interface LookPieceSize {
  /** What the card reports when this size is chosen (the SKU). */
  value: string;
  /** The size as shown: '38', '90C', 'M (40-42)'. */
  label: string;
  /** Items left; 0: sold out, not offered. */
  stock: number;
  price: number;
  /** The price before reduction, shown crossed out when above `price`. */
  crossedOutPrice?: number | undefined;
}

/** A piece of a look: a product sold on its own, in the look's colour. */
export interface LookCardPiece {
  /** Tells the pieces apart (the product id). */
  id: string;
  name: string;
  brand?: string | undefined;
  colour?: string | undefined;
  /** The product page. */
  productUrl: string;
  /** The product picture in the look's colour (ratio 0.8). */
  image: string;
  sizes: readonly LookPieceSize[];
}

/** The size chosen for each piece, by piece id. */
type LookSizeChoices = Readonly<Record<string, string | undefined>>;

interface LookAmount {
  price: number;
  /** The amount before reductions, when some piece is reduced. */
  crossedOutPrice: number | undefined;
  /** Some piece has no size chosen and its sizes differ in price: 'From'. */
  from: boolean;
}

const cents = (amount: number) => Math.round(amount * 100);

/** A piece none of whose sizes is left. */
export const isSoldOut = (piece: LookCardPiece): boolean => piece.sizes.every((s) => s.stock <= 0);

/** The piece's chosen size, while it can be bought (a size sold out since is no choice). */
export function chosenSize(
  piece: LookCardPiece,
  choices: LookSizeChoices,
): LookPieceSize | undefined {
  const value = choices[piece.id];
  return piece.sizes.find((size) => size.value === value && size.stock > 0);
}

/** What a piece costs: its chosen size, else its cheapest size on sale ('From' when they differ). */
export function piecePrice(piece: LookCardPiece, choices: LookSizeChoices): LookAmount {
  const chosen = chosenSize(piece, choices);
  const offered = piece.sizes.filter((size) => size.stock > 0);
  const candidates = chosen ? [chosen] : offered.length > 0 ? offered : piece.sizes;
  const cheapest = candidates.reduce((a, b) => (b.price < a.price ? b : a));
  return {
    price: cheapest.price,
    crossedOutPrice:
      cheapest.crossedOutPrice !== undefined && cheapest.crossedOutPrice > cheapest.price
        ? cheapest.crossedOutPrice
        : undefined,
    from: new Set(candidates.map((size) => cents(size.price))).size > 1,
  };
}

/** The sum of the pieces' prices, to the cent. */
export function lookTotal(pieces: readonly LookCardPiece[], choices: LookSizeChoices): LookAmount {
  const amounts = pieces.map((piece) => piecePrice(piece, choices));
  const price = amounts.reduce((total, amount) => total + cents(amount.price), 0);
  const before = amounts.reduce(
    (total, amount) => total + cents(amount.crossedOutPrice ?? amount.price),
    0,
  );
  return {
    price: price / 100,
    crossedOutPrice: before > price ? before / 100 : undefined,
    from: amounts.some((amount) => amount.from),
  };
}

/** The pieces that cannot be added yet: no size chosen (or the one chosen is gone). */
export const piecesWithoutSize = (
  pieces: readonly LookCardPiece[],
  choices: LookSizeChoices,
): LookCardPiece[] => pieces.filter((piece) => !chosenSize(piece, choices));
