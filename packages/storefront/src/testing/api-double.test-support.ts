// Test support: the store API answered at the network edge. A fetch for the typed client that
// recognises each call by the contract's method and path and answers it with the contract's first
// valid example, unless the test gives its own answer. Every call is recorded.
import { apiRoutes, type ErrorBody, type RouteDefinition } from '@vitrine/api-client/contract';
import { contractExamples } from '@vitrine/api-client/examples';

type Routes = typeof apiRoutes;
/** A contract route by area and name: 'catalogue.listing', 'customer.get'… */
type RouteKey = {
  [Group in keyof Routes]: `${Group}.${Extract<keyof Routes[Group], string>}`;
}[keyof Routes];

export interface ApiRequest {
  route: RouteKey;
  method: string;
  /** Path and query below the store segment: '/api/checkout/cart/get?…'. */
  url: URL;
  /** The route's `:name` and `*` parameters. */
  params: Record<string, string>;
  /** The parsed JSON body of a POST. */
  body: unknown;
  /** The cookie header sent (the server's renderer passes the visitor's on personal pages). */
  cookie: string | undefined;
}

/** A body to answer as JSON (or as text for HTML routes), a full Response, or a function of the request. */
type Responder = (request: ApiRequest) => unknown;
type Answer = Response | Responder | Record<string, unknown> | unknown[] | string;

export type ApiAnswers = Partial<Record<RouteKey, Answer>>;

/** An error answer as the server sends it: `{ code, message, fields? }` with its status. */
export function failure(
  status: number,
  code: ErrorBody['code'] = 'server.error',
  extra: Partial<ErrorBody> = {},
): Response {
  return Response.json({ code, message: `Test failure ${code}`, ...extra }, { status });
}

/** A signed-in customer (the contract's example customer): the answers to add for one. */
export const SIGNED_IN: ApiAnswers = {
  'customer.get': exampleOf('customer.get') as Answer,
};

/** An answer that never comes: the page stays in its loading state. */
export const pending = (): Promise<never> =>
  new Promise<never>(() => {
    /* never settles */
  });

interface CompiledRoute {
  key: RouteKey;
  definition: RouteDefinition;
  pattern: RegExp;
  names: string[];
}

/** Fastify's path syntax (`:id`, `*`) as a regular expression with named captures. */
function compile(key: RouteKey, definition: RouteDefinition): CompiledRoute {
  const names: string[] = [];
  const source = definition.path
    .split(/(:\w+|\*)/)
    .map((part) => {
      if (part === '*') {
        names.push('*');
        return '(.*)';
      }
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { key, definition, pattern: new RegExp(`^${source}$`), names };
}

const ROUTES: CompiledRoute[] = Object.entries(apiRoutes).flatMap(([group, routes]) =>
  Object.entries(routes as Record<string, RouteDefinition>).map(([name, definition]) =>
    compile(`${group}.${name}` as RouteKey, definition),
  ),
);

/** What a route answers when the test does not say: the contract's first valid example. */
function exampleOf(key: RouteKey): unknown {
  const [group, name] = key.split('.') as [keyof Routes, string];
  const examples = (contractExamples[group] as Record<string, { response: { valid: unknown[] } }>)[
    name
  ];
  return examples?.response.valid[0];
}

/** By default the visitor is anonymous with an empty basket; the rest is the contract's examples. */
const DEFAULTS: ApiAnswers = {
  'customer.get': { isLoggedIn: false },
};

function toResponse(value: unknown, definition: RouteDefinition): Response {
  if (value instanceof Response) return value;
  if (definition.format === 'html' || typeof value === 'string')
    return new Response(String(value), { headers: { 'content-type': 'text/html' } });
  return Response.json(value);
}

export interface ApiDouble {
  fetch: typeof fetch;
  /** Every call made, in order. */
  calls: ApiRequest[];
  /** The calls of one route. */
  callsTo: (route: RouteKey) => ApiRequest[];
  /** Changes a route's answer for the calls to come. */
  answer: (route: RouteKey, value: Answer) => void;
}

/** A fetch double for the store `segment` ('fr' or 'uk'). */
export function apiDouble(segment: string, answers: ApiAnswers = {}): ApiDouble {
  const table: ApiAnswers = { ...DEFAULTS, ...answers };
  const calls: ApiRequest[] = [];
  const fetchDouble: typeof fetch = async (input, init = {}) => {
    const request = new Request(input, init);
    // Relative in the browser; absolute from the server's renderer (Node has no window).
    const base = typeof window === 'undefined' ? undefined : window.location.origin;
    const url = new URL(request.url, base);
    const path = url.pathname.replace(new RegExp(`^/${segment}`), '');
    const method = request.method.toUpperCase();
    const route = ROUTES.find(
      ({ definition, pattern }) => definition.method === method && pattern.test(path),
    );
    if (!route) throw new Error(`The API double knows no route for ${method} ${url.pathname}`);
    const values = route.pattern.exec(path)?.slice(1) ?? [];
    const params = Object.fromEntries(
      route.names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')]),
    );
    const text = method === 'POST' ? await request.text() : '';
    const call: ApiRequest = {
      route: route.key,
      method,
      url,
      params,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      cookie: request.headers.get('cookie') ?? undefined,
    };
    calls.push(call);
    const given = route.key in table ? table[route.key] : exampleOf(route.key);
    const value: unknown = typeof given === 'function' ? await (given as Responder)(call) : given;
    return toResponse(value, route.definition);
  };
  return {
    fetch: fetchDouble,
    calls,
    callsTo: (route) => calls.filter((call) => call.route === route),
    answer: (route, value) => {
      table[route] = value;
    },
  };
}
