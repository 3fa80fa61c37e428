import { EmptyState } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';

export interface LoadFailureProps {
  onRetry: () => void;
}

/** A content call failed (spec 8, failed GET): the message and a second try. */
export function LoadFailure({ onRetry }: LoadFailureProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('ERROR_GENERIC')}
      text={t('ERROR_FETCH')}
      action={{ label: t('CONTENT_RETRY'), onClick: onRetry }}
    />
  );
}
