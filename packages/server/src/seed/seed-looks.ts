import type { StoreSegment } from '@vitrine/api-client/contract';
import { count, desc, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { lookPieces, looks, products, seedRuns } from '../db/schema.js';
import { planCatalogue, type CataloguePlan } from './catalogue-plan.js';
import { planLooks, type LookPlan } from './look-plan.js';

const SEGMENTS = ['fr', 'uk'] as const;

/** A look's title in a store: the recipe's name and the colour ('Bra and knickers – Black'). */
export const lookTitle = (look: LookPlan, segment: StoreSegment): string =>
  `${look.title[segment]} – ${look.colour.label[segment]}`;

async function writeLooks(db: Db, plans: readonly LookPlan[]) {
  for (const segment of SEGMENTS) {
    if (plans.length === 0) continue;
    await db.insert(looks).values(
      plans.map((look, position) => ({
        store: segment,
        id: look.id,
        position,
        title: lookTitle(look, segment),
      })),
    );
    await db.insert(lookPieces).values(
      plans.flatMap((look) =>
        look.pieces.map((piece, position) => ({
          store: segment,
          lookId: look.id,
          position,
          productId: piece.id,
          colourCode: look.colour.code,
        })),
      ),
    );
  }
}

/** Writes the looks of the catalogue plan, the same in both stores (after their products). */
export async function seedLooks(db: Db, plan: CataloguePlan): Promise<void> {
  await writeLooks(db, planLooks(plan.products));
}

/**
 * A database seeded before looks existed has none: they are made from the seed its catalogue came
 * from, keeping only the looks whose products it holds (an older generator may have made others).
 */
export async function seedLooksIfMissing(db: Db): Promise<number> {
  const [existing] = await db.select({ looks: count() }).from(looks);
  const [run] = await db.select().from(seedRuns).orderBy(desc(seedRuns.id)).limit(1);
  if (!run || (existing?.looks ?? 0) > 0) return 0;
  const planned = planLooks(planCatalogue(run.seed, run.products).products);
  const ids = [...new Set(planned.flatMap((look) => look.pieces.map((piece) => piece.id)))];
  if (ids.length === 0) return 0;
  const held = await db
    .select({ id: products.id, stores: count() })
    .from(products)
    .where(inArray(products.id, ids))
    .groupBy(products.id);
  const known = new Set(held.filter((row) => row.stores === SEGMENTS.length).map((row) => row.id));
  const kept = planned.filter((look) => look.pieces.every((piece) => known.has(piece.id)));
  await db.transaction((tx) => writeLooks(tx, kept));
  return kept.length;
}
