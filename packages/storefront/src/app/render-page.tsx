import { createApiClient } from '@vitrine/api-client';
import type { FormSchemaOptions } from '@vitrine/validation/forms';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { Writable } from 'node:stream';
import { isPersonalPath } from '../config/paths.js';
import { checkStoreConfig, type StoreConfig, type StoreTexts } from '../config/store-config.js';
import { footerApi } from '../features/footer/api/footer-api.js';
import { isCheckoutChrome } from '../routes/root-layout.js';
import { createRoutes } from '../routes/route-table.js';
import { PageHeadContext, type PageHead } from '../shared/page-head.js';
import { siteApi } from '../shared/site-api.js';
import { noResultApi } from '../shared/not-found-api.js';
import { storeApi } from './api.js';
import { failureStatus } from './api-failure.js';
import { documentHead } from './document-head.js';
import { createStoreI18n } from './i18n.js';
import { pageStateScript, servedConfig, type PageState } from './page-state.js';
import { routerHydrationState } from './router-hydration.js';
import { installServerDomParser } from './server-dom.js';
import { createStore, type AppStore } from './store.js';
import { StoreRoot } from './store-root.js';

/** What the server hands the renderer for one page request. */
export interface PageRequest {
  /** The absolute URL asked for (https://host/fr/…). */
  url: string;
  /** The visitor's cookies: used for personal pages only (see `isPersonalPath`). */
  cookie?: string | undefined;
  /** The store's API, answered in-process by the server (no HTTP hop to itself). */
  fetch: typeof fetch;
  /** Ends the render (the server's render timeout, or the visitor gone). */
  signal?: AbortSignal | undefined;
}

export type PageAnswer =
  | { kind: 'redirect'; status: number; location: string; personal: boolean }
  | { kind: 'page'; status: number; html: string; personal: boolean };

export interface PageRendererOptions {
  config: StoreConfig;
  texts: StoreTexts;
  /** The client build's index.html, with its `<!--page-head-->`, `-body-` and `-state-` marks. */
  template: string;
  /** Where a render crash goes (the server's log); the visitor gets the 500 page. */
  reportError?: (error: unknown) => void;
  /**
   * The server's options of the form schemas ('+' in e-mails outside production): the pages'
   * forms use them, and the page state carries them to the browser.
   */
  formSchemaOptions?: FormSchemaOptions | undefined;
}

const MARKS = ['<!--page-head-->', '<!--page-body-->', '<!--page-state-->'] as const;

/**
 * The store's server entry (docs/decisions/015): React Router's static handler runs the route's
 * loaders (guards, page data) with the API in-process, React renders the page with its data, and
 * the document carries the head, the HTML and the state the browser hydrates from.
 */
