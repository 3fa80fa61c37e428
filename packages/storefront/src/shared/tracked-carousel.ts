import { carouselArrowClick } from '@vitrine/analytics';
import type { ProductCard } from '@vitrine/api-client';
import type { ProductCardProps } from '@vitrine/ui';
import { useMemo } from 'react';
import { useStoreContext } from '../app/store-context.js';
import { track } from './analytics.js';
import { toCardProps } from './product-cards.js';
import { trackProductClick } from './product-tracking.js';
import { useImpressions } from './use-impressions.js';

/** A carousel's analytics list: 'carousel:<its name>'. */
const carouselListName = (carousel: string) => `carousel:${carousel}`;

/**
 * A product carousel's cards, tracked (spec 9): their impressions once shown, a product click on
 * a card followed, and an 'other click' on each arrow. `carousel` names it, stable across
 * languages ('related_products', 'basket_suggestions'…; README).
 */
export function useTrackedCarousel(carousel: string, cards: readonly ProductCard[] | undefined) {
  const { config } = useStoreContext();
  const listName = carouselListName(carousel);
  useImpressions(listName, cards);
  const products = useMemo<ProductCardProps[]>(
    () =>
      (cards ?? []).map((card, index) => ({
        ...toCardProps(card),
        onClick: () => {
          trackProductClick(config.segment, listName, card, index);
        },
      })),
    [cards, config.segment, listName],
  );
  return {
    products,
    onArrow: (direction: 'previous' | 'next') => {
      track(carouselArrowClick(carousel, direction));
    },
  };
}
