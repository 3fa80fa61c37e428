import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeadContext, type PageHead } from './page-head.js';

export type PageMetaProps = PageHead;

/**
 * The page's title and meta tags. In the browser React puts them in the document head; on the
 * server they go to the collector, which writes the whole head (with canonical, alternates, Open
 * Graph and structured data) before the page.
 */
export function PageMeta(head: PageMetaProps) {
  const { t } = useTranslation();
  const collector = use(PageHeadContext);
  if (collector) {
    collector.collect(head);
    return null;
  }
  const { title, description, statusCode, noIndex = false } = head;
  const site = t('META_SITE_NAME');
  return (
    <>
      <title>{title ? `${title} | ${site}` : site}</title>
      <meta name="description" content={description ?? t('META_DEFAULT_DESCRIPTION')} />
      {statusCode !== undefined && (
        <meta name="prerender-status-code" content={String(statusCode)} />
      )}
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}