export function createPageRenderer({
  config: appConfig,
  texts,
  template,
  reportError = () => undefined,
  formSchemaOptions,
}: PageRendererOptions) {
  checkStoreConfig(appConfig);
  const config = servedConfig(appConfig, formSchemaOptions);
  installServerDomParser();
  const missing = MARKS.filter((mark) => !template.includes(mark));
  if (missing.length > 0) throw new Error(`The page template lacks ${missing.join(', ')}`);
  const [headMark, bodyMark, stateMark] = MARKS;
  const i18n = createStoreI18n(config, texts);
  const basename = `/${config.segment}`;

  return async function renderPage(request: PageRequest): Promise<PageAnswer> {
    const url = new URL(request.url);
    const storePath = url.pathname.slice(basename.length) || '/';
    const personal = isPersonalPath(storePath);
    const client = createApiClient({
      baseUrl: `${url.origin}${basename}`,
      appKey: config.appKey,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        if (personal && request.cookie) headers.set('cookie', request.cookie);
        return request.fetch(input, { ...init, headers, signal: request.signal ?? null });
      },
    });
    const store = createStore(client, { reactions: false });
    try {
      const routes = createRoutes({ store, config });
      const handler = createStaticHandler(routes, { basename });
      // The frame's feeds are on every page: asked with the route's own data.
      const feeds: PromiseLike<unknown>[] = [
        store.dispatch(siteApi.endpoints.getMenu.initiate()),
        store.dispatch(siteApi.endpoints.getSiteContent.initiate()),
      ];
      const context = await handler.query(new Request(url, { signal: request.signal ?? null }));
      if (context instanceof Response)
        return {
          kind: 'redirect',
          status: context.status,
          location: context.headers.get('location') ?? basename,
          personal,
        };
      if (!context.matches.some((match) => isCheckoutChrome(match.route.handle)))
        feeds.push(store.dispatch(footerApi.endpoints.getFooterHtml.initiate()));
      await Promise.all(feeds);
      await settleQueries(store);
      // A page the API does not know shows the not-found page: its carousels' feed too.
      if (failedStatuses(store).includes(404))
        await store.dispatch(noResultApi.endpoints.getNoResultContent.initiate());

      const page = { store, origin: url.origin, signal: request.signal };
      const rendered = await renderDocument(page, handler.dataRoutes, context).catch(
        async (error: unknown) => {
          reportError(error);
          const failed = { ...context, statusCode: 500, errors: { root: error } };
          return renderDocument(page, handler.dataRoutes, failed);
        },
      );
      return { kind: 'page', status: rendered.status, html: rendered.html, personal };
    } finally {
      // Ends the API cache's timers: the store is dropped with the request.
      store.dispatch(storeApi.util.resetApiState());
    }
  };

  async function renderDocument(
    { store, origin, signal }: { store: AppStore; origin: string; signal: AbortSignal | undefined },
    dataRoutes: Parameters<typeof createStaticRouter>[0],
    context: StaticHandlerContext,
  ) {
    const heads: PageHead[] = [];
    const router = createStaticRouter(dataRoutes, context);
    const body = await renderToString(
      signal,
      <PageHeadContext value={{ collect: (head) => heads.push(head) }}>
        <StoreRoot store={store} i18n={i18n} config={config}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </StoreRoot>
      </PageHeadContext>,
    );
    // The page's own head is the last one rendered (a page's meta comes after its frame's).
    const head = heads.at(-1) ?? {};
    const state: PageState = {
      store: store.getState(),
      router: routerHydrationState(context),
      formSchemaOptions,
    };
    const status =
      context.statusCode !== 200
        ? context.statusCode
        : (head.statusCode ?? degradedStatus(failedStatuses(store)));
    const html = template
      .replace(headMark, () =>
        documentHead(head, { config, i18n, origin, location: context.location }),
      )
      .replace(bodyMark, () => body)
      .replace(stateMark, () => pageStateScript(state));
    return { status, html };
  }
}

/** Waits until no query runs: some page data starts more once it arrives (the home's carousels). */
async function settleQueries(store: AppStore) {
  let running;
  do {
    // The callbacks of what has arrived run first: they may start more.
    await new Promise((resolve) => setImmediate(resolve));
    running = store.dispatch(storeApi.util.getRunningQueriesThunk());
    await Promise.all(running);
  } while (running.length > 0);
}

/** The HTTP statuses of the API calls that failed during the render (0: no answer). */
function failedStatuses(store: AppStore): number[] {
  return Object.values(store.getState().api?.queries ?? {}).flatMap((query) =>
    query?.error === undefined ? [] : [failureStatus(query.error)],
  );
}

/**
 * The status of a page that rendered with what it had: 503 when the API failed or did not answer
 * in time (the page shows its retry; nothing may cache it), 400 when it refused the request.
 */
function degradedStatus(failed: readonly number[]): number {
  if (failed.some((status) => status === 0 || status >= 500)) return 503;
  if (failed.some((status) => status >= 400 && status !== 404)) return 400;
  return 200;
}

/**
 * React's streaming renderer, read to the end: the page's status and head depend on all of it
 * (the not-found page is known only once the page has rendered), and its data is already loaded.
 * A throw during the render rejects, so the caller can answer the error page instead.
 */
function renderToString(signal: AbortSignal | undefined, element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        if (failed === undefined) resolve(Buffer.concat(chunks).toString('utf8'));
        else reject(failed instanceof Error ? failed : new Error('The page failed to render'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // The page is whole when it is sent: no boundary held back for an inline script (the CSP
      // allows none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        if (!isRouteErrorResponse(error)) failed ??= error;
      },
    });
    signal?.addEventListener('abort', () => {
      stream.abort(signal.reason);
    });
  });
}
