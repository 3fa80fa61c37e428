import { EmptyState } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';

export interface FetchErrorProps {
  onRetry: () => void;
  /** 1 when the failure is all the page has to say. */
  headingLevel?: 1 | 2 | undefined;
}

/** A listing that could not be read (spec 8, failed GET), with a way to ask again. */
export function FetchError({ onRetry, headingLevel = 2 }: FetchErrorProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={t('ERROR_FETCH')}
      action={{ label: t('CATALOGUE_RETRY'), onClick: onRetry }}
    />
  );
}
