import { Skeleton } from '@vitrine/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { failureStatus } from '../../../app/api-failure.js';
import { useStoreContext } from '../../../app/store-context.js';
import type { Prefetch } from '../../../app/page-module.js';
import { HtmlContent } from '../../../shared/html-content.js';
import { NotFoundPage } from '../../../shared/not-found-page.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { usePageViewHold } from '../../../shared/page-view-signals.js';
import { contentApi, useGetCmsPageQuery } from '../api/content-api.js';
import { cmsPagePath, cmsTitleKey, isCmsPath, storeCmsPath } from '../cms-pages.js';
import { ContentPage } from '../components/content-page.js';
import { LoadFailure } from '../components/load-failure.js';
import { readCmsHtml } from '../components/read-cms-html.js';

/**
 * Starts the page's HTML while its code loads, under the store's own form of its path.
 * @public The route table reads it through a lazy import, which knip cannot follow.
 */
export const prefetch: Prefetch = (store, { pathname }, config) => {
  if (!isCmsPath(cmsPagePath(pathname))) return;
  void store.dispatch(
    contentApi.endpoints.getCmsPage.initiate(storeCmsPath(cmsPagePath(pathname), config.slugs), {
      subscribe: false,
    }),
  );
};

/**
 * A CMS page (spec 2.1, 7.5): help, privacy policy, promotional offers terms and any other path
 * the catch-all does not know as a product or a category. Its title is the page's known name,
 * else its first heading; an unknown page is the not-found page.
 */
export default function CmsPage() {
  const { t } = useTranslation();
  const { config } = useStoreContext();
  const { pathname } = useLocation();
  const path = storeCmsPath(cmsPagePath(pathname), config.slugs);
  const titleKey = cmsTitleKey(path, config.slugs);
  // currentData: never the previous page's body under the next page's title.
  const known = isCmsPath(path);
  const { currentData: html, isError, error, refetch } = useGetCmsPageQuery(path, { skip: !known });
  // Until the page answers, it may still be the not-found page (its page view waits).
  usePageViewHold(known && html === undefined && !isError);
  const content = useMemo(
    () => (html === undefined ? undefined : readCmsHtml(html, titleKey === undefined)),
    [html, titleKey],
  );

  if (!known || (isError && failureStatus(error) === 404)) return <NotFoundPage />;

  const loadedTitle =
    content || isError ? (content?.heading ?? t('CONTENT_TITLE_FALLBACK')) : undefined;
  const title = titleKey ? t(titleKey) : loadedTitle;
  return (
    <ContentPage title={title}>
      <PageMeta title={title} description={content?.description} canonicalPath={`/${path}`} />
      {isError ? (
        <LoadFailure
          onRetry={() => {
            void refetch();
          }}
        />
      ) : content ? (
        <HtmlContent html={content.body} />
      ) : (
        <div aria-busy="true">
          <Skeleton lines={10} />
        </div>
      )}
    </ContentPage>
  );
}
