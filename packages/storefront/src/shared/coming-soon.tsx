import { EmptyState } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { PageMeta } from './page-meta.js';

/** A routed page whose content arrives with a later issue: says so plainly, indexes nothing. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('LABEL_COMING_SOON_TITLE')} noIndex />
      <EmptyState
        headingLevel={1}
        title={t('LABEL_COMING_SOON_TITLE')}
        text={t('LABEL_COMING_SOON_TEXT')}
      />
    </>
  );
}
