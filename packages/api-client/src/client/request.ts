import type {
  RouteBody,
  RouteDefinition,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '../contract/route.js';
import { ApiError } from './api-error.js';
import type { Endpoint } from './endpoints.js';

/** The header that carries the application key on every call (spec 7). */
export const APP_KEY_HEADER = 'x-app-key';

export interface ApiClientOptions {
  /** The store's root: '/fr', '/uk' or an absolute 'https://host/fr'. Routes add '/api/…'. */
  baseUrl: string;
  appKey: string;
  /** Defaults to the global fetch (browser or Node). */
  fetch?: typeof fetch;
}

type Optional<K extends string, T> = [T] extends [never] ? Partial<Record<K, never>> : Record<K, T>;

type RequestInput<R extends RouteDefinition> = Optional<'params', RouteParams<R>> &
  Optional<'query', RouteQuery<R>> &
  Optional<'body', RouteBody<R>>;

export type Send = <R extends RouteDefinition>(
  /** A client endpoint, or the contract route itself. */
  route: R | Endpoint<R>,
  input: RequestInput<R>,
) => Promise<RouteResponse<R>>;

/** Fills `:name` and `*` in a route path; every segment is URL-encoded. */
export function routePath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)|\*/g, (token, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new TypeError(`Missing route parameter ${token} for ${path}`);
    const text = String(value);
    const segments = name ? [text] : text.replace(/^\/+/, '').split('/');
    return segments.map(encodeURIComponent).join('/');
  });
}

export function queryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      throw new TypeError(`Query parameter ${key} must be a scalar`);
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The shared GET/POST helper: credentials, app key and JSON content type on every call; a non-2xx
 * answer throws an ApiError with the URL and status, plus the parsed error body for POST.
 */
export function createSend({
  baseUrl,
  appKey,
  fetch: fetchImpl = globalThis.fetch,
}: ApiClientOptions): Send {
  const root = baseUrl.replace(/\/+$/, '');
  return async (route, input) => {
    const { params, query, body } = input as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const url = `${root}${routePath(route.path, params)}${queryString(query)}`;
    const response = await fetchImpl(url, {
      method: route.method,
      credentials: 'include',
      headers: {
        [APP_KEY_HEADER]: appKey,
        'Content-Type': 'application/json',
        Accept: route.format === 'html' ? 'text/html' : 'application/json',
      },
      ...(route.method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
    if (!response.ok) {
      const errorBody = route.method === 'POST' ? await readErrorBody(response) : undefined;
      throw new ApiError(url, response.status, errorBody);
    }
    return (route.format === 'html' ? await response.text() : await response.json()) as never;
  };
}
