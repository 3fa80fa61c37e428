import type { ProductCard } from '@vitrine/api-client';
import { useEffect, useRef } from 'react';
import { useStoreContext } from '../app/store-context.js';
import { trackImpressions } from './product-tracking.js';

/**
 * Pushes the impressions of the cards a list shows (trackImpressions), once per list of cards:
 * when the list is named and has cards, and again only when other cards come.
 */
export function useImpressions(
  listName: string | undefined,
  cards: readonly ProductCard[] | undefined,
  firstIndex = 0,
): void {
  const { config } = useStoreContext();
  const pushed = useRef<string | null>(null);
  useEffect(() => {
    if (listName === undefined || !cards?.length) return;
    const key = `${listName}|${String(firstIndex)}|${cards.map((card) => card.id).join(',')}`;
    if (pushed.current === key) return;
    pushed.current = key;
    trackImpressions(config.segment, listName, cards, firstIndex);
  }, [listName, cards, firstIndex, config.segment]);
}
