import type { ProductCard } from '@vitrine/api-client';

/** Related products in the order given, each once, never the product itself (spec 9). */
export function relatedCards(cards: readonly ProductCard[], productId: string): ProductCard[] {
  const seen = new Set([productId]);
  return cards.filter((card) => {
    if (seen.has(card.id)) return false;
    seen.add(card.id);
    return true;
  });
}
