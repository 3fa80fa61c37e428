import type { Look } from '@vitrine/api-client';
import { LookCard } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { AddFailureDialog } from '../../../shared/add-failure-dialog.js';
import { AddedToBasketToast } from '../../../shared/added-to-basket-toast.js';
import type { EntryAccess } from '../../../state/add-to-cart-tracking.js';
import { lookCardPieces } from '../look-pieces.js';
import { useAddLook } from './use-add-look.js';

export interface LookListProps {
  looks: readonly Look[];
  /** How the shopper reached the page (spec 4 add-to-cart tracking). */
  access: EntryAccess;
  /** An add was refused: the stock may have changed. */
  onRefused: () => void;
  className?: string | undefined;
}

/**
 * The looks, each a kit LookCard, and what adding one says: the basket's confirmation, or the
 * failure's dialog (spec 8: retry or contact customer service) with every choice kept.
 */
export function LookList({ looks, access, onRefused, className }: LookListProps) {
  const { t } = useTranslation();
  const basket = useAddLook({ access, onRefused });
  const { added, failure } = basket;

  return (
    <>
      <ul className={className} aria-label={t('MIX_AND_MATCH_LOOKS')}>
        {looks.map((look) => (
          <li key={look.id}>
            <LookCard
              title={look.title}
              pieces={lookCardPieces(look)}
              adding={basket.adding === look.id}
              pieceErrors={basket.pieceErrors[look.id]}
              onSizeChange={(pieceId) => {
                basket.clearPieceError(look.id, pieceId);
              }}
              onAdd={(choices) => void basket.add(look, choices)}
            />
          </li>
        ))}
      </ul>
      <AddedToBasketToast
        added={
          added && {
            id: added.id,
            title: t('MIX_AND_MATCH_ADDED_TITLE', { count: added.pieces.length }),
            text: (
              <ul>
                {added.pieces.map(({ piece, size }) => (
                  <li key={size.SKUReelle}>
                    {t('MIX_AND_MATCH_ADDED_PIECE', {
                      product: piece.attributes.libelle,
                      size: size.libelleTaille,
                    })}
                  </li>
                ))}
              </ul>
            ),
          }
        }
        onDismiss={basket.dismissAdded}
      />
      <AddFailureDialog
        open={failure !== null}
        count={failure?.choices.length ?? 1}
        reason={failure?.reason}
        onClose={basket.dismissFailure}
        onRetry={() => {
          if (failure) void basket.add(failure.look, failure.choices);
        }}
      />
    </>
  );
}
