import type {
  CardAttributes,
  CardTrackingAttributes,
  Look,
  LookPiece,
  LookSize,
  StoreSegment,
} from '@vitrine/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { queryRows } from '../db/query.js';
import { availabilityOf, discountPercent } from './availability.js';

interface PieceRow {
  look_id: string;
  title: string;
  product_id: string;
  colour_code: string;
  colour_label: string;
  url: string;
  card: Pick<
    CardAttributes & CardTrackingAttributes,
    | 'libelle'
    | 'metaMarque'
    | 'stickerPrincipal'
    | 'estGrandeTaille'
    | 'universe'
    | 'subuniverse'
    | 'codeLibelleSsfamille'
  >;
  image: string | null;
}

interface SizeRow {
  product_id: string;
  colour_code: string;
  sku: string;
  size_code: string;
  size_label: string;
  is_large_size: boolean;
  price: string;
  crossed_out_price: string | null;
  stock: number;
}

const sizeOf = (row: SizeRow): LookSize => ({
  SKUReelle: row.sku,
  codeTaille: row.size_code,
  libelleTaille: row.size_label,
  isLargeSize: row.is_large_size,
  prix: row.price,
  prixBarre: row.crossed_out_price ?? '',
  stock: row.stock,
  disponibilite: availabilityOf(row.stock),
});

/** A piece's price: its cheapest size's, 'From' (`prixUnique` false) when the sizes differ. */
function pricing(sizes: readonly SizeRow[]) {
  const cheapest = sizes.reduce((a, b) => (Number(b.price) < Number(a.price) ? b : a));
  const crossedOut = cheapest.crossed_out_price;
  return {
    prix: cheapest.price,
    prixBarre: crossedOut ?? '',
    prixUnique: sizes.every((size) => Number(size.price) === Number(cheapest.price)),
    decote: discountPercent(
      Number(cheapest.price),
      crossedOut === null ? null : Number(crossedOut),
    ),
  };
}

function pieceOf(row: PieceRow, sizes: readonly SizeRow[]): LookPiece {
  return {
    id: row.product_id,
    url: row.url,
    attributes: {
      libelle: row.card.libelle,
      metaMarque: row.card.metaMarque,
      couleur: row.colour_label,
      idCustColor: row.colour_code,
      imgFacePivot: row.image ?? '',
      ...pricing(sizes),
      stickerPrincipal: row.card.stickerPrincipal,
      estGrandeTaille: row.card.estGrandeTaille,
      universe: row.card.universe,
      subuniverse: row.card.subuniverse,
      codeLibelleSsfamille: row.card.codeLibelleSsfamille,
    },
    sizes: sizes.map(sizeOf),
  };
}

/**
 * The store's looks (spec 2.1 mix and match), in display order: each piece is its product in the
 * look's colour, with that colour's sizes (in the product's size order), prices and stock now.
 */
export async function readLooks(db: Db, store: StoreSegment): Promise<Look[]> {
  const pieces = await queryRows<PieceRow>(
    db,
    sql`
    SELECT l.id AS look_id, l.title, lp.product_id, lp.colour_code, c.label AS colour_label, p.url,
      p.card_attributes AS card,
      (SELECT colour -> 'images' ->> 'imgFacePivot' FROM jsonb_array_elements(p.sheet -> 'colours') colour
        WHERE colour ->> 'idCustColor' = lp.colour_code) AS image
    FROM looks l
    JOIN look_pieces lp ON lp.store = l.store AND lp.look_id = l.id
    JOIN products p ON p.store = lp.store AND p.id = lp.product_id
    JOIN colours c ON c.store = lp.store AND c.code = lp.colour_code
    WHERE l.store = ${store}
    ORDER BY l.position, lp.position`,
  );
  if (pieces.length === 0) return [];
  const sizes = await queryRows<SizeRow>(
    db,
    sql`
    SELECT v.product_id, v.colour_code, v.sku, v.size_code, v.size_label, v.is_large_size, v.price,
      v.crossed_out_price, v.stock
    FROM variants v
    JOIN products p ON p.store = v.store AND p.id = v.product_id
    WHERE v.store = ${store} AND (v.product_id, v.colour_code) IN (
      SELECT product_id, colour_code FROM look_pieces WHERE store = ${store})
    ORDER BY v.product_id, v.colour_code, array_position(p.size_codes, v.size_code), v.sku`,
  );
  const sizesOf = Map.groupBy(sizes, (row) => `${row.product_id} ${row.colour_code}`);
  const byLook = new Map<string, Look>();
  for (const row of pieces) {
    const own = sizesOf.get(`${row.product_id} ${row.colour_code}`);
    // A product no longer sold in the look's colour leaves the look.
    if (!own?.length) continue;
    const look = byLook.get(row.look_id) ?? { id: row.look_id, title: row.title, pieces: [] };
    look.pieces.push(pieceOf(row, own));
    byLook.set(row.look_id, look);
  }
  // A look is coordinated pieces: one left alone is no look.
  return [...byLook.values()].filter((look) => look.pieces.length >= 2);
}
