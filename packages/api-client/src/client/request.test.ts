// The shared GET/POST helper (spec 7, 8): URLs, headers, bodies and failures, against a fake fetch.
import Type from 'typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineRoute } from '../contract/route.js';
import { ApiError, FETCH_ERROR_MESSAGE } from './api-error.js';
import { fakeFetch, onlyCall, type Responder } from './fake-fetch.test-support.js';
import { APP_KEY_HEADER, createSend, queryString, routePath } from './request.js';

const tag = 'other';
const getRoute = defineRoute({
  method: 'GET',
  path: '/api/things/:id',
  summary: 'A thing',
  tag,
  params: Type.Object({ id: Type.String() }),
  querystring: Type.Object({
    page: Type.Optional(Type.Integer()),
    q: Type.Optional(Type.String()),
  }),
  response: Type.Object({ id: Type.String() }),
});
const postRoute = defineRoute({
  method: 'POST',
  path: '/api/things',
  summary: 'Make a thing',
  tag,
  body: Type.Object({ name: Type.String() }),
  response: Type.Object({ id: Type.String() }),
});
const htmlRoute = defineRoute({
  method: 'GET',
  path: '/media/pages/*',
  summary: 'A page',
  tag,
  params: Type.Object({ '*': Type.String() }),
  response: Type.String(),
  format: 'html',
  public: true,
});

const BASE = 'https://store.test/fr';

function setUp(respond?: Responder) {
  const { fetch, calls } = fakeFetch(respond);
  return { send: createSend({ baseUrl: BASE, appKey: 'app-key-1', fetch }), calls };
}

/** The ApiError a call fails with. */
async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('routePath', () => {
  it('fills named parameters, URL-encoded', () => {
    expect(routePath('/api/search/:kind/:term', { kind: 'Recherche', term: 'robe été/2' })).toBe(
      '/api/search/Recherche/robe%20%C3%A9t%C3%A9%2F2',
    );
  });

  it('accepts numbers', () => {
    expect(routePath('/api/orders/:id', { id: 42 })).toBe('/api/orders/42');
  });

  it('keeps the slashes of a wildcard, encoding each segment and dropping leading slashes', () => {
    expect(routePath('/api/listing/json/*', { '*': '/C-12345-robes/taille 40' })).toBe(
      '/api/listing/json/C-12345-robes/taille%2040',
    );
  });

  it('leaves a path without parameters as it is', () => {
    expect(routePath('/api/customer/get')).toBe('/api/customer/get');
  });

  it('throws on a missing parameter', () => {
    expect(() => routePath('/api/orders/:id', {})).toThrow(
      new TypeError('Missing route parameter :id for /api/orders/:id'),
    );
    expect(() => routePath('/api/listing/json/*')).toThrow(/Missing route parameter \*/);
    expect(() => routePath('/api/orders/:id', { id: null })).toThrow(TypeError);
  });
});

describe('queryString', () => {
  it('builds a query from scalars, encoded', () => {
    expect(queryString({ q: 'robe & jupe', page: 2, inStock: true })).toBe(
      '?q=robe+%26+jupe&page=2&inStock=true',
    );
  });

  it('skips undefined and null values', () => {
    expect(queryString({ a: undefined, b: null, c: 'x' })).toBe('?c=x');
  });

  it('is empty without values', () => {
    expect(queryString()).toBe('');
    expect(queryString({ a: undefined })).toBe('');
  });

  it('refuses objects and arrays', () => {
    expect(() => queryString({ size: ['38', '40'] })).toThrow(
      new TypeError('Query parameter size must be a scalar'),
    );
    expect(() => queryString({ filter: { a: 1 } })).toThrow(TypeError);
  });
});

