import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../../../shared/html-content.js';
import { useGetLinkingBlockQuery } from '../api/linking-block-api.js';
import styles from './linking-block.module.css';

/**
 * A category's internal-linking block under its listing (spec 7.5): the server's HTML, sanitised,
 * its links followed by the router. Nothing when the category has none, or when it fails.
 */
export function LinkingBlock({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation();
  const { currentData: html } = useGetLinkingBlockQuery(categoryId);
  if (!html?.trim()) return null;
  return (
    <nav className={styles.linking} aria-label={t('CATALOGUE_LINKING')}>
      <HtmlContent html={html} className={styles.content} />
    </nav>
  );
}
