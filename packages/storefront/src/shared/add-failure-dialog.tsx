import { ConfirmDialog } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { useStoreContext } from '../app/store-context.js';

export interface AddFailureDialogProps {
  open: boolean;
  /** How many items the refused add held: the text speaks of one item or of several. */
  count: number;
  /** The server's reason (no stock left in the size…), when it gave one. */
  reason: string | undefined;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * Spec 8, add-to-cart failure: a dialog that says the server's reason and asks to retry or to
 * contact customer service (the product page's basket button, the mix-and-match looks).
 */
export function AddFailureDialog({ open, count, reason, onRetry, onClose }: AddFailureDialogProps) {
  const { t } = useTranslation();
  const { paths } = useStoreContext();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('ADD_FAILED_TITLE', { count })}
      confirmLabel={t('ADD_FAILED_RETRY')}
      onConfirm={onRetry}
      secondaryAction={{ label: t('ADD_FAILED_CONTACT_SERVICE'), href: paths.contact }}
    >
      {reason && <>{reason} </>}
      {t('ADD_FAILED_TEXT', { count })}
    </ConfirmDialog>
  );
}