describe('createSend', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('GET: builds the URL, sends credentials, the app key and the JSON content type', async () => {
    const { send, calls } = setUp(() => Response.json({ id: 'a/b' }));
    const answer = await send(getRoute, { params: { id: 'a/b' }, query: { page: 2 } });
    expect(answer).toEqual({ id: 'a/b' });
    expect(onlyCall(calls)).toEqual({
      url: `${BASE}/api/things/a%2Fb?page=2`,
      method: 'GET',
      credentials: 'include',
      headers: {
        [APP_KEY_HEADER]: 'app-key-1',
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: undefined,
    });
  });

  it('POST: sends the body as JSON', async () => {
    const { send, calls } = setUp(() => Response.json({ id: '1' }));
    await expect(send(postRoute, { body: { name: 'Robe' } })).resolves.toEqual({ id: '1' });
    const call = onlyCall(calls);
    expect(call.method).toBe('POST');
    expect(call.url).toBe(`${BASE}/api/things`);
    expect(call.credentials).toBe('include');
    expect(call.headers).toMatchObject({
      [APP_KEY_HEADER]: 'app-key-1',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(call.body as string)).toEqual({ name: 'Robe' });
  });

  it('POST without a body sends {}', async () => {
    const { send, calls } = setUp();
    await send(postRoute, {} as never);
    expect(onlyCall(calls).body).toBe('{}');
  });

  it('drops trailing slashes of the base URL', async () => {
    const { fetch, calls } = fakeFetch();
    const send = createSend({ baseUrl: '/uk//', appKey: 'k', fetch });
    await send(postRoute, { body: { name: 'x' } });
    expect(onlyCall(calls).url).toBe('/uk/api/things');
  });

  it('HTML routes answer the text and ask for HTML', async () => {
    const { send, calls } = setUp(() => new Response('<h1>Aide</h1>', { status: 200 }));
    await expect(send(htmlRoute, { params: { '*': 'aide/livraison' } })).resolves.toBe(
      '<h1>Aide</h1>',
    );
    const call = onlyCall(calls);
    expect(call.url).toBe(`${BASE}/media/pages/aide/livraison`);
    expect(call.headers.Accept).toBe('text/html');
  });

  it('uses the global fetch by default', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({ id: 'g' }));
    vi.stubGlobal('fetch', fetch);
    const send = createSend({ baseUrl: BASE, appKey: 'k' });
    await expect(send(getRoute, { params: { id: 'g' }, query: {} })).resolves.toEqual({ id: 'g' });
    expect(onlyCall(calls).url).toBe(`${BASE}/api/things/g`);
  });

  it('throws on a missing route parameter before fetching', async () => {
    const { send, calls } = setUp();
    await expect(send(getRoute, { query: {} } as never)).rejects.toThrow(TypeError);
    expect(calls).toEqual([]);
  });

  it('GET failure: an ApiError with the message, URL and status, no body', async () => {
    const { send } = setUp(() => Response.json({ message: 'Not found' }, { status: 404 }));
    const error = await failureOf(send(getRoute, { params: { id: 'x' }, query: { q: 'a' } }));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe(FETCH_ERROR_MESSAGE);
    expect(FETCH_ERROR_MESSAGE).toBe('An error occurred while fetching the data');
    expect(error.url).toBe(`${BASE}/api/things/x?q=a`);
    expect(error.status).toBe(404);
    expect(error.body).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
  });

  it('POST failure: the parsed JSON error body and the server message', async () => {
    const body = { message: 'Your email address is already associated with an account.' };
    const { send } = setUp(() => Response.json(body, { status: 409 }));
    const error = await failureOf(send(postRoute, { body: { name: 'x' } }));
    expect(error.message).toBe(FETCH_ERROR_MESSAGE);
    expect(error.url).toBe(`${BASE}/api/things`);
    expect(error.status).toBe(409);
    expect(error.body).toEqual(body);
    expect(error.serverMessage).toBe(body.message);
  });

  it('POST failure with fields: keeps them', async () => {
    const body = { message: 'Bad input', fields: { email: 'VALIDATION_EMAIL_INVALID' } };
    const { send } = setUp(() => Response.json(body, { status: 400 }));
    const error = await failureOf(send(postRoute, { body: { name: 'x' } }));
    expect(error.body).toEqual(body);
  });

  it('POST failure with a body that is not JSON: the raw text, no server message', async () => {
    const { send } = setUp(() => new Response('Bad Gateway', { status: 502 }));
    const error = await failureOf(send(postRoute, { body: { name: 'x' } }));
    expect(error.status).toBe(502);
    expect(error.body).toBe('Bad Gateway');
    expect(error.serverMessage).toBeUndefined();
  });

  it('POST failure with JSON but no string message: no server message', async () => {
    const { send } = setUp(() => Response.json({ message: 42 }, { status: 500 }));
    const error = await failureOf(send(postRoute, { body: { name: 'x' } }));
    expect(error.body).toEqual({ message: 42 });
    expect(error.serverMessage).toBeUndefined();
    const nullBody = await failureOf(
      setUp(() => Response.json(null, { status: 500 })).send(postRoute, { body: { name: 'x' } }),
    );
    expect(nullBody.body).toBeNull();
    expect(nullBody.serverMessage).toBeUndefined();
  });

  it('POST failure whose body cannot be read: an empty body', async () => {
    const unreadable = new Response('x', { status: 500 });
    vi.spyOn(unreadable, 'text').mockRejectedValue(new Error('stream broken'));
    const { send } = setUp(() => unreadable);
    const error = await failureOf(send(postRoute, { body: { name: 'x' } }));
    expect(error.status).toBe(500);
    expect(error.body).toBe('');
  });

  it('a network failure passes through as it is', async () => {
    const { send } = setUp(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(send(postRoute, { body: { name: 'x' } })).rejects.toThrow('Failed to fetch');
  });
});
