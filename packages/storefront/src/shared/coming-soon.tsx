import { EmptyState } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { PageMeta } from './page-meta.js';

export interface ComingSoonProps {
  /** The page's name; 'Coming soon' when absent. */
  title?: string | undefined;
}

/** A routed page whose content arrives with a later issue: named, said so plainly, not indexed. */
export function ComingSoon({ title }: ComingSoonProps) {
  const { t } = useTranslation();
  const heading = title ?? t('LABEL_COMING_SOON_TITLE');
  return (
    <>
      <PageMeta title={heading} noIndex />
      <EmptyState headingLevel={1} title={heading} text={t('LABEL_COMING_SOON_TEXT')} />
    </>
  );
}
