import {
  createStaticHandler,
  data,
  isRouteErrorResponse,
  UNSAFE_ErrorResponseImpl,
  type StaticHandlerContext,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerHydrationState } from './router-hydration.js';

/** A small route table with React Router's own static handler: real contexts, real errors. */
const handler = createStaticHandler(
  [
    {
      id: 'root',
      path: '/',
      loader: () => ({ menu: ['Femme', 'Homme'] }),
      children: [
        { id: 'home', index: true, loader: () => ({ banners: 2 }) },
        {
          id: 'product',
          path: 'product/:reference',
          loader: ({ params }) => ({ reference: params.reference ?? '', price: 39.99 }),
        },
        {
          id: 'crash',
          path: 'crash',
          loader: () => {
            throw new TypeError('Cannot read properties of undefined');
          },
        },
        {
          id: 'gone',
          path: 'gone',
          loader: () => {
            // React Router's way for a loader to answer an HTTP error: a thrown response.
            // eslint-disable-next-line @typescript-eslint/only-throw-error
            throw data({ reason: 'withdrawn' }, { status: 410, statusText: 'Gone' });
          },
        },
      ],
    },
  ],
  { basename: '/fr' },
);

async function contextFor(path: string): Promise<StaticHandlerContext> {
  const context = await handler.query(new Request(`https://shop.example${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect`);
  return context;
}

/** What the browser gets: the state goes through JSON in the page. */
const throughJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('routerHydrationState', () => {
  it('passes the loader data through, with no errors', async () => {
    const state = routerHydrationState(await contextFor('/fr/product/AB12CD34'));
    expect(state).toEqual({
      loaderData: {
        root: { menu: ['Femme', 'Homme'] },
        product: { reference: 'AB12CD34', price: 39.99 },
      },
      actionData: null,
      errors: null,
    });
    expect(throughJson(state)).toEqual(state);
  });

  it('passes the action data through', async () => {
    const context = await contextFor('/fr/');
    const state = routerHydrationState({ ...context, actionData: { home: { sent: true } } });
    expect(state.actionData).toEqual({ home: { sent: true } });
    expect(state.loaderData).toEqual({ root: { menu: ['Femme', 'Homme'] }, home: { banners: 2 } });
  });

  it('tags an error response the way React Router reads it back', async () => {
    const context = await contextFor('/fr/');
    const notFound = new UNSAFE_ErrorResponseImpl(404, 'Not Found', null);
    expect(isRouteErrorResponse(notFound)).toBe(true);
    const state = routerHydrationState({ ...context, errors: { root: notFound } });
    expect(throughJson(state.errors)).toEqual({
      root: {
        status: 404,
        statusText: 'Not Found',
        data: null,
        internal: false,
        __type: 'RouteErrorResponse',
      },
    });
  });

  it('keeps the data of a response thrown by a loader', async () => {
    const state = routerHydrationState(await contextFor('/fr/gone'));
    expect(throughJson(state.errors)).toEqual({
      root: {
        status: 410,
        statusText: 'Gone',
        data: { reason: 'withdrawn' },
        internal: false,
        __type: 'RouteErrorResponse',
      },
    });
  });

  it('sends no stack for the router’s own not-found error', async () => {
    const context = await contextFor('/fr/nowhere/at/all');
    expect(context.statusCode).toBe(404);
    const json = JSON.stringify(routerHydrationState(context));
    const errors = (JSON.parse(json) as { errors: Record<string, Record<string, unknown>> }).errors;
    expect(errors.root).toMatchObject({
      status: 404,
      statusText: 'Not Found',
      internal: true,
      __type: 'RouteErrorResponse',
    });
    expect(json).not.toContain('    at ');
    expect(json).not.toContain('"stack"');
  });

  it('writes a thrown error as its message only: no stack leaves the server', async () => {
    const context = await contextFor('/fr/crash');
    expect(context.errors?.root).toBeInstanceOf(TypeError);
    const state = routerHydrationState(context);
    expect(state.errors).toEqual({
      root: { message: 'Cannot read properties of undefined', __type: 'Error' },
    });
    const root: unknown = state.errors?.root;
    expect(root).not.toHaveProperty('stack');
    expect(JSON.stringify(state)).not.toContain('    at ');
  });

  it('writes a thrown non-error as a message', async () => {
    const context = await contextFor('/fr/');
    const state = routerHydrationState({ ...context, errors: { root: 'render failed' } });
    expect(state.errors).toEqual({ root: { message: 'render failed', __type: 'Error' } });
  });

  it('keeps a page without errors at null', async () => {
    const context = await contextFor('/fr/');
    expect(context.errors).toBeNull();
    expect(routerHydrationState(context).errors).toBeNull();
  });
});
