import { isRouteErrorResponse, type HydrationState, type StaticHandlerContext } from 'react-router';

/**
 * The router's part of the page state: loader data and errors as JSON. Errors are written the way
 * React Router reads them back from `window.__staticRouterHydrationData` (a `__type` tag), with
 * the message only: no stack leaves the server.
 */
export function routerHydrationState(context: StaticHandlerContext): HydrationState {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]) => [
          routeId,
          isRouteErrorResponse(error)
            ? {
                status: error.status,
                statusText: error.statusText,
                data: error.data as unknown,
                internal: 'internal' in error && error.internal === true,
                __type: 'RouteErrorResponse',
              }
            : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
