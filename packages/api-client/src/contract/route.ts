import type { Static, TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST';

/** What the response body is: JSON by default; static content answers HTML. */
export type ResponseFormat = 'json' | 'html';

/**
 * One call of the store API, defined once: the server registers it (and validates requests
 * against its schemas), the OpenAPI document describes it, and the client's methods are typed by it.
 * `path` is relative to the store base (`/fr` or `/uk`) in Fastify's syntax (`:id`, `*`).
 */
export interface RouteDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tag: RouteTag;
  readonly params?: TSchema;
  readonly querystring?: TSchema;
  readonly body?: TSchema;
  /** The largest body read, in bytes, when lower than the server's default (413 above it). */
  readonly bodyLimit?: number;
  readonly response: TSchema;
  readonly format?: ResponseFormat;
  /** Static content and images are public files; every `/api` call needs the app key. */
  readonly public?: boolean;
}

export type RouteTag =
  'customer' | 'checkout' | 'contact' | 'catalogue' | 'content' | 'error-report' | 'other';

export const defineRoute = <const R extends RouteDefinition>(route: R): R => route;

type StaticOf<S> = S extends TSchema ? Static<S> : never;

export type RouteParams<R extends RouteDefinition> = StaticOf<R['params']>;
export type RouteQuery<R extends RouteDefinition> = StaticOf<R['querystring']>;
export type RouteBody<R extends RouteDefinition> = StaticOf<R['body']>;
export type RouteResponse<R extends RouteDefinition> = Static<R['response']>;
