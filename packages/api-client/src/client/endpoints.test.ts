import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../contract/routes.js';
import { endpoints } from './endpoints.js';

interface Call {
  method: string;
  path: string;
  format?: string | undefined;
}

/** Method, path and format of every call, by group and name. */
const project = (routes: object) =>
  Object.fromEntries(
    Object.entries(routes as Record<string, Record<string, Call>>).map(([group, calls]) => [
      group,
      Object.fromEntries(
        Object.entries(calls).map(([name, { method, path, format }]) => [
          name,
          { method, path, ...(format ? { format } : {}) },
        ]),
      ),
    ]),
  );

describe('endpoints', () => {
  it('are the contract routes without their schemas, one for one', () => {
    expect(project(endpoints)).toEqual(project(apiRoutes));
  });
});
