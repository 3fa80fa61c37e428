import { ToastRegion } from '@vitrine/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreContext } from '../app/store-context.js';

/** How long the basket confirmation stays (it pauses while pointed at or focused). */
const ADDED_TOAST_MS = 10_000;

/** An add to confirm: `id` tells two confirmations of the same items apart. */
interface AddedToBasket {
  id: number;
  title: string;
  /** What was added. */
  text: ReactNode;
}

export interface AddedToBasketToastProps {
  /** The last add, or null: no confirmation. */
  added: AddedToBasket | null;
  onDismiss: () => void;
}

/** The basket's confirmation after an add: what went in, and the way to the basket. */
export function AddedToBasketToast({ added, onDismiss }: AddedToBasketToastProps) {
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  return (
    <ToastRegion
      toasts={
        added
          ? [
              {
                id: String(added.id),
                severity: 'success',
                title: added.title,
                message: (
                  <>
                    {added.text} <Link to={paths.checkout.cart}>{t('ADDED_VIEW_BASKET')}</Link>
                  </>
                ),
                autoDismissMs: ADDED_TOAST_MS,
              },
            ]
          : []
      }
      onDismiss={onDismiss}
    />
  );
}
