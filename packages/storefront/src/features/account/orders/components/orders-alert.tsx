import { FlashMessage } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './orders-alert.module.css';

export interface OrdersAlertProps {
  /** The i18n key of the message (spec 8's order messages). */
  messageKey: string;
  /** A second try, for failures that may pass. */
  onRetry?: (() => void) | undefined;
  /** A way back to the history, from an order's page. */
  backHref?: string | undefined;
}

/** An order or the history could not be shown: the message, and what the shopper can do. */
export function OrdersAlert({ messageKey, onRetry, backHref }: OrdersAlertProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.alert}>
      <FlashMessage severity="error">{t(messageKey)}</FlashMessage>
      <div className={styles.actions}>
        {onRetry && (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('ORDERS_RETRY')}
          </button>
        )}
        {backHref !== undefined && <Link to={backHref}>{t('ORDERS_BACK_TO_HISTORY')}</Link>}
      </div>
    </div>
  );
}
