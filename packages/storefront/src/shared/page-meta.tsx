import { useTranslation } from 'react-i18next';

export interface PageMetaProps {
  /** The page's own title, before the site name; the site name alone when absent. */
  title?: string | undefined;
  description?: string | undefined;
  /** Spec 2.1: what a prerenderer answers for this page (the not-found page reports 404). */
  statusCode?: number | undefined;
  /** Pages that must not be indexed (account, checkout, search results). */
  noIndex?: boolean | undefined;
}

/** The page's title and meta tags; React puts them in the document head. */
export function PageMeta({ title, description, statusCode, noIndex = false }: PageMetaProps) {
  const { t } = useTranslation();
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
