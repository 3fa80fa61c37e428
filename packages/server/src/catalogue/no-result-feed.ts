import type { NoResultFeed, StoreSegment } from '@vitrine/api-client/contract';
import type { Db } from '../db/database.js';
import { readDocument } from './documents.js';
import { readCards } from './products.js';

/**
 * The no-result feed (the not-found page's and the empty search's carousels) with its cards read
 * now, as every other card is: today's availability and the tracking fields (decision 020). The
 * stored feed gives the titles and which products, in which order; a product gone is left out.
 */
export async function readNoResultFeed(db: Db, store: StoreSegment): Promise<NoResultFeed | null> {
  const document = await readDocument(db, store, 'feed', 'no-result');
  if (!document) return null;
  const feed = JSON.parse(document.body) as NoResultFeed;
  const ids = feed.Zones.flatMap((zone) =>
    zone.Controls.flatMap((control) => control.Actions.map((card) => card.id)),
  );
  const cards = new Map(
    (await readCards(db, store, [...new Set(ids)])).map((card) => [card.id, card]),
  );
  return {
    ...feed,
    Zones: feed.Zones.map((zone) => ({
      ...zone,
      Controls: zone.Controls.map((control) => ({
        ...control,
        Actions: control.Actions.flatMap((card) => cards.get(card.id) ?? []),
      })),
    })),
  };
}
