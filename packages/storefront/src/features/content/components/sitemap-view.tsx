import type { Sitemap } from '@vitrine/api-client';
import { Pagination, Skeleton } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { failureStatus } from '../../../app/api-failure.js';
import { NotFoundPage } from '../../../shared/not-found-page.js';
import { PageMeta } from '../../../shared/page-meta.js';
import { sitemapPage, sitemapPageHref } from '../sitemap-paging.js';
import { ContentPage } from './content-page.js';
import { LoadFailure } from './load-failure.js';
import styles from './sitemap-view.module.css';

/** The page of the site plan the address asks for (`?page=2`), from 1. */
export function useSitemapPage(): number {
  const [params] = useSearchParams();
  return sitemapPage(params.get('page'));
}

/** What a site plan page needs of its RTK Query call. */
interface SitemapQuery {
  currentData?: Sitemap | undefined;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface SitemapViewProps {
  page: number;
  query: SitemapQuery;
  title: string;
  intro: string;
}

/** Lines of the loading skeleton: a screenful of links. */
const PLACEHOLDER_LINES = 24;

/** A paged site plan (spec 2.1, 9): its links in columns, the pages as crawlable links. */
export function SitemapView({ page, query, title, intro }: SitemapViewProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sitemap = query.currentData;
  // A page past the last one does not exist.
  if (query.isError && failureStatus(query.error) === 404) return <NotFoundPage />;
  return (
    <ContentPage title={title}>
      <PageMeta
        title={page > 1 ? t('CONTENT_SITEMAP_PAGE_TITLE', { title, page }) : title}
        description={intro}
      />
      <p className={styles.intro}>
        {intro}
        {sitemap && sitemap.pageCount > 1 && (
          <> {t('CONTENT_SITEMAP_PAGE', { page: sitemap.page, count: sitemap.pageCount })}</>
        )}
      </p>
      {query.isError ? (
        <LoadFailure
          onRetry={() => {
            query.refetch();
          }}
        />
      ) : sitemap ? (
        <>
          <ul className={styles.links}>
            {sitemap.items.map((item) => (
              <li key={item.url}>
                <Link to={item.url} className={styles.link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <Pagination
            className={styles.pagination}
            page={sitemap.page}
            pageCount={sitemap.pageCount}
            hrefForPage={(target) => sitemapPageHref(pathname, target)}
            label={t('CONTENT_SITEMAP_PAGINATION')}
          />
        </>
      ) : (
        <div className={styles.links} aria-busy="true">
          {Array.from({ length: PLACEHOLDER_LINES }, (_, index) => (
            <Skeleton key={index} width={`${String(55 + ((index * 17) % 40))}%`} />
          ))}
        </div>
      )}
    </ContentPage>
  );
}
