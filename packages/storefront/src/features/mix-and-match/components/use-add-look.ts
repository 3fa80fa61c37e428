import { ga4Events } from '@vitrine/analytics';
import { STORES, type Look } from '@vitrine/api-client';
import type { LookChoice } from '@vitrine/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../../app/api-failure.js';
import { errorTextOptions } from '../../../app/error-texts.js';
import { useStoreContext } from '../../../app/store-context.js';
import { trackEcommerce } from '../../../shared/analytics.js';
import { useFailureText } from '../../../shared/failure-text.js';
import { localStore } from '../../../shared/local-store.js';
import { recordAddToCart, type EntryAccess } from '../../../state/add-to-cart-tracking.js';
import { useAddToCartMutation } from '../../../state/session-api.js';
import {
  addedPieces,
  cartItemsOf,
  refusedPieces,
  trackedPieces,
  type AddedPiece,
} from '../look-pieces.js';

/** What the last add put in the basket, for the confirmation. */
export interface LookAdded {
  /** Tells two confirmations apart. */
  id: number;
  pieces: AddedPiece[];
}

/** A failed add (spec 8): the dialog offers to retry it and says the server's reason. */
export interface LookFailure {
  look: Look;
  choices: LookChoice[];
  reason: string | undefined;
}

/**
 * Adds a look, or some of its pieces, to the basket in one cart/add call (spec 7.2: a list of
 * items; one basket line per piece). On success: GA4 add_to_cart with one item per piece and
 * the add-to-cart tracking entries (spec 4); the header's badge follows the cart slice. A refusal
 * keeps every choice: the pieces it names get its text under their size, the dialog its reason,
 * and `onRefused` lets the page read the stock again.
 */
export function useAddLook({ access, onRefused }: { access: EntryAccess; onRefused: () => void }) {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const [addToCart] = useAddToCartMutation();
  const failureText = useFailureText();
  const [adding, setAdding] = useState<string | null>(null);
  const [added, setAdded] = useState<LookAdded | null>(null);
  const [failure, setFailure] = useState<LookFailure | null>(null);
  const [pieceErrors, setPieceErrors] = useState<Record<string, Record<string, string>>>({});

  const errorsOf = (lookId: string, errors: Record<string, string>) => {
    setPieceErrors((current) => ({ ...current, [lookId]: errors }));
  };

  const add = async (look: Look, choices: LookChoice[]) => {
    const pieces = addedPieces(look, choices);
    setFailure(null);
    errorsOf(look.id, {});
    setAdding(look.id);
    try {
      await addToCart(cartItemsOf(pieces)).unwrap();
    } catch (error) {
      const refusal = error as ApiFailure;
      const refused = refusedPieces(refusal.fields, pieces);
      errorsOf(
        look.id,
        Object.fromEntries(
          Object.entries(refused).map(([id, key]) => [
            id,
            t(key, errorTextOptions(refusal.params)),
          ]),
        ),
      );
      setFailure({ look, choices, reason: failureText(refusal) });
      onRefused();
      return;
    } finally {
      setAdding(null);
    }
    const store = STORES[config.segment];
    trackEcommerce(ga4Events(store).addToCart(trackedPieces(store, pieces)));
    const storage = localStore();
    if (storage)
      for (const { size } of pieces)
        // Spec 9 gives the page no type of its own: 'other'.
        recordAddToCart(storage, { sku: size.SKUReelle, entryType: 'other', access });
    setAdded({ id: Date.now(), pieces });
  };

  return {
    add,
    /** The look being added, if any. */
    adding,
    added,
    dismissAdded: () => {
      setAdded(null);
    },
    failure,
    dismissFailure: () => {
      setFailure(null);
    },
    /** The messages of the last refusal, by look then piece. */
    pieceErrors,
    /** The shopper chose another size for a piece: its message no longer applies. */
    clearPieceError: (lookId: string, pieceId: string) => {
      setPieceErrors((current) => ({
        ...current,
        [lookId]: Object.fromEntries(
          Object.entries(current[lookId] ?? {}).filter(([id]) => id !== pieceId),
        ),
      }));
    },
  };
}
