import { EmptyState } from '@vitrine/ui';
import { use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { failureStatus } from '../app/api-failure.js';
import { chunkReloadUrl, isChunkLoadError } from '../app/chunk-reload.js';
import { HydrationMark } from '../app/hydration-mark.js';
import { PageMeta } from '../shared/page-meta.js';
import { PageViewSignalsContext, useErrorPageSignal } from '../shared/page-view-signals.js';
import { preloadable } from '../shared/preloadable.js';
import { usePageViews } from './use-page-views.js';

const NotFoundPage = preloadable(() =>
  import('../shared/not-found-page.js').then((module) => ({ default: module.NotFoundPage })),
);

/** Loads the not-found page's code, before a server-rendered not-found page hydrates. */
export const preloadNotFoundPage = NotFoundPage.preload;

/** The root's error screen replaces the frame and its page views: it pushes its own. */
function ErrorPageView() {
  usePageViews({ isError: true });
  return null;
}

/** The HTTP-like status of whatever a route threw: its response status, the API's, else 500. */
function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  return failureStatus(error);
}

/**
 * What a route shows when it fails (spec 8): the not-found page for a 404, a reload for a
 * chunk-load failure (once), else the error screen with the status. React reports render
 * crashes to the error-report endpoint (see start-store).
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  // The router has moved to the page asked for: reloading it fetches the new deployment's files.
  const reloadUrl = isChunkLoadError(error) ? chunkReloadUrl(window.location.href) : null;
  const status = errorStatus(error);
  // Inside the frame, the frame's page view is told; in the root's place, this one pushes it.
  const inFrame = use(PageViewSignalsContext) !== null;
  useErrorPageSignal();

  useEffect(() => {
    if (reloadUrl) window.location.replace(reloadUrl);
    else console.error(error);
  }, [reloadUrl, error]);

  if (reloadUrl) return null;
  const pageView = inFrame ? null : <ErrorPageView />;
  if (status === 404)
    return (
      <>
        <NotFoundPage />
        {pageView}
        <HydrationMark />
      </>
    );
  return (
    <>
      <PageMeta title={t('ERROR_PAGE_TITLE')} statusCode={status} noIndex />
      <EmptyState
        headingLevel={1}
        title={t('ERROR_GENERIC')}
        text={t('ERROR_STATUS', { status })}
        action={{ label: t('ERROR_BACK_HOME'), href: '/' }}
      />
      {pageView}
      {/* The root's error screen replaces the frame, and its mark with it. */}
      <HydrationMark />
    </>
  );
}
